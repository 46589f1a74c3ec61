#pragma once
// One simulation run inside a scenario: a frozen copy of the bench's project, the simulation
// over it, helpers to start the paper's workloads and to read results back.
#include <memory>
#include <string>

#include "engine/simulation.h"
#include "scenarios/scenario.h"
#include "workloads/vmdk_workload.h"

namespace santwin::scenarios {

// A workload meets its requirement when it gets at least this share of it (VDbench holds a
// rate to within a couple of percent).
inline constexpr double kMetShare = 0.98;
inline bool met(double achieved, double requirement) { return achieved >= kMetShare * requirement; }

class ScenarioRun {
public:
    // `sustained`: the run measures a benchmark's steady state (caches already full of write-
    // pending data, as after the benchmark's warm-up); false for operations timed from an idle lab.
    // `observer` follows every run of the simulation (engine::unobserved() for none).
    // Throws std::invalid_argument when a VM disk's LU has no backing (unbacked_lu_in_use).
    ScenarioRun(const Project& project, engine::RunObserver& observer, bool sustained = true,
                engine::SimulationOptions options = {});

    engine::Simulation& sim() { return *sim_; }
    const Topology& topology() const { return project_->topology; }

    // Starts the named profile on `vmdk` (the VM's host issues it).
    workloads::VmdkWorkload& workload(Id vmdk, const std::string& profile, workloads::WorkloadOptions options = {},
                                      double start_s = 0, double stop_s = engine::Job::kNever);
    // The simulation's runs, followed by the observer. Each returns false when the observer
    // cancelled it: the simulation stopped there, so the caller returns a cancelled result at
    // once (cancelled_result()) instead of reading half a run's figures.
    [[nodiscard]] bool run(double seconds) { return run_until(sim_->now() + seconds); }
    [[nodiscard]] bool run_until(double t) { return sim_->run_until(t, *observer_); }
    [[nodiscard]] bool run_until_idle(double limit_s) { return sim_->run_until_idle(limit_s, *observer_); }
    [[nodiscard]] bool run_until_done(const std::vector<const engine::Job*>& jobs, double limit_s) {
        return sim_->run_until_done(jobs, limit_s, *observer_);
    }

    // Time-weighted mean of a recorded metric over [from, to).
    double mean(Id entity, const std::string& metric, double from, double to) const;
    // Per-minute bins of a metric over [from, to).
    std::vector<double> minutes(Id entity, const std::string& metric, double from, double to) const;

    RunRecord record(const std::string& name, std::map<std::string, Id> roles = {}) const;

private:
    std::shared_ptr<Project> project_;
    std::unique_ptr<engine::Simulation> sim_;
    engine::RunObserver* observer_;
};

}  // namespace santwin::scenarios
