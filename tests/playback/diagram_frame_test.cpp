// The diagram's state during playback (DiagramFrame) over a real warm-up recording: cables carry
// flow with a read share, RAID groups heat up, the pool fills, events flash their node, and the
// state at t depends only on t (seeking backward and forward gives what playing gives); a controller
// is tinted by its processor, not its ports, and an array by its full write cache.
#include <gtest/gtest.h>

#include <algorithm>

#include "diagram/auto_layout.h"
#include "labs/labs.h"
#include "playback/diagram_frame.h"
#include "scenarios/scenario.h"

using namespace santwin;
using namespace santwin::playback;

namespace {
struct Warmup {
    scenarios::ScenarioResult result = scenarios::run_scenario("hdp-warmup");
    const scenarios::RunRecord& run = result.runs.front();
    diagram::Diagram diagram = diagram::lay_out(*run.project);
};
const Warmup& warmup() {
    static const Warmup w;
    return w;
}
}  // namespace

TEST(DiagramFrame, WarmupShowsFlowHeatAndFill) {
    // Halfway through the warm-up the VMs write to the pool: some cable edges carry MB/s with a
    // utilization in (0, 1], some node is between 0 and 100 % busy with its figure in words, and
    // a pool node shows a fill level in [0, 1].
    const Warmup& w = warmup();
    DiagramFrame frame(w.diagram, w.run.project->topology, *w.run.recording);
    frame.update(w.run.recording->end() / 2, 1);
    ASSERT_EQ(frame.edges().size(), w.diagram.edges.size());
    EXPECT_GT(frame.busy_edges(), 0);
    double top_util = 0;
    for (const EdgeFlow& e : frame.edges()) {
        EXPECT_GE(e.read_share, 0);
        EXPECT_LE(e.read_share, 1);
        top_util = std::max(top_util, e.utilization);
    }
    EXPECT_GT(top_util, 0);
    EXPECT_LE(top_util, 1);
    bool heated = false, filled = false;
    for (const NodeState& n : frame.nodes()) {
        if (n.heat > 0) {
            heated = true;
            EXPECT_LE(n.heat, 100);
            EXPECT_NE(n.figure.find('%'), std::string::npos) << n.figure;
        }
        if (n.fill >= 0) {
            filled = true;
            EXPECT_LE(n.fill, 1);
        }
    }
    EXPECT_TRUE(heated);
    EXPECT_TRUE(filled);
}

TEST(DiagramFrame, StateDependsOnlyOnTime) {
    // Update at t, then elsewhere (later and earlier), then at t again: identical node and edge
    // state. A second frame that only ever saw t agrees too.
    const Warmup& w = warmup();
    const double t = w.run.recording->end() * 0.37;
    DiagramFrame a(w.diagram, w.run.project->topology, *w.run.recording);
    DiagramFrame b(w.diagram, w.run.project->topology, *w.run.recording);
    a.update(t, 5);
    const auto nodes = a.nodes();
    const auto edges = a.edges();
    a.update(w.run.recording->end(), 5);
    a.update(0, 5);
    a.update(t, 5);
    b.update(t, 5);
    for (const DiagramFrame* f : {&a, &b}) {
        ASSERT_EQ(f->nodes().size(), nodes.size());
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            EXPECT_EQ(f->nodes()[i].heat, nodes[i].heat);
            EXPECT_EQ(f->nodes()[i].fill, nodes[i].fill);
            EXPECT_EQ(f->nodes()[i].figure, nodes[i].figure);
            EXPECT_EQ(f->nodes()[i].flash, nodes[i].flash);
        }
        for (std::size_t i = 0; i < edges.size(); ++i) {
            EXPECT_EQ(f->edges()[i].mbps, edges[i].mbps);
            EXPECT_EQ(f->edges()[i].read_share, edges[i].read_share);
        }
    }
}

TEST(DiagramFrame, EventsFlashTheirNodeForTheWindow) {
    // The first event on a drawn entity flashes its node just after it happens and not once the
    // flash window has passed.
    const Warmup& w = warmup();
    const engine::Event* ev = nullptr;
    for (const auto& e : w.run.recording->events())
        if (w.diagram.node_for(e.entity) >= 0) {
            ev = &e;
            break;
        }
    ASSERT_NE(ev, nullptr) << "the warm-up records no event on a drawn entity";
    const auto node = static_cast<std::size_t>(w.diagram.node_for(ev->entity));
    DiagramFrame frame(w.diagram, w.run.project->topology, *w.run.recording);
    frame.update(ev->t + 0.5, 2);
    EXPECT_TRUE(frame.nodes()[node].flash);
    EXPECT_FALSE(frame.nodes()[node].flash_kind.empty());
    frame.update(ev->t + 50, 2);
    bool other_event_near = false;
    for (const auto& e : w.run.recording->events())
        other_event_near =
            other_event_near || (w.diagram.node_for(e.entity) == static_cast<int>(node) &&
                                 e.t > ev->t + 48 && e.t <= ev->t + 50);
    if (!other_event_near) {
        EXPECT_FALSE(frame.nodes()[node].flash);
    }
}

TEST(DiagramFrame, ALibrarysEnclosuresGlowWithItsDiskLoad) {
    // eva-dpsnap-vtl's twelve streams hold the VLS6510's disks busy: its enclosures (the boxes
    // the disks sit in) show that load, not an untinted box.
    const scenarios::ScenarioResult result = scenarios::run_scenario("eva-dpsnap-vtl");
    const auto run = std::find_if(result.runs.begin(), result.runs.end(), [](const auto& r) { return r.name == "dp 12vm"; });
    ASSERT_NE(run, result.runs.end());
    const Topology& t = run->project->topology;
    const diagram::Diagram d = diagram::lay_out(*run->project);
    DiagramFrame frame(d, t, *run->recording);
    frame.update(600, 1);
    const Id vls = t.find_by_name(Kind::Vtl, "VLS6510");
    ASSERT_NE(vls, kNoId);
    const double disks = run->recording->series(vls, "vtl_disks_pct").at(600);
    EXPECT_GT(disks, 80);
    const auto enclosures = t.children(vls, Kind::DiskEnclosure);
    ASSERT_FALSE(enclosures.empty());
    for (Id e : enclosures) {
        const int node = d.node_for(e);
        ASSERT_GE(node, 0);
        EXPECT_NEAR(frame.nodes()[static_cast<std::size_t>(node)].heat, disks, 0.01);
    }
}

namespace {
// Lab 000 (an AMS2100) with a recording made up for one moment: the controllers' processors
// lightly loaded, one of CTL0's ports nearly saturated, the write cache full.
struct Ams2100Moment {
    Project project = labs::build_lab("000");
    const Topology& t = project.topology;
    diagram::Diagram d = diagram::lay_out(project);
    engine::Recorder rec;
    Id ctl = kNoId, port = kNoId, array = kNoId;
    Ams2100Moment() {
        for (const auto& [id, e] : t.entities()) {
            if (e.kind == Kind::Controller && ctl == kNoId) ctl = e.id;
            if (e.kind == Kind::Array && array == kNoId) array = e.id;
        }
        if (ctl != kNoId && !t.children(ctl, Kind::Port).empty()) port = t.children(ctl, Kind::Port).front();
        rec.record(ctl, "mp_pct", 0, 12);
        rec.record(port, "from_array_pct", 0, 97);
        rec.record(array, "write_pending_pct", 0, 100);
        rec.set_end(60);
    }
};
}  // namespace

TEST(DiagramFrame, AControllerIsTintedByItsProcessorAndNamesItsBusyPort) {
    // CTL0's port at 97 % while its processor is at 12 %: the box says 12 % (not a saturated
    // controller) and its words name the port's load.
    Ams2100Moment m;
    ASSERT_NE(m.port, kNoId);
    const int node = m.d.node_for(m.ctl);
    ASSERT_GE(node, 0);
    ASSERT_EQ(m.d.node_for(m.port), node) << "the port is a chip on its controller's box";
    DiagramFrame frame(m.d, m.t, m.rec);
    frame.update(30, 1);
    const NodeState& n = frame.nodes()[static_cast<std::size_t>(node)];
    EXPECT_DOUBLE_EQ(n.heat, 12);
    EXPECT_DOUBLE_EQ(n.port_heat, 97);
    EXPECT_EQ(n.heat_text, "MP busy 12.0 % · busiest port " + m.t.at(m.port).name + " from array busy 97.0 %");
    EXPECT_NE(n.figure.find("port " + m.t.at(m.port).name), std::string::npos) << n.figure;
}

TEST(DiagramFrame, AFullWriteCacheHeatsTheArraysFrame) {
    Ams2100Moment m;
    const int node = m.d.node_for(m.array);
    ASSERT_GE(node, 0);
    DiagramFrame frame(m.d, m.t, m.rec);
    frame.update(30, 1);
    const NodeState& n = frame.nodes()[static_cast<std::size_t>(node)];
    EXPECT_DOUBLE_EQ(n.heat, 100);
    EXPECT_EQ(n.heat_text, "cache write pending 100 %");
}
