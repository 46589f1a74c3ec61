// Lab 000: "Using VMware vSphere 4 with Hitachi Dynamic Provisioning Software on the Hitachi
// Adaptable Modular Storage 2000 Family" (Ingram, HDS, July 2010), test environment section:
// an AMS 2100 (Table 1) with standard RAID-5 LUs and two HDP pools, two Dell R905 ESX 4.0
// hosts and two HP DL385 Windows servers (Table 2), the VDbench VMs of the performance tests
// (Tables 5 and 21) and the template / VMs of the functional tests.
#include "labs/builtin.h"
#include "labs/lab_000_parts.h"
#include "labs/san_parts.h"
#include "labs/tier_layout.h"
#include "labs/vmware_parts.h"

namespace santwin::labs {

using namespace std::string_literals;
using lab000::Storage;

namespace {

struct Host {
    Id server = kNoId;
    Id esx = kNoId;
    std::vector<Id> cabled;  // one HBA port per fabric: [fabric A, fabric B]
};

Host r905(LabBuilder& b, const std::string& name) {
    Host h;
    h.server = server(b, name,
                      {.model = "Dell PowerEdge R905",
                       .cpu_sockets = 4,
                       .cores_per_socket = 4,
                       .cpu_ghz = 1.9,
                       .ram_gb = 128});
    b.topology().set_note(h.server,
                          "Table 2: 4 x quad-core AMD Opteron 1.9 GHz, 128 GB RAM, 2 Emulex "
                          "LPe11002 4 Gb HBAs, VMware ESX 4.0.");
    h.esx = esx_host(b, h.server, "4.0");
    b.topology().set_note(h.esx,
                          "Table 3: ESX 4.0.0 build 164009. VAAI off: it arrived with ESX 4.1.");
    for (int i = 0; i < 2; ++i) {
        Ported card = hba(b, h.server, "HBA" + std::to_string(i), "Emulex LPe11002", 4, 2);
        b.topology().set_note(
            card.id,
            "The LPe11002 is a dual-port card. The paper draws no fabric; this lab cables port 0 "
            "of each card, HBA0 to fabric A and HBA1 to fabric B, and leaves port 1 spare (two "
            "paths per fabric through both controllers).");
        h.cabled.push_back(card.ports[0]);
    }
    return h;
}

Id dl385(LabBuilder& b, const std::string& name) {
    Id s = os_server(b, name,
                     {.model = "HP ProLiant DL385",
                      .cpu_sockets = 4,
                      .cores_per_socket = 2,
                      .cpu_ghz = 2.8,
                      .ram_gb = 8},
                     "Windows Server 2008 R2 Enterprise x64");
    b.topology().set_note(s,
                          "Table 2 (printed 'HP DL0385'): 4 x dual-core AMD Opteron 2.8 GHz, 8 GB "
                          "RAM, Windows Server 2008 R2 Enterprise x64 (a DL385 has two sockets; "
                          "the paper's processor count is kept). Its role is not stated "
                          "(vCenter Server 4.0, Storage Navigator Modular 2, VDbench control); no "
                          "HBAs are listed, so it is not on the SAN.");
    return s;
}

// Two fabrics of one 4 Gb switch each: the paper shows no switches, so this is the usual
// dual-fabric layout with each fabric reaching one port on each controller.
void wire_fabrics(LabBuilder& b, const Storage& s, const std::vector<Host>& hosts) {
    const char* names[2] = {"A", "B"};
    for (int f = 0; f < 2; ++f) {
        Id fabric =
            b.add_noted(Kind::Fabric, "Fabric-"s + names[f], kNoId,
                        "Not in the paper (Figure 1 is not reproduced in the text): chosen as two "
                        "independent fabrics, one switch each.");
        Ported sw =
            fc_switch(b, fabric, "SW-"s + names[f],
                      {.model = "Brocade 4100", .domain_id = f + 1, .speed_gbps = 4, .ports = 16});
        b.topology().set_note(sw.id,
                              "Switch model not given in the paper: a 4 Gb Brocade of the period "
                              "was chosen to match the 4 Gb HBAs.");
        std::vector<Id> initiators;
        for (std::size_t h = 0; h < hosts.size(); ++h) {
            b.link(hosts[h].cabled[f], sw.ports[h]);
            initiators.push_back(hosts[h].cabled[f]);
        }
        // Fabric A carries ports 0A and 1A, fabric B ports 0B and 1B.
        const std::vector<Id> targets{s.ctl_ports[0][f], s.ctl_ports[1][f]};
        b.link(targets[0], sw.ports[8]);
        b.link(targets[1], sw.ports[9]);
        b.zone_set(fabric, "ZS-"s + names[f],
                   single_initiator_zones(b, fabric, initiators, targets));
    }
}

}  // namespace

Project build_lab_000_ams2100_hdp() {
    Project p;
    p.title = "AMS 2100 with Hitachi Dynamic Provisioning and vSphere 4 (HDS, 2010)";
    LabBuilder b(p.topology, 1);

    const Storage s = lab000::build_storage(b);
    std::vector<Host> hosts{r905(b, "ESX-1"), r905(b, "ESX-2")};
    dl385(b, "W2K8-1");
    dl385(b, "W2K8-2");
    wire_fabrics(b, s, hosts);

    // LUN masking: one host group for both hosts on all four ports, every LU at the same LUN
    // (HA / FT need identical LUN ids on all hosts).
    std::vector<Id> initiators;
    const std::vector<Id>& lus = s.lus;
    for (const Host& h : hosts)
        initiators.insert(initiators.end(), h.cabled.begin(), h.cabled.end());
    std::vector<Id> ports;
    for (const auto& c : s.ctl_ports) ports.insert(ports.end(), c.begin(), c.end());
    Id hg = b.host_group(s.array, "ESX-Cluster", ports, initiators, lus);
    p.topology.set_note(hg,
                        "AMS host groups are per port; modelled as one group on the four ports "
                        "with host mode VMware, presenting every LU to both ESX hosts.");

    // Table 1: "Multipathing enabled: VMware native round robin". The first path of each LU
    // goes to its managing controller's fabric-A port.
    for (const Host& h : hosts)
        for (Id lu : lus) {
            const int ctl = p.topology.at(lu).ref("owner") == s.controllers[0] ? 0 : 1;
            path_policy(b, h.esx, lu, "rr", s.ctl_ports[ctl][0]);
        }

    b.add_noted(
        Kind::Cluster, "HDP-Cluster", kNoId,
        "Not named in the paper; Fault Tolerance (enabled in the eagerzeroedthick deployment test) "
        "needs an HA cluster of both hosts.",
        {{"hosts", RefList{hosts[0].esx, hosts[1].esx}}});

    lab000::build_vms(b, s, hosts[0].esx, hosts[1].esx);
    layout_by_tier(p.topology, p.layout);
    return p;
}

}  // namespace santwin::labs
