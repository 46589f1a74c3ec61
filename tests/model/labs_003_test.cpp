// Lab 003 (seed 003_571a40ef667e0b24.txt, AMS 2500 vs an asymmetric active-active array under
// Jetstress): both arrays carry the Table 2 layout on 18 x 300 GB 15K disks with the five
// database LUs the tests describe, one R905 ESX host reaches every LU over two paths (one per
// controller), and the policies default to the paper's recommendation per array.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "lab_checks.h"
#include "labs/labs.h"
#include "labs/tier_layout.h"

using namespace santwin;
using namespace labcheck;

namespace {

const Project& lab() {
    static const Project p = labs::build_lab("003-ams2500-jetstress");
    return p;
}
const Topology& topo() {
    return lab().topology;
}

std::vector<Id> lus_named(const Topology& t, Id array, const std::string& prefix) {
    std::vector<Id> out;
    for (Id lu : t.children(array, Kind::LogicalUnit))
        if (t.at(lu).name.rfind(prefix, 0) == 0) out.push_back(lu);
    return out;
}

}  // namespace

// The registry lists lab 003 with its seed; the three-digit prefix builds the same lab.
TEST(Lab003, IsRegisteredWithItsSeed) {
    const auto& infos = labs::builtin_labs();
    auto it = std::find_if(infos.begin(), infos.end(),
                           [](const auto& i) { return i.id == "003-ams2500-jetstress"; });
    ASSERT_NE(it, infos.end());
    EXPECT_EQ(it->seed, "003_571a40ef667e0b24.txt");
    EXPECT_EQ(labs::build_lab("003").topology, topo());
}

// "Testing compared a Hitachi AMS 2500 against an asymmetric active-active storage system":
// symmetric vs ALUA architectures, SAS vs "Fibre Channel attached" disks.
TEST(Lab003, TwoArraysSymmetricAndAsymmetric) {
    const Topology& t = topo();
    ASSERT_EQ(t.all_of(Kind::Array).size(), 2u);
    const Entity& ams = t.at(named(t, Kind::Array, "AMS2500"));
    const Entity& asym = t.at(named(t, Kind::Array, "Asymmetric-AA"));
    EXPECT_EQ(ams.text("hardware"), "hitachi-ams2500");
    EXPECT_EQ(ams.text("architecture"), "symmetric_aa");
    EXPECT_EQ(asym.text("hardware"), "generic-asymmetric-fc");
    EXPECT_EQ(asym.text("architecture"), "alua");
    for (const Entity* a : {&ams, &asym}) EXPECT_EQ(t.children(a->id, Kind::Controller).size(), 2u);
}

// Table 2: "18 300GB 15K RPM disks", RAID-1+0 2D+2D for databases and RAID-1 1D+1D for logs.
TEST(Lab003, Table2DiskLayoutOnBothArrays) {
    const Topology& t = topo();
    for (Id a : t.all_of(Kind::Array)) {
        const bool fc = t.at(a).name == "Asymmetric-AA";
        const auto drives = t.children(a, Kind::Drive);
        ASSERT_EQ(drives.size(), 18u);
        for (Id d : drives) {
            EXPECT_DOUBLE_EQ(t.at(d).num("capacity_gb"), 300);
            EXPECT_DOUBLE_EQ(t.at(d).num("rpm"), 15000);
            EXPECT_EQ(t.at(d).text("hardware"), fc ? "fc-15k-300" : "sas-15k-300");
        }
        int raid10 = 0, raid1 = 0;
        for (Id rg : t.children(a, Kind::RaidGroup)) {
            const Entity& g = t.at(rg);
            if (g.text("level") == "raid10") {
                ++raid10;
                EXPECT_DOUBLE_EQ(g.num("data_drives"), 2);
                EXPECT_DOUBLE_EQ(g.num("parity_drives"), 2);
            } else {
                EXPECT_EQ(g.text("level"), "raid1");
                ++raid1;
                EXPECT_EQ(g.refs("drives").size(), 2u);
            }
        }
        EXPECT_EQ(raid10, 3);  // 12 disks for databases
        EXPECT_EQ(raid1, 3);   // 6 disks for logs: 18 in all
    }
}

// "Three tests were performed utilizing five LUs for Exchange databases ... three LUs owned by
// controller 0 and 2 owned by controller 1"; Table 2's three 100 GB log LUs on RAID-1. The
// databases must hold 570 mailboxes x 2048 MB (Table 3).
TEST(Lab003, FiveDatabaseLusThreeOnController0) {
    const Topology& t = topo();
    for (Id a : t.all_of(Kind::Array)) {
        const auto dbs = lus_named(t, a, "DB");
        ASSERT_EQ(dbs.size(), 5u);
        std::map<int, int> per_ctl;
        double capacity = 0;
        for (Id lu : dbs) {
            ++per_ctl[static_cast<int>(t.at(t.at(lu).ref("owner")).num("index"))];
            capacity += t.at(lu).num("capacity_gb");
            EXPECT_EQ(t.at(t.at(lu).ref("backing")).text("level"), "raid10");
        }
        EXPECT_EQ(per_ctl[0], 3);
        EXPECT_EQ(per_ctl[1], 2);
        EXPECT_GE(capacity, 570 * 2.0);
        const auto logs = lus_named(t, a, "LOG");
        ASSERT_EQ(logs.size(), 3u);
        for (Id lu : logs) {
            EXPECT_DOUBLE_EQ(t.at(lu).num("capacity_gb"), 100);
            EXPECT_EQ(t.at(t.at(lu).ref("backing")).text("level"), "raid1");
        }
    }
}

// Table 2: one Dell R-905 (128 GB, 4 dual-core processors) running ESX 4.0; two FC paths to
// each array, one per controller, so every LU has exactly two routes through distinct
// controllers.
TEST(Lab003, OneHostTwoPathsPerLu) {
    const Topology& t = topo();
    const auto hosts = t.all_of(Kind::EsxHost);
    ASSERT_EQ(hosts.size(), 1u);
    const Entity& srv = t.at(t.at(hosts[0]).parent);
    EXPECT_EQ(srv.text("model"), "Dell PowerEdge R905");
    EXPECT_DOUBLE_EQ(srv.num("ram_gb"), 128);
    EXPECT_DOUBLE_EQ(srv.num("cpu_sockets"), 4);
    EXPECT_DOUBLE_EQ(srv.num("cores_per_socket"), 2);
    EXPECT_FALSE(t.at(hosts[0]).flag("vaai"));
    const auto ports = hba_ports(t, hosts[0]);
    ASSERT_EQ(ports.size(), 2u);
    for (Id lu : t.all_of(Kind::LogicalUnit)) {
        EXPECT_EQ(host_routes(t, hosts[0], lu), 2) << t.describe(lu);
        // Each HBA port alone reaches the LU once, through a different controller.
        std::set<Id> controllers;
        for (Id p : ports) {
            EXPECT_EQ(route_count(t, {p}, lu), 1);
            const Id sw_port = peer(t, p);
            for (Id other : t.children(t.at(sw_port).parent, Kind::Port)) {
                const Id q = peer(t, other);
                if (q != kNoId && t.at(t.at(q).parent).kind == Kind::Controller &&
                    t.at(t.at(q).parent).parent == t.at(lu).parent)
                    controllers.insert(t.at(q).parent);
            }
        }
        EXPECT_EQ(controllers.size(), 2u);
    }
}

// Policies default to the paper's recommendation: round robin on the AMS 2500, MRU on the
// asymmetric array with the first path on the LU's owning controller.
TEST(Lab003, PolicyDefaultsPerArray) {
    const Topology& t = topo();
    const Id esx = t.all_of(Kind::EsxHost)[0];
    const auto policies = t.children(esx, Kind::MultipathPolicy);
    EXPECT_EQ(policies.size(), 16u);
    for (Id p : policies) {
        const Entity& pol = t.at(p);
        const Entity& lu = t.at(pol.ref("lu"));
        const bool asym = t.at(lu.parent).name == "Asymmetric-AA";
        EXPECT_EQ(pol.text("policy"), asym ? "mru" : "rr") << lu.name;
        EXPECT_EQ(t.at(pol.ref("preferred_port")).parent, lu.ref("owner")) << lu.name;
    }
}

// Tables 2-3: one Windows 2008 VM, 1 vCPU, 16 GB, running Jetstress; its disks cover the five
// databases and three logs of each array.
TEST(Lab003, JetstressVm) {
    const Topology& t = topo();
    ASSERT_EQ(t.all_of(Kind::Vm).size(), 1u);
    const Entity& v = t.at(t.all_of(Kind::Vm)[0]);
    EXPECT_EQ(v.text("workload"), "jetstress");
    EXPECT_DOUBLE_EQ(v.num("vcpus"), 1);
    EXPECT_DOUBLE_EQ(v.num("ram_gb"), 16);
    EXPECT_EQ(v.text("os"), "Windows Server 2008");
    std::map<Id, int> per_array;
    for (Id d : t.children(v.id, Kind::Vmdk)) {
        const Entity& disk = t.at(d);
        const Entity& lu = t.at(t.at(disk.ref("datastore")).ref("lu"));
        ++per_array[lu.parent];
        EXPECT_LE(disk.num("size_gb"), lu.num("capacity_gb"));
    }
    ASSERT_EQ(per_array.size(), 2u);
    for (const auto& [array, n] : per_array) EXPECT_EQ(n, 8);
}

// Wiring holds together and the main entities have tiered positions.
TEST(Lab003, WiringIsCompleteAndLaidOut) {
    const Topology& t = topo();
    for (const auto& f : wiring_faults(t)) ADD_FAILURE() << f;
    for (const auto& [id, e] : t.entities())
        if (auto x = labs::tier_x(e.kind)) {
            auto it = lab().layout.positions.find(id);
            ASSERT_NE(it, lab().layout.positions.end()) << t.describe(id);
            EXPECT_DOUBLE_EQ(it->second.x, *x);
        }
}
