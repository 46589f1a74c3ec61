#include "engine/simulation.h"

#include <algorithm>
#include <cmath>

#include "engine/run_watch.h"
#include "engine/vmware/guest_layout.h"

namespace santwin::engine {

namespace {
constexpr double kMinStep = 1e-6;
constexpr int kLearnPasses = 8;  // damped lock rates settle to ~0.1% in about 8
}  // namespace

bool same_streams(const std::vector<StreamSpec>& a, const std::vector<StreamSpec>& b) { return a == b; }

Simulation::Simulation(const Topology& topology, const devices::HardwareCatalog& catalog, SimulationOptions options)
    : topology_(topology),
      catalog_(catalog),
      options_(options),
      storage_(topology, catalog),
      vmfs_(topology, storage_),
      paths_(topology),
      builder_(topology, storage_, paths_, catalog),
      rng_(options.seed),
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
    // Clean until the first solution, which tells whether writes outrun each back end.
    for (const auto& [id, a] : storage_.arrays()) settle_caches_.insert(id);
    have_solution_ = false;
}

bool Simulation::settle_warm_caches() {
    bool filled = false;
    for (Id id : settle_caches_) {
        auto rate = write_pending_rate_gb_s_.find(id);
        if (rate == write_pending_rate_gb_s_.end() || rate->second <= 0) continue;  // destage keeps up: clean
        write_pending_gb_[id] = write_pending_limit_gb(id);
        cache_full_.insert(id);
        recorder_.event(now_, id, "cache_saturated",
                        "write pending at the limit from the start (writes outrun the back end's destage)");
        filled = true;
    }
    settle_caches_.clear();
    return filled;
}

Job& Simulation::add(std::unique_ptr<Job> job) {
    jobs_.push_back(std::move(job));
    started_.push_back(false);
    return *jobs_.back();
}

double Simulation::lock_conflicts(Id lu) const {
    auto it = conflicts_.find(lu);
    return it == conflicts_.end() ? 0 : it->second;
}

double Simulation::ownership_transfers(Id lu) const {
    auto it = transfers_.find(lu);
    return it == transfers_.end() ? 0 : it->second;
}

double Simulation::write_pending_limit_gb(Id array) const {
    const ArrayRt& a = storage_.array(array);
    // Every write is mirrored into both controllers (cache_group); where the copies share the
    // write share of the cache (duplexed), it holds half as much distinct dirty data.
    const double copies = a.controllers.size() >= 2 ? std::max(1.0, a.params.write_copies_in_cache) : 1.0;
    return a.params.cache_gb_per_controller * std::max<size_t>(1, a.controllers.size()) * a.params.write_pending_share / copies;
}

void Simulation::solve(const std::vector<StreamSpec>& streams) {
    // Build, solve, learn each stream's share of the RAID groups (sequential detection) and the
    // lock rates of the streams taking locks (the others' reservation load), and rebuild until
    // they settle. A write cache with room absorbs an overloaded back end's excess as
    // write-pending data instead of making writers wait.
    flush_heat();  // the old flow's regions get their I/O before the flow is replaced
    for (int pass = 0; pass < kLearnPasses; ++pass) {
        flow_ = builder_.build(streams);
        SolverOptions options;
        options.absorbing_groups.assign(flow_.cache_groups.size(), false);
        for (const auto& [array, g] : flow_.cache_groups)
            if (static_cast<size_t>(g) < options.absorbing_groups.size())
                options.absorbing_groups[g] = write_pending_gb_[array] < write_pending_limit_gb(array) - 1e-9;
        solution_ = engine::solve(flow_.registry.stations(), flow_.classes, options);
        ++solves_;
        if (builder_.learn(flow_, solution_) < 1e-4) break;
    }
    // What the solution does to each cache: inflow beyond what the back end destages fills it;
    // spare destage capacity drains it.
    write_pending_rate_gb_s_.clear();
    for (const auto& [array, g] : flow_.cache_groups) {
        double inflow_mb = 0;
        for (size_t c = 0; c < flow_.info.size(); ++c) {
            auto it = flow_.info[c].cache_write_mb.find(g);
            if (it != flow_.info[c].cache_write_mb.end()) inflow_mb += solution_.throughput[c] * it->second;
        }
        const double overload = g < static_cast<int>(solution_.group_overload.size()) ? solution_.group_overload[g] : 0;
        double rate = 0;
        if (overload > 1) rate = inflow_mb * (1 - 1 / overload) / 1024.0;
        else if (overload > 0) rate = -inflow_mb * (1 / overload - 1) / 1024.0;
        else rate = -1.0;  // no writes: the controller destages what it holds
        write_pending_rate_gb_s_[array] = rate;
    }
    // A sustained start: caches the first load would fill start full, and the load meets them so.
    if (!settle_caches_.empty() && settle_warm_caches()) {
        solve(streams);
        return;
    }
    for (auto [lu, ctl] : builder_.take_ownership_changes())
        recorder_.event(now_, lu, "ownership_change", "now owned by " + topology_.describe(ctl));
    have_solution_ = true;
    dirty_record_ = true;
}

std::vector<StreamResult> Simulation::results_for(const Active& a) const {
    std::vector<StreamResult> out;
    for (size_t i = a.first; i < a.first + a.count; ++i) {
        StreamResult r;
        const double x = solution_.throughput[i];
        const ClassInfo& info = flow_.info[i];
        r.iops = x;
        r.read_iops = x * info.read_fraction;
        r.write_iops = x * (1 - info.read_fraction);
        r.response_s = solution_.response_s[i];
        r.read_response_s = solution_.read_response_s[i];
        r.write_response_s = solution_.write_response_s[i];
        r.array_iops = x * info.array_ios_per_io;
        r.mb_s = x * (info.mb_per_io + info.vmkernel_mb_per_io);
        out.push_back(r);
    }
    return out;
}

namespace {
// A full cache counts as recovered once it has drained this share of its limit.
constexpr double kRecoveredBelow = 0.99;
// Share of the limit a filling or draining cache moves between two samples of its level.
constexpr double kLevelSample = 0.02;
}  // namespace

double Simulation::cache_event_in() const {
    double dt = Job::kNever;
    for (const auto& [array, rate] : write_pending_rate_gb_s_) {
        auto it = write_pending_gb_.find(array);
        const double wp = it == write_pending_gb_.end() ? 0 : it->second;
        const double limit = write_pending_limit_gb(array);
        if (rate > 0 && wp < limit - 1e-9) dt = std::min(dt, (limit - wp) / rate);
        if (rate < 0 && cache_full_.count(array) && wp > kRecoveredBelow * limit)
            dt = std::min(dt, (wp - kRecoveredBelow * limit) / -rate);  // the episode's end
        if (rate < 0 && wp > 1e-9) dt = std::min(dt, wp / -rate);
        // A level on its way (filling or draining) is sampled every 2% of the limit, so its
        // series rises and falls instead of jumping at the end of a long step.
        if (rate != 0 && wp > -1e-9 && (rate > 0 ? wp < limit - 1e-9 : wp > 1e-9))
            dt = std::min(dt, kLevelSample * limit / std::abs(rate));
    }
    return dt;
}

void Simulation::integrate_write_pending(double dt) {
    for (const auto& [array, rate] : write_pending_rate_gb_s_) {
        double& wp = write_pending_gb_[array];
        const double limit = write_pending_limit_gb(array);
        // The level the step starts from, so a step that changes nothing still has its value
        // from its first instant (not only from its end).
        recorder_.record(array, "write_pending_pct", now_, 100.0 * wp / limit);
        const bool at_limit_before = wp >= limit - 1e-9;
        wp = std::clamp(wp + rate * dt, 0.0, limit);
        if ((wp >= limit - 1e-9) != at_limit_before) have_solution_ = false;  // writers' waits change
        const bool was_full = cache_full_.count(array) > 0;
        const bool full = was_full ? wp > kRecoveredBelow * limit + 1e-9 : wp >= limit - 1e-9;
        if (full != was_full) {
            if (full) cache_full_.insert(array);
            else cache_full_.erase(array);
            recorder_.event(now_ + dt, array, full ? "cache_saturated" : "cache_recovered",
                            full ? "write pending reached the limit: writers now wait for the back end"
                                 : "write pending below the limit: writes complete in cache again");
        }
        recorder_.record(array, "write_pending_pct", now_ + dt, 100.0 * wp / limit);
    }
}

void Simulation::flush_heat() {
    // The I/O each class did since the last flush goes to the regions it touched.
    Tiering& tiering = storage_.tiering();
    for (size_t c = 0; c < heat_ios_.size() && c < flow_.info.size(); ++c)
        if (heat_ios_[c] > 0)
            for (const TierHeat& h : flow_.info[c].tier_heat) tiering.add_heat(h.lu, h.from_gb, h.to_gb, heat_ios_[c] * h.ops_per_io);
    heat_ios_.assign(flow_.info.size(), 0.0);
}

void Simulation::integrate_tiering(double dt) {
    // Tiered pools count each region's back-end operations over their monitoring cycle and
    // relocate pages at its end; placement changes need a new solution.
    Tiering& tiering = storage_.tiering();
    heat_ios_.resize(flow_.info.size(), 0.0);
    for (size_t c = 0; c < flow_.info.size() && c < solution_.throughput.size(); ++c)
        if (!flow_.info[c].tier_heat.empty()) heat_ios_[c] += solution_.throughput[c] * dt;
    if (tiering.next_event() > now_ + dt + kMinStep) return;
    flush_heat();
    double moved = 0;
    if (tiering.advance(now_ + dt, storage_, &moved)) {
        recorder_.event(now_ + dt, kNoId, "tier_relocation", std::to_string(static_cast<long>(moved)) + " GB relocated");
        have_solution_ = false;
    }
}

bool Simulation::idle() const {
    for (size_t j = 0; j < jobs_.size(); ++j)
        if (!jobs_[j]->done() && jobs_[j]->stop_at > now_ + kMinStep) return false;
    return true;
}

void Simulation::run_until_idle(double limit_s) {
    stop_when_idle_ = true;
    run_until(limit_s);
    stop_when_idle_ = false;
}

void Simulation::run_until_done(const std::vector<const Job*>& jobs, double limit_s) {
    stop_when_done_ = jobs;
    try {
        run_until(limit_s);
    } catch (...) {
        stop_when_done_.clear();
        throw;
    }
    stop_when_done_.clear();
}

void Simulation::run_until(double end_s, EngineListener& listener) {
    auto watched_done = [&] {
        return std::all_of(stop_when_done_.begin(), stop_when_done_.end(), [](const Job* j) { return j->done(); });
    };
    while (now_ < end_s - kMinStep) {
        if (stop_when_idle_ && idle()) break;
        if (!stop_when_done_.empty() && watched_done()) break;
        SimContext ctx = context();
        // Start jobs whose time has come.
        for (size_t j = 0; j < jobs_.size(); ++j)
            if (!started_[j] && jobs_[j]->start_at <= now_ + kMinStep) {
                started_[j] = true;
                jobs_[j]->start(ctx);
                have_solution_ = false;  // a configuration change (failure, growth) reroutes flows
                recorder_.event(now_, jobs_[j]->subject(), "operation_start", jobs_[j]->label(topology_));
            }
        // Gather streams.
        std::vector<Active> active;
        std::vector<StreamSpec> streams;
        bool continuous = false;
        for (size_t j = 0; j < jobs_.size(); ++j) {
            Job* job = jobs_[j].get();
            if (!started_[j] || job->done() || job->stop_at <= now_ + kMinStep) continue;
            auto s = job->streams(ctx);
            active.push_back({job, streams.size(), s.size()});
            streams.insert(streams.end(), std::make_move_iterator(s.begin()), std::make_move_iterator(s.end()));
            continuous = continuous || job->continuous();
        }
        if (!have_solution_ || !same_streams(streams, last_streams_)) {
            solve(streams);
            last_streams_ = streams;
        }
        if (dirty_record_) {
            record(streams);
            dirty_record_ = false;
        }

        // Next event.
        double dt = end_s - now_;
        if (continuous) dt = std::min(dt, options_.tick_s);
        for (size_t j = 0; j < jobs_.size(); ++j) {
            if (!started_[j]) dt = std::min(dt, jobs_[j]->start_at - now_);
            else if (!jobs_[j]->done() && jobs_[j]->stop_at > now_) dt = std::min(dt, jobs_[j]->stop_at - now_);
        }
        std::vector<std::vector<StreamResult>> results;
        for (const Active& a : active) {
            results.push_back(results_for(a));
            dt = std::min(dt, a.job->time_to_event(ctx, results.back()));
        }
        dt = std::min(dt, cache_event_in());
        dt = std::min(dt, storage_.tiering().next_event() - now_);
        dt = std::max(dt, kMinStep);

        // Path thrashing: count the ownership transfers of the interval.
        std::map<Id, double> moved;
        for (size_t c = 0; c < flow_.info.size() && c < solution_.throughput.size(); ++c)
            if (flow_.info[c].thrash_lu) moved[flow_.info[c].thrash_lu] += solution_.throughput[c] * flow_.info[c].transfers_per_io * dt;
        // Reservation conflicts of the interval, per LU.
        std::map<Id, double> clashes;
        for (size_t c = 0; c < flow_.info.size() && c < solution_.throughput.size(); ++c)
            if (flow_.info[c].conflicts_per_io > 0 && flow_.info[c].lu)
                clashes[flow_.info[c].lu] += solution_.throughput[c] * flow_.info[c].conflicts_per_io * dt;
        for (auto [lu, n] : clashes) {
            const double before = conflicts_[lu];
            conflicts_[lu] += n;
            if (std::floor(conflicts_[lu]) > std::floor(before))
                recorder_.event(now_, lu, "scsi_conflict",
                                std::to_string(static_cast<long>(std::floor(conflicts_[lu]) - std::floor(before))) +
                                    " reservation conflicts");
            recorder_.record(lu, "conflicts_total", now_ + dt, conflicts_[lu]);
        }
        for (auto [lu, n] : moved) {
            const double before = transfers_[lu];
            transfers_[lu] += n;
            if (std::floor(transfers_[lu]) > std::floor(before))
                recorder_.event(now_, lu, "path_thrash",
                                std::to_string(static_cast<long>(std::floor(transfers_[lu]) - std::floor(before))) +
                                    " ownership changes");
        }

        for (size_t k = 0; k < active.size(); ++k) {
            active[k].job->advance(ctx, results[k], dt);
            listener.operation_progress(active[k].job->name(), active[k].job->progress());
        }
        integrate_write_pending(dt);
        integrate_tiering(dt);
        now_ += dt;
        ctx.now = now_;
        for (const Active& a : active)
            if (a.job->done()) {
                recorder_.event(now_, a.job->subject(), "operation_end", a.job->label(topology_));
                have_solution_ = false;
            }
        if (continuous) dirty_record_ = true;
        listener.frame_recorded(now_, recorder_);
        if (!listener.keep_running(now_, end_s)) break;
        if (RunWatch* watch = run_watch()) watch->frame(now_, recorder_, topology_);
        if (RunWatch* watch = run_watch(); watch && !watch->keep_running(now_, end_s)) {
            recorder_.set_end(std::max(recorder_.end(), now_));
            throw RunCancelled();
        }
    }
    // Close the recording at the end time so means over the run are defined.
    recorder_.set_end(std::max(recorder_.end(), now_));
}

}  // namespace santwin::engine
