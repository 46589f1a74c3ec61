// Placing the diagram: columns per tier, no overlaps, frames around their children, saved
// positions winning, edge routes on the right sides, and the largest lab routed (labels:
// label_placement_test.cpp).
#include <gtest/gtest.h>

#include <limits>

#include "diagram/auto_layout.h"
#include "diagram/column_packing.h"
#include "diagram/edge_routes.h"
#include "diagram/label_placement.h"
#include "diagram/position_range.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::diagram;

namespace {

bool overlap(const Node& a, const Node& b) {
    return a.left() < b.right() && b.left() < a.right() && a.top() < b.bottom() &&
           b.top() < a.bottom();
}

bool inside(const Node& inner, const Node& outer) {
    return inner.left() >= outer.left() && inner.right() <= outer.right() &&
           inner.top() >= outer.top() && inner.bottom() <= outer.bottom();
}

Diagram fresh_layout(const std::string& lab) {
    const Project p = labs::build_lab(lab);
    Diagram d = build_diagram(p.topology, p.layout);
    auto_layout(d);
    return d;
}

}  // namespace

// Every built-in lab: each box sits on its tier's column, no two boxes of one column overlap
// unless one frames the other, children lie inside their frame, and the layout the lab saved is
// exactly the automatic one (the GUI opens labs as built).
TEST(AutoLayout, LabsAreTidy) {
    for (const auto& info : labs::builtin_labs()) {
        SCOPED_TRACE(info.id);
        const Project p = labs::build_lab(info.id);
        const Diagram d = lay_out(p);
        const Diagram fresh = fresh_layout(info.id);
        ASSERT_EQ(d.nodes.size(), fresh.nodes.size());
        for (std::size_t i = 0; i < d.nodes.size(); ++i) {
            const Node& n = d.nodes[i];
            EXPECT_DOUBLE_EQ(n.x, tier_x(n.tier)) << n.name;
            EXPECT_DOUBLE_EQ(n.x, fresh.nodes[i].x) << n.name;
            EXPECT_DOUBLE_EQ(n.y, fresh.nodes[i].y) << n.name;
            EXPECT_GT(n.width, 0);
            EXPECT_GT(n.height, 0);
            if (n.parent >= 0) {
                EXPECT_TRUE(inside(n, d.nodes[n.parent])) << n.name;
            }
            for (std::size_t j = i + 1; j < d.nodes.size(); ++j) {
                const Node& m = d.nodes[j];
                const bool nested =
                    n.parent == static_cast<int>(j) || m.parent == static_cast<int>(i);
                if (!nested) {
                    EXPECT_FALSE(overlap(n, m)) << n.name << " / " << m.name;
                }
            }
        }
    }
}

// Same input, same picture.
TEST(AutoLayout, Deterministic) {
    const Diagram a = fresh_layout("001");
    const Diagram b = fresh_layout("001");
    ASSERT_EQ(a.nodes.size(), b.nodes.size());
    for (std::size_t i = 0; i < a.nodes.size(); ++i) {
        EXPECT_EQ(a.nodes[i].x, b.nodes[i].x);
        EXPECT_EQ(a.nodes[i].y, b.nodes[i].y);
    }
}

// Lab 002 (2,292 entities) lays out with a route for every edge (how long that takes: the
// bench.model_timings benchmark).
TEST(AutoLayout, Lab002RoutesEveryEdge) {
    const Project p = labs::build_lab("002");
    Diagram d = lay_out(p);
    const auto routes = route_edges(d);
    EXPECT_EQ(routes.size(), d.edges.size());
}

// A saved centre wins; a box of the same column without one goes below it, and the frame
// around a moved child follows it.
TEST(AutoLayout, SavedPositionsWin) {
    Project p = labs::build_lab("000");
    Layout saved;
    const Id esx1 = p.topology.find_by_name(Kind::Server, "ESX-1");
    const Id sw_a = p.topology.find_by_name(Kind::FcSwitch, "SW-A");
    saved.positions[esx1] = {0, 5000};
    saved.positions[sw_a] = {450, -3000};
    Diagram d = build_diagram(p.topology, p.layout);
    auto_layout(d, saved);
    const Node& esx = d.nodes[d.index_of_key(esx1)];
    EXPECT_DOUBLE_EQ(esx.x, 0);
    EXPECT_DOUBLE_EQ(esx.y, 5000);
    const Node& esx2 = d.nodes[d.index_of_key(p.topology.find_by_name(Kind::Server, "ESX-2"))];
    EXPECT_GT(esx2.top(), esx.bottom());
    const Node& sw = d.nodes[d.index_of_key(sw_a)];
    EXPECT_DOUBLE_EQ(sw.x, 450);
    EXPECT_TRUE(inside(sw, d.nodes[sw.parent]));
}

// Saved centres out of range (1e12, ±1e300, infinite) are ignored: those boxes are placed as if
// never moved, one in range still wins, and check_layout warns once per entity (none for an
// entity the lab no longer has), naming it; beyond three entities, once for all.
TEST(AutoLayout, FarOutPositionsAreIgnored) {
    Project p = labs::build_lab("000");
    const Id esx1 = p.topology.find_by_name(Kind::Server, "ESX-1");
    const Id esx2 = p.topology.find_by_name(Kind::Server, "ESX-2");
    const Id sw_a = p.topology.find_by_name(Kind::FcSwitch, "SW-A");
    const Diagram plain = lay_out(p);
    p.layout.positions[esx1] = {1e12, 40};
    p.layout.positions[esx2] = {-1e300, 1e300};
    p.layout.positions[sw_a] = {450, -kMaxSavedCoordinate};  // the limit itself is in range
    p.layout.positions[999999] = {1e12, 0};
    const Diagram d = lay_out(p);
    for (Id far : {esx1, esx2}) {
        const Node& n = d.nodes[d.index_of_key(far)];
        const Node& before = plain.nodes[plain.index_of_key(far)];
        EXPECT_NEAR(n.x, before.x, 1e-6) << n.name;
    }
    EXPECT_DOUBLE_EQ(d.nodes[d.index_of_key(sw_a)].y, -kMaxSavedCoordinate);
    const Bounds b = diagram_bounds(d);
    EXPECT_LT(b.right - b.left, 2.1 * kMaxSavedCoordinate);

    EXPECT_FALSE(usable_position({std::numeric_limits<double>::infinity(), 0}));
    EXPECT_FALSE(usable_position({0, std::numeric_limits<double>::quiet_NaN()}));
    const auto problems = check_layout(p);
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[0].rule, "layout.position_out_of_range");
    EXPECT_EQ(problems[0].severity, Severity::Warning);
    EXPECT_EQ(problems[0].entities, std::vector<Id>{esx1});
    EXPECT_NE(problems[0].message.find("Server 'ESX-1' (x 1e+12, y 40)"), std::string::npos) << problems[0].message;
    EXPECT_EQ(problems[1].entities, std::vector<Id>{esx2});

    // More than three: one warning naming them all.
    for (const char* name : {"VM1", "VM2"}) p.layout.positions[p.topology.find_by_name(Kind::Vm, name)] = {0, 2e6};
    const auto many = check_layout(p);
    ASSERT_EQ(many.size(), 1u);
    EXPECT_EQ(many[0].entities.size(), 4u);
    EXPECT_NE(many[0].message.find("positions of 4 entities (Server 'ESX-1', "), std::string::npos) << many[0].message;
    EXPECT_NE(many[0].message.find(" and 1 more)"), std::string::npos) << many[0].message;
}

// Three boxes 20 high wanting the same centre 100 spread evenly around it (least squares),
// keeping their order; a fourth far away stays where it wants to be.
TEST(ColumnPacking, SpreadsCollidersAroundTheirWish) {
    const auto c = pack_column({{100, 20}, {100, 20}, {100, 20}, {500, 20}}, 10);
    ASSERT_EQ(c.size(), 4u);
    EXPECT_DOUBLE_EQ(c[0], 70);
    EXPECT_DOUBLE_EQ(c[1], 100);
    EXPECT_DOUBLE_EQ(c[2], 130);
    EXPECT_DOUBLE_EQ(c[3], 500);
}

// Boxes already apart stay put; a later box wanting a spot above an earlier one is pushed
// below it (order is kept) and the pair shares the displacement.
TEST(ColumnPacking, KeepsOrder) {
    const auto c = pack_column({{0, 10}, {100, 10}, {90, 10}}, 10);
    EXPECT_DOUBLE_EQ(c[0], 0);
    EXPECT_DOUBLE_EQ(c[1], 85);
    EXPECT_DOUBLE_EQ(c[2], 105);
}

// Lab 000's cables leave the right side of the left box and enter the left side of the right
// box; lab 002's ISLs (same column) leave and enter right sides and bulge to the right.
TEST(EdgeRoutes, SidesFollowColumns) {
    for (const char* lab : {"000", "002"}) {
        const Diagram d = fresh_layout(lab);
        const auto routes = route_edges(d);
        for (std::size_t i = 0; i < d.edges.size(); ++i) {
            const Edge& e = d.edges[i];
            const Node& a = d.nodes[e.from];
            const Node& b = d.nodes[e.to];
            const Route& r = routes[i];
            if (a.tier == b.tier) {
                EXPECT_TRUE(r.arc);
                EXPECT_DOUBLE_EQ(r.start.x, a.right());
                EXPECT_DOUBLE_EQ(r.end.x, b.right());
                EXPECT_GT(r.control1.x, r.start.x);
            } else {
                const Node& left = a.x < b.x ? a : b;
                const Node& right = a.x < b.x ? b : a;
                EXPECT_DOUBLE_EQ(std::min(r.start.x, r.end.x), left.right());
                EXPECT_DOUBLE_EQ(std::max(r.start.x, r.end.x), right.left());
            }
            EXPECT_GE(r.start.y, std::min(a.top(), b.top()));
        }
    }
}
