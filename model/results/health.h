#pragma once
// A lab's health: how redundant each host's access to each LU its VMs use is (paths, HBAs,
// fabrics, switches, controllers), which single component every path of a host-LU pair runs
// through, what a failure of each controller, switch and HBA does to the VMs (the engine runs
// the lab's workloads with the failure), and how much headroom each resource has.
//
// A single point of failure is judged from the paths (topology/paths.h): a component that every
// path of a host to an LU runs through. That a SAN should have none — two HBAs, two fabrics,
// both controllers — is resources/advice/health.json's rule, with its source.
#include <functional>
#include <string>
#include <vector>

#include "project/project.h"
#include "results/run_answers.h"

namespace santwin::results {

// How one host reaches one LU its VMs' disks are on.
struct PathRedundancy {
    Id host = kNoId, lu = kNoId;
    std::vector<Id> vms;  // the VMs of `host` with a disk on `lu`
    int paths = 0, hbas = 0, fabrics = 0, switches = 0, controllers = 0, target_ports = 0;
    std::vector<Id> single_points;  // components on every path (HBA, switch, fabric, controller, port, cable)
};

// A component every path of some host-LU pairs runs through.
struct SinglePoint {
    Id component = kNoId;
    std::vector<std::pair<Id, Id>> pairs;  // (host, LU) left without a path when it fails
    std::vector<Id> vms;                   // the VMs on those pairs
};

struct Redundancy {
    std::vector<PathRedundancy> pairs;  // by host, then LU
    std::vector<SinglePoint> single_points;  // by how many VMs they strand, most first
};

// Structural: from the paths alone, no run.
Redundancy path_redundancy(const Topology& t);

// What a failure did, measured by the engine.
struct FailureEffect {
    Id component = kNoId;
    double at_s = 0;
    std::vector<Id> lost_access;    // VMs whose I/O stopped (under 5 % of before) after the failover
    std::vector<Id> over_target;    // VMs within the target before that are over it after the failover
    LatencySummary after;           // every VM's I/O after the failover
    std::vector<std::string> events;  // "t 60 s write_through: ..."
};

struct Headroom {
    Id entity = kNoId;
    std::string metric;
    double pct = 0;  // mean utilization at the lab's workloads
};

struct HealthOptions {
    double target_ms = -1;      // per-VM mean latency target; < 0: health.json's default
    double duration_s = 240;    // each run
    double fail_at_s = 60;
    int max_failures = 16;      // failures simulated (controllers first, then switches, then HBAs)
    bool simulate = true;       // false: structure only (no engine runs)
    std::vector<Id> fail_only;  // non-empty: simulate failures of these alone
};

struct HealthAnswer {
    double target_ms = 0;
    std::string target_source;
    LatencySummary baseline;              // every VM's I/O without failures
    std::vector<Id> baseline_over;        // VMs over the target without any failure
    std::vector<Headroom> headroom;       // busiest first
    Redundancy redundancy;
    std::vector<FailureEffect> failures;
    std::vector<Id> not_simulated;        // failure candidates beyond max_failures
    std::string redundancy_source;        // why a SAN should have no single point of failure
};

// Progress: (runs done, runs in all, what runs next); false cancels (what ran so far is kept).
using HealthProgress = std::function<bool(int done, int total, const std::string& next)>;

HealthAnswer check_health(const Project& project, const HealthOptions& options, const HealthProgress& progress = {});

}  // namespace santwin::results
