#pragma once
// Shared by the seed 002 scenarios (HUS VM + HNAS 4100 lab, 500 VMs on NFS): starting the
// tiles' workloads with what ESXi keeps doing for powered-on VMs on NFS, and reading the
// NAS head's figures back as the paper's HNAS graphs show them.
#include <map>
#include <string>
#include <vector>

#include "scenarios/bench.h"
#include "scenarios/scenario_run.h"

namespace santwin::scenarios::seed002 {

inline constexpr double kSixHours = 6 * 3600;

// Starts, on every VM of the bench's topology, its Table 2/3 profile (its `workload`) on its
// data disk, and on every host the NFS lock-file updates of the files its VMs hold open.
void start_tiles(ScenarioRun& run, double start_s = 0, double stop_s = engine::Job::kNever);
// The same I/O with each host's VMs on each datastore solved as one stream
// (workloads/nfs_group_workload.h): for runs that need the NAS's load, not per-VM figures.
void start_tiles_grouped(ScenarioRun& run);

// The paper's NAS figures over [from, to): file-serving IOPS (NFS operations at the head's
// Ethernet ports), management CPU % (housekeeping included) and FPGA %.
struct NasFigures {
    double iops = 0;
    double cpu_pct = 0;
    double fpga_pct = 0;
};
NasFigures nas_figures(ScenarioRun& run, Id head, double from, double to);

// Over the VMs running workloads in [from, to): the IOPS-weighted mean latency (ms) and the
// share of VMs that met their requirement (%).
struct VmFigures {
    double latency_ms = 0;
    double met_pct = 0;
    double iops = 0;
};
VmFigures vm_figures(const ScenarioRun& run, double from, double to);

// The lab's one NAS head.
Id nas_head(const Bench& bench);
// What a run's charts follow: the NAS head and a heavy and a light VM.
std::map<std::string, Id> nas_roles(const Topology& t, Id head);

}  // namespace santwin::scenarios::seed002
