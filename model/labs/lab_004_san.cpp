// Lab 004, servers and SAN: the c7000 BladeSystem of Figure 5 with four ESX 3.5U4 hosts
// (BL480c G1), two VCB proxies and the vCenter / Data Protector server (BL460c G1), its four
// Brocade 4/24 SAN switch modules (two per fabric) and two Virtual Connect Ethernet modules.
#include <string>

#include "labs/lab_004_parts.h"

namespace santwin::labs::lab004 {

namespace {
constexpr int kInternalPorts = 16;  // 4/24 and VC modules: one port per half-height bay
constexpr int kExternalPorts = 8;
constexpr int kIslsPerFabric = 2;

// A 4/24 module in interconnect bay `bay`; ports 0-15 face device bays 1-16, 16-23 are external.
Id san_module(Lab& lab, Id fabric, const std::string& name, int bay, int domain) {
    LabBuilder& b = lab.b;
    Id sw = b.add_noted(Kind::FcSwitch, name, fabric,
                        "Brocade 4/24 SAN switch module, FOS v6.0.2d, in c7000 interconnect bay " +
                            std::to_string(bay) +
                            " (Figure 5). Ports 0-15 face device bays 1-16, ports 16-23 are the "
                            "external SFPs (this lab's numbering, not Brocade's).",
                        {{"model", std::string("Brocade 4/24 SAN Switch")},
                         {"domain_id", double(domain)},
                         {"speed_gbps", 4.0},
                         {"chassis", Ref{lab.chassis}}});
    b.switch_ports(sw, kInternalPorts + kExternalPorts, 4);
    lab.layout.place(Tier::Fabrics, sw);
    return sw;
}

// The module port facing half-height device bay `bay` (1-16).
Id bay_port(const Lab& lab, Id module, int bay) {
    return lab.b.port_at(module, bay - 1);
}
Id external_port(const Lab& lab, Id module) {
    return lab.b.free_port(module, kInternalPorts);
}

// A dual-port NIC into both Virtual Connect modules.
void lan(Lab& lab, Id server, const std::string& model, int bay) {
    LabBuilder& b = lab.b;
    Id nic = b.add(Kind::Nic, model, server, {{"model", model}, {"max_speed_gbps", 1.0}});
    for (int p = 0; p < 2; ++p)
        b.link(b.eth_port(nic, "nic" + std::to_string(p + 1), 1, p),
               bay_port(lab, lab.vc_modules[p], bay));
}

Id blade(Lab& lab, const std::string& name, const std::string& model, int bay, double sockets,
         double cores, double ram_gb, const std::string& note) {
    Id s = lab.b.add_noted(Kind::Server, name, lab.chassis, note,
                           {{"model", model},
                            {"slot", double(bay)},
                            {"cpu_sockets", sockets},
                            {"cores_per_socket", cores},
                            {"cpu_ghz", 3.0},
                            {"ram_gb", ram_gb}});
    lab.layout.place(Tier::Hosts, s);
    return s;
}
}  // namespace

void build_san(Lab& lab) {
    LabBuilder& b = lab.b;
    Topology& t = b.topology();
    lab.chassis = b.add_noted(Kind::BladeChassis, "c7000", kNoId,
                              "HP BladeSystem c7000, firmware V2.41, ROM I14/I15 (Figure 5).",
                              {{"model", std::string("HP BladeSystem c7000")}, {"slots", 16.0}});
    lab.layout.place(Tier::Hosts, lab.chassis);

    for (int m = 0; m < 2; ++m) {
        const std::string name = "VC-Enet-" + std::to_string(m + 1);
        Id vc = b.add_noted(Kind::EthernetSwitch, name, kNoId,
                            "HP 1/10Gb Virtual Connect Ethernet module V1.2 in interconnect bay " +
                                std::to_string(m + 1) +
                                " (Figure 5). Carries the LAN: COS, VMs and every restore "
                                "(the paper: 'All image and file restore operations occur over "
                                "the LAN'). Ports 0-15 face device bays, 16-23 are uplinks.",
                            {{"model", std::string("HP 1/10Gb Virtual Connect Ethernet Module")},
                             {"speed_gbps", 1.0},
                             {"chassis", Ref{lab.chassis}}});
        for (int p = 0; p < kInternalPorts + kExternalPorts; ++p)
            b.eth_port(vc, name + "/" + std::to_string(p), 1, p);
        lab.vc_modules[m] = vc;
        lab.layout.place(Tier::Fabrics, vc);
    }
    // The two VC modules are stacked (one cable between their last uplinks).
    b.link(b.free_port(lab.vc_modules[0], kInternalPorts + kExternalPorts - 1),
           b.free_port(lab.vc_modules[1], kInternalPorts + kExternalPorts - 1));

    // Interconnect bays 3-4 hold fabric A, 5-6 fabric B: a mezzanine card's two ports land in
    // a bay pair, and the ESX hosts' vmhba1/2 (first card) are on fabric A, vmhba3/4 on B.
    lab.fabric_a = b.add(Kind::Fabric, "Fabric A");
    lab.layout.place(Tier::Fabrics, lab.fabric_a);
    lab.switches_a = {san_module(lab, lab.fabric_a, "SW-A1", 3, 1),
                      san_module(lab, lab.fabric_a, "SW-A2", 4, 2)};
    lab.fabric_b = b.add(Kind::Fabric, "Fabric B");
    lab.layout.place(Tier::Fabrics, lab.fabric_b);
    lab.switches_b = {san_module(lab, lab.fabric_b, "SW-B1", 5, 3),
                      san_module(lab, lab.fabric_b, "SW-B2", 6, 4)};
    for (const auto& pair : {lab.switches_a, lab.switches_b})
        for (int i = 0; i < kIslsPerFabric; ++i)
            b.link(external_port(lab, pair[0]), external_port(lab, pair[1]));
    t.set_note(lab.fabric_a,
               "Fabric A: 4/24 modules in bays 3-4 joined by 2 ISLs (the paper does not show its "
               "ISLs; two modules in one fabric need at least one). Controller A's ports 1-2 "
               "plug into SW-A1 and 3-4 into SW-A2, so each host's vmhba1 (SW-A1) and vmhba2 "
               "(SW-A2) reach their zoned EVA ports without crossing the ISL.");
    t.set_note(lab.fabric_b,
               "Fabric B: 4/24 modules in bays 5-6 joined by 2 ISLs; controller B's "
               "ports 1-2 on SW-B1 (vmhba3), 3-4 on SW-B2 (vmhba4).");

    // EVA host ports: evaX_p1-p2 on the fabric's first module, p3-p4 on its second.
    for (int p = 0; p < 4; ++p) {
        b.link(lab.eva_a[p], external_port(lab, lab.switches_a[p / 2]));
        b.link(lab.eva_b[p], external_port(lab, lab.switches_b[p / 2]));
    }

    // ESX hosts: full-height BL480c G1 in bays 1-4; two QMH2462 dual-port HBAs each.
    for (int n = 1; n <= 4; ++n) {
        EsxHostIds& h = lab.hosts[n - 1];
        h.server = blade(lab, "BL480c-" + std::to_string(n), "HP ProLiant BL480c G1", n, 2, 2, 28,
                         "ESX HOST" + std::to_string(n) +
                             ": 2 × dual-core Xeon 3.0 GHz, 28 GB RAM, 2 × QLogic QMH2462 4 Gb "
                             "HBAs, 1 × NC326m dual-port 1 Gb NIC, iLO 1.70 (Figure 5). Full "
                             "height: device bay " +
                             std::to_string(n) + " (and " + std::to_string(n + 8) + ").");
        h.esx = b.add_noted(
            Kind::EsxHost, "host" + std::to_string(n), h.server,
            "VMware ESX 3.5U4 (VAAI did not exist before 4.1). Data Protector 6.1x agents run on "
            "the COS for DP snapshot backups to the SAN-attached VTL; COS memory raised to the "
            "800 MB maximum and swap to 1.6 GB, as the paper's best practice and Table 5 set.",
            {{"version", std::string("3.5U4")},
             {"vaai", false},
             {"cos_memory_mb", 800.0},
             {"sched_num_req_outstanding", 32.0}});
        lab.layout.place(Tier::Hosts, h.esx);
        for (int card = 0; card < 2; ++card) {
            Id hba = b.add(Kind::Hba, "QMH2462 (mezz " + std::to_string(card + 1) + ")", h.server,
                           {{"model", std::string("QLogic QMH2462")},
                            {"lun_queue_depth", 32.0},
                            {"max_speed_gbps", 4.0}});
            const auto& modules = card == 0 ? lab.switches_a : lab.switches_b;
            for (int p = 0; p < 2; ++p) {
                const int k = card * 2 + p;  // vmhba1..vmhba4
                h.vmhba[k] = b.fc_port(
                    hba, "host" + std::to_string(n) + "_vmhba" + std::to_string(k + 1), 4, p);
                b.link(h.vmhba[k], bay_port(lab, modules[p], n));
            }
        }
        lan(lab, h.server, "NC326m", n);
    }

    // VCB proxies: half-height BL460c G1 in bays 5-6, one dual-port HBA each. Proxy 2's card is
    // in mezzanine 1 (bays 3-4, fabric A), proxy 1's in mezzanine 2 (bays 5-6, fabric B): see
    // the zoning note on why each proxy sits in one fabric.
    const char* proxy_ports[2][2] = {{"proxy1_b704", "proxy1_b705"},
                                     {"proxy2_ae8e", "proxy2_ae8f"}};
    for (int x = 0; x < 2; ++x) {
        ProxyIds& px = lab.proxies[x];
        const int bay = 5 + x;
        px.server = blade(lab, "BL460c-proxy" + std::to_string(x + 1), "HP ProLiant BL460c G1", bay,
                          1, 4, 4,
                          "VCB proxy " + std::to_string(x + 1) +
                              ": quad-core Xeon 3.0 GHz ('four sockets at 3 GHz' in the Figure "
                              "18 text), 4 GB RAM, Windows Server 2003 (Figure 5). One dual-port "
                              "4 Gb HBA: Figure 25 names its ports by their last WWPN bytes; the "
                              "model is not given (QMH2462 assumed, as on the hosts).");
        t.set(px.server, "os", std::string("Windows Server 2003"));
        Id hba = b.add(Kind::Hba, "QMH2462", px.server,
                       {{"model", std::string("QLogic QMH2462")}, {"max_speed_gbps", 4.0}});
        const auto& modules = x == 0 ? lab.switches_b : lab.switches_a;
        for (int p = 0; p < 2; ++p) {
            px.ports[p] = b.fc_port(hba, proxy_ports[x][p], 4, p);
            b.link(px.ports[p], bay_port(lab, modules[p], bay));
        }
        lan(lab, px.server, "NC373i", bay);
    }

    lab.cell_manager = blade(lab, "BL460c-vcenter", "HP ProLiant BL460c G1", 7, 1, 4, 4,
                             "vCenter server (VirtualCenter 2.5U4 with SQL Server 2008) and the "
                             "Data Protector 6.1x cell manager with SMI-S 1.3 for ZDB/IR. Figure 5 "
                             "lists 'VCB/vCenter servers' as BL460c G1; hosting the cell manager "
                             "here too is an assumption. LAN only: SMI-S is out of band.");
    t.set(lab.cell_manager, "os", std::string("Windows Server 2003"));
    lan(lab, lab.cell_manager, "NC373i", 7);

    Id infra = b.add_noted(Kind::Server, "DL385", kNoId,
                           "Infrastructure server (Figure 5: DL385, dual-core Opteron 2.6 GHz, "
                           "4 GB; Windows Server 2003). Its role (directory, DNS) and count are "
                           "not given: one, on the LAN.",
                           {{"model", std::string("HP ProLiant DL385")},
                            {"cpu_sockets", 1.0},
                            {"cores_per_socket", 2.0},
                            {"cpu_ghz", 2.6},
                            {"ram_gb", 4.0},
                            {"os", std::string("Windows Server 2003")}});
    Id nic = b.add(Kind::Nic, "embedded NIC", infra,
                   {{"model", std::string("embedded 1 Gb")}, {"max_speed_gbps", 1.0}});
    b.link(b.eth_port(nic, "nic1", 1, 0), b.free_port(lab.vc_modules[0], kInternalPorts));
    lab.layout.place(Tier::Hosts, infra);
}

}  // namespace santwin::labs::lab004
