// Lab 001: "Hitachi Virtual Storage Platform Integration with VMware VAAI" (HDS lab validation
// report, August 2011), test environment (Table 1): a VSP with internal 10K / 15K SAS and an
// external AMS 1000, a Brocade 48000 director, a Hitachi Compute Blade 2000 with two 8 Gb FC
// and four 1 Gb Ethernet switch modules and four X55A2 blades running ESX 4.1, a Dell R710;
// the VMs of the six VAAI tests (provisioning, FT conversion, warm-up, cloning, a 512-VM boot
// storm and a 32-VM simultaneous Storage vMotion), each 1 vCPU, 1 GB, Windows 2008 R2.
#include <cstdio>

#include "labs/builtin.h"
#include "labs/lab_001_parts.h"
#include "labs/san_parts.h"
#include "labs/tier_layout.h"
#include "labs/vmware_parts.h"

namespace santwin::labs {

using namespace std::string_literals;
using lab001::Storage;

namespace {

constexpr int kBlades = 4;  // "one to four VMware ESX 4.1 hosts"; the boot storm uses four

struct Blades {
    Id chassis = kNoId;
    std::vector<Ported> fc_modules;   // 2 x 8 Gb FC switch modules
    std::vector<Ported> eth_modules;  // 4 x 1 Gb Ethernet switch modules
    std::vector<Id> esx;
    std::vector<std::vector<Id>> hba_ports;  // per blade: {to FC module 0, to FC module 1}
};

Blades build_blades(LabBuilder& b, Id fabric) {
    Topology& t = b.topology();
    Blades out;
    out.chassis = b.add_noted(Kind::BladeChassis, "CB2000", kNoId,
                              "Table 1: Hitachi Compute Blade 2000 chassis, firmware A0160-G-5666, "
                              "2 x 8 Gb FC and 4 x 1 Gb Ethernet switch modules.",
                              {{"model", "Hitachi Compute Blade 2000"s}, {"slots", 8.0}});
    for (int m = 0; m < 2; ++m) {
        // Bays 0-7 face the blades, 8-11 are the external ports.
        out.fc_modules.push_back(fc_switch(b, fabric, "CB2000-FC" + std::to_string(m),
                                           {.model = "Compute Blade 2000 8 Gb FC switch module",
                                            .domain_id = 2 + m,
                                            .speed_gbps = 8,
                                            .ports = 12,
                                            .chassis = out.chassis}));
        t.set_note(out.fc_modules.back().id,
                   "Ports 0-7 reach blade bays 0-7; 8-11 are external. Two ISLs to the Brocade "
                   "48000 (the paper does not show the cabling).");
    }
    for (int m = 0; m < 4; ++m)
        out.eth_modules.push_back(ethernet_switch(b, "CB2000-ETH" + std::to_string(m),
                                                  "Compute Blade 2000 1 Gb Ethernet switch module",
                                                  1, 8, out.chassis));

    for (int i = 0; i < kBlades; ++i) {
        char name[16];
        std::snprintf(name, sizeof name, "ESX-%02d", i + 1);
        Id srv = server(b, name,
                        {.model = "Hitachi X55A2",
                         .cpu_sockets = 2,
                         .cores_per_socket = 6,
                         .ram_gb = 72,
                         .chassis = out.chassis,
                         .slot = i});
        t.set_note(srv,
                   "Table 1: X55A2 blade, firmware 03-79, 2 x six-core Intel CPU (clock not given: "
                   "schema default kept), 72 GB RAM, 2 x 300 GB 10K SAS local disks (ESX boot, not "
                   "modelled as array drives).");
        Id esx = esx_host(b, srv, "4.1");
        t.set_note(
            esx,
            "ESX 4.1: VAAI primitives enabled by default (each test also runs with them off).");
        out.esx.push_back(esx);
        Ported card = hba(b, srv, "HBA0", "Hitachi 8 Gb FC mezzanine (dual port)", 8, 2);
        t.set_note(card.id,
                   "HBA model not given: the blade's dual-port 8 Gb FC mezzanine card, one port to "
                   "each FC switch module ('redundant paths for both the HBAs and the NICs').");
        for (int m = 0; m < 2; ++m) b.link(card.ports[m], out.fc_modules[m].ports[i]);
        out.hba_ports.push_back(card.ports);
        Ported n = nic(b, srv, "NIC0", "Onboard 1 Gb Ethernet", 1, 4);
        for (int m = 0; m < 4; ++m) b.link(n.ports[m], out.eth_modules[m].ports[i]);
    }
    return out;
}

}  // namespace

Project build_lab_001_vsp_vaai() {
    Project p;
    p.title = "VSP with VMware VAAI, internal and AMS 1000 external storage (HDS, 2011)";
    Topology& t = p.topology;
    LabBuilder b(t, 2);

    const Storage s = lab001::build_storage(b);

    Id fabric =
        b.add_noted(Kind::Fabric, "SAN", kNoId,
                    "One fabric: Table 1 lists a single Brocade 48000 director (FOS 5.3 has no "
                    "virtual fabrics). Redundancy is across the two blade switch modules and "
                    "director ports.");
    Ported director =
        fc_switch(b, fabric, "Brocade48000",
                  {.model = "Brocade 48000", .domain_id = 1, .speed_gbps = 4, .ports = 16});
    t.set_note(director.id,
               "Table 1: Brocade 48000 director, 4 Gb ports, FOS 5.3.1a. One 16-port blade "
               "modelled: VSP host ports on 0-3, VSP external ports on 4-5, AMS 1000 on 6-7, ISLs "
               "to the blade switch modules on 8-11.");
    for (std::size_t i = 0; i < 4; ++i) b.link(s.host_ports[i], director.ports[i]);
    for (std::size_t i = 0; i < 2; ++i) b.link(s.external_ports[i], director.ports[4 + i]);
    for (std::size_t i = 0; i < 2; ++i) b.link(s.ams_ports[i], director.ports[6 + i]);

    const Blades blades = build_blades(b, fabric);
    for (std::size_t m = 0; m < 2; ++m)
        for (std::size_t k = 0; k < 2; ++k)
            b.link(blades.fc_modules[m].ports[8 + k], director.ports[8 + 2 * m + k]);

    Id vcenter = os_server(
        b, "vCenter-R710",
        {.model = "Dell PowerEdge R710", .cpu_sockets = 1, .cores_per_socket = 4, .ram_gb = 16},
        "Windows Server 2008 R2 Enterprise");
    t.set_note(vcenter,
               "Table 1: Dell R710, firmware A.50 / A15, 1 x quad-core Intel, 16 GB, 2 x 72 GB "
               "SAS. Its role is not given; the text's standalone quad-core Windows 2008 R2 "
               "vCenter server matches it except for memory (2 GB there): taken to be that server, "
               "with Table 1's 16 GB. Not on the SAN.");

    // Zoning: each blade HBA port with one VSP host port per cluster (module 0: 1A + 2A,
    // module 1: 3A + 4A); each VSP external port with one AMS 1000 controller.
    std::vector<Id> zones;
    for (std::size_t m = 0; m < 2; ++m) {
        std::vector<Id> inits;
        for (const auto& ports : blades.hba_ports) inits.push_back(ports[m]);
        auto z = single_initiator_zones(b, fabric, inits,
                                        {s.host_ports[2 * m], s.host_ports[2 * m + 1]});
        zones.insert(zones.end(), z.begin(), z.end());
    }
    for (std::size_t i = 0; i < 2; ++i) {
        auto z = single_initiator_zones(b, fabric, {s.external_ports[i]}, {s.ams_ports[i]});
        zones.insert(zones.end(), z.begin(), z.end());
    }
    b.zone_set(fabric, "ZS-SAN", zones);

    // Masking: every DP-VOL to all four hosts on the four host ports; the AMS 1000 LUs to the
    // VSP's external ports.
    std::vector<Id> initiators;
    for (const auto& ports : blades.hba_ports)
        initiators.insert(initiators.end(), ports.begin(), ports.end());
    Id hg = b.host_group(s.vsp, "ESX-Cluster", s.host_ports, initiators, s.vsp_lus);
    t.set_note(hg, "Host mode VMware; every DP-VOL at the same LUN on all hosts (HA, vMotion).");
    std::vector<Id> ams_lus = t.children(s.ams, Kind::LogicalUnit);
    Id ext = b.host_group(s.ams, "VSP-External", s.ams_ports, s.external_ports, ams_lus);
    b.set(ext, {{"host_mode", "Standard"s}});
    t.set_note(ext, "The AMS 1000 LUs E0-E5 presented to the VSP's external ports.");

    // Path policy: the paper only says the hosts 'followed VMware recommended practices'; round
    // robin is HDS's recommendation for the symmetric VSP. First path: the owning cluster's port.
    for (Id esx : blades.esx)
        for (Id lu : s.vsp_lus) {
            const int ctl = t.at(lu).ref("owner") == s.vsp_ctl[0] ? 0 : 1;
            path_policy(b, esx, lu, "rr", s.host_ports[static_cast<std::size_t>(ctl)]);
        }

    b.add_noted(
        Kind::Cluster, "VAAI-Cluster", kNoId,
        "Not named in the paper: the four hosts share the boot-storm datastore and FT needs an HA "
        "cluster.",
        {{"hosts", RefList(blades.esx)}});

    lab001::build_vms(b, s, blades.esx);
    layout_by_tier(t, p.layout);
    return p;
}

}  // namespace santwin::labs
