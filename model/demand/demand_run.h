#pragma once
// A run of the lab under demand that changes over time, as the GUI's Workload menu starts it:
// every VM's profile under a schedule with reproducible variation, or a measured capture (esxtop
// batch CSV, vCenter performance CSV) replayed per sample. Besides what the engine records, the
// run keeps per VM what was asked of it — "demand_iops" each interval, and for a capture the
// measured "measured_latency_ms" — so its charts set served against demanded and simulated
// against measured latency.
#include <cstdint>
#include <string>

#include "engine/run_observer.h"
#include "project/project.h"
#include "scenarios/scenario.h"

namespace santwin::demand {

struct DemandRunSpec {
    std::string schedule;      // a built-in schedule or a ramp ("" when a capture drives the run)
    double variation = 0;      // +/- share per VM per interval (schedule runs)
    std::uint64_t seed = 42;
    double interval_s = 60;    // schedule runs
    double start_of_day_s = 0;
    std::string capture;       // path of a capture to replay ("" for a schedule run)
    double duration_s = 0;     // 0: the capture's length, or 24 h for a schedule
};

// Throws std::invalid_argument (a bad schedule, nothing in the lab to drive) or
// import::ImportError (a capture refused, with its file, line and reason).
// The run is followed by `observer` (progress, frames, cancel: a cancelled run returns
// scenarios::cancelled_result()).
scenarios::ScenarioResult run_demand(const Project& project, const DemandRunSpec& spec,
                                     engine::RunObserver& observer = engine::unobserved());

}  // namespace santwin::demand
