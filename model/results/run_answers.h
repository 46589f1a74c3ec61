#pragma once
// What a run answers for the people who asked it: the latency all the VMs that ran saw (not
// only the busiest few), its spread, and the resource that held them back.
//
// Percentiles are of the VMs' I/Os: each VM's latency over each stretch of time its recording
// holds one value counts with the I/Os it served then (IOPS × seconds). They are percentiles of
// interval means, so a burst shorter than the recording's steps is smoothed into its step.
#include <string>

#include "engine/recorder.h"
#include "topology/topology.h"

namespace santwin::results {

struct LatencySummary {
    int vms = 0;           // VMs that did I/O in the window
    double ios = 0;        // I/Os they did
    double mean_ms = 0;    // per I/O
    double p95_ms = 0;
    double p99_ms = 0;
    double max_ms = 0;     // the worst interval mean of any VM
};

// Latency of every VM's I/O over [from, to).
LatencySummary vm_latency(const Topology& t, const engine::Recorder& rec, double from, double to);

struct Bottleneck {
    Id entity = kNoId;
    std::string metric;  // "busy_pct", "mp_pct", ...
    double pct = 0;      // mean over the window
};

// The busiest resource (highest mean utilization) over [from, to); entity kNoId when none.
Bottleneck busiest_resource(const engine::Recorder& rec, double from, double to);

// `v` with `digits` decimals ("4.8"): how the answers print their figures.
std::string fixed_text(double v, int digits);

}  // namespace santwin::results
