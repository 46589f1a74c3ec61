// Lab 000, the array: Hitachi AMS 2100 of Table 1 — 60 x 146 GB 15K SAS drives in RAID-5
// (4D+1P) groups, standard 531 GB LUs on single RAID groups, two HDP pools (1 GB chunks) with
// four 531 GB DP LUs, and the small LUs of the functional tests.
#include <cstdio>
#include <stdexcept>

#include "labs/lab_000_parts.h"
#include "labs/san_parts.h"

namespace santwin::labs::lab000 {

using namespace std::string_literals;

Id Storage::lu(const std::string& name) const {
    auto it = lu_by_name.find(name);
    if (it != lu_by_name.end()) return it->second;
    std::string known;
    for (const auto& [n, id] : lu_by_name) known += (known.empty() ? "" : ", ") + n;
    throw std::out_of_range("lab 000 has no LU '" + name + "' (known: " + known + ")");
}

namespace {

std::string rg_name(int i) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "RG-%03d", i);
    return buf;
}

struct LuRow {
    const char* name;
    double capacity_gb;
    int backing;  // >= 0: RAID group index (standard LU); -1: Pool-000; -2: Pool-001
    int owner;    // controller
    const char* note;
};

// LU numbers follow the row order.
const LuRow kLus[] = {
    {"STD-000", 531, 0, 0,
     "Standard LU, Table 1 ('531GB, 1 RAID group'); Table 21: VM1 and VM5 (OLTP)."},
    {"STD-001", 531, 1, 1, "Standard LU on RG-001; Table 21: VM2 (email) and VM4 (unstructured)."},
    {"STD-002", 531, 2, 0, "Standard LU on RG-002; Table 21: VM3 and VM7 (streaming media)."},
    {"STD-003", 531, 3, 1, "Standard LU on RG-003; Table 21: VM6 (email) and VM8 (unstructured)."},
    {"DP-000", 531, -1, 0,
     "DP LU for the random workloads of Dynamically Provisioned Test Configurations 1 and 2 and "
     "the DP scaling test. Table 1 gives 531 GB; the methodology text says 530 GB: followed Table "
     "1."},
    {"DP-001", 531, -1, 1,
     "Second DP LU in Pool-000: the 'single Dynamic Provisioning pool with two LUs' test."},
    {"DP-002", 531, -2, 0,
     "DP LU in Pool-001 (one RAID group): streaming media in DP Test Configuration 2; the warm-up "
     "anomaly tests ('DP pool on a single RAID-5 (4D+1P) group ... 530GB DP LU')."},
    {"DP-003", 531, -2, 1,
     "Backup-to-disk target of the DP backup test. The paper says that pool 'contained a single "
     "RAID-5 (4D+1P) group' yet warns against sharing 'the same 10 disks' with production: "
     "followed the explicit single-group statement (Pool-001); move it to Pool-000 for the 10-disk "
     "reading."},
    {"SRC-050", 50, 9, 0,
     "Functional tests, template deployment step 2: a 50 GB LU on its own RAID-5 (4D+1P) group, "
     "datastore RAID-5-source. The expansion test later calls this a DP LU; the deployment steps "
     "make it a standard LU, which is followed here."},
    {"TGT-050", 50, -1, 1,
     "Functional tests, step 6: 50 GB DP LU for datastore RAID-5-target. The paper builds a pool "
     "of three RAID groups for it; Pool-000 plays that role (two groups, grown by the expansion "
     "test)."},
    {"VMO-000", 50, -1, 0,
     "Storage vMotion test: the paper's 50 GB 'LU-000' in DP Pool-000 (RAID-5-vMotion-1)."},
    {"VMO-001", 50, -2, 1,
     "Storage vMotion test: the paper's 50 GB 'LU-001' in DP Pool-001 (RAID-5-vMotion-2)."},
    {"THN-100", 100, -1, 0,
     "Thin-to-thick conversion test: 'Create a 100GB DP LU'. The pool is not named; Pool-000 "
     "chosen."},
};

}  // namespace

Storage build_storage(LabBuilder& b) {
    Topology& t = b.topology();
    Storage s;
    s.array = b.add_noted(
        Kind::Array, "AMS2100", kNoId,
        "Table 1: Hitachi Adaptable Modular Storage 2100, microcode 0883/A-S, 4 GB cache, 4 ports, "
        "symmetric active-active controllers (any port serves any LU).",
        {{"model", "Hitachi AMS 2100"s},
         {"hardware", "hitachi-ams2100"s},
         {"architecture", "symmetric_aa"s},
         {"microcode", "0883/A-S"s},
         {"vaai", false}});

    for (int c = 0; c < 2; ++c) {
        const std::string n = std::to_string(c);
        Ported ctl = controller(b, s.array, "CTL" + n, c, 2.0, {n + "A", n + "B"}, 4);
        t.set_note(ctl.id,
                   "Table 1 gives 4 GB of cache and 4 ports for the array: split evenly, 2 GB and "
                   "two ports per controller. Port speed is not given: 4 Gb/s, as the HBAs.");
        s.controllers[c] = ctl.id;
        s.ctl_ports[c] = ctl.ports;
    }

    const std::vector<Id> drives = b.drives(s.array, 60, "HDD-", "sas", 15000, 146, "sas-15k-146");
    for (int i = 0; i < 10; ++i)
        s.raid_groups.push_back(
            b.raid_group(s.array, rg_name(i), "raid5", 4, 1, take(drives, 5 * i, 5)));
    for (std::size_t i = 50; i < drives.size(); ++i)
        t.set_note(drives[i],
                   "Spare: Table 1 lists 60 drives; the RAID groups the tests use take 50.");
    for (int i = 0; i < 4; ++i)
        t.set_note(s.raid_groups[i], "Standard-LU tests (Figures 10-25, Table 21): one 531 GB LU.");
    t.set_note(s.raid_groups[6],
               "Reserved to scale Pool-000 to four RAID groups (DP scaling test, Figure 34; the "
               "expansion test adds one): add it to Pool-000's members.");
    t.set_note(s.raid_groups[7],
               "Reserved to scale Pool-000 to four RAID groups (DP scaling test, Figure 34).");
    t.set_note(s.raid_groups[9],
               "Functional tests: the RAID group of the 50 GB RAID-5-source LU (template).");

    s.pools[0] = thin_pool(b, s.array, "Pool-000", 1024, {s.raid_groups[4], s.raid_groups[5]});
    t.set_note(
        s.pools[0],
        "Table 1: 'DP Pool-000: 2 RAID groups scaled to 4 RAID groups'. Built in its starting "
        "state (RG-004, RG-005: DP Test Configurations 1 and 2); RG-006 and RG-007 are the groups "
        "the scaling test adds. HDP allocates 1 GB chunks. Table 1's 'Number of RAID groups: 5' "
        "matches the DP configuration (four in Pool-000 plus one in Pool-001).");
    s.pools[1] = thin_pool(b, s.array, "Pool-001", 1024, {s.raid_groups[8]});
    t.set_note(s.pools[1],
               "Table 1: 'DP Pool-001: 1 RAID group'. Sequential (streaming) workload in DP Test "
               "Configuration 2; warm-up and DP backup-to-disk tests.");

    int number = 0;
    for (const LuRow& row : kLus) {
        const Id backing = row.backing >= 0 ? s.raid_groups[static_cast<std::size_t>(row.backing)]
                                            : s.pools[row.backing == -1 ? 0 : 1];
        Id lu = logical_unit(b, s.array, row.name, row.capacity_gb, backing,
                             s.controllers[row.owner], number++);
        t.set_note(lu,
                   std::string(row.note) +
                       " Owner: the managing controller (alternated); the symmetric controllers "
                       "rebalance it automatically.");
        s.lus.push_back(lu);
        s.lu_by_name[row.name] = lu;
    }
    return s;
}

}  // namespace santwin::labs::lab000
