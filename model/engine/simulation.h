#pragma once
// The simulation: one loop moves time (design.md §2). Each step it gathers the streams of the
// running jobs, solves the flows (reusing the last solution while nothing changed), records the
// metrics, asks every model (engine/model.h) when its next event is — a job finishing, changing
// phase, starting or stopping, a write cache filling, a tiering cycle ending — or a tick while
// some job's state changes continuously, advances time to the earliest, and lets each model
// integrate its state over the step (bytes copied, write-pending data, conflicts counted).
//
// Same topology, jobs and seed give the same recording, bit for bit.
#include <memory>
#include <set>
#include <vector>

#include "engine/flow/flow_builder.h"
#include "engine/job.h"
#include "engine/models/jobs.h"
#include "engine/models/path_thrashing.h"
#include "engine/models/scsi_locking.h"
#include "engine/models/tiering_model.h"
#include "engine/models/write_cache.h"
#include "engine/run_observer.h"

namespace santwin::engine {

struct SimulationOptions {
    double tick_s = 1.0;          // step while state changes continuously
    std::uint64_t seed = 1;
    double vmfs_format_gb = 0.5;  // VMFS system files written at format [U: VMFS3 .sf files ~0.5 GB]
};

class Simulation {
public:
    explicit Simulation(const Topology& topology,
                        const devices::HardwareCatalog& catalog = devices::HardwareCatalog::builtin(),
                        SimulationOptions options = {});
    // The models point into it: not copied.
    Simulation(const Simulation&) = delete;
    Simulation& operator=(const Simulation&) = delete;

    // Formats every VMFS datastore and places every VMDK of the topology (existing lab state).
    void prepare_existing_state();
    // Starts every array's write cache in the sustained state a benchmark measures after its
    // warm-up: at its write-pending limit where the first load outruns the back end's destage,
    // clean where the back end keeps up (an idle lab starts with clean caches).
    void start_with_warm_caches();

    Job& add(std::unique_ptr<Job> job);
    // Runs to `end_s`, telling `observer` of every step; false when the observer cancelled (the
    // recording then ends where the run stopped).
    bool run_until(double end_s, RunObserver& observer = unobserved());
    // Runs until every job is done or stopped (workloads without a stop time never are), at most
    // to `limit_s`; false when cancelled.
    bool run_until_idle(double limit_s, RunObserver& observer = unobserved());
    // Runs until every job of `jobs` is done, while the others (workloads) keep going, at most
    // to `limit_s`; false when cancelled.
    bool run_until_done(const std::vector<const Job*>& jobs, double limit_s, RunObserver& observer = unobserved());

    double now() const { return now_; }
    StorageModel& storage() { return storage_; }
    VmfsModel& vmfs() { return vmfs_; }
    PathTable& paths() { return paths_; }
    Recorder& recorder() { return recorder_; }
    const Topology& topology() const { return topology_; }
    SimContext context() { return {topology_, catalog_, storage_, vmfs_, paths_, recorder_, rng_, now_}; }
    const SimulationOptions& options() const { return options_; }
    // Solves performed so far (how often the flows were recomputed).
    std::size_t solve_count() const { return solves_; }
    // LU ownership transfers counted so far, per LU.
    double ownership_transfers(Id lu) const { return thrashing_.transfers(lu); }
    // Distinct dirty data `array`'s write cache holds before writers wait, GB.
    double write_pending_limit_gb(Id array) const { return write_cache_.limit_gb(array); }
    // SCSI reservation conflicts (ATS miscompares with VAAI) counted so far on an LU.
    double lock_conflicts(Id lu) const { return locking_.conflicts(lu); }

private:
    // Builds and solves the flow of `streams`, asking the models for their settings and telling
    // them the solution, until none needs another solve.
    void solve(const std::vector<StreamSpec>& streams, SimContext& ctx, RunObserver& observer);
    Step step(SimContext& ctx, RunObserver& observer) { return {ctx, flow_, solution_, observer}; }
    bool stop_when_idle_ = false;
    std::vector<const Job*> stop_when_done_;  // run_until_done's jobs
    void record(const std::vector<StreamSpec>& streams);
    void add_hops(size_t c, double x, double* hop) const;  // per-hop latency of class c (simulation_record.cpp)

    const Topology& topology_;
    const devices::HardwareCatalog& catalog_;
    SimulationOptions options_;
    StorageModel storage_;
    VmfsModel vmfs_;
    PathTable paths_;
    FlowBuilder builder_;
    Recorder recorder_;
    Rng rng_;
    double now_ = 0;

    ScsiLockingModel locking_;
    PathThrashingModel thrashing_;
    JobsModel jobs_;
    WriteCacheModel write_cache_;
    TieringModel tiering_;
    // In the order they advance over a step, which is the order their events are logged in.
    std::vector<Model*> models_;

    std::vector<StreamSpec> last_streams_;
    Flow flow_;
    Solution solution_;
    bool have_solution_ = false;
    bool dirty_record_ = true;
    std::size_t solves_ = 0;
    std::vector<Id> links_;  // cables, whose flows are recorded
    std::set<SeriesKey> last_written_;  // flow metrics of the last record pass
};

bool same_streams(const std::vector<StreamSpec>& a, const std::vector<StreamSpec>& b);

}  // namespace santwin::engine
