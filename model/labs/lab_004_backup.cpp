// Lab 004, backup: the VCB proxy role on the two proxy blades, the Data Protector cell manager,
// the HP VLS6510 virtual tape library and the HP EML 103e tape library (Figure 5, "Backup
// media", Figures 21, 25 and 28).
#include <string>

#include "labs/lab_004_parts.h"

namespace santwin::labs::lab004 {

namespace {
constexpr int kEnclosures = 4;  // "four enclosure (48 disk) VLS6510"
constexpr int kDisksPerEnclosure = 12;
constexpr int kDrivesPerNode = 4;  // emulated LTO-3 drives per VTL node (see node note)

Id switch_port(const Lab& lab, Id module) {
    return lab.b.free_port(module, 16);
}

void tape_drives(LabBuilder& b, Id parent, const std::string& prefix, int count,
                 const std::string& hardware) {
    for (int i = 1; i <= count; ++i)
        b.add(Kind::TapeDrive, prefix + " LTO-3 #" + std::to_string(i), parent,
              {{"type", std::string("lto3")}, {"hardware", hardware}});
}
}  // namespace

void build_backup(Lab& lab) {
    LabBuilder& b = lab.b;
    Topology& t = b.topology();

    for (int x = 0; x < 2; ++x) {
        const std::string n = std::to_string(x + 1);
        Id vcb = b.add_noted(
            Kind::VcbProxy, "VCB proxy " + n, lab.proxies[x].server,
            "VMware Consolidated Backup 1.5U1 with the Data Protector 6.1x VCB integration. "
            "Holding tank Prox" +
                n +
                "-HT; NTFS compression off here (the paper tests both: "
                "Figures 10-12, 18, 20).",
            {{"holding_tank", Ref{lab.vdisks.at("Prox" + n + "-HT")}},
             {"ntfs_compression", false},
             {"version", std::string("1.5U1")}});
        lab.proxies[x].vcb = vcb;
        lab.layout.place(Tier::Hosts, vcb);
    }
    Id cm = b.add(Kind::BackupServer, "Data Protector cell manager", lab.cell_manager,
                  {{"software", std::string("HP Data Protector 6.1x")}});
    lab.layout.place(Tier::Backup, cm);

    lab.vls = b.add_noted(
        Kind::Vtl, "VLS6510", kNoId,
        "HP StorageWorks VLS6510, firmware 2.3.0, 2 GB RAM, 4 × 2 Gb FC host ports, 48 × 250 GB "
        "7.2K SATA in RAID 5, emulating LTO-3 (Figure 5); its disks bound it to about 1.4 TB/h. "
        "Nodes: Figure 25 zones two nodes (vtl1 on ports 0-1, vtl2 on 2-3), while the Data "
        "Protector snapshot test (Figure 21) ran three nodes, each on a dedicated host port. "
        "This lab carves three: VTL1 keeps ports 0 and 1 (the text's multitarget example: media "
        "changer on port 0, drives on port 1), VTL2 has port 2 and VTL3 port 3, so Figure 25's "
        "vtl2 zones (ports 2-3) reach VTL2 and VTL3, and hosts 1, 2 and 4 each own a node.",
        {{"model", std::string("HP StorageWorks VLS6510")},
         {"hardware", std::string("hp-vls6510")}});
    lab.layout.place(Tier::Backup, lab.vls);
    for (int e = 1; e <= kEnclosures; ++e) {
        Id enc = b.add(Kind::DiskEnclosure, "Enclosure " + std::to_string(e), lab.vls,
                       {{"disks", double(kDisksPerEnclosure)},
                        {"disk_type", std::string("SATA 7.2K 250 GB")},
                        {"raid", std::string("raid5")}});
        b.drives(enc, kDisksPerEnclosure, "E" + std::to_string(e) + "-SATA-", "sata", 7200, 250,
                 "sata-7k2-250");
        lab.layout.place(Tier::Backup, enc);
    }
    const int node_ports[3][2] = {{0, 1}, {2, -1}, {3, -1}};
    for (int v = 0; v < 3; ++v) {
        const std::string name = "VTL" + std::to_string(v + 1);
        Id node = b.add(Kind::VtlNode, name, lab.vls,
                        {{"emulated_drives", double(kDrivesPerNode)},
                         {"drive_type", std::string("LTO-3")},
                         {"compression", false}});
        for (int p : node_ports[v]) {
            if (p < 0) continue;
            lab.vls_ports[p] = b.fc_port(node, "vls_p" + std::to_string(p), 2, p);
        }
        tape_drives(b, node, name, kDrivesPerNode, "vls-lto3");
        lab.layout.place(Tier::Backup, node);
    }
    t.set_note(t.find_by_name(Kind::VtlNode, "VTL1"),
               "4 emulated LTO-3 drives per node: four streams per host at 1:1 multiplexing "
               "(Figure 21) need four (the paper gives no count). Drive compression off, as the "
               "paper recommends (+60%); tape block 256 KB.");
    // Ports 0-1 (VTL1) on fabric B, ports 2-3 on fabric A: the zones of Figure 25 put proxy 1
    // (fabric B) with port 0 and proxy 2 (fabric A) with port 2. Each on the module where
    // the hosts' VTL HBAs are (SW-B2: vmhba4, SW-A2: vmhba2).
    b.link(lab.vls_ports[0], switch_port(lab, lab.switches_b[1]));
    b.link(lab.vls_ports[1], switch_port(lab, lab.switches_b[1]));
    b.link(lab.vls_ports[2], switch_port(lab, lab.switches_a[1]));
    b.link(lab.vls_ports[3], switch_port(lab, lab.switches_a[1]));

    lab.eml = b.add_noted(
        Kind::TapeLibrary, "EML 103e", kNoId,
        "HP StorageWorks EML 103e, firmware 1070: 4 × LTO-3, 2 × 2 Gb FC (Figure 5). It is the "
        "copy target of VLS Echo Copy / Data Protector Smart Copy, which the tests do not run, "
        "and Figure 25 zones no initiator to it: one FC port per fabric, unzoned.",
        {{"model", std::string("HP StorageWorks EML 103e")}, {"slots", 103.0}});
    tape_drives(b, lab.eml, "EML", 4, "hp-lto3");
    b.link(b.fc_port(lab.eml, "eml_p1", 2, 1), switch_port(lab, lab.switches_a[0]));
    b.link(b.fc_port(lab.eml, "eml_p2", 2, 2), switch_port(lab, lab.switches_b[0]));
    lab.layout.place(Tier::Backup, lab.eml);
}

}  // namespace santwin::labs::lab004
