#pragma once
// Capacity: how much more load a lab carries before a target breaks. The chosen VMs' demand is
// grown step by step (their workloads scaled, or clones of them added) and the engine runs the
// lab at each step; the answer is the largest step that still meets the target, the resource
// that holds the first failing step back, and latency against load with its knee.
//
// The search is a measurement, not a formula: factors 1, 1.25, 1.5, 2, 3, 4, 6, 8, ... until a
// step misses the target, then halving the gap between the last step that met it and the first
// that did not, each step a full run of the engine.
#include <functional>
#include <string>
#include <vector>

#include "project/project.h"
#include "results/run_answers.h"

namespace santwin::results {

// "latency_ms.p95<=10", "latency_ms.mean<=6", "util<=80" (the busiest resource's utilization,
// in percent). The bound is an upper one: capacity asks how far load can rise.
struct CapacityTarget {
    std::string metric;  // latency_ms.mean | latency_ms.p95 | latency_ms.p99 | latency_ms.max | util
    double limit = 0;
    std::string text() const;  // as the user wrote it, normalised: "latency_ms.p95 <= 10 ms"
};
// Throws std::invalid_argument naming what is wrong and what is accepted.
CapacityTarget parse_capacity_target(const std::string& text);

enum class GrowBy { Load, Vms };

struct CapacitySpec {
    CapacityTarget target;
    std::vector<Id> grow;     // the VMs whose demand grows; empty: every VM with a workload
    GrowBy by = GrowBy::Load;
    double duration_s = 150;  // simulated per step
    double warmup_s = 30;     // left out of the measured window (queues and caches settle)
    double max_factor = 32;   // the search stops here (the lab carries at least this much)
    int max_runs = 14;        // engine runs in all
};

struct CapacityStep {
    double factor = 1;        // demand of the grown VMs relative to the lab as built
    int vms = 0;              // VMs running workloads in this step
    double iops = 0;          // I/Os per second all VMs were served (measured window)
    LatencySummary latency;   // every VM's I/O over the measured window
    Bottleneck busiest;       // busiest resource over the measured window
    std::string busiest_name;
    double value = 0;         // the target's metric at this step
    bool meets = false;
    std::string refused;      // the lab as grown cannot run (a validation error): why
};

struct CapacityAnswer {
    CapacitySpec spec;
    std::vector<CapacityStep> steps;  // by factor
    int best = -1;                    // the largest step that meets the target (-1: not even 1x)
    int first_miss = -1;              // the smallest step that misses it (-1: none up to max_factor)
    int knee = -1;                    // where more load stops buying I/O (knee of IOPS against load)
    bool cancelled = false;
    std::vector<std::string> notes;
};

// Called after each step (false cancels), and during each run with the simulated time reached
// (false cancels the run and the search).
struct CapacityProgress {
    std::function<bool(const CapacityStep&, int run, int max_runs)> step_done;
    std::function<bool(double t, double end)> running;
};

// Why a grown lab cannot run ("" when it can): the caller's validation (checks/validate.h sits
// beside this layer, not below it), e.g. a datastore the clones overfill.
using CapacityCheck = std::function<std::string(const Topology&)>;

// Throws std::invalid_argument when a VM to grow has no workload, or none has.
CapacityAnswer find_capacity(const Project& project, CapacitySpec spec, const CapacityCheck& check,
                             const CapacityProgress& progress = {});

// The lab with the grown VMs' demand at `factor` (workloads scaled, or clones added), as a step
// runs it: exposed so the GUI can show what a step ran and tests can check the growth.
Project grown_lab(const Project& project, const CapacitySpec& spec, double factor);

// The knee of an increasing curve: once both axes are scaled to 0..1, the point furthest from the
// chord joining the first point to the last, on the side the curve bends to (Satopää et al.,
// "Finding a 'Kneedle' in a Haystack", 2011). -1 with fewer than three points, or a curve
// within 5 % of straight.
int knee_index(const std::vector<double>& x, const std::vector<double>& y);

}  // namespace santwin::results
