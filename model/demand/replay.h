#pragma once
// The jobs that drive a run from changing demand:
// - a measured trace: each VM of the capture found in the lab runs, on each of its data disks
//   (workloads::workload_disks), the sample's read and write rates and sizes for the sample's
//   interval; its outstanding I/Os follow Little's law from the measured latency
//   (IOPS x latency), so a lab that serves as fast as the measured one meets the same rate;
// - a schedule: each VM's own profile (its `workload` attribute) scaled by the schedule at the
//   interval's time of day and by the reproducible variation factor of (seed, VM index,
//   interval), VM index = the VM's position among the lab's VMs in id order.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "demand/demand_trace.h"
#include "demand/demand_workload.h"
#include "demand/schedule.h"
#include "topology/topology.h"

namespace santwin::demand {

struct ReplayJob {
    Id vm = kNoId;
    std::string trace;                  // the measured trace it replays ("" for a schedule)
    std::unique_ptr<DemandWorkload> job;
};

struct ReplayPlan {
    std::vector<ReplayJob> jobs;
    std::vector<std::string> unmatched;  // trace VMs the lab does not have, or VMs without disks
    double duration_s = 0;               // the longest trace
};

// Jobs replaying `load` (piecewise constant per sample).
ReplayPlan trace_jobs(const Topology& t, const MeasuredLoad& load);

struct ScheduleOptions {
    Schedule schedule;
    double variation = 0;       // x: each interval's factor is uniform in [1 - x, 1 + x)
    std::uint64_t seed = 42;
    double interval_s = 1;
    double start_of_day_s = 0;  // time of day the run starts at
};
// Jobs running every VM's profile under `options`. Throws std::invalid_argument naming a VM
// whose workload is no profile.
ReplayPlan schedule_jobs(const Topology& t, const ScheduleOptions& options);

// The demand one VM sees in interval k under `options` (its nominal requirement times the
// schedule and the variation factor), the same for every engine given the same numbers.
double scheduled_iops(double requirement_iops, const ScheduleOptions& options, std::uint64_t vm_index, std::uint64_t k);

}  // namespace santwin::demand
