#pragma once
// The charts playback shows of the selected diagram box while a run plays: its IOPS, throughput,
// response time, back-end I/O and utilization over the run, one series per entity that recorded
// it (the busiest four). A chart's title names what it plots: the box itself ("IOPS · RG-000"),
// or the parts folded into it ("IOPS · STD-000 on RG-000": the LU the group backs, not the
// group's own I/O). A selected part (a controller's port 0A) gets charts of its own.
#include <string>
#include <vector>

#include "charts/chart_spec.h"
#include "diagram/diagram.h"
#include "engine/recorder.h"

namespace santwin::playback {

struct LiveRun {
    std::string name;
    const engine::Recorder* recording = nullptr;
};

// Chart specs (series sourced as "#<entity id>" of the runs by name) for diagram node `node`,
// or for `selected` alone when it is an entity folded into that node that recorded something.
// With `compared` (a second run), each series has its counterpart; what that run lacks is said
// in the subtitle.
std::vector<charts::ChartSpec> live_chart_specs(const diagram::Diagram& diagram, const Topology& topology,
                                                int node, Id selected, const LiveRun& run,
                                                const LiveRun* compared);

}  // namespace santwin::playback
