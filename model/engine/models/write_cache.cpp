#include "engine/models/write_cache.h"

#include <algorithm>
#include <cmath>

namespace santwin::engine {

namespace {
// A full cache counts as recovered once it has drained this share of its limit.
constexpr double kRecoveredBelow = 0.99;
// Share of the limit a filling or draining cache moves between two samples of its level.
constexpr double kLevelSample = 0.02;
}  // namespace

void WriteCacheModel::start_warm() {
    // Clean until the first solution, which tells whether writes outrun each back end.
    for (const auto& [id, a] : storage_.arrays()) settle_.insert(id);
}

double WriteCacheModel::limit_gb(Id array) const {
    const ArrayRt& a = storage_.array(array);
    // Every write is mirrored into both controllers (cache_group); where the copies share the
    // write share of the cache (duplexed), it holds half as much distinct dirty data.
    const double copies = a.controllers.size() >= 2 ? std::max(1.0, a.params.write_copies_in_cache) : 1.0;
    return a.params.cache_gb_per_controller * std::max<size_t>(1, a.controllers.size()) * a.params.write_pending_share / copies;
}

double WriteCacheModel::pending_gb(Id array) const {
    auto it = pending_gb_.find(array);
    return it == pending_gb_.end() ? 0 : it->second;
}

void WriteCacheModel::configure(const Flow& flow, SolverOptions& options) const {
    options.absorbing_groups.assign(flow.cache_groups.size(), false);
    for (const auto& [array, g] : flow.cache_groups)
        if (static_cast<size_t>(g) < options.absorbing_groups.size())
            options.absorbing_groups[g] = pending_gb(array) < limit_gb(array) - 1e-9;
}

bool WriteCacheModel::solved(const Step& step) {
    // What the solution does to each cache: inflow beyond what the back end destages fills it;
    // spare destage capacity drains it.
    const Flow& flow = step.flow;
    const Solution& solution = step.solution;
    rate_gb_s_.clear();
    for (const auto& [array, g] : flow.cache_groups) {
        double inflow_mb = 0;
        for (size_t c = 0; c < flow.info.size(); ++c) {
            auto it = flow.info[c].cache_write_mb.find(g);
            if (it != flow.info[c].cache_write_mb.end()) inflow_mb += solution.throughput[c] * it->second;
        }
        const double overload = g < static_cast<int>(solution.group_overload.size()) ? solution.group_overload[g] : 0;
        double rate = 0;
        if (overload > 1) rate = inflow_mb * (1 - 1 / overload) / 1024.0;
        else if (overload > 0) rate = -inflow_mb * (1 / overload - 1) / 1024.0;
        else rate = -1.0;  // no writes: the controller destages what it holds
        rate_gb_s_[array] = rate;
    }
    // A sustained start: caches the first load would fill start full, and the load meets them so.
    return !settle_.empty() && settle_warm(step);
}

bool WriteCacheModel::settle_warm(const Step& step) {
    bool filled = false;
    for (Id id : settle_) {
        auto rate = rate_gb_s_.find(id);
        if (rate == rate_gb_s_.end() || rate->second <= 0) continue;  // destage keeps up: clean
        pending_gb_[id] = limit_gb(id);
        full_.insert(id);
        step.ctx.recorder.event(step.ctx.now, id, "cache_saturated",
                                "write pending at the limit from the start (writes outrun the back end's destage)");
        filled = true;
    }
    settle_.clear();
    return filled;
}

double WriteCacheModel::next_event_in(const Step&) {
    double dt = kNever;
    for (const auto& [array, rate] : rate_gb_s_) {
        const double wp = pending_gb(array);
        const double limit = limit_gb(array);
        if (rate > 0 && wp < limit - 1e-9) dt = std::min(dt, (limit - wp) / rate);
        if (rate < 0 && full_.count(array) && wp > kRecoveredBelow * limit)
            dt = std::min(dt, (wp - kRecoveredBelow * limit) / -rate);  // the episode's end
        if (rate < 0 && wp > 1e-9) dt = std::min(dt, wp / -rate);
        // A level on its way (filling or draining) is sampled every 2% of the limit, so its
        // series rises and falls instead of jumping at the end of a long step.
        if (rate != 0 && wp > -1e-9 && (rate > 0 ? wp < limit - 1e-9 : wp > 1e-9))
            dt = std::min(dt, kLevelSample * limit / std::abs(rate));
    }
    return dt;
}

bool WriteCacheModel::advance(const Step& step, double dt) {
    Recorder& recorder = step.ctx.recorder;
    const double now = step.ctx.now;
    bool resolve = false;
    for (const auto& [array, rate] : rate_gb_s_) {
        double& wp = pending_gb_[array];
        const double limit = limit_gb(array);
        // The level the step starts from, so a step that changes nothing still has its value
        // from its first instant (not only from its end).
        recorder.record(array, "write_pending_pct", now, 100.0 * wp / limit);
        const bool at_limit_before = wp >= limit - 1e-9;
        wp = std::clamp(wp + rate * dt, 0.0, limit);
        if ((wp >= limit - 1e-9) != at_limit_before) resolve = true;  // writers' waits change
        const bool was_full = full_.count(array) > 0;
        const bool full = was_full ? wp > kRecoveredBelow * limit + 1e-9 : wp >= limit - 1e-9;
        if (full != was_full) {
            if (full) full_.insert(array);
            else full_.erase(array);
            recorder.event(now + dt, array, full ? "cache_saturated" : "cache_recovered",
                           full ? "write pending reached the limit: writers now wait for the back end"
                                : "write pending below the limit: writes complete in cache again");
        }
        recorder.record(array, "write_pending_pct", now + dt, 100.0 * wp / limit);
    }
    return resolve;
}

}  // namespace santwin::engine
