// Lab 004, storage: the HP EVA8100 of Figure 5 with the disk groups of Table 3 and the virtual
// disks (Vdisks) of Table 4.
#include <array>
#include <cstdio>
#include <string>

#include "labs/lab_004_parts.h"

namespace santwin::labs::lab004 {

namespace {
constexpr int kOnlineDrives = 144;   // Table 3: online DG, 144 × 300 GB FC 10K
constexpr int kNearlineDrives = 24;  // Table 3: nearline DG, 24 × 500 GB FATA 7.2K

// The EVA's port names are its node WWN (50001FE1500A90D0, Figure 4) with the last byte
// 0xD8 + n: controller A FP1-FP4 = 90:D8..90:DB, controller B FP1-FP4 = 90:DC..90:DF, the
// suffixes Figures 25 and 26 print under the controller ports.
std::string eva_wwpn(int n) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "50:00:1f:e1:50:0a:90:%02x", 0xd8 + n);
    return buf;
}

struct VdiskRow {
    const char* name;   // Table 4 "Vdisk name" (spaces the PDF put in "Host 1-", "Prox 1-" dropped)
    double gb;          // Table 4 "Vdisk size"
    const char* vraid;  // Table 4 "Vraid"
    char owner;         // 'A' or 'B': alternated across the controllers (see note)
    const char* note;
};
constexpr std::array<VdiskRow, 10> kVdisks = {{
    {"Host1-VM", 500, "vraid1", 'A',
     "Table 4: VMFS for host 1's VMs, 500 GB Vraid1, backed up by file or image. One dedicated "
     "VMFS Vdisk per host (the paper's predictive design, against SCSI reservation contention)."},
    {"Host2-VM", 500, "vraid1", 'B', "Table 4: VMFS for host 2's VMs, 500 GB Vraid1."},
    {"Host3-VM", 500, "vraid1", 'A', "Table 4: VMFS for host 3's VMs, 500 GB Vraid1."},
    {"Host4-VM", 500, "vraid1", 'B', "Table 4: VMFS for host 4's VMs, 500 GB Vraid1."},
    {"Host1-FileServer", 1000, "vraid5", 'B',
     "Table 4 ('Host 1-FileServer'): VMFS of flat files, 1,000 GB Vraid5, file/image backup."},
    {"Host2-FileServer", 1000, "vraid5", 'A',
     "Table 4: VMFS of flat files, 1,000 GB Vraid5, file/image backup."},
    {"Host3-SQL1", 1000, "vraid1", 'A',
     "Table 4: SQL database on a physical-mode RDM, 1,000 GB Vraid1, protected by ZDB/IR "
     "(Figure 4's log resolves 'Virtual Disks\\sql\\Host3 SQL1'). Presented to host 3 only: "
     "ZDB/IR needs a non-clustered presentation."},
    {"Host4-SQL2", 1000, "vraid1", 'B',
     "Table 4: SQL database on a physical-mode RDM, 1,000 GB Vraid1, ZDB/IR; host 4 only."},
    {"Prox1-HT", 500, "vraid0", 'B',
     "Table 4 ('Prox 1-HT'): VCB holding tank of proxy 1, 500 GB Vraid0 (the Figure 20 tests "
     "use Vraid0 holding tanks). Owned by controller B, the controller its NTFS zone "
     "prox1_eva_b_p3_ntfs reaches."},
    {"Prox2-HT", 500, "vraid0", 'A',
     "Table 4: VCB holding tank of proxy 2, 500 GB Vraid0; owned by controller A, reached by "
     "prox2_eva_a_p2_ntfs. The two holding tanks alternate controllers as the paper recommends."},
}};
}  // namespace

void build_eva(Lab& lab) {
    LabBuilder& b = lab.b;
    Topology& t = b.topology();
    lab.eva = b.add_noted(
        Kind::Array, "EVA8100", kNoId,
        "HP StorageWorks EVA8100 'ESX-BUR-BP', WWN 50001FE1500A90D0, firmware 6200 (Figures 4-5). "
        "Asymmetric active-active (ALUA): each Vdisk has a managing controller and reads arriving "
        "on the other are proxied. ESX 3.5 has no ALUA support, so the hosts use fixed preferred "
        "paths (Figure 26). Vdisk owners alternate A/B as the paper recommends; the paper does not "
        "list its own assignments.",
        {{"model", std::string("HP StorageWorks EVA8100")},
         {"hardware", std::string("hp-eva8100")},
         {"architecture", std::string("alua")},
         {"microcode", std::string("6200")},
         {"vaai", false}});
    lab.layout.place(Tier::FrontEnd, lab.eva);
    for (int c = 0; c < 2; ++c) {
        const std::string side(1, char('A' + c));
        Id ctrl = b.add_noted(Kind::Controller, "Controller " + side, lab.eva,
                              "2,048 MB control cache per controller: read 1,024 MB, write "
                              "512 MB, mirror 512 MB (Figure 5). 4 × 4 Gb FC host ports FP1-FP4.",
                              {{"index", double(c)}, {"cache_gb", 2.0}, {"processors", 1.0}});
        auto& ports = c == 0 ? lab.eva_a : lab.eva_b;
        for (int p = 0; p < 4; ++p) {
            ports[p] = b.fc_port(ctrl, "eva" + side + "_p" + std::to_string(p + 1), 4, p + 1);
            t.set(ports[p], "wwpn", eva_wwpn(c * 4 + p));
        }
        (c == 0 ? lab.ctrl_a : lab.ctrl_b) = ctrl;
        lab.layout.place(Tier::FrontEnd, ctrl);
    }
    t.set_note(lab.eva_a[0],
               "Controller ports are named as Figure 25's zone members (evaA_p1 = controller A "
               "FP1). Port roles per the text: controller A ports 1-2 and B ports 3-4 carry "
               "backup traffic, A 3-4 and B 1-2 production.");

    auto online = b.drives(lab.eva, kOnlineDrives, "FC-", "fc", 10000, 300, "fc-10k-300");
    auto nearline = b.drives(lab.eva, kNearlineDrives, "FATA-", "fata", 7200, 500, "fata-7k2-500");
    for (int i = 0; i < kNearlineDrives; ++i) t.set(nearline[i], "slot", double(kOnlineDrives + i));
    lab.layout.place(Tier::Drives, online);
    lab.layout.place(Tier::Drives, nearline);

    Id online_dg =
        b.add_noted(Kind::DiskGroup, "Online DG", lab.eva,
                    "Table 3: 144 × 300 GB FC 10K, 43.2 TB, protection level 1 (single).",
                    {{"drives", RefList(online)}, {"protection", std::string("single")}});
    Id nearline_dg = b.add_noted(
        Kind::DiskGroup, "Nearline DG", lab.eva,
        "Table 3: 24 × 500 GB FATA 7.2K, 12.0 TB, protection level 2 (double). Table 4 places no "
        "Vdisk on it.",
        {{"drives", RefList(nearline)}, {"protection", std::string("double")}});
    lab.layout.place(Tier::Pools, {online_dg, nearline_dg});

    int number = 1;
    for (const VdiskRow& row : kVdisks) {
        Id lu = b.add_noted(Kind::LogicalUnit, row.name, lab.eva, row.note,
                            {{"capacity_gb", row.gb},
                             {"backing", Ref{online_dg}},
                             {"vraid", std::string(row.vraid)},
                             {"owner", Ref{row.owner == 'A' ? lab.ctrl_a : lab.ctrl_b}},
                             {"lu_number", double(number++)}});
        lab.vdisks[row.name] = lu;
        lab.layout.place(Tier::Pools, lu);
    }
}

}  // namespace santwin::labs::lab004
