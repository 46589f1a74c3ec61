#pragma once
// Shared by the seed 000 scenarios (AMS 2100 + HDP lab): the paper's test VMs placed on its
// datastores, run for six minutes ("Each workload test was run for six minutes"), with the
// requirement check of Table 5.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "scenarios/bench.h"
#include "scenarios/scenario_run.h"

namespace santwin::scenarios::seed000 {

inline constexpr double kTestSeconds = 6 * 60;

struct Placement {
    std::string vm;        // "OLTP", "Email", ...
    std::string profile;   // Table 5 profile
    std::string datastore; // lab 000 datastore name
    double target_iops = -1;  // -1: the profile's requirement; 0: maximum throughput
};

struct PlacementResult {
    std::map<std::string, double> iops;        // by VM name
    std::map<std::string, double> latency_ms;
    std::map<std::string, bool> met;
    std::map<std::string, double> busy_pct;    // by RAID group name
    RunRecord record;
};

// Sets up the VMs of `placements` (100 GB eagerzeroedthick disks, alternating between ESX-1 and
// ESX-2) on a fresh lab 000 bench and runs them together for the test duration. OLTP, the
// priority workload, runs at maximum throughput unless told otherwise.
// `pool0_groups` (2-4) grows Pool-000 (RG-004, RG-005) by the scaling test's RAID groups
// RG-006 and RG-007 first. nullopt when the observer cancelled the run.
std::optional<PlacementResult> run_placement(engine::RunObserver& observer, const std::string& run_name,
                                             const std::vector<Placement>& placements,
                                             const std::vector<std::string>& raid_groups, int pool0_groups = 2);

// Utilization spread (max - min) over the named RAID groups, in percent points.
double spread(const PlacementResult& r, const std::vector<std::string>& raid_groups);

}  // namespace santwin::scenarios::seed000
