// Lab 002, compute: the Hitachi Compute Blade 500 chassis with four 520H B2 half blades running
// ESXi 5.5 U2, its two VDX 6746 Ethernet modules and the two VDX 6740 top-of-rack switches the
// NFS traffic crosses (Table 4).
#include <string>

#include "labs/lab_002_parts.h"

namespace santwin::labs::lab002 {

namespace {
constexpr int kBays = 8;           // "8-blade chassis"
constexpr int kBlades = 4;         // 520H B2, quantity 4
constexpr int kModuleUplinks = 8;  // VDX 6746: 8 × 10 Gb uplinks each
constexpr int kCorePorts = 40;     // VDX 6740: 40 × 10 Gb ports
constexpr int kCoreIsls = 2;       // links between the two VDX 6740s (choice, see note)

std::string two_digits(int n) {
    return (n < 10 ? "0" : "") + std::to_string(n);
}

Id eth_switch(Lab& lab, const std::string& name, const std::string& model, Id chassis, int ports,
              const std::string& note) {
    LabBuilder& b = lab.b;
    Id sw = b.add_noted(Kind::EthernetSwitch, name, kNoId, note,
                        {{"model", model}, {"speed_gbps", 10.0}});
    if (chassis != kNoId) b.set(sw, {{"chassis", Ref{chassis}}});
    for (int i = 0; i < ports; ++i) b.eth_port(sw, name + "/" + std::to_string(i), 10, i);
    lab.layout.place(Tier::Fabrics, sw);
    return sw;
}
}  // namespace

void build_compute(Lab& lab) {
    LabBuilder& b = lab.b;
    lab.chassis = b.add_noted(
        Kind::BladeChassis, "CB 500", kNoId,
        "Hitachi Compute Blade 500, SVP A0170-D-8920 (Table 4). Its 2 management modules, "
        "6 fan modules and 4 power supplies are not modelled: they carry no I/O.",
        {{"model", std::string("Hitachi Compute Blade 500")}, {"slots", double(kBays)}});
    lab.layout.place(Tier::Hosts, lab.chassis);

    // Ethernet: each blade has one 10 GbE port into each VDX 6746 module; each module sends 4
    // of its 8 uplinks to each VDX 6740, so either module failing leaves every path up.
    std::vector<Id> modules;
    for (int m = 1; m <= 2; ++m)
        modules.push_back(eth_switch(
            lab, "VDX6746-" + std::to_string(m), "Brocade VDX 6746", lab.chassis,
            kBays + kModuleUplinks,
            "Ethernet switch module of the CB 500, NOS 4.1.2 (Table 4). Ports 0-7 face blade "
            "bays 1-8, ports 8-15 are the 8 × 10 Gb uplinks; uplinks 8-11 go to VDX6740-1 and "
            "12-15 to VDX6740-2 (the paper does not show the cabling: an even split is assumed)."));
    for (int c = 1; c <= 2; ++c)
        lab.core_switches.push_back(eth_switch(
            lab, "VDX6740-" + std::to_string(c), "Brocade VDX 6740", kNoId, kCorePorts,
            "Top-of-rack Ethernet switch, 40 × 10 Gb, NOS 4.1.2 (Table 4). The two form one "
            "fabric joined by 2 ISLs (assumed; the paper only names the switches). The HNAS "
            "10 GbE ports are split across both."));
    for (int m = 0; m < 2; ++m)
        for (int u = 0; u < kModuleUplinks; ++u) {
            Id core = lab.core_switches[u < kModuleUplinks / 2 ? 0 : 1];
            b.link(b.free_port(modules[m], kBays), b.free_port(core));
        }
    for (int i = 0; i < kCoreIsls; ++i)
        b.link(b.free_port(lab.core_switches[0], kCorePorts - kCoreIsls),
               b.free_port(lab.core_switches[1], kCorePorts - kCoreIsls));

    for (int n = 1; n <= kBlades; ++n) {
        Id blade = b.add_noted(
            Kind::Server, "520H-B2-" + two_digits(n), lab.chassis,
            "Half blade, 2 × 12-core Intel Xeon E5-2697 at 2.70 GHz (the v2 part has these "
            "figures), 256 GB RAM as 16 × 16 GB DIMMs, BMC/EFI 01-29 (Table 4).",
            {{"model", std::string("Hitachi Compute Blade 520H B2")},
             {"slot", double(n)},
             {"cpu_sockets", 2.0},
             {"cores_per_socket", 12.0},
             {"cpu_ghz", 2.7},
             {"ram_gb", 256.0}});
        Id esx = b.add_noted(Kind::EsxHost, "esxi-" + two_digits(n), blade,
                             "VMware ESXi 5.5.0 U2 (Table 5); VAAI on, the ESXi 5.5 default, "
                             "so NFS clones use the HNAS VAAI plug-in when the template sits "
                             "on the destination datastore.",
                             {{"version", std::string("5.5U2")}, {"vaai", true}});
        Id nic = b.add_noted(Kind::Nic, "LOM 10GbE", blade,
                             "The paper names no blade NIC: one 10 GbE port into each VDX 6746 "
                             "module is the least the two modules imply.",
                             {{"model", std::string("on-board 10 GbE")}, {"max_speed_gbps", 10.0}});
        for (int p = 0; p < 2; ++p) {
            Id port = b.eth_port(nic, "vmnic" + std::to_string(p), 10, p);
            b.link(port, b.port_at(modules[p], n - 1));  // module port n-1 faces bay n
        }
        lab.esx_hosts.push_back(esx);
        lab.layout.place(Tier::Hosts, {blade, esx});
    }
}

}  // namespace santwin::labs::lab002
