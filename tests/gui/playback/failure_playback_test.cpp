// A failure started from the diagram, played back: from the failure on, the failed switch is out
// of service (no heat, "failed at 0:20", drawn FAILED) and its cables are down; before it,
// nothing is; a pulled cable is down while both its ends stay in service.
#include <gtest/gtest.h>

#include "bridge/session/session.h"
#include "scenarios/box_operations.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "diagram/auto_layout.h"
#include "labs/labs.h"
#include "offer_helpers.h"
#include "playback/diagram_frame.h"

using namespace santwin;
using santwin::test::find_offer;
using santwin::test::named;

namespace {
// The cable edges at node `n` of `d`.
std::vector<std::size_t> cables_at(const diagram::Diagram& d, int n) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < d.edges.size(); ++i)
        if (d.edges[i].kind == diagram::EdgeKind::Cable && (d.edges[i].from == n || d.edges[i].to == n)) out.push_back(i);
    return out;
}
}  // namespace

TEST(FailurePlayback, FailedSwitchIsOutOfServiceFromItsFailure) {
    const Project lab = labs::build_lab("000");
    const Id sw = named(lab.topology, Kind::FcSwitch, "SW-A");
    ASSERT_NE(sw, kNoId);
    const auto result = scenarios::run_operation(lab, "fail", sw, sw);
    const scenarios::RunRecord& run = result.runs.front();
    const diagram::Diagram d = diagram::lay_out(*run.project);
    playback::DiagramFrame frame(d, run.project->topology, *run.recording);
    const int node = d.node_for(sw);
    ASSERT_GE(node, 0);
    const auto cables = cables_at(d, node);
    ASSERT_FALSE(cables.empty());

    frame.update(10, 1);  // before the failure (at 20 s)
    EXPECT_FALSE(frame.nodes()[node].failed);
    EXPECT_TRUE(frame.nodes()[node].failure.empty());
    for (std::size_t e : cables) EXPECT_FALSE(frame.edges()[e].down) << e;

    frame.update(60, 1);
    const playback::NodeState& state = frame.nodes()[node];
    EXPECT_TRUE(state.failed);
    EXPECT_LT(state.heat, 0) << "a failed switch shows no (green) utilization";
    EXPECT_EQ(state.failure, "failed at 0:20");
    EXPECT_EQ(state.figure.rfind("failed at 0:20", 0), 0u) << state.figure;
    for (std::size_t e : cables) {
        EXPECT_TRUE(frame.edges()[e].down) << d.edges[e].label;
        EXPECT_EQ(frame.edges()[e].mbps, 0);
    }
}

TEST(FailurePlayback, PulledCableIsDownItsEndsAreNot) {
    const Project lab = labs::build_lab("000");
    const Id sw = named(lab.topology, Kind::FcSwitch, "SW-A");
    const auto offers = scenarios::offers(lab, sw);
    const scenarios::Offer* unplug = find_offer(offers, "unplug");
    ASSERT_NE(unplug, nullptr);
    ASSERT_FALSE(unplug->targets.empty());
    const Id link = unplug->targets.front().id;
    const auto result = scenarios::run_operation(lab, "unplug", sw, link);
    const scenarios::RunRecord& run = result.runs.front();
    const diagram::Diagram d = diagram::lay_out(*run.project);
    playback::DiagramFrame frame(d, run.project->topology, *run.recording);
    int edge = -1;
    for (std::size_t i = 0; i < d.edges.size(); ++i)
        for (Id l : d.edges[i].links)
            if (l == link) edge = static_cast<int>(i);
    ASSERT_GE(edge, 0);
    frame.update(60, 1);
    const playback::EdgeFlow& flow = frame.edges()[static_cast<std::size_t>(edge)];
    EXPECT_EQ(flow.links_down, 1);
    EXPECT_EQ(flow.down, d.edges[static_cast<std::size_t>(edge)].links.size() == 1);
    EXPECT_FALSE(frame.nodes()[d.node_for(sw)].failed);
    frame.update(10, 1);
    EXPECT_EQ(frame.edges()[static_cast<std::size_t>(edge)].links_down, 0);
}

TEST(FailurePlayback, ControllerSaysWhatFailedAtThePlayhead) {
    Session session;  // the test's own
    auto* pc = session.project();
    ASSERT_TRUE(pc->openLab("000"));
    const Id sw = named(pc->project()->topology, Kind::FcSwitch, "SW-A");
    auto* playback = session.playback();
    playback->load(scenarios::run_operation(*pc->project(), "fail", sw, sw));
    const int node = pc->diagram().node_for(sw);
    playback->seek(60);
    EXPECT_TRUE(playback->nodeFailed(node));
    EXPECT_EQ(playback->nodeFailure(node), "failed at 0:20");
    EXPECT_LT(playback->nodeHeat(node), 0);
    playback->seek(5);
    EXPECT_FALSE(playback->nodeFailed(node));
    EXPECT_TRUE(playback->nodeFailure(node).isEmpty());
    playback->unload();
}
