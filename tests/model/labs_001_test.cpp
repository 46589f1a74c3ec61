// Lab 001 (seed 001_58381e42d832207d.txt, VSP with VAAI): the lab holds Table 1's hardware, the
// distinct pool configurations of Tables 2-19 within the VSP's drive counts, the external AMS
// 1000 behind the VSP, and the VMs of the six tests (512-VM boot storm, 32-VM Storage vMotion),
// all wired so every VM disk and every external volume is reachable.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "devices/hardware_catalog.h"
#include "lab_checks.h"
#include "labs/labs.h"
#include "labs/tier_layout.h"

using namespace santwin;
using namespace labcheck;

namespace {

const Project& lab() {
    static const Project p = labs::build_lab("001-vsp-vaai");
    return p;
}
const Topology& topo() {
    return lab().topology;
}

// Drives holding a pool's pages, following external volumes to the external array's groups.
std::vector<Id> pool_drives(const Topology& t, Id pool) {
    std::vector<Id> out;
    for (Id m : t.at(pool).refs("members")) {
        Id rg = m;
        if (t.at(m).kind == Kind::ExternalVolume)
            rg = t.at(t.at(m).ref("source_lu")).ref("backing");
        const auto& d = t.at(rg).refs("drives");
        out.insert(out.end(), d.begin(), d.end());
    }
    return out;
}

Id pool_of_datastore(const Topology& t, const char* ds) {
    return t.at(t.at(named(t, Kind::Datastore, ds)).ref("lu")).ref("backing");
}

}  // namespace

// The registry lists lab 001 with its seed; the prefix builds the same lab.
TEST(Lab001, IsRegisteredWithItsSeed) {
    const auto& infos = labs::builtin_labs();
    auto it = std::find_if(infos.begin(), infos.end(),
                           [](const auto& i) { return i.id == "001-vsp-vaai"; });
    ASSERT_NE(it, infos.end());
    EXPECT_EQ(it->seed, "001_58381e42d832207d.txt");
    EXPECT_EQ(labs::build_lab("001").topology, topo());
}

// Table 1: VSP with 4 x 8 Gb FC host ports, 42 GB cache, 38 x 300 GB 10K SAS and 26 x 146 GB
// 15K SAS, microcode 70-02-03-00/00, VAAI.
TEST(Lab001, VspMatchesTable1) {
    const Topology& t = topo();
    const Entity& vsp = t.at(named(t, Kind::Array, "VSP"));
    EXPECT_EQ(vsp.text("hardware"), "hitachi-vsp");
    EXPECT_EQ(vsp.text("architecture"), "symmetric_aa");
    EXPECT_EQ(vsp.text("microcode"), "70-02-03-00/00");
    EXPECT_TRUE(vsp.flag("vaai"));
    double cache = 0;
    for (Id c : t.children(vsp.id, Kind::Controller)) {
        cache += t.at(c).num("cache_gb");
        for (Id p : t.children(c, Kind::Port)) EXPECT_DOUBLE_EQ(t.at(p).num("speed_gbps"), 8);
    }
    EXPECT_DOUBLE_EQ(cache, 42);
    // The host-facing ports are those the ESX host group applies to.
    const auto groups = t.children(vsp.id, Kind::HostGroup);
    ASSERT_EQ(groups.size(), 1u);
    EXPECT_EQ(t.at(groups[0]).refs("ports").size(), 4u);
    std::map<std::string, int> drives;
    for (Id d : t.children(vsp.id, Kind::Drive)) {
        const Entity& e = t.at(d);
        EXPECT_EQ(e.text("type"), "sas");
        drives[e.text("hardware")]++;
    }
    EXPECT_EQ(drives["sas-10k-300"], 38);
    EXPECT_EQ(drives["sas-15k-146"], 26);
    // Tables 2-19: internal parity groups are RAID-5 (3D+1P).
    for (Id rg : t.children(vsp.id, Kind::RaidGroup)) {
        EXPECT_EQ(t.at(rg).text("level"), "raid5");
        EXPECT_EQ(t.at(rg).refs("drives").size(), 4u);
        EXPECT_DOUBLE_EQ(t.at(rg).num("data_drives"), 3);
    }
}

// Tables 2-19: HDP pools with 42 MB pages holding the configurations the tests need — a 10K
// source pool, a 15K pool of two parity groups, boot-storm pools of 4 / 12 internal and 5 / 15
// external spindles, and the 12 / 15-spindle pools of the Storage vMotion test.
TEST(Lab001, PoolConfigurationsOfTables2To19) {
    const Topology& t = topo();
    for (Id pool : t.all_of(Kind::Pool)) EXPECT_DOUBLE_EQ(t.at(pool).num("page_mb"), 42);
    struct Row {
        const char* datastore;
        std::size_t spindles;
        const char* hardware;
    };
    const Row rows[] = {
        {"VSP-SRC", 8, "sas-10k-300"},       // Tables 2, 7: DP-VOL 0 on 10K PG 0-1
        {"VSP-15K-A", 8, "sas-15k-146"},     // Table 5, Table 10 DP-VOL 0
        {"VSP-15K-B", 8, "sas-15k-146"},     // Table 7 / Table 10 DP-VOL 1
        {"VSP-PROV", 8, "sas-15k-146"},      // Table 2 DP-VOL 1 (799 GB)
        {"VSP-BS-4SP", 4, "sas-15k-146"},    // Table 13
        {"VSP-BS-12SP", 12, "sas-15k-146"},  // Table 14
        {"VSP-SVM-SRC", 12, "sas-15k-146"},  // Table 18
        {"VSP-SVM-DST", 12, "sas-15k-146"},  // Table 18
        {"EXT-BS-5SP", 5, "sas-10k-300"},    // Table 15
        {"EXT-BS-15SP", 15, "sas-10k-300"},  // Table 16
        {"EXT-SVM-SRC", 15, "sas-10k-300"},  // Table 19
        {"EXT-PROV", 10, "sas-10k-300"},     // Table 3 (E1 + E2)
        {"EXT-B", 10, "sas-10k-300"},        // Tables 8, 11
    };
    for (const Row& r : rows) {
        const auto drives = pool_drives(t, pool_of_datastore(t, r.datastore));
        EXPECT_EQ(drives.size(), r.spindles) << r.datastore;
        for (Id d : drives) EXPECT_EQ(t.at(d).text("hardware"), r.hardware) << r.datastore;
    }
    // DP-VOL sizes: 1945.6 GB ("1.9TB") everywhere but the 799 GB provisioning destinations.
    for (Id lu : t.children(named(t, Kind::Array, "VSP"), Kind::LogicalUnit)) {
        const double gb = t.at(lu).num("capacity_gb");
        EXPECT_TRUE(gb == 1945.6 || gb == 799) << t.at(lu).name;
    }
    // The 32-VM migration stays inside one pool type: source and destination both 12 spindles.
    EXPECT_EQ(pool_of_datastore(t, "VSP-SVM-SRC"), pool_of_datastore(t, "VSP-SVM-DST"));
}

// Table 1: AMS 1000, dual controllers with 4 x 4 Gb ports each, 8 GB cache; its RAID-5 (4D+1P)
// groups of 300 GB 10K drives (E0-E4 in the tables) reach the VSP through its external ports.
TEST(Lab001, ExternalAms1000) {
    const Topology& t = topo();
    const Entity& ams = t.at(named(t, Kind::Array, "AMS1000"));
    EXPECT_EQ(ams.text("hardware"), "hitachi-ams1000");
    EXPECT_EQ(ams.text("microcode"), "0786/A-H");
    const auto ctls = t.children(ams.id, Kind::Controller);
    ASSERT_EQ(ctls.size(), 2u);
    for (Id c : ctls) {
        // Table 1's cache ("8 GB, 2 GB per controller" as printed) is the array model's: the
        // controllers leave it at 0.
        EXPECT_DOUBLE_EQ(t.at(c).num("cache_gb"), 0);
        const auto ports = t.children(c, Kind::Port);
        EXPECT_EQ(ports.size(), 4u);
        for (Id p : ports) EXPECT_DOUBLE_EQ(t.at(p).num("speed_gbps"), 4);
    }
    EXPECT_DOUBLE_EQ(devices::HardwareCatalog::builtin().array("hitachi-ams1000").cache_gb_per_controller, 2);
    for (const char* e : {"E0", "E1", "E2", "E3", "E4"}) {
        const Entity& rg = t.at(named(t, Kind::RaidGroup, e));
        EXPECT_EQ(rg.parent, ams.id);
        EXPECT_EQ(rg.refs("drives").size(), 5u);  // 4D+1P: 1071.5 GB of 300 GB drives
        for (Id d : rg.refs("drives")) EXPECT_DOUBLE_EQ(t.at(d).num("rpm"), 10000);
        const Entity& ev = t.at(named(t, Kind::ExternalVolume, e));
        EXPECT_EQ(t.at(ev.ref("source_lu")).ref("backing"), rg.id);
    }
    // Each AMS 1000 LU is reachable from the VSP's two external ports (the initiators of the
    // AMS 1000 host group), one route each.
    const auto groups = t.children(ams.id, Kind::HostGroup);
    ASSERT_EQ(groups.size(), 1u);
    const auto& initiators = t.at(groups[0]).texts("initiators");
    std::vector<Id> external_ports;
    for (Id c : t.children(named(t, Kind::Array, "VSP"), Kind::Controller))
        for (Id p : t.children(c, Kind::Port))
            if (std::count(initiators.begin(), initiators.end(), t.at(p).text("wwpn")))
                external_ports.push_back(p);
    ASSERT_EQ(external_ports.size(), 2u);
    for (Id lu : t.children(ams.id, Kind::LogicalUnit))
        EXPECT_EQ(route_count(t, external_ports, lu), 2);
}

// Table 1: Brocade 48000 director (4 Gb), Compute Blade 2000 with 2 x 8 Gb FC and 4 x 1 Gb
// Ethernet switch modules, X55A2 blades (2 x six-core, 72 GB) running ESX 4.1, a Dell R710.
TEST(Lab001, FabricAndServersMatchTable1) {
    const Topology& t = topo();
    const Entity& director = t.at(named(t, Kind::FcSwitch, "Brocade48000"));
    EXPECT_DOUBLE_EQ(director.num("speed_gbps"), 4);
    const Id chassis = named(t, Kind::BladeChassis, "CB2000");
    int fc_modules = 0, eth_modules = 0;
    for (Id sw : t.all_of(Kind::FcSwitch))
        if (t.at(sw).ref("chassis") == chassis) {
            ++fc_modules;
            EXPECT_DOUBLE_EQ(t.at(sw).num("speed_gbps"), 8);
            EXPECT_EQ(t.at(sw).parent, director.parent);  // one fabric, joined by ISLs
        }
    for (Id sw : t.all_of(Kind::EthernetSwitch)) eth_modules += t.at(sw).ref("chassis") == chassis;
    EXPECT_EQ(fc_modules, 2);
    EXPECT_EQ(eth_modules, 4);

    const auto hosts = t.all_of(Kind::EsxHost);
    ASSERT_EQ(hosts.size(), 4u);  // the boot storm spreads over four ESX 4.1 hosts
    for (Id h : hosts) {
        const Entity& srv = t.at(t.at(h).parent);
        EXPECT_EQ(t.at(h).text("version"), "4.1");
        EXPECT_TRUE(t.at(h).flag("vaai"));
        EXPECT_EQ(srv.text("model"), "Hitachi X55A2");
        EXPECT_EQ(srv.parent, chassis);
        EXPECT_DOUBLE_EQ(srv.num("cpu_sockets") * srv.num("cores_per_socket"), 12);
        EXPECT_DOUBLE_EQ(srv.num("ram_gb"), 72);
        EXPECT_EQ(hba_ports(t, h).size(), 2u);  // redundant paths, one per switch module
    }
    EXPECT_EQ(t.at(named(t, Kind::Server, "vCenter-R710")).text("model"), "Dell PowerEdge R710");
}

// Every host reaches every DP-VOL over four routes (2 HBA ports x one VSP port per cluster) and
// uses round robin.
TEST(Lab001, HostsReachEveryDpVolWithRoundRobin) {
    const Topology& t = topo();
    const auto vsp_lus = t.children(named(t, Kind::Array, "VSP"), Kind::LogicalUnit);
    for (Id h : t.all_of(Kind::EsxHost)) {
        for (Id lu : vsp_lus) EXPECT_EQ(host_routes(t, h, lu), 4) << t.describe(lu);
        const auto policies = t.children(h, Kind::MultipathPolicy);
        EXPECT_EQ(policies.size(), vsp_lus.size());
        for (Id p : policies) EXPECT_EQ(t.at(p).text("policy"), "rr");
    }
}

// "Each virtual machine was configured with one virtual CPU and 1GB of RAM", Windows 2008 R2.
// Boot storm: 512 linked clones on a single shared datastore, 128 per host. Storage vMotion: 32
// linked clones. FT conversion: a 100 GB zeroedthick VM with 8 GB used (Table 6).
TEST(Lab001, VmsOfTheSixTests) {
    const Topology& t = topo();
    for (Kind k : {Kind::Vm, Kind::Template})
        for (Id v : t.all_of(k)) {
            EXPECT_DOUBLE_EQ(t.at(v).num("vcpus"), 1);
            EXPECT_DOUBLE_EQ(t.at(v).num("ram_gb"), 1);
            EXPECT_EQ(t.at(v).text("os"), "Windows Server 2008 R2");
        }
    std::map<std::string, std::vector<Id>> by_tile;
    for (Id v : t.all_of(Kind::Vm)) by_tile[t.at(v).text("tile")].push_back(v);
    ASSERT_EQ(by_tile["boot-storm"].size(), 512u);
    ASSERT_EQ(by_tile["svmotion-32"].size(), 32u);

    std::map<Id, int> per_host;
    std::set<Id> datastores;
    for (Id v : by_tile["boot-storm"]) {
        ++per_host[t.at(v).ref("host")];
        const auto disks = t.children(v, Kind::Vmdk);
        ASSERT_EQ(disks.size(), 1u);
        const Entity& delta = t.at(disks[0]);
        const Id base = delta.ref("linked_base");
        ASSERT_NE(base, kNoId);  // a linked clone
        EXPECT_EQ(t.at(t.at(base).parent).kind, Kind::Template);
        datastores.insert(delta.ref("datastore"));
    }
    EXPECT_EQ(per_host.size(), 4u);
    for (const auto& [host, n] : per_host) EXPECT_EQ(n, 128);
    EXPECT_EQ(datastores.size(), 1u);  // "a single shared datastore"

    for (Id v : by_tile["svmotion-32"])
        for (Id d : t.children(v, Kind::Vmdk)) {
            EXPECT_NE(t.at(d).ref("linked_base"), kNoId);
            EXPECT_EQ(t.at(d).ref("datastore"), named(t, Kind::Datastore, "VSP-SVM-SRC"));
        }

    const auto ft = t.children(named(t, Kind::Vm, "FT-VM"), Kind::Vmdk);
    ASSERT_EQ(ft.size(), 1u);
    EXPECT_DOUBLE_EQ(t.at(ft[0]).num("size_gb"), 100);
    EXPECT_EQ(t.at(ft[0]).text("format"), "zeroedthick");
    EXPECT_DOUBLE_EQ(t.at(ft[0]).num("used_gb"), 8);
}

// Wiring holds together and the main entities have tiered positions.
TEST(Lab001, WiringIsCompleteAndLaidOut) {
    const Topology& t = topo();
    for (const auto& f : wiring_faults(t)) ADD_FAILURE() << f;
    for (const auto& [id, e] : t.entities())
        if (auto x = labs::tier_x(e.kind)) {
            auto it = lab().layout.positions.find(id);
            ASSERT_NE(it, lab().layout.positions.end()) << t.describe(id);
            EXPECT_DOUBLE_EQ(it->second.x, *x);
        }
}

TEST(Lab001, DatastoresKeepTheDefaultBlockUnlessAFileNeedsMore) {
    // VMFS-3's default 1 MB block holds files up to 256 GB; the provisioning test's 797 GB file
    // needs 8 MB, and its image's datastore matches it so that full copy can run between them.
    const Topology& t = topo();
    for (Id ds : t.all_of(Kind::Datastore)) {
        const std::string& name = t.at(ds).name;
        const bool provisioning = name == "VSP-PROV" || name == "EXT-PROV" || name == "VSP-SRC";
        EXPECT_DOUBLE_EQ(t.at(ds).num("block_size_mb"), provisioning ? 8 : 1) << name;
    }
}
