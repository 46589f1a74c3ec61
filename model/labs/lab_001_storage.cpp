// Lab 001, the arrays: a Hitachi VSP (Table 1) with HDP pools of RAID-5 (3D+1P) parity groups
// and 42 MB pages, and a Hitachi AMS 1000 whose RAID-5 (4D+1P) groups E0..E5 the VSP
// virtualizes as external volumes in its own pools. See lab_001_parts.h for the pool map.
#include <stdexcept>

#include "labs/lab_001_parts.h"
#include "labs/san_parts.h"

namespace santwin::labs::lab001 {

using namespace std::string_literals;

Id Storage::lu(const std::string& name) const {
    auto it = lu_by_name.find(name);
    if (it != lu_by_name.end()) return it->second;
    std::string known;
    for (const auto& [n, id] : lu_by_name) known += (known.empty() ? "" : ", ") + n;
    throw std::out_of_range("lab 001 has no LU '" + name + "' (known: " + known + ")");
}

namespace {

// The paper's pools run at up to 490% subscription (a 1945.6 GB DP-VOL on one 397 GB pool
// volume, Table 13), which the schema's 300% default would refuse; a VSP pool has no
// subscription limit unless one is set.
constexpr double kVspSubscriptionPct = 1000;
constexpr double kDpVol = 1945.6;  // "1.9 TB": 1945.6 GB = 1.9 x 1024

struct PoolRow {
    const char* name;
    std::vector<int> members;  // indexes into the member list built below
    const char* note;
};

struct LuRow {
    const char* name;
    double capacity_gb;
    const char* pool;
    const char* note;
};

const LuRow kVspLus[] = {
    {"SRC-1945", kDpVol, "Pool-Source-10K",
     "DP-VOL 0 of Tables 2, 3, 7 and 8: 'holds the virtual machine image used as the source'. "
     "Table 2 prints 1950 GB, Tables 7-8 1945.6 GB: followed 1945.6."},
    {"PROV-799", 799, "Pool-15K-8sp",
     "Table 2 DP-VOL 1: the fresh / dirty destination of the block-zeroing test (a 797 GB "
     "eagerzeroedthick VM was created and deleted on it to make it dirty)."},
    {"15K-A-1945", kDpVol, "Pool-15K-8sp",
     "Table 5 (FT conversion, printed 1945 GB) and Tables 10-11 DP-VOL 0 (clone source). Table 10 "
     "puts the clone source and destination in separate 2-PG pools (PG 0-1, PG 2-3); the 15K "
     "drives allow six parity groups and the boot storms need four, so both share this pool."},
    {"15K-B-1945", kDpVol, "Pool-15K-8sp",
     "Table 7 DP-VOL 1 (warm-up destination) and Table 10 DP-VOL 1 (clone destination, see "
     "15K-A-1945)."},
    {"BS-4SP-1945", kDpVol, "Pool-15K-4sp", "Table 13: boot-storm datastore on a 4-spindle pool."},
    {"BS-12SP-1945", kDpVol, "Pool-15K-12sp",
     "Table 14: boot-storm datastore on a 12-spindle pool."},
    {"SVM-SRC-1945", kDpVol, "Pool-15K-12sp",
     "32-VM Storage vMotion source. Table 18 lists one 1945.6 GB DP-VOL on a 12-spindle pool and "
     "does not describe the other datastore of the migration: both are in this pool."},
    {"SVM-DST-1945", kDpVol, "Pool-15K-12sp", "32-VM Storage vMotion destination (Table 18)."},
    {"EXT-PROV-799", 799, "Pool-Ext-10sp",
     "Table 3 DP-VOL 1: external destination of the block-zeroing test."},
    {"EXT-B-1945", kDpVol, "Pool-Ext-10sp",
     "Table 8 (warm-up) and Table 11 (clone) external destination DP-VOL 1."},
    {"EXT-BS-5SP-1945", kDpVol, "Pool-Ext-5sp",
     "Table 15: external boot storm, 5 spindles (DP-VOL 2)."},
    {"EXT-BS-15SP-1945", kDpVol, "Pool-Ext-15sp",
     "Table 16: external boot storm, 15 spindles (DP-VOL 3)."},
    {"EXT-SVM-SRC-1945", kDpVol, "Pool-Ext-15sp",
     "Table 19: external 32-VM Storage vMotion source."},
    {"EXT-SVM-DST-1945", kDpVol, "Pool-Ext-15sp",
     "Table 19: external 32-VM Storage vMotion destination."},
};

// AMS 1000 RAID groups E0..E5 and the LU each exports to the VSP (Tables 3, 8, 11, 15, 16, 19).
struct ExternalRow {
    const char* name;
    double lu_gb;
    const char* note;
};
const ExternalRow kExternal[] = {
    {"E0", 1037.34, "Table 15: PG 1072.5 GB (1071.5 elsewhere), pool volume 1037.34 GB."},
    {"E1", 1067.34, "Tables 3, 8, 16, 19: PG 1071.5 GB, pool volume 1067 / 1067.34 GB."},
    {"E2", 1071.45,
     "Tables 3, 8, 16: PG 1071.5 GB, pool volume 1071 / 1071.45 GB (Table 19: 1067.34)."},
    {"E3", 1071.45, "Tables 11, 16, 19: PG 1071.5 GB, pool volume 1067 / 1071.45 GB."},
    {"E4", 1071, "Table 11 (printed as PG '3'): PG 1071.5 GB, pool volume 1071 GB."},
    {"E5", 1071.45,
     "Not in the paper. Tables 3 and 8 build their 10-spindle external pool from E1-E2, which "
     "Tables 16 and 19 also put in the 15-spindle pool; the AMS 1000's drive count is not given, "
     "so one more group of the same kind keeps the two pools apart."},
};

void build_ams1000(LabBuilder& b, Storage& s, std::vector<Id>& external_lus) {
    Topology& t = b.topology();
    s.ams = b.add_noted(
        Kind::Array, "AMS1000", kNoId,
        "Table 1: Hitachi AMS 1000, microcode 0786/A-H, dual controllers, 4 x 4 Gb FC ports per "
        "controller. Cache: '8GB cache memory, 2GB per controller' cannot both hold with two "
        "controllers; followed the 8 GB total (4 GB each). Modelled as ALUA: the AMS 1000 predates "
        "the 2000 family's symmetric controllers and has owner / non-owner paths. Drive count not "
        "given: 30, the six RAID-5 (4D+1P) groups E0-E5. Only the VSP uses it.",
        {{"model", "Hitachi AMS 1000"s},
         {"hardware", "hitachi-ams1000"s},
         {"architecture", "alua"s},
         {"microcode", "0786/A-H"s},
         {"vaai", false}});
    Id ctl[2];
    for (int c = 0; c < 2; ++c) {
        const std::string n = std::to_string(c);
        // Cache: Table 1's "8 GB cache memory, 2 GB per controller" is the array model's (as printed).
        Ported p = controller(b, s.ams, "CTL" + n, c, 0, {n + "A", n + "B", n + "C", n + "D"}, 4);
        t.set_note(p.id,
                   "Ports xB-xD are not cabled: the paper does not say how many carried the "
                   "external paths; one per controller is used.");
        ctl[c] = p.id;
        s.ams_ports.push_back(p.ports[0]);
    }
    const std::size_t groups = std::size(kExternal);
    const auto drives =
        b.drives(s.ams, static_cast<int>(5 * groups), "HDD-", "sas", 10000, 300, "sas-10k-300");
    t.set_note(drives[0],
               "The tables list the external drives as 'SAS 10k 300GB'. The AMS 1000 back end is "
               "Fibre Channel, so they were presumably FC drives of the same speed and size; the "
               "paper's SAS is kept (sas-10k-300).");
    for (std::size_t i = 0; i < groups; ++i) {
        Id rg = b.raid_group(s.ams, kExternal[i].name, "raid5", 4, 1, take(drives, 5 * i, 5));
        t.set_note(rg,
                   std::string(kExternal[i].note) +
                       " RAID-5 (4D+1P): Table 19 prints 3D+1P, but its 1071.5 GB groups are four "
                       "300 GB data drives, as every other table says.");
        Id lu = logical_unit(b, s.ams, "LU-" + std::string(kExternal[i].name), kExternal[i].lu_gb,
                             rg, ctl[i % 2], static_cast<int>(i));
        t.set_note(lu, "Exported to the VSP as external volume " + std::string(kExternal[i].name) +
                           "; owner alternated between the controllers.");
        external_lus.push_back(lu);
    }
}

}  // namespace

Storage build_storage(LabBuilder& b) {
    Topology& t = b.topology();
    Storage s;
    s.vsp = b.add_noted(
        Kind::Array, "VSP", kNoId,
        "Table 1: Hitachi Virtual Storage Platform, microcode 70-02-03-00/00 (SVP 70-02-03/00, RIM "
        "server 06-02-00/00), 42 GB cache, 4 x 8 Gb FC ports. VAAI: full copy, block zeroing, "
        "hardware-assisted locking, also for the external volumes.",
        {{"model", "Hitachi Virtual Storage Platform"s},
         {"hardware", "hitachi-vsp"s},
         {"architecture", "symmetric_aa"s},
         {"microcode", "70-02-03-00/00"s},
         {"vaai", true}});
    // VSP port names: cluster 1 has the odd numbers, cluster 2 the even ones.
    const std::vector<std::string> ports[2] = {{"1A", "3A", "5A"}, {"2A", "4A", "6A"}};
    for (int c = 0; c < 2; ++c) {
        Ported p = controller(b, s.vsp, "CL" + std::to_string(c + 1), c, 21, ports[c], 8);
        t.set_note(p.id,
                   "42 GB of cache split over the two clusters. Ports 1A-4A are Table 1's four 8 "
                   "Gb host ports; 5A / 6A are External-attribute ports toward the AMS 1000, which "
                   "virtualization needs and Table 1 does not list.");
        s.vsp_ctl[c] = p.id;
        t.set_note(p.ports[2], "External port (initiator toward the AMS 1000).");
    }
    for (std::size_t i = 0; i < 2; ++i)
        for (int c = 0; c < 2; ++c) s.host_ports.push_back(t.children(s.vsp_ctl[c], Kind::Port)[i]);
    for (int c = 0; c < 2; ++c) s.external_ports.push_back(t.children(s.vsp_ctl[c], Kind::Port)[2]);

    // Table 1 gives no form factor. If these were the 2.5-inch Savvio 10K.3 / 15K.2, disks.json
    // has them (sas-10k-300-sff, sas-15k-146-sff); not switched until the VSP's drive list is found.
    const auto d10 = b.drives(s.vsp, 38, "HDD10K-", "sas", 10000, 300, "sas-10k-300");
    const auto d15 = b.drives(s.vsp, 26, "HDD15K-", "sas", 15000, 146, "sas-15k-146");
    std::vector<Id> pg10, pg15;
    for (std::size_t i = 0; i < 2; ++i)
        pg10.push_back(
            b.raid_group(s.vsp, "PG-10K-" + std::to_string(i), "raid5", 3, 1, take(d10, 4 * i, 4)));
    for (std::size_t i = 0; i < 6; ++i)
        pg15.push_back(
            b.raid_group(s.vsp, "PG-15K-" + std::to_string(i), "raid5", 3, 1, take(d15, 4 * i, 4)));
    for (Id pg : pg10)
        t.set_note(pg, "805 GB parity group; one pool volume of 801 / 805 GB (Tables 2, 7).");
    for (Id pg : pg15) t.set_note(pg, "401 GB parity group; one pool volume of 397 / 401 GB.");
    for (std::size_t i = 8; i < d10.size(); ++i)
        t.set_note(d10[i],
                   "Not in a parity group: the tables use two 10K parity groups of the 38 drives.");
    for (std::size_t i = 24; i < d15.size(); ++i)
        t.set_note(d15[i], "Spare: 26 drives make six 3D+1P parity groups and two left over.");

    std::vector<Id> external_lus;
    build_ams1000(b, s, external_lus);
    std::vector<Id> ext;
    for (std::size_t i = 0; i < external_lus.size(); ++i) {
        const Entity& lu = t.at(external_lus[i]);
        ext.push_back(
            b.add_noted(Kind::ExternalVolume, kExternal[i].name, s.vsp,
                        "AMS 1000 " + lu.name + " mapped through the external ports.",
                        {{"source_lu", Ref{lu.id}}, {"capacity_gb", lu.num("capacity_gb")}}));
    }

    // Members index into: 0-1 PG-10K, 2-7 PG-15K, 8-13 E0-E5.
    std::vector<Id> members = pg10;
    members.insert(members.end(), pg15.begin(), pg15.end());
    members.insert(members.end(), ext.begin(), ext.end());
    const PoolRow pools[] = {
        {"Pool-Source-10K", {0, 1}, "Source pool of Tables 2, 3, 7, 8 (10K PG 0-1)."},
        {"Pool-15K-8sp",
         {2, 3},
         "The 15K pool of two parity groups: provisioning, FT, warm-up and cloning."},
        {"Pool-15K-4sp", {4}, "Boot storm, 4 spindles (Table 13)."},
        {"Pool-15K-12sp",
         {5, 6, 7},
         "Boot storm and Storage vMotion, 12 spindles. Tables 14 and 18 use PGs 0-2 and 1-3, "
         "overlapping the other tests' PGs: the paper rebuilt pools between tests."},
        {"Pool-Ext-5sp", {8}, "External, 5 spindles (Table 15)."},
        {"Pool-Ext-10sp",
         {12, 13},
         "External, 10 spindles: the destination pool of Tables 3, 8 and 11."},
        {"Pool-Ext-15sp", {9, 10, 11}, "External, 15 spindles (Tables 16 and 19)."},
    };
    std::map<std::string, Id> pool_by_name;
    for (const PoolRow& row : pools) {
        std::vector<Id> m;
        for (int i : row.members) m.push_back(members[static_cast<std::size_t>(i)]);
        Id pool = thin_pool(b, s.vsp, row.name, 42, m);
        b.set(pool, {{"subscription_limit_pct", kVspSubscriptionPct}});
        t.set_note(pool, std::string(row.note) +
                             " HDP, 42 MB pages. Subscription limit 1000%: the paper subscribes "
                             "pools up to 490%, the VSP sets no limit by default.");
        pool_by_name[row.name] = pool;
    }

    int number = 0;
    for (const LuRow& row : kVspLus) {
        // LDEVs are spread over the two clusters' processors in turn.
        Id lu = logical_unit(b, s.vsp, row.name, row.capacity_gb, pool_by_name.at(row.pool),
                             s.vsp_ctl[number % 2], number);
        ++number;
        t.set_note(lu, row.note);
        s.vsp_lus.push_back(lu);
        s.lu_by_name[row.name] = lu;
    }
    return s;
}

}  // namespace santwin::labs::lab001
