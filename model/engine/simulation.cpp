#include "engine/simulation.h"

#include <algorithm>
#include <cmath>

#include "engine/solver_warm.h"
#include "engine/vmware/guest_layout.h"

namespace santwin::engine {

namespace {
constexpr double kMinStep = 1e-6;
constexpr int kLearnPasses = 8;  // damped lock rates settle to ~0.1% in about 8
}  // namespace

bool same_streams(const std::vector<StreamSpec>& a, const std::vector<StreamSpec>& b) { return a == b; }

namespace {
// Whether `a` asks for what `b` did but at other target rates: the same streams over the same
// legs, populations and locks (every field of StreamSpec but target_iops). Then the flow built
// for `b` stands: only its classes' targets move (FlowBuilder::build takes nothing else from
// target_iops), and the re-solve can start from the last solution.
bool only_targets_differ(const std::vector<StreamSpec>& a, const std::vector<StreamSpec>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        const StreamSpec& x = a[i];
        const StreamSpec& y = b[i];
        if (x.name != y.name || x.owner != y.owner || x.host != y.host || x.population != y.population ||
            x.extra_latency_s != y.extra_latency_s || x.counts_as_host_io != y.counts_as_host_io ||
            x.locks_per_io != y.locks_per_io || x.shared_locks_per_io != y.shared_locks_per_io ||
            x.locks_by_reservation != y.locks_by_reservation || x.cpu != y.cpu || x.legs != y.legs)
            return false;
    }
    return true;
}
}  // namespace

Simulation::Simulation(const Topology& topology, const devices::HardwareCatalog& catalog, SimulationOptions options)
    : topology_(topology),
      catalog_(catalog),
      options_(options),
      storage_(topology, catalog),
      vmfs_(topology, storage_),
      paths_(topology),
      builder_(topology, storage_, paths_, catalog),
      rng_(options.seed),
      jobs_(options.tick_s),
      write_cache_(storage_),
      models_{&locking_, &thrashing_, &jobs_, &write_cache_, &tiering_},
      links_(topology.all_of(Kind::Link)) {}

void Simulation::prepare_existing_state() {
    for (const auto& [id, ds] : vmfs_.datastores())
        if (!ds.nfs && ds.lu && !ds.formatted) vmfs_.format(id, options_.vmfs_format_gb);
    std::vector<Id> ids;
    for (const auto& [id, v] : vmfs_.vmdks()) ids.push_back(id);
    for (Id id : ids) {
        vmfs_.place(id);
        // Disks already in the lab hold their guest data, and eagerzeroedthick ones were zeroed
        // when they were created.
        const VmdkRt& v = vmfs_.vmdk(id);
        if (v.rdm) continue;  // its data is on the mapped LU, not in the datastore
        const double used = topology_.at(id).num("used_gb", 0);
        for (auto [a, b] : ntfs_footprint(v.size_gb, used, v.block_gb)) vmfs_.write_data(id, a, b);
        if (v.format == "eagerzeroedthick") vmfs_.zero_untouched(id, 0, v.size_gb, true);
    }
}

void Simulation::start_with_warm_caches() {
    write_cache_.start_warm();
    have_solution_ = false;
}

Job& Simulation::add(std::unique_ptr<Job> job) { return jobs_.add(std::move(job)); }

void Simulation::solve(const std::vector<StreamSpec>& streams, SimContext& ctx, RunObserver& observer) {
    // Build, solve, learn each stream's share of the RAID groups (sequential detection) and the
    // lock rates of the streams taking locks (the others' reservation load), and rebuild until
    // they settle. The models set what their state implies (a write cache with room absorbs an
    // overloaded back end's excess as write-pending data instead of making writers wait).
    //
    // When only the streams' target rates changed since the last solve (demand that varies over
    // time on a lab that does not), the first pass keeps the flow built then, moves its classes'
    // targets and starts the solver from the last solution; the learning check that follows is
    // the same as a rebuild's, so a pass that moved the learnt shares is followed by rebuilds.
    const bool retarget = have_solution_ && flow_.classes.size() == streams.size() &&
                          only_targets_differ(streams, last_streams_);
    for (Model* m : models_) m->before_solve(step(ctx, observer));
    for (int pass = 0; pass < kLearnPasses; ++pass) {
        const bool reuse = retarget && pass == 0;
        if (reuse)
            for (size_t c = 0; c < flow_.classes.size(); ++c) flow_.classes[c].target_rate = streams[c].target_iops;
        else
            flow_ = builder_.build(streams);
        SolverOptions options;
        for (const Model* m : models_) m->configure(flow_, options);
        solution_ = reuse ? solve_from(flow_.registry.stations(), flow_.classes, options, solution_)
                          : engine::solve(flow_.registry.stations(), flow_.classes, options);
        ++solves_;
        if (builder_.learn(flow_, solution_) < 1e-4) break;
    }
    bool again = false;
    for (Model* m : models_) again = m->solved(step(ctx, observer)) || again;
    if (again) {
        have_solution_ = false;  // a model changed its state: rebuild
        solve(streams, ctx, observer);
        return;
    }
    for (auto [lu, ctl] : builder_.take_ownership_changes())
        recorder_.event(now_, lu, "ownership_change", "now owned by " + topology_.describe(ctl));
    have_solution_ = true;
    dirty_record_ = true;
}

bool Simulation::run_until_idle(double limit_s, RunObserver& observer) {
    stop_when_idle_ = true;
    const bool finished = run_until(limit_s, observer);
    stop_when_idle_ = false;
    return finished;
}

bool Simulation::run_until_done(const std::vector<const Job*>& jobs, double limit_s, RunObserver& observer) {
    stop_when_done_ = jobs;
    bool finished = false;
    try {
        finished = run_until(limit_s, observer);
    } catch (...) {
        stop_when_done_.clear();
        throw;
    }
    stop_when_done_.clear();
    return finished;
}

bool Simulation::run_until(double end_s, RunObserver& observer) {
    auto watched_done = [&] {
        return std::all_of(stop_when_done_.begin(), stop_when_done_.end(), [](const Job* j) { return j->done(); });
    };
    bool cancelled = false;
    while (now_ < end_s - kMinStep) {
        const std::size_t logged = recorder_.events().size();
        if (stop_when_idle_ && jobs_.idle(now_)) break;
        if (!stop_when_done_.empty() && watched_done()) break;
        SimContext ctx = context();
        // A job starting is a configuration change (failure, growth): it reroutes flows.
        if (jobs_.start_due(ctx)) have_solution_ = false;
        std::vector<StreamSpec> streams = jobs_.streams(ctx);
        if (!have_solution_ || !same_streams(streams, last_streams_)) {
            solve(streams, ctx, observer);
            last_streams_.swap(streams);  // kept, not copied: the step goes on with last_streams_
        }
        if (dirty_record_) {
            record(last_streams_);
            dirty_record_ = false;
        }

        // The step ends at the earliest next event of any model.
        const Step at = step(ctx, observer);
        double dt = end_s - now_;
        for (Model* m : models_) dt = std::min(dt, m->next_event_in(at));
        dt = std::max(dt, kMinStep);
        for (Model* m : models_)
            if (m->advance(at, dt)) have_solution_ = false;
        now_ += dt;
        ctx.now = now_;
        for (Model* m : models_)
            if (m->stepped(at)) have_solution_ = false;
        if (jobs_.continuous()) dirty_record_ = true;
        for (std::size_t e = logged; e < recorder_.events().size(); ++e) observer.event(recorder_.events()[e]);
        if (!observer.step(now_, end_s, recorder_, topology_)) {
            cancelled = true;
            break;
        }
    }
    // Close the recording at the end time so means over the run are defined.
    recorder_.set_end(std::max(recorder_.end(), now_));
    return !cancelled;
}

}  // namespace santwin::engine
