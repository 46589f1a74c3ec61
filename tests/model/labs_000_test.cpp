// Lab 000 (seed 000_6e1396d2257a1fc6.txt, HDP on the AMS 2100): the built lab holds what the
// paper's test-environment section states — Table 1 (array), Table 2 (servers), Table 5 and
// Table 21 (VM workloads and placement), the functional tests' template and datastores — and
// its SAN is wired so every VM disk reaches its LU.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "lab_checks.h"
#include "labs/labs.h"
#include "labs/tier_layout.h"

using namespace santwin;
using namespace labcheck;

namespace {

const Project& lab() {
    static const Project p = labs::build_lab("000-ams2100-hdp");
    return p;
}
const Topology& topo() {
    return lab().topology;
}

std::vector<Id> pool_lus(const Topology& t) {
    std::vector<Id> out;
    for (Id lu : t.all_of(Kind::LogicalUnit))
        if (t.at(t.at(lu).ref("backing")).kind == Kind::Pool) out.push_back(lu);
    return out;
}

}  // namespace

// The registry lists lab 000 with its seed, and both the full id and the prefix build it.
TEST(Lab000, IsRegisteredWithItsSeed) {
    const auto& infos = labs::builtin_labs();
    auto it = std::find_if(infos.begin(), infos.end(),
                           [](const auto& i) { return i.id == "000-ams2100-hdp"; });
    ASSERT_NE(it, infos.end());
    EXPECT_EQ(it->seed, "000_6e1396d2257a1fc6.txt");
    EXPECT_FALSE(it->title.empty());
    EXPECT_EQ(lab().lab_id, "000-ams2100-hdp");
    EXPECT_EQ(labs::build_lab("000").topology, topo());  // deterministic, prefix accepted
}

// Table 1: AMS 2100, microcode 0883/A-S, 4 GB cache, 4 ports, symmetric active-active.
TEST(Lab000, ArrayMatchesTable1) {
    const Topology& t = topo();
    ASSERT_EQ(t.all_of(Kind::Array).size(), 1u);
    const Entity& a = t.at(t.all_of(Kind::Array)[0]);
    EXPECT_EQ(a.text("hardware"), "hitachi-ams2100");
    EXPECT_EQ(a.text("microcode"), "0883/A-S");
    EXPECT_EQ(a.text("architecture"), "symmetric_aa");  // "symmetric active-active controllers"
    EXPECT_FALSE(a.flag("vaai"));
    double cache = 0;
    int ports = 0;
    for (Id c : t.children(a.id, Kind::Controller)) {
        cache += t.at(c).num("cache_gb");
        ports += static_cast<int>(t.children(c, Kind::Port).size());
    }
    EXPECT_EQ(t.children(a.id, Kind::Controller).size(), 2u);
    EXPECT_DOUBLE_EQ(cache, 4.0);  // "Cache memory 4GB"
    EXPECT_EQ(ports, 4);           // "Number of ports 4"
}

// Table 1: 60 drives, 146 GB, SAS 15K RPM; RAID group type RAID-5 (4D+1P).
TEST(Lab000, DrivesAndRaidGroupsMatchTable1) {
    const Topology& t = topo();
    const auto drives = t.all_of(Kind::Drive);
    ASSERT_EQ(drives.size(), 60u);
    for (Id d : drives) {
        const Entity& e = t.at(d);
        EXPECT_EQ(e.text("type"), "sas");
        EXPECT_DOUBLE_EQ(e.num("rpm"), 15000);
        EXPECT_DOUBLE_EQ(e.num("capacity_gb"), 146);
        EXPECT_EQ(e.text("hardware"), "sas-15k-146");
    }
    const auto rgs = t.all_of(Kind::RaidGroup);
    EXPECT_GE(rgs.size(),
              5u);  // "Number of RAID groups 5" (DP configuration); more for the other tests
    EXPECT_LE(rgs.size() * 5, 60u);
    for (Id rg : rgs) {
        const Entity& g = t.at(rg);
        EXPECT_EQ(g.text("level"), "raid5");
        EXPECT_DOUBLE_EQ(g.num("data_drives"), 4);
        EXPECT_DOUBLE_EQ(g.num("parity_drives"), 1);
        EXPECT_EQ(g.refs("drives").size(), 5u);
    }
}

// Table 1: two DP pools — Pool-000 "2 RAID groups scaled to 4", Pool-001 "1 RAID group" — with
// 1 GB chunks, 4 DP LUs of 531 GB, and standard 531 GB LUs each on one RAID group.
TEST(Lab000, PoolsAndLusMatchTable1) {
    const Topology& t = topo();
    ASSERT_EQ(t.all_of(Kind::Pool).size(), 2u);
    const Id p0 = named(t, Kind::Pool, "Pool-000");
    const Id p1 = named(t, Kind::Pool, "Pool-001");
    EXPECT_EQ(t.at(p0).refs("members").size(),
              2u);  // starting state; scaled to 4 by the scaling test
    EXPECT_EQ(t.at(p1).refs("members").size(), 1u);
    for (Id p : {p0, p1}) EXPECT_DOUBLE_EQ(t.at(p).num("page_mb"), 1024);  // "1GB chunks"
    // The two groups the scaling test adds exist and are in no pool yet.
    for (const char* rg : {"RG-006", "RG-007"}) {
        const Id id = named(t, Kind::RaidGroup, rg);
        EXPECT_TRUE(t.referrers(id).empty()) << rg;
    }

    int dp531 = 0;
    for (Id lu : pool_lus(t)) dp531 += t.at(lu).num("capacity_gb") == 531;
    EXPECT_EQ(dp531, 4);  // "Number of LUs in DP pools 4", "Size of each Virtual LU 531GB"

    // Table 21's four RAID groups each carry one 531 GB standard LU.
    for (const char* name : {"STD-000", "STD-001", "STD-002", "STD-003"}) {
        const Entity& lu = t.at(named(t, Kind::LogicalUnit, name));
        EXPECT_DOUBLE_EQ(lu.num("capacity_gb"), 531);
        EXPECT_EQ(t.at(lu.ref("backing")).kind, Kind::RaidGroup);
    }
    // Every LU has a managing controller.
    for (Id lu : t.all_of(Kind::LogicalUnit)) EXPECT_NE(t.at(lu).ref("owner"), kNoId);
}

// Table 2 / Table 3: two Dell R905 ESX 4.0 hosts (4 x quad-core 1.9 GHz, 128 GB, two Emulex
// LPe11002 4 Gb HBAs) and two HP DL385 Windows 2008 R2 servers (4 x dual-core 2.8 GHz, 8 GB).
TEST(Lab000, ServersMatchTable2) {
    const Topology& t = topo();
    const auto hosts = t.all_of(Kind::EsxHost);
    ASSERT_EQ(hosts.size(), 2u);
    for (Id h : hosts) {
        const Entity& esx = t.at(h);
        const Entity& srv = t.at(esx.parent);
        EXPECT_EQ(esx.text("version"), "4.0");
        EXPECT_FALSE(esx.flag("vaai"));  // VAAI arrived with ESX 4.1
        EXPECT_EQ(srv.text("model"), "Dell PowerEdge R905");
        EXPECT_DOUBLE_EQ(srv.num("cpu_sockets"), 4);
        EXPECT_DOUBLE_EQ(srv.num("cores_per_socket"), 4);
        EXPECT_DOUBLE_EQ(srv.num("cpu_ghz"), 1.9);
        EXPECT_DOUBLE_EQ(srv.num("ram_gb"), 128);
        const auto hbas = t.children(srv.id, Kind::Hba);
        ASSERT_EQ(hbas.size(), 2u);
        for (Id hba : hbas) EXPECT_EQ(t.at(hba).text("model"), "Emulex LPe11002");
        int cabled = 0;
        for (Id p : hba_ports(t, h)) {
            EXPECT_DOUBLE_EQ(t.at(p).num("speed_gbps"), 4);
            cabled += peer(t, p) != kNoId;
        }
        EXPECT_EQ(cabled, 2);  // one path per fabric
    }
    int windows = 0;
    for (Id s : t.all_of(Kind::Server)) {
        const Entity& e = t.at(s);
        if (!t.children(s, Kind::EsxHost).empty()) continue;
        ++windows;
        EXPECT_EQ(e.text("model"), "HP ProLiant DL385");
        EXPECT_EQ(e.text("os"), "Windows Server 2008 R2 Enterprise x64");
        EXPECT_DOUBLE_EQ(e.num("ram_gb"), 8);
        EXPECT_DOUBLE_EQ(e.num("cpu_sockets") * e.num("cores_per_socket"), 8);
    }
    EXPECT_EQ(windows, 2);
}

// Table 1 "Multipathing enabled: VMware native round robin": each host has a round-robin
// policy for every LU and reaches every LU over 4 paths (2 fabrics x 2 controllers).
TEST(Lab000, EveryLuRoundRobinOverFourPaths) {
    const Topology& t = topo();
    const auto lus = t.all_of(Kind::LogicalUnit);
    for (Id h : t.all_of(Kind::EsxHost)) {
        const auto policies = t.children(h, Kind::MultipathPolicy);
        EXPECT_EQ(policies.size(), lus.size());
        std::set<Id> covered;
        for (Id p : policies) {
            EXPECT_EQ(t.at(p).text("policy"), "rr");
            EXPECT_NE(t.at(p).ref("preferred_port"), kNoId);
            covered.insert(t.at(p).ref("lu"));
        }
        EXPECT_EQ(covered.size(), lus.size());
        for (Id lu : lus) EXPECT_EQ(host_routes(t, h, lu), 4) << t.describe(lu);
    }
    // Two fabrics, each with an active zone set of single-initiator zones.
    const auto fabrics = t.all_of(Kind::Fabric);
    ASSERT_EQ(fabrics.size(), 2u);
    for (Id f : fabrics) {
        const Id zs = t.at(f).ref("active_zone_set");
        ASSERT_NE(zs, kNoId);
        EXPECT_EQ(t.at(zs).refs("zones").size(), 2u);  // one per host
        EXPECT_FALSE(t.at(f).note.empty());            // not in the paper: the choice is noted
    }
}

// Table 5 / Table 21: VM1..VM8 run OLTP, email, streaming media and unstructured data, two per
// standard LU (RG-000: VM1, VM5 OLTP; RG-001: VM2 email, VM4 unstructured; RG-002: VM3, VM7
// streaming; RG-003: VM6 email, VM8 unstructured), each on a 100 GB virtual disk.
TEST(Lab000, PerformanceVmsFollowTables5And21) {
    const Topology& t = topo();
    struct Row {
        const char* vm;
        const char* workload;
        const char* lu;
    };
    const Row rows[] = {{"VM1", "oltp", "STD-000"},      {"VM2", "email", "STD-001"},
                        {"VM3", "streaming", "STD-002"}, {"VM4", "unstructured", "STD-001"},
                        {"VM5", "oltp", "STD-000"},      {"VM6", "email", "STD-003"},
                        {"VM7", "streaming", "STD-002"}, {"VM8", "unstructured", "STD-003"}};
    for (const Row& r : rows) {
        const Entity& v = t.at(named(t, Kind::Vm, r.vm));
        EXPECT_EQ(v.text("workload"), r.workload) << r.vm;
        EXPECT_EQ(v.text("os"), "Windows Server 2008 R2");
        const auto disks = t.children(v.id, Kind::Vmdk);
        ASSERT_EQ(disks.size(), 1u) << r.vm;  // "Each VM contained a single virtual disk of 100GB"
        const Entity& d = t.at(disks[0]);
        EXPECT_DOUBLE_EQ(d.num("size_gb"), 100);
        EXPECT_EQ(d.text("format"), "eagerzeroedthick");
        EXPECT_EQ(t.at(d.ref("datastore")).ref("lu"), named(t, Kind::LogicalUnit, r.lu)) << r.vm;
    }
}

// Functional tests: a template with ~12 GB of Windows on a zeroedthick disk on RAID-5-source
// (a 50 GB LU on its own RAID-5 group); RAID-5-target on a 50 GB DP LU; RAID-5-vMotion-1/-2
// on 50 GB DP LUs in Pool-000 / Pool-001; a 100 GB thin disk on a 100 GB DP LU. The "50GB" and
// "100GB" disks are within 1 GB of their LU's size but smaller, leaving VMFS its metadata.
TEST(Lab000, FunctionalTestObjects) {
    const Topology& t = topo();
    const Entity& tmpl = t.at(named(t, Kind::Template, "W2K8R2-Template"));
    const auto tdisks = t.children(tmpl.id, Kind::Vmdk);
    ASSERT_EQ(tdisks.size(), 1u);
    EXPECT_EQ(t.at(tdisks[0]).text("format"), "zeroedthick");
    EXPECT_DOUBLE_EQ(t.at(tdisks[0]).num("used_gb"), 12);
    const Id src = named(t, Kind::Datastore, "RAID-5-source");
    EXPECT_EQ(t.at(tdisks[0]).ref("datastore"), src);
    const Entity& src_lu = t.at(t.at(src).ref("lu"));
    EXPECT_DOUBLE_EQ(src_lu.num("capacity_gb"), 50);
    EXPECT_EQ(t.at(src_lu.ref("backing")).kind, Kind::RaidGroup);

    auto lu_of = [&](const char* ds) {
        return t.at(t.at(named(t, Kind::Datastore, ds)).ref("lu"));
    };
    EXPECT_EQ(t.at(lu_of("RAID-5-target").ref("backing")).kind, Kind::Pool);
    EXPECT_DOUBLE_EQ(lu_of("RAID-5-target").num("capacity_gb"), 50);
    EXPECT_EQ(lu_of("RAID-5-vMotion-1").ref("backing"), named(t, Kind::Pool, "Pool-000"));
    EXPECT_EQ(lu_of("RAID-5-vMotion-2").ref("backing"), named(t, Kind::Pool, "Pool-001"));

    const Entity& fvm = t.at(named(t, Kind::Vm, "Functional-VM"));
    std::multiset<std::string> formats;
    std::vector<Id> disks = t.children(fvm.id, Kind::Vmdk);
    for (Id d : disks) formats.insert(t.at(d).text("format"));
    EXPECT_EQ(formats, (std::multiset<std::string>{"thin", "zeroedthick"}));
    disks.push_back(tdisks[0]);
    for (Id d : disks) {
        const double lu_gb = t.at(t.at(t.at(d).ref("datastore")).ref("lu")).num("capacity_gb");
        EXPECT_LT(t.at(d).num("size_gb"), lu_gb) << t.at(d).name;
        EXPECT_GE(t.at(d).num("size_gb"), lu_gb - 1) << t.at(d).name;
    }
}

// The wiring holds together (cables, WWPNs, zones, RAID groups, pools, every VM disk reachable),
// and the main entities have a tiered diagram position.
TEST(Lab000, WiringIsCompleteAndLaidOut) {
    const Topology& t = topo();
    for (const auto& f : wiring_faults(t)) ADD_FAILURE() << f;
    for (const auto& [id, e] : t.entities()) {
        auto x = labs::tier_x(e.kind);
        if (!x) continue;
        auto it = lab().layout.positions.find(id);
        ASSERT_NE(it, lab().layout.positions.end()) << t.describe(id);
        EXPECT_DOUBLE_EQ(it->second.x, *x);
    }
}
