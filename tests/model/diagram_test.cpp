// The diagram built from a topology: which entities become boxes, which are folded into them,
// how cables aggregate into device-level edges, how VMs are grouped and drives summarized.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>

#include "diagram/auto_layout.h"
#include "diagram/diagram.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::diagram;

namespace {

int node_named(const Diagram& d, const std::string& name) {
    for (std::size_t i = 0; i < d.nodes.size(); ++i)
        if (d.nodes[i].name == name) return static_cast<int>(i);
    ADD_FAILURE() << "no node named " << name;
    return -1;
}

const Edge* edge_between(const Diagram& d, int a, int b) {
    for (const Edge& e : d.edges)
        if ((e.from == a && e.to == b) || (e.from == b && e.to == a)) return &e;
    return nullptr;
}

Id add_port(Topology& t, Id device, double gbps, const std::string& protocol = "fc") {
    Id p = t.add(Kind::Port, "p" + std::to_string(t.next_id()), device);
    t.set(p, "speed_gbps", gbps);
    t.set(p, "protocol", protocol);
    return p;
}

void cable(Topology& t, Id a, Id b, const std::string& medium = "fc") {
    Id l = t.add(Kind::Link, "cable");
    t.set(l, "a", Ref{a});
    t.set(l, "b", Ref{b});
    t.set(l, "medium", medium);
}

// A server (ESX host, one dual-port HBA) cabled twice to one switch of a fabric, an array with
// two controllers (one cabled), a pool of two RAID groups of 5 drives, one more RAID group.
struct MiniSan {
    Topology t;
    Id server, esx, hba, sw, fabric, array, ctl0, ctl1, pool, rg0, rg1, rg2, lu;
    MiniSan() {
        server = t.add(Kind::Server, "srv");
        esx = t.add(Kind::EsxHost, "esx", server);
        hba = t.add(Kind::Hba, "hba", server);
        t.set(hba, "max_speed_gbps", 8.0);
        fabric = t.add(Kind::Fabric, "fab");
        sw = t.add(Kind::FcSwitch, "sw", fabric);
        t.set(sw, "speed_gbps", 8.0);
        array = t.add(Kind::Array, "arr");
        ctl0 = t.add(Kind::Controller, "ctl0", array);
        ctl1 = t.add(Kind::Controller, "ctl1", array);
        const Id h0 = add_port(t, hba, 8), h1 = add_port(t, hba, 8);
        const Id s0 = add_port(t, sw, 8), s1 = add_port(t, sw, 8), s2 = add_port(t, sw, 8);
        const Id c0 = add_port(t, ctl0, 4);
        add_port(t, ctl1, 4);  // not cabled
        cable(t, h0, s0);
        cable(t, h1, s1);
        cable(t, s2, c0);
        auto rg = [&](const std::string& name) {
            Id g = t.add(Kind::RaidGroup, name, array);
            RefList drives;
            for (int i = 0; i < 5; ++i) {
                Id d = t.add(Kind::Drive, name + "-d" + std::to_string(i), array);
                t.set(d, "capacity_gb", 300.0);
                drives.push_back(d);
            }
            t.set(g, "drives", drives);
            return g;
        };
        rg0 = rg("rg0");
        rg1 = rg("rg1");
        rg2 = rg("rg2");
        pool = t.add(Kind::Pool, "pool", array);
        t.set(pool, "members", RefList{rg0, rg1});
        lu = t.add(Kind::LogicalUnit, "lu", array);
        t.set(lu, "backing", Ref{pool});
    }
};

}  // namespace

// MiniSan: the ESX host, HBA and ports fold into the server box; two host cables become one
// edge "2 × 8G FC"; the switch-to-controller cable runs at the slower port's 4G; the array is a
// frame around its controllers, the pool a frame around its two RAID groups, the third RAID
// group stands alone, and drives and the LU are shown by their group / pool.
TEST(Diagram, FoldsPartsAndAggregatesCables) {
    MiniSan s;
    const Diagram d = build_diagram(s.t);
    const int server = d.index_of_key(s.server);
    ASSERT_GE(server, 0);
    EXPECT_EQ(d.nodes[server].role, "ESX host");
    EXPECT_EQ(d.node_for(s.esx), server);
    EXPECT_EQ(d.node_for(s.hba), server);
    EXPECT_EQ(d.index_of_key(s.esx), -1);  // no box of its own

    const int sw = d.index_of_key(s.sw), ctl0 = d.index_of_key(s.ctl0);
    const Edge* host_edge = edge_between(d, server, sw);
    ASSERT_NE(host_edge, nullptr);
    EXPECT_EQ(host_edge->count, 2);
    EXPECT_EQ(host_edge->label, "2 × 8G FC");
    EXPECT_EQ(host_edge->from, server);  // left column first
    const Edge* array_edge = edge_between(d, sw, ctl0);
    ASSERT_NE(array_edge, nullptr);
    EXPECT_EQ(array_edge->count, 1);
    EXPECT_EQ(array_edge->label, "4G FC");
    EXPECT_EQ(edge_between(d, sw, d.index_of_key(s.ctl1)), nullptr);

    const Node& array = d.nodes[d.index_of_key(s.array)];
    EXPECT_TRUE(array.frame);
    EXPECT_EQ(array.children.size(), 2u);
    const Node& pool = d.nodes[d.index_of_key(s.pool)];
    EXPECT_TRUE(pool.frame);
    ASSERT_EQ(pool.children.size(), 2u);
    EXPECT_EQ(d.nodes[pool.children[0]].key, s.rg0);
    EXPECT_EQ(d.nodes[pool.children[1]].key, s.rg1);
    EXPECT_EQ(d.nodes[d.index_of_key(s.rg2)].parent, -1);
    EXPECT_EQ(d.node_for(s.t.at(s.rg0).refs("drives")[0]), d.index_of_key(s.rg0));
    EXPECT_EQ(d.node_for(s.lu), d.index_of_key(s.pool));
    EXPECT_EQ(d.nodes[d.index_of_key(s.rg2)].summary, "RAID-5 4D+1P · 5 × 300 GB SAS 15K");

    // Front-end ports are chips on their controller: cabled or not.
    const Node& c0 = d.nodes[ctl0];
    ASSERT_EQ(c0.ports.size(), 1u);
    EXPECT_TRUE(c0.ports[0].cabled);
    EXPECT_FALSE(d.nodes[d.index_of_key(s.ctl1)].ports.at(0).cabled);

    // The array holds its top-level back-end boxes: the pool and the lone RAID group.
    int holds = 0;
    for (const Edge& e : d.edges)
        holds += e.kind == EdgeKind::Holds && e.from == d.index_of_key(s.array);
    EXPECT_EQ(holds, 2);
}

// A collapsed array is one box: its controllers, pools and RAID groups fold into it and the
// cable ends on it.
TEST(Diagram, CollapsedFrameIsOneBox) {
    MiniSan s;
    Layout layout;
    layout.collapsed.insert(s.array);
    const Diagram d = build_diagram(s.t, layout);
    const int array = d.index_of_key(s.array);
    ASSERT_GE(array, 0);
    EXPECT_FALSE(d.nodes[array].frame);
    EXPECT_EQ(d.index_of_key(s.ctl0), -1);
    EXPECT_EQ(d.index_of_key(s.pool), -1);
    EXPECT_EQ(d.node_for(s.rg1), array);
    EXPECT_NE(edge_between(d, d.index_of_key(s.sw), array), nullptr);
}

// One host with 3 VMs shows them one by one; a host with 7 VMs in two tiles and 2 templates
// shows three groups (tile a, tile b, the templates), each joined to its host by a "runs on"
// edge counting its VMs.
TEST(Diagram, GroupsTheVmsOfBusyHosts) {
    Topology t;
    auto host = [&](const std::string& name) {
        Id srv = t.add(Kind::Server, name);
        return std::pair(srv, t.add(Kind::EsxHost, name, srv));
    };
    auto [quiet_srv, quiet] = host("quiet");
    auto [busy_srv, busy] = host("busy");
    for (int i = 0; i < 3; ++i) t.set(t.add(Kind::Vm, "q" + std::to_string(i)), "host", Ref{quiet});
    for (int i = 0; i < 7; ++i) {
        Id vm = t.add(Kind::Vm, "b" + std::to_string(i));
        t.set(vm, "host", Ref{busy});
        t.set(vm, "tile", std::string(i < 4 ? "a" : "b"));
    }
    for (int i = 0; i < 2; ++i)
        t.set(t.add(Kind::Template, "tpl" + std::to_string(i)), "host", Ref{busy});
    const Diagram d = build_diagram(t);
    std::vector<const Node*> vm_nodes;
    for (const Node& n : d.nodes)
        if (n.tier == Tier::Vms) vm_nodes.push_back(&n);
    ASSERT_EQ(vm_nodes.size(), 6u);
    const Node& tile_a = d.nodes[node_named(d, "4 VMs")];
    EXPECT_TRUE(tile_a.group);
    EXPECT_EQ(tile_a.summary, "a · on busy");
    EXPECT_EQ(d.nodes[node_named(d, "3 VMs")].members.size(), 3u);
    EXPECT_EQ(d.nodes[node_named(d, "2 templates")].kind, Kind::Template);
    EXPECT_FALSE(d.nodes[node_named(d, "q0")].group);
    const Edge* runs = edge_between(d, node_named(d, "4 VMs"), d.index_of_key(busy_srv));
    ASSERT_NE(runs, nullptr);
    EXPECT_EQ(runs->kind, EdgeKind::RunsOn);
    EXPECT_EQ(runs->count, 4);
    EXPECT_NE(edge_between(d, node_named(d, "q1"), d.index_of_key(quiet_srv)), nullptr);
}

// Lab 002 (2,292 entities, 500 VMs, 216 drives): a few dozen boxes. VMs come in 8 groups
// (125 VMs and 3 templates per host), every drive is shown by its parity group, whose summary
// counts them, and every port of a cable maps to a box.
TEST(Diagram, Lab002StaysSmall) {
    const Project p = labs::build_lab("002");
    const Diagram d = build_diagram(p.topology, p.layout);
    EXPECT_LT(d.nodes.size(), 80u);
    int vm_boxes = 0;
    for (const Node& n : d.nodes) vm_boxes += n.tier == Tier::Vms;
    EXPECT_EQ(vm_boxes, 8);
    for (Id drive : p.topology.all_of(Kind::Drive)) {
        const int n = d.node_for(drive);
        ASSERT_GE(n, 0) << p.topology.describe(drive);
        EXPECT_EQ(d.nodes[n].kind, Kind::RaidGroup);
    }
    EXPECT_NE(d.nodes[node_named(d, "PG 1-1")].summary.find("8 × 600 GB SAS 10K"),
              std::string::npos);
    for (Id link : p.topology.all_of(Kind::Link)) {
        EXPECT_GE(d.node_for(p.topology.at(link).ref("a")), 0);
        EXPECT_GE(d.node_for(p.topology.at(link).ref("b")), 0);
    }
    // 62 cables in 23 device-level edges, none inside one box.
    int cables = 0, edges = 0;
    for (const Edge& e : d.edges)
        if (e.kind == EdgeKind::Cable) {
            cables += e.count;
            ++edges;
            EXPECT_NE(e.from, e.to);
        }
    EXPECT_EQ(cables, 62);
    EXPECT_EQ(edges, 23);
}

// Lab 004: VCB proxies and the Data Protector server are servers with their role; the VTL is
// a frame around its three nodes, whose emulated drives and host ports show on them.
TEST(Diagram, Lab004BackupRoles) {
    const Project p = labs::build_lab("004");
    const Diagram d = build_diagram(p.topology, p.layout);
    EXPECT_EQ(d.nodes[node_named(d, "BL460c-proxy1")].role, "VCB proxy");
    EXPECT_EQ(d.nodes[node_named(d, "BL460c-vcenter")].role, "Backup server");
    const Node& vtl = d.nodes[node_named(d, "VLS6510")];
    EXPECT_TRUE(vtl.frame);
    EXPECT_EQ(vtl.children.size(), 3u);
    const Node& vtl1 = d.nodes[node_named(d, "VTL1")];
    EXPECT_EQ(vtl1.summary, "4 × LTO-3 emulated");
    EXPECT_EQ(vtl1.ports.size(), 2u);
}

// A pool listing itself, a second pool that lists it back, or its own array as a member (all
// ref.dangling) once made the frames enclose each other and the GUI loop forever: laying out
// now ends (checked in a child process an alarm stops), plain or with the pool collapsed, and
// the pool's frame still holds its two RAID groups.
TEST(Diagram, PoolMembershipLoopsEnd) {
    for (int variant = 0; variant < 3; ++variant) {
        MiniSan s;
        RefList members{s.rg0, s.rg1};
        if (variant == 0) members.push_back(s.pool);
        if (variant == 1) {
            const Id other = s.t.add(Kind::Pool, "pool2", s.array);
            s.t.set(other, "members", RefList{s.pool});
            members.push_back(other);
        }
        if (variant == 2) members.push_back(s.array);
        s.t.set(s.pool, "members", members);
        for (bool collapsed : {false, true}) {
            Project p;
            p.topology = s.t;
            if (collapsed) p.layout.collapsed.insert(s.pool);
            ASSERT_EXIT(
                {
                    alarm(20);
                    lay_out(p);
                    std::exit(0);
                },
                ::testing::ExitedWithCode(0), "")
                << "variant " << variant << (collapsed ? ", collapsed" : "");
            const Diagram d = lay_out(p);
            const int pool = d.index_of_key(s.pool);
            ASSERT_GE(pool, 0);
            if (collapsed) {
                EXPECT_EQ(d.node_for(s.rg0), pool);
                continue;
            }
            EXPECT_TRUE(d.nodes[pool].frame);
            EXPECT_EQ(d.nodes[pool].children.size(), 2u) << "variant " << variant;
            for (Id id : {s.rg0, s.rg1}) EXPECT_EQ(d.nodes[d.index_of_key(id)].parent, pool);
        }
    }
}

// A RAID group two pools list (pool.member_in_two_pools) is drawn once, in the first pool's
// frame; the second pool keeps its own member.
TEST(Diagram, SharedPoolMemberStaysInTheFirstPool) {
    MiniSan s;
    const Id other = s.t.add(Kind::Pool, "pool2", s.array);
    s.t.set(other, "members", RefList{s.rg2, s.rg0});
    const Diagram d = build_diagram(s.t);
    const int pool = d.index_of_key(s.pool), pool2 = d.index_of_key(other);
    ASSERT_GE(pool2, 0);
    EXPECT_EQ(d.nodes[d.index_of_key(s.rg0)].parent, pool);
    EXPECT_EQ(d.nodes[pool].children.size(), 2u);
    ASSERT_EQ(d.nodes[pool2].children.size(), 1u);
    EXPECT_EQ(d.nodes[d.nodes[pool2].children[0]].key, s.rg2);
}
