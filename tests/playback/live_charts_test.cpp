// The live charts of a selected box say what they plot: a RAID group's IOPS chart plots the LU
// it backs and is titled by that LU, beside the group's own back-end I/O; a controller's port,
// selected, gets charts of its own instead of its controller's.
#include <gtest/gtest.h>

#include <algorithm>

#include "diagram/auto_layout.h"
#include "playback/live_charts.h"
#include "scenarios/scenario.h"

using namespace santwin;
using namespace santwin::playback;

namespace {
struct StandardLu {
    scenarios::ScenarioResult result = scenarios::run_scenario("std-lu-1rg");
    const scenarios::RunRecord& run = result.runs.front();
    const Topology& topology = run.project->topology;
    diagram::Diagram diagram = diagram::lay_out(*run.project);
    LiveRun live{run.name, run.recording.get()};
};
const StandardLu& standard_lu() {
    static const StandardLu s;
    return s;
}

const charts::ChartSpec* titled(const std::vector<charts::ChartSpec>& specs, const std::string& start) {
    for (const auto& s : specs)
        if (s.title.rfind(start, 0) == 0) return &s;
    return nullptr;
}

// The first entity of `kind` that recorded `metric` above zero, drawn on a box of `box_kind`.
Id busy(const StandardLu& s, Kind kind, const std::string& metric, Kind box_kind) {
    for (const auto& [key, series] : s.run.recording->all()) {
        const Entity* e = s.topology.find(key.entity);
        const int node = s.diagram.node_for(key.entity);
        if (e && e->kind == kind && key.metric == metric && series.max() > 0 && node >= 0 &&
            s.topology.at(s.diagram.nodes[static_cast<std::size_t>(node)].key).kind == box_kind)
            return key.entity;
    }
    return kNoId;
}
}  // namespace

TEST(LiveCharts, ARaidGroupsIopsChartIsTitledByTheLuItPlots) {
    const StandardLu& s = standard_lu();
    const Id lu = busy(s, Kind::LogicalUnit, "iops", Kind::RaidGroup);
    ASSERT_NE(lu, kNoId);
    const int node = s.diagram.node_for(lu);  // busy() found it drawn on a RAID group's box
    const diagram::Node& group = s.diagram.nodes[static_cast<std::size_t>(node)];
    const auto specs = live_chart_specs(s.diagram, s.topology, node, group.key, s.live, nullptr);
    const charts::ChartSpec* iops = titled(specs, "IOPS");
    ASSERT_NE(iops, nullptr);
    EXPECT_EQ(iops->title, "IOPS · " + s.topology.at(lu).name + " on " + group.name);
    const charts::ChartSpec* backend = titled(specs, "Back-end I/O");
    ASSERT_NE(backend, nullptr) << "the group's own operations on its drives are charted";
    EXPECT_EQ(backend->title, "Back-end I/O · " + group.name);
    ASSERT_EQ(backend->series.size(), 1u);
    EXPECT_EQ(backend->series[0].sources[0].metric, "drive_ops");
    EXPECT_EQ(backend->series[0].sources[0].role, "#" + std::to_string(group.key));
}

TEST(LiveCharts, ASelectedPortIsChartedAloneUnderItsName) {
    const StandardLu& s = standard_lu();
    const Id port = busy(s, Kind::Port, "to_array_pct", Kind::Controller);
    ASSERT_NE(port, kNoId);
    const int node = s.diagram.node_for(port);  // busy() found it drawn on a controller's box
    const diagram::Node& box = s.diagram.nodes[static_cast<std::size_t>(node)];
    ASSERT_NE(box.key, port) << "the port is folded into its device's box";
    const std::string name = s.topology.at(port).name;
    const auto specs = live_chart_specs(s.diagram, s.topology, node, port, s.live, nullptr);
    ASSERT_NE(titled(specs, "Utilization"), nullptr);
    ASSERT_NE(titled(specs, "Throughput"), nullptr);
    for (const auto& spec : specs) {
        EXPECT_EQ(spec.title.substr(spec.title.find(" · ")), " · " + name) << spec.title;
        for (const auto& series : spec.series) {
            EXPECT_EQ(series.sources[0].role, "#" + std::to_string(port)) << spec.title << ": " << series.label;
            EXPECT_EQ(series.label.rfind(name, 0), 0u) << series.label;
        }
    }
    // The box itself selected: its charts, titled by the box and the parts they plot.
    const auto whole = live_chart_specs(s.diagram, s.topology, node, box.key, s.live, nullptr);
    const charts::ChartSpec* util = titled(whole, "Utilization");
    ASSERT_NE(util, nullptr);
    EXPECT_NE(util->title.find(box.name), std::string::npos) << util->title;
    for (const auto& series : util->series)
        if (series.sources[0].role != "#" + std::to_string(box.key)) {
            const std::string part = series.label.substr(0, series.label.find(' '));
            EXPECT_NE(util->title.find(part), std::string::npos) << util->title << " hides that it plots " << part;
        }
}
