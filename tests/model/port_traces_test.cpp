// Which port a cable uses, shown on the diagram's port chips: a cable traced chip to chip, and
// the hint a chip gives (its rate, what it is cabled to, at what speed).
#include <gtest/gtest.h>

#include <cmath>

#include "diagram/auto_layout.h"
#include "diagram/port_traces.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::diagram;

namespace {

struct PortTraces : ::testing::Test {
    Project p = labs::build_lab("004");
    Diagram d;
    void SetUp() override {
        d = build_diagram(p.topology, p.layout);
        auto_layout(d, p.layout);
    }
    Id port(const std::string& name) const { return p.topology.find_by_name(Kind::Port, name); }
};

bool near(const Vec2& a, const Vec2& b) { return std::abs(a.x - b.x) < 1e-6 && std::abs(a.y - b.y) < 1e-6; }

}  // namespace

TEST_F(PortTraces, ACableIsTracedFromChipToChip) {
    const Id vtl_port = port("vls_p0");
    const std::vector<Id> links = links_of_port(p.topology, vtl_port);
    ASSERT_EQ(links.size(), 1u);
    const Entity& link = p.topology.at(links[0]);
    const Id switch_port = link.ref("a") == vtl_port ? link.ref("b") : link.ref("a");

    const auto traces = trace_cables(p.topology, d, links);
    ASSERT_EQ(traces.size(), 1u);
    const auto vtl_chip = chip_centre(d, vtl_port), switch_chip = chip_centre(d, switch_port);
    ASSERT_TRUE(vtl_chip && switch_chip);
    // The ends are the two chips (in either order), not the boxes' sides.
    const Route& r = traces[0].route;
    EXPECT_TRUE((near(r.start, *vtl_chip) && near(r.end, *switch_chip)) ||
                (near(r.start, *switch_chip) && near(r.end, *vtl_chip)));
    // Each chip lies inside the box that draws it.
    const Node& vtl = d.nodes[static_cast<std::size_t>(d.node_for(vtl_port))];
    EXPECT_GT(vtl_chip->x, vtl.left());
    EXPECT_LT(vtl_chip->x, vtl.right());
    EXPECT_GT(vtl_chip->y, vtl.top());
    EXPECT_LT(vtl_chip->y, vtl.bottom());
}

TEST_F(PortTraces, AChipSaysWhatItIsCabledToAndAtWhatSpeed) {
    // The VTL's 2 Gb port on a 4 Gb switch port: the switch side runs at the slower end's rate.
    const Id vtl_port = port("vls_p0");
    const Entity& link = p.topology.at(links_of_port(p.topology, vtl_port).at(0));
    const Id switch_port = link.ref("a") == vtl_port ? link.ref("b") : link.ref("a");
    const std::string vtl_hint = port_hint(p.topology, d, vtl_port);
    EXPECT_EQ(vtl_hint.substr(0, vtl_hint.find('\n')), "vls_p0 on VTL1 · FC 2 Gb/s");
    EXPECT_NE(vtl_hint.find("Cabled to " + p.topology.at(switch_port).name), std::string::npos) << vtl_hint;
    EXPECT_EQ(vtl_hint.find("slower"), std::string::npos) << vtl_hint;
    const std::string switch_hint = port_hint(p.topology, d, switch_port);
    EXPECT_NE(switch_hint.find("Cabled to vls_p0 on VTL1 · runs at 2 Gb/s, the slower end's rate"), std::string::npos)
        << switch_hint;
}

TEST_F(PortTraces, AnUncabledChipSaysHowToCableIt) {
    Id free_port = kNoId;
    for (Id id : p.topology.all_of(Kind::Port))
        if (links_of_port(p.topology, id).empty() && chip_centre(d, id)) free_port = id;
    ASSERT_NE(free_port, kNoId);
    EXPECT_NE(port_hint(p.topology, d, free_port).find("Not cabled"), std::string::npos);
    EXPECT_TRUE(trace_cables(p.topology, d, links_of_port(p.topology, free_port)).empty());
}

TEST_F(PortTraces, AnEndWithoutAChipStartsAtItsBoxSide) {
    // A box that draws no chips (here VTL1's, cleared): the trace leaves the box's side.
    const Id vtl_port = port("vls_p0");
    Node& box = d.nodes[static_cast<std::size_t>(d.node_for(vtl_port))];
    box.ports.clear();
    ASSERT_FALSE(chip_centre(d, vtl_port));
    const auto traces = trace_cables(p.topology, d, links_of_port(p.topology, vtl_port));
    ASSERT_EQ(traces.size(), 1u);
    auto on_side = [&](const Vec2& v) {
        return (std::abs(v.x - box.left()) < 1e-6 || std::abs(v.x - box.right()) < 1e-6) && std::abs(v.y - box.y) < 1e-6;
    };
    EXPECT_TRUE(on_side(traces[0].route.start) || on_side(traces[0].route.end));
}
