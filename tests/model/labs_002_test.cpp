// Built-in lab 002 (seed 002_33c9bd0952486f76.txt, HUS VM + HNAS 4100, 500 VMs on NFS):
// builds the lab and checks it against the paper's Table 2, Table 4 and its "High Level Test
// Infrastructure" and "Test Result" sections.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "checks/validate.h"
#include "labs/labs.h"
#include "labs_test_util.h"
#include "workloads/io_profile.h"

using namespace santwin;
using namespace santwin::labtest;

namespace {
class Lab002 : public ::testing::Test {
  protected:
    static void SetUpTestSuite() { project_ = new Project(labs::build_lab("002")); }
    static void TearDownTestSuite() { delete project_; }
    const Topology& t() const { return project_->topology; }
    Id array() const { return named(t(), Kind::Array, "HUS VM"); }
    Id nas() const { return named(t(), Kind::NasHead, "HNAS 4100"); }
    static Project* project_;
};
Project* Lab002::project_ = nullptr;
}  // namespace

// The registry finds the lab by its prefix and names the seed paper.
TEST_F(Lab002, IsRegisteredWithItsSeed) {
    EXPECT_EQ(project_->lab_id, "002-husvm-hnas");
    EXPECT_FALSE(project_->title.empty());
    bool listed = false;
    for (const auto& info : labs::builtin_labs())
        listed = listed || (info.id == "002-husvm-hnas" && info.seed == "002_33c9bd0952486f76.txt");
    EXPECT_TRUE(listed);
}

// Table 4: HUS VM, dual controllers, 64 GB cache, 16 × 8 Gb FC ports; symmetric active-active
// with VAAI.
TEST_F(Lab002, HusVmMatchesTable4) {
    const Entity& a = t().at(array());
    EXPECT_EQ(a.text("hardware"), "hitachi-husvm");
    EXPECT_EQ(a.text("architecture"), "symmetric_aa");
    EXPECT_EQ(a.text("microcode"), "73-03-06-00/00");
    EXPECT_TRUE(a.flag("vaai"));
    auto ctls = t().children(array(), Kind::Controller);
    ASSERT_EQ(ctls.size(), 2u);
    double cache = 0;
    int ports = 0;
    for (Id c : ctls) {
        cache += t().at(c).num("cache_gb");
        for (Id p : t().children(c, Kind::Port)) {
            ++ports;
            EXPECT_EQ(t().at(p).text("protocol"), "fc");
            EXPECT_EQ(t().at(p).num("speed_gbps"), 8);
        }
    }
    EXPECT_EQ(cache, 64);
    EXPECT_EQ(ports, 16);
}

// Text: 26 RAID-6 (6D+2P) parity groups of 600 GB 10K SAS (208 drives: the lab follows the
// parity groups over Table 4's 128, and says so) and 1 RAID-5 (7D+1P) group of the 8 × 3.2 TB FMDs.
TEST_F(Lab002, ParityGroupsFollowTheText) {
    int sas = 0, fmd = 0;
    for (Id d : t().children(array(), Kind::Drive)) {
        const Entity& e = t().at(d);
        if (e.text("type") == "sas") {
            ++sas;
            EXPECT_EQ(e.num("capacity_gb"), 600);
            EXPECT_EQ(e.num("rpm"), 10000);
            EXPECT_EQ(e.text("hardware"), "sas-10k-600-sff");
        } else {
            ++fmd;
            EXPECT_EQ(e.text("type"), "fmd");
            EXPECT_EQ(e.num("capacity_gb"), 3200);
        }
    }
    EXPECT_EQ(sas, 208);
    EXPECT_EQ(fmd, 8);
    EXPECT_NE(t().at(array()).note.find("128"), std::string::npos)
        << "the note explains 128 vs 208";

    int raid6 = 0, raid5 = 0;
    std::set<Id> used;
    for (Id rg : t().children(array(), Kind::RaidGroup)) {
        const Entity& e = t().at(rg);
        for (Id d : e.refs("drives")) EXPECT_TRUE(used.insert(d).second) << "drive in two groups";
        const std::string type = t().at(e.refs("drives").front()).text("type");
        if (e.text("level") == "raid6") {
            ++raid6;
            EXPECT_EQ(e.num("data_drives"), 6);
            EXPECT_EQ(e.num("parity_drives"), 2);
            EXPECT_EQ(e.refs("drives").size(), 8u);
            EXPECT_EQ(type, "sas");
        } else {
            ++raid5;
            EXPECT_EQ(e.text("level"), "raid5");
            EXPECT_EQ(e.num("data_drives"), 7);
            EXPECT_EQ(e.num("parity_drives"), 1);
            EXPECT_EQ(type, "fmd");
        }
    }
    EXPECT_EQ(raid6, 26);
    EXPECT_EQ(raid5, 1);
}

// One HDT pool over all 27 parity groups, 42 MB pages, 30-minute cycle; 16 × 1 TB DP-Vols with
// policy Level 1 and 32 × 8 TB with policy All; over-provisioning within the paper's 3×.
TEST_F(Lab002, HdtPoolAndDpVols) {
    auto pools = t().children(array(), Kind::Pool);
    ASSERT_EQ(pools.size(), 1u);
    const Entity& pool = t().at(pools[0]);
    EXPECT_EQ(pool.text("type"), "hdt");
    EXPECT_EQ(pool.num("page_mb"), 42);
    EXPECT_EQ(pool.num("tier_cycle_min"), 30);
    EXPECT_EQ(pool.refs("members").size(), 27u);
    double pool_gb = 0;
    for (Id rg : pool.refs("members")) {
        const Entity& g = t().at(rg);
        pool_gb += g.num("data_drives") * t().at(g.refs("drives").front()).num("capacity_gb");
    }
    EXPECT_EQ(pool_gb, 26 * 6 * 600 + 7 * 3200);

    int level1 = 0, all = 0;
    double subscribed = 0;
    std::map<Id, int> per_owner;
    for (Id lu : t().children(array(), Kind::LogicalUnit)) {
        const Entity& e = t().at(lu);
        EXPECT_EQ(e.ref("backing"), pools[0]);
        subscribed += e.num("capacity_gb");
        ++per_owner[e.ref("owner")];
        if (e.text("tiering_policy") == "level1") {
            ++level1;
            EXPECT_EQ(e.num("capacity_gb"), 1024);
        } else {
            ++all;
            EXPECT_EQ(e.text("tiering_policy"), "all");
            EXPECT_EQ(e.num("capacity_gb"), 8192);
        }
    }
    EXPECT_EQ(level1, 16);
    EXPECT_EQ(all, 32);
    EXPECT_LE(subscribed, pool_gb * pool.num("subscription_limit_pct") / 100);
    EXPECT_LE(pool.num("subscription_limit_pct"), 300);
    ASSERT_EQ(per_owner.size(), 2u);
    EXPECT_EQ(per_owner.begin()->second, 24);
}

// Table 4 and the HNAS configuration list: 2 × 10 Gb cluster, 4 × 10 GbE, 4 × 8 Gb FC; the
// storage pool is the 48 DP-Vols; two tiered file systems with two NFS exports each, plus the
// export of the separate template datastore.
TEST_F(Lab002, HnasMatchesThePaper) {
    const Entity& n = t().at(nas());
    EXPECT_EQ(n.text("hardware"), "hitachi-hnas4100");
    EXPECT_TRUE(n.flag("vaai"));
    int eth10 = 0, fc8 = 0;
    for (Id p : t().children(nas(), Kind::Port)) {
        const Entity& e = t().at(p);
        if (e.text("protocol") == "ethernet" && e.num("speed_gbps") == 10) ++eth10;
        if (e.text("protocol") == "fc" && e.num("speed_gbps") == 8) ++fc8;
    }
    EXPECT_EQ(eth10, 6);  // 2 cluster + 4 file serving
    EXPECT_EQ(fc8, 4);
    std::set<Id> sds(n.refs("system_drives").begin(), n.refs("system_drives").end());
    auto lus = t().children(array(), Kind::LogicalUnit);
    EXPECT_EQ(sds, std::set<Id>(lus.begin(), lus.end()));

    auto fss = t().children(nas(), Kind::FileSystem);
    ASSERT_EQ(fss.size(), 2u);
    for (Id fs : fss) EXPECT_TRUE(t().at(fs).flag("tiered"));
    EXPECT_EQ(t().children(fss[0], Kind::NfsExport).size(), 3u);  // /datastore1-2 + /templates
    EXPECT_EQ(t().children(fss[1], Kind::NfsExport).size(), 2u);  // /datastore3-4
}

// FC: two fabrics of one Brocade 6510 (48 × 8 Gb) and one 5460 chassis module whose 6 uplinks
// are ISLs to it. The HNAS is the only initiator; each of its FC ports is zoned to 4 HUS VM
// ports (two per controller), every HUS VM port is used, and all 48 DP-Vols are presented.
TEST_F(Lab002, FabricsZoneTheHnasToTheHusVm) {
    auto fabrics = t().all_of(Kind::Fabric);
    ASSERT_EQ(fabrics.size(), 2u);
    for (Id f : fabrics) {
        int cores = 0, modules = 0;
        for (Id sw : t().children(f, Kind::FcSwitch)) {
            const Entity& e = t().at(sw);
            if (e.text("model") == "Brocade 6510") {
                ++cores;
                EXPECT_EQ(t().children(sw, Kind::Port).size(), 48u);
            } else {
                ++modules;
                EXPECT_EQ(e.text("model"), "Brocade 5460");
                EXPECT_NE(e.ref("chassis"), kNoId);
                int isls = 0;
                for (Id p : t().children(sw, Kind::Port))
                    if (Id q = peer(t(), p);
                        q != kNoId && t().at(t().at(q).parent).text("model") == "Brocade 6510")
                        ++isls;
                EXPECT_EQ(isls, 6);
            }
        }
        EXPECT_EQ(cores, 1);
        EXPECT_EQ(modules, 1);
        EXPECT_NE(t().at(f).ref("active_zone_set"), kNoId);
    }
    std::set<Id> zoned_targets;
    for (Id init : fc_ports_under(t(), nas())) {
        auto targets = zoned_with(t(), init);
        ASSERT_EQ(targets.size(), 4u) << t().at(init).name;
        std::map<Id, int> per_ctl;
        for (Id p : targets) ++per_ctl[t().at(p).parent];
        EXPECT_EQ(per_ctl.size(), 2u);
        zoned_targets.insert(targets.begin(), targets.end());
    }
    EXPECT_EQ(zoned_targets.size(), 16u);
    for (Id lu : t().children(array(), Kind::LogicalUnit))
        EXPECT_TRUE(sees(t(), nas(), lu)) << t().at(lu).name;
}

// Table 4 compute: CB 500 (8 bays) with 4 × 520H B2 (2 × 12 cores, 2.70 GHz, 256 GB) running
// ESXi 5.5 U2; 2 VDX 6746 modules with 8 uplinks each to the 2 VDX 6740s (40 × 10 Gb).
TEST_F(Lab002, ComputeAndEthernetMatchTable4) {
    Id chassis = named(t(), Kind::BladeChassis, "CB 500");
    EXPECT_EQ(t().at(chassis).num("slots"), 8);
    auto hosts = t().all_of(Kind::EsxHost);
    ASSERT_EQ(hosts.size(), 4u);
    for (Id h : hosts) {
        const Entity& s = t().at(t().at(h).parent);
        EXPECT_EQ(s.parent, chassis);
        EXPECT_EQ(s.num("cpu_sockets") * s.num("cores_per_socket"), 24);
        EXPECT_EQ(s.num("cpu_ghz"), 2.7);
        EXPECT_EQ(s.num("ram_gb"), 256);
        EXPECT_EQ(t().at(h).text("version"), "5.5U2");
        EXPECT_TRUE(t().at(h).flag("vaai"));
    }
    int modules = 0, cores = 0;
    for (Id sw : t().all_of(Kind::EthernetSwitch)) {
        const Entity& e = t().at(sw);
        if (e.text("model") == "Brocade VDX 6746") {
            ++modules;
            EXPECT_EQ(e.ref("chassis"), chassis);
            int uplinks = 0;
            for (Id p : t().children(sw, Kind::Port))
                if (Id q = peer(t(), p);
                    q != kNoId && t().at(t().at(q).parent).text("model") == "Brocade VDX 6740")
                    ++uplinks;
            EXPECT_EQ(uplinks, 8);
        } else {
            ++cores;
            EXPECT_EQ(e.text("model"), "Brocade VDX 6740");
            EXPECT_EQ(t().children(sw, Kind::Port).size(), 40u);
        }
    }
    EXPECT_EQ(modules, 2);
    EXPECT_EQ(cores, 2);
}

// NFS datastores need an Ethernet path: every ESXi host reaches all four HNAS 10 GbE
// file-serving ports, and no cluster port is needed for it.
TEST_F(Lab002, EveryHostReachesTheHnasOverEthernet) {
    std::set<std::string> want = {"tg1", "tg2", "tg3", "tg4"};
    for (Id h : t().all_of(Kind::EsxHost)) {
        std::set<std::string> reached;
        for (Id p : ethernet_reach(t(), t().at(h).parent))
            if (t().at(p).parent == nas()) reached.insert(t().at(p).name);
        EXPECT_EQ(reached, want) << t().at(h).name;
    }
}

// Table 2 and "Test Result": 20 tiles × 25 VMs = 500, 1 vCPU / 4 GB each; per tile 3+6+3+3
// light, 1+2+1+1 medium, 1+2+1+1 heavy and 1600 GB of VMDKs; a 20 GB thin OS disk plus a thin
// data disk of the rest; tiles even over 4 hosts and 4 NFS datastores; VMs on datastores 3-4
// are VAAI fast clones of templates on their own datastore.
TEST_F(Lab002, TwentyTilesOfTable2) {
    auto vms = t().all_of(Kind::Vm);
    ASSERT_EQ(vms.size(), 500u);
    std::map<std::string, std::map<std::string, int>> per_tile;
    std::map<std::string, double> tile_gb;
    std::map<std::string, std::set<Id>> tile_hosts, tile_ds;
    std::map<Id, int> per_host, per_ds;
    for (Id vm : vms) {
        const Entity& v = t().at(vm);
        EXPECT_EQ(v.num("vcpus"), 1);
        EXPECT_EQ(v.num("ram_gb"), 4);
        ASSERT_NE(v.ref("host"), kNoId);
        ++per_tile[v.text("tile")][v.text("workload")];
        tile_hosts[v.text("tile")].insert(v.ref("host"));
        ++per_host[v.ref("host")];
        auto disks = t().children(vm, Kind::Vmdk);
        ASSERT_EQ(disks.size(), 2u);
        EXPECT_EQ(t().at(disks[0]).num("size_gb"), 20);
        for (Id d : disks) {
            const Entity& k = t().at(d);
            EXPECT_EQ(k.text("format"), "thin");
            EXPECT_EQ(t().at(k.ref("datastore")).text("type"), "nfs");
            tile_gb[v.text("tile")] += k.num("size_gb");
            tile_ds[v.text("tile")].insert(k.ref("datastore"));
        }
        const Id ds = t().at(disks[0]).ref("datastore");
        ++per_ds[ds];
        const Id base = t().at(disks[0]).ref("linked_base");
        const std::string ds_name = t().at(ds).name;
        if (ds_name == "NFS-DS3" || ds_name == "NFS-DS4") {
            ASSERT_NE(base, kNoId) << v.name;
            EXPECT_EQ(t().at(base).ref("datastore"), ds);
            EXPECT_EQ(t().at(t().at(base).parent).kind, Kind::Template);
        } else {
            EXPECT_EQ(base, kNoId) << v.name;
        }
    }
    ASSERT_EQ(per_tile.size(), 20u);
    const std::map<std::string, int> table2 = {
        {"sql-light", 3},  {"web-light", 6},  {"exchange-light", 3},  {"oltp-light", 3},
        {"sql-medium", 1}, {"web-medium", 2}, {"exchange-medium", 1}, {"oltp-medium", 1},
        {"sql-heavy", 1},  {"web-heavy", 2},  {"exchange-heavy", 1},  {"oltp-heavy", 1}};
    for (const auto& [tile, counts] : per_tile) {
        EXPECT_EQ(counts, table2) << tile;
        EXPECT_EQ(tile_gb[tile], 1600) << tile;
        EXPECT_EQ(tile_hosts[tile].size(), 1u) << tile;
        EXPECT_EQ(tile_ds[tile].size(), 1u) << tile;
    }
    ASSERT_EQ(per_host.size(), 4u);
    for (const auto& [h, n] : per_host) EXPECT_EQ(n, 125);
    ASSERT_EQ(per_ds.size(), 4u);
    for (const auto& [ds, n] : per_ds) EXPECT_EQ(n, 125);
}

// VAAI needs the template on the destination datastore: datastores 3-4 each hold a template
// per application; the non-VAAI templates sit on a datastore no VM uses.
TEST_F(Lab002, TemplatesWhereTheDeploymentTestsNeedThem) {
    std::map<std::string, int> per_ds;
    for (Id tpl : t().all_of(Kind::Template)) {
        ASSERT_NE(t().at(tpl).ref("host"), kNoId);
        for (Id d : t().children(tpl, Kind::Vmdk))
            ++per_ds[t().at(t().at(d).ref("datastore")).name];
    }
    EXPECT_EQ(per_ds,
              (std::map<std::string, int>{{"NFS-DS3", 4}, {"NFS-DS4", 4}, {"NFS-Templates", 4}}));
    Id tpl_ds = named(t(), Kind::Datastore, "NFS-Templates");
    for (Id vm : t().all_of(Kind::Vm))
        for (Id d : t().children(vm, Kind::Vmdk)) EXPECT_NE(t().at(d).ref("datastore"), tpl_ds);
}

// The diagram opens with the main entities placed by tier: hosts at x 0, switches at 400,
// controllers and the NAS at 800, RAID groups at 1200, drives at 1600.
TEST_F(Lab002, MainEntitiesHaveTierPositions) {
    const auto& pos = project_->layout.positions;
    auto x_of = [&](Id id) {
        auto it = pos.find(id);
        EXPECT_NE(it, pos.end()) << t().describe(id);
        return it == pos.end() ? -1e9 : it->second.x;
    };
    for (Id h : t().all_of(Kind::EsxHost)) EXPECT_EQ(x_of(h), 0);
    for (Id s : t().all_of(Kind::FcSwitch)) EXPECT_EQ(x_of(s), 400);
    for (Id c : t().all_of(Kind::Controller)) EXPECT_EQ(x_of(c), 800);
    EXPECT_EQ(x_of(nas()), 800);
    for (Id rg : t().all_of(Kind::RaidGroup)) EXPECT_EQ(x_of(rg), 1200);
    for (Id d : t().all_of(Kind::Drive)) EXPECT_EQ(x_of(d), 1600);
}

// The lab passes the topology validator without a single error or warning (its datastores are
// NFS, so the VMFS path rules have nothing to check; the Ethernet test above covers NFS).
TEST_F(Lab002, HasNoValidationProblems) {
    auto problems = validate(t());
    for (const auto& p : problems) ADD_FAILURE() << p.rule << ": " << p.message;
    EXPECT_TRUE(problems.empty());
}

// Table 3: every VM's workload is one of the engine's built-in profiles, and its I/O shape is
// Table 3's for the application (SQL 64 KB 100% random 66% read, web 8 KB 75% random 95% read,
// Exchange 8 KB 80% random 55% read, OLTP 8 KB 100% random 70% read).
TEST_F(Lab002, WorkloadsAreTable3Profiles) {
    struct Shape {
        double kb, random, read;
    };
    const std::map<std::string, Shape> table3 = {{"sql", {64, 1.0, 0.66}},
                                                 {"web", {8, 0.75, 0.95}},
                                                 {"exchange", {8, 0.8, 0.55}},
                                                 {"oltp", {8, 1.0, 0.7}}};
    std::set<std::string> seen;
    for (Id vm : t().all_of(Kind::Vm)) seen.insert(t().at(vm).text("workload"));
    EXPECT_EQ(seen.size(), 12u);
    for (const auto& w : seen) {
        const auto& prof = workloads::profile(w);  // throws for an unknown name
        const Shape& want = table3.at(w.substr(0, w.find('-')));
        EXPECT_EQ(prof.read_kb, want.kb) << w;
        EXPECT_DOUBLE_EQ(prof.random_fraction, want.random) << w;
        EXPECT_DOUBLE_EQ(prof.read_fraction, want.read) << w;
    }
}
