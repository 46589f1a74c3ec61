#include "engine/solver.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include "engine/solver_damping.h"
#include "engine/solver_priority.h"
#include "engine/solver_warm.h"

namespace santwin::engine {

namespace {
constexpr double kMaxUtil = 0.9999;
constexpr double kWaitSeed_s = 1e-4;  // first guess of a full cache's write wait

// Expected customers beyond `a` among the others an arrival finds at a station: `mean` of them
// on average out of at most `n`, spread binomially (normal beyond 64 for speed).
double expected_excess(double mean, double n, double a) {
    if (mean <= 0) return 0.0;
    n = std::max(n, mean);
    const int whole = static_cast<int>(std::ceil(n - 1e-9));
    const double p = std::min(1.0, mean / whole);
    if (p >= 1.0) return std::max(0.0, whole - a);
    if (whole <= 64) {
        double pmf = std::pow(1.0 - p, whole), excess = 0;
        for (int k = 0; k <= whole; ++k) {
            if (k > a) excess += (k - a) * pmf;
            pmf *= (whole - k) / (k + 1.0) * p / (1.0 - p);
        }
        return excess;
    }
    const double sigma = std::sqrt(mean * (1.0 - p));
    const double t = (a - mean) / sigma;
    const double density = std::exp(-0.5 * t * t) / std::sqrt(2.0 * M_PI);
    const double above = 0.5 * std::erfc(t / std::sqrt(2.0));
    return std::max(0.0, sigma * density + (mean - a) * above);
}

double effective_demand(const Visit& v, double gain) {
    return (v.demand_s - v.reorderable_s) + v.reorderable_s / gain;
}

// The iterate and what each phase derives from it. The phases below are the equations of the
// header, in the order one iteration applies them.
struct Iterate {
    Iterate(const std::vector<Station>& st, const std::vector<ClassSpec>& cl, const SolverOptions& o)
        : stations(st), classes(cl), opt(o), nk(st.size()), nc(cl.size()) {}
    const std::vector<Station>& stations;
    const std::vector<ClassSpec>& classes;
    const SolverOptions& opt;
    const size_t nk, nc;
    Solution s;
    int groups = 0;
    std::vector<std::map<int, double>> group_writes;  // per class: writes per I/O through each cache group
    std::vector<int> station_group;                   // per station: the cache group it destages (-1)
    std::vector<double> wait;                         // W_g, seconds per write
    std::vector<double> sharing;  // customers that can be at each station at once
    std::vector<std::vector<double>> residence, own_queue;
    std::vector<double> busy, busy_async, busy_cached, queue, throttle, base_response;
    PriorityLoads priorities;  // stations serving by priority (solver_priority.h)
    bool has_priorities = false;
    bool absorbing(int g) const {
        return static_cast<size_t>(g) < opt.absorbing_groups.size() && opt.absorbing_groups[g];
    }
};

// Cache groups: per class, the writes per I/O it sends through each group's cache.
void find_cache_groups(Iterate& it) {
    for (const ClassSpec& cls : it.classes)
        for (const Visit& v : cls.visits) it.groups = std::max(it.groups, v.cache_group + 1);
    it.group_writes.resize(it.nc);
    it.station_group.assign(it.nk, -1);
    for (size_t c = 0; c < it.nc; ++c)
        for (const Visit& v : it.classes[c].visits)
            if (v.async && v.cache_group >= 0) {
                it.group_writes[c][v.cache_group] += v.ios;
                it.station_group[v.station] = v.cache_group;
            }
    it.wait.assign(static_cast<size_t>(it.groups), 0.0);
}

// Customers that can be at each station at once: the populations of the classes visiting it.
void find_sharing(Iterate& it) {
    it.sharing.assign(it.nk, 0.0);
    for (const ClassSpec& cls : it.classes) {
        std::vector<bool> seen(it.nk, false);
        for (const Visit& v : cls.visits)
            if (!v.async && !seen[v.station]) {
                seen[v.station] = true;
                it.sharing[v.station] += cls.population;
            }
    }
}

// The first guess: every class at its rate with no queueing.
void start(Iterate& it) {
    Solution& s = it.s;
    for (auto* per_class : {&s.throughput, &s.response_s, &s.read_response_s, &s.write_response_s, &s.cache_wait_s,
                            &it.base_response})
        per_class->assign(it.nc, 0.0);
    for (auto* per_station : {&s.utilization, &s.queue_length, &it.busy, &it.busy_async, &it.busy_cached, &it.queue})
        per_station->assign(it.nk, 0.0);
    s.gain.assign(it.nk, 1.0);
    it.throttle.assign(it.nk, 1.0);
    it.residence.resize(it.nc);
    it.own_queue.resize(it.nc);
    for (size_t c = 0; c < it.nc; ++c) {
        it.residence[c].assign(it.classes[c].visits.size(), 0);
        it.own_queue[c].assign(it.classes[c].visits.size(), 0);
        double d = it.classes[c].fixed_latency_s;
        for (const Visit& v : it.classes[c].visits) d += v.demand_s;
        const double first = d > 0 ? it.classes[c].population / d : it.classes[c].target_rate;
        s.throughput[c] = std::min(it.classes[c].target_rate, first);
        if (!std::isfinite(s.throughput[c])) s.throughput[c] = 0;
    }
}

// Starts from `warm`, a solution of the same flow under other targets: its rates (held to the
// new targets), the queues they made, its queue gains and cache waits.
void start_warm(Iterate& it, const Solution& warm) {
    Solution& s = it.s;
    s.gain = warm.gain;
    it.wait = warm.group_wait_s;
    it.wait.resize(static_cast<size_t>(it.groups), 0.0);
    for (size_t c = 0; c < it.nc; ++c) {
        const double x = std::min(warm.throughput[c], it.classes[c].target_rate);
        s.throughput[c] = std::isfinite(x) ? x : 0;
        s.response_s[c] = warm.response_s[c];
        for (size_t i = 0; i < it.classes[c].visits.size(); ++i) {
            it.residence[c][i] = warm.residence_s[c][i];
            it.own_queue[c][i] = s.throughput[c] * warm.residence_s[c][i];
        }
    }
}

// Whether `warm` solved a flow of this shape (same stations, classes and visits).
bool fits(const Iterate& it, const Solution& warm) {
    if (warm.throughput.size() != it.nc || warm.gain.size() != it.nk || warm.residence_s.size() != it.nc) return false;
    for (size_t c = 0; c < it.nc; ++c)
        if (warm.residence_s[c].size() != it.classes[c].visits.size()) return false;
    return true;
}

// U_k: each station's busy server-seconds per second at the current rates (async and destage apart).
void station_loads(Iterate& it) {
    Solution& s = it.s;
    std::fill(it.busy.begin(), it.busy.end(), 0.0);
    std::fill(it.busy_async.begin(), it.busy_async.end(), 0.0);
    std::fill(it.busy_cached.begin(), it.busy_cached.end(), 0.0);
    for (size_t c = 0; c < it.nc; ++c)
        for (const Visit& v : it.classes[c].visits) {
            const double b = s.throughput[c] * effective_demand(v, s.gain[v.station]);
            it.busy[v.station] += b;
            if (v.async) it.busy_async[v.station] += b;
            if (v.async && v.cache_group >= 0) it.busy_cached[v.station] += b;
        }
    for (size_t k = 0; k < it.nk; ++k) s.utilization[k] = it.busy[k] / it.stations[k].servers;
}

// Q_k: the classes' own queues plus the destage backlog (open stream, capped per server).
void station_queues(Iterate& it) {
    std::fill(it.queue.begin(), it.queue.end(), 0.0);
    for (size_t c = 0; c < it.nc; ++c)
        for (size_t i = 0; i < it.classes[c].visits.size(); ++i)
            it.queue[it.classes[c].visits[i].station] += it.own_queue[c][i];
    for (size_t k = 0; k < it.nk; ++k) {
        const double u = std::min(it.s.utilization[k], kMaxUtil);
        const double ua = it.busy_async[k] / it.stations[k].servers;
        const double cap = it.stations[k].async_queue_cap >= 0 ? it.stations[k].async_queue_cap : it.opt.async_queue_cap;
        // Destage from a full write cache: the controller has dirty data for every drive
        // waiting, so it keeps each drive's queue as deep as it allows.
        const int g = it.station_group[k];
        const bool full = g >= 0 && it.busy_cached[k] > 0 && it.wait[g] > 0 && u >= 0.99 * it.opt.async_saturation;
        it.queue[k] += it.stations[k].servers * (full ? cap : std::min(ua / (1.0 - u), cap));
    }
}

// R = sum of residences (+ cache waits), X = min(target, N / R) throttled by read-ahead, moved
// by a damped step. Returns the largest relative change of a rate or response.
double class_rates(Iterate& it, double damping) {
    Solution& s = it.s;
    double change = 0;
    if (it.has_priorities) {
        std::vector<std::vector<double>> per_io(it.nc);
        for (size_t c = 0; c < it.nc; ++c)
            for (const Visit& v : it.classes[c].visits) per_io[c].push_back(effective_demand(v, s.gain[v.station]));
        it.priorities.update(it.classes, s.throughput, per_io, it.own_queue);
    }
    for (size_t c = 0; c < it.nc; ++c) {
        const ClassSpec& cls = it.classes[c];
        double r = cls.fixed_latency_s;
        for (size_t i = 0; i < cls.visits.size(); ++i) {
            const Visit& v = cls.visits[i];
            double d = effective_demand(v, s.gain[v.station]);
            double others = std::max(0.0, it.queue[v.station] - it.own_queue[c][i] / cls.population);
            if (it.has_priorities && it.priorities.ranked(v.station)) {
                // Served after the visits ahead of it, and queued only behind its own priority.
                d /= 1.0 - std::min(kMaxUtil, it.priorities.ahead(v.station, v.priority));
                others = std::max(0.0, it.priorities.same(v.station, v.priority) - it.own_queue[c][i] / cls.population);
            }
            const Station& st = it.stations[v.station];
            // Per-server queues: an I/O joins its drive's queue, holding others / m on
            // average. One shared queue: it waits only for those beyond the m - 1 that the
            // other servers take, one departure (d / m) each.
            const double ahead = st.shared_queue && st.servers > 1
                                     ? expected_excess(others, it.sharing[v.station] - 1, st.servers - 1)
                                     : others;
            it.residence[c][i] = v.async ? 0.0 : d * (1.0 + ahead / st.servers);
            r += it.residence[c][i];
        }
        it.base_response[c] = r;
        for (const auto& [g, w] : it.group_writes[c]) r += w * it.wait[g];
        double x = r > 0 ? cls.population / r : cls.target_rate;
        x = std::min(x, cls.target_rate);
        // Read-ahead outside any cache group: a saturated back end slows the whole stream.
        double throttle_factor = 1.0;
        for (const Visit& v : cls.visits)
            if (v.async && v.cache_group < 0)
                throttle_factor = std::min(throttle_factor, it.has_priorities && it.priorities.ranked(v.station)
                                                                ? it.priorities.throttle(v.station, v.priority)
                                                                : it.throttle[v.station]);
        if (throttle_factor < 1.0) {
            x *= throttle_factor;
            if (x > 0) r = std::max(r, cls.population / x);
        }
        if (!std::isfinite(x)) x = 0;
        const double next = s.throughput[c] + damping * (x - s.throughput[c]);
        change = std::max(change, std::abs(next - s.throughput[c]) / std::max(1e-9, next));
        change = std::max(change, std::abs(r - s.response_s[c]) / std::max(1e-12, r));
        s.throughput[c] = next;
        s.response_s[c] = r;
        for (size_t i = 0; i < cls.visits.size(); ++i) it.own_queue[c][i] = next * it.residence[c][i];
    }
    return change;
}

// Read-ahead (async outside any cache group) is held to the saturation level of what the drives
// cannot defer: everything but destage a cache with room could postpone. Returns the largest
// change of a throttle still below 1.
double read_ahead_throttles(Iterate& it, double damping) {
    double change = 0;
    for (size_t k = 0; k < it.nk; ++k) {
        if (it.busy_async[k] - it.busy_cached[k] <= 0) {
            it.throttle[k] = 1.0;
            continue;
        }
        const int g = it.station_group[k];
        const bool deferrable = g >= 0 && it.absorbing(g);
        const double u = (it.busy[k] - (deferrable ? it.busy_cached[k] : 0.0)) / it.stations[k].servers;
        const double next = std::min(1.0, it.throttle[k] * (u > 0 ? it.opt.async_saturation / u : 2.0));
        it.throttle[k] += damping * (next - it.throttle[k]);
        if (it.throttle[k] < 1.0) change = std::max(change, std::abs(next - it.throttle[k]));
    }
    return change;
}

// Full caches: moves each group's write wait W_g so its busiest destage station sits at the
// saturation level (a Newton-like step on X ~ 1 / (R0 + W)). Returns the largest relative change.
double cache_waits(Iterate& it, double damping) {
    double change = 0;
    for (int g = 0; g < it.groups; ++g) {
        double u = 0;
        for (size_t k = 0; k < it.nk; ++k)
            if (it.station_group[k] == g && it.busy_async[k] > 0) u = std::max(u, it.s.utilization[k]);
        double weight = 0, r_ref = 0;
        for (size_t c = 0; c < it.nc; ++c) {
            auto it2 = it.group_writes[c].find(g);
            if (it2 == it.group_writes[c].end() || it2->second <= 0) continue;
            const double w = it.s.throughput[c] * it2->second;
            weight += w;
            r_ref += w * (it.base_response[c] / it2->second);
        }
        if (weight > 0) r_ref /= weight;
        const double ratio = u / it.opt.async_saturation;
        if (it.absorbing(g)) {
            it.wait[g] = 0;  // the cache still has room: nobody waits, the excess piles up
            continue;
        }
        double& wait = it.wait[g];
        double target = wait;
        if (ratio > 1.0) target = std::max(wait, kWaitSeed_s) * ratio + (ratio - 1.0) * r_ref;
        else if (wait > 0) target = std::max(0.0, wait * ratio + (ratio - 1.0) * r_ref);
        const double next = wait + damping * (target - wait);
        if (wait > 0 || next > 0) change = std::max(change, std::abs(next - wait) / std::max(1e-6, next));
        wait = next;
    }
    return change;
}

// g(q): command queuing shortens the reorderable demand as the queue per server grows.
void queue_gains(Iterate& it, double damping) {
    for (size_t k = 0; k < it.nk; ++k) {
        const Station& st = it.stations[k];
        if (st.gain_alpha <= 0) continue;
        const double q = it.queue[k] / st.servers;
        const double g = std::min(st.gain_cap, std::pow(1.0 + q, st.gain_alpha));
        it.s.gain[k] += damping * (g - it.s.gain[k]);
    }
}

// Overload of each cache group: destage demand over the drive time the other work leaves, at
// the saturation level (> 1: the cache fills; < 1: it can drain).
void group_overloads(Iterate& it) {
    Solution& s = it.s;
    s.group_overload.assign(static_cast<size_t>(it.groups), 0.0);
    for (size_t k = 0; k < it.nk; ++k) {
        const int g = it.station_group[k];
        if (g < 0 || it.busy_cached[k] <= 0) continue;
        const double other = (it.busy[k] - it.busy_cached[k]) / it.stations[k].servers;
        const double room = std::max(1e-6, it.opt.async_saturation - other);
        s.group_overload[g] = std::max(s.group_overload[g], it.busy_cached[k] / it.stations[k].servers / room);
    }
}

// Per-tag latency: residence of read (write) visits, and the cache wait of writes, over the read
// (write) share of I/Os; untagged visits (ports, processors) are shared by both.
void latencies_by_tag(Iterate& it) {
    Solution& s = it.s;
    for (size_t c = 0; c < it.nc; ++c) {
        const ClassSpec& cls = it.classes[c];
        double rr = 0, wr = 0;
        for (size_t i = 0; i < cls.visits.size(); ++i) {
            if (cls.visits[i].tag == VisitTag::Read) rr += it.residence[c][i];
            if (cls.visits[i].tag == VisitTag::Write) wr += it.residence[c][i];
        }
        rr += cls.fixed_read_s;
        wr += cls.fixed_write_s;
        for (const auto& [g, w] : it.group_writes[c]) wr += w * it.wait[g];
        double cw = 0;
        for (const auto& [g, w] : it.group_writes[c]) cw += w * it.wait[g];
        s.cache_wait_s[c] = cw;
        const double rf = cls.read_fraction, wf = 1.0 - cls.read_fraction;
        const double shared = std::max(0.0, s.response_s[c] - rr - wr);
        s.read_response_s[c] = rf > 0 ? rr / rf + shared : 0;
        s.write_response_s[c] = wf > 0 ? wr / wf + shared : 0;
    }
}
}  // namespace

namespace {
Solution run_solve(const std::vector<Station>& stations, const std::vector<ClassSpec>& classes,
                   const SolverOptions& opt, const Solution* warm) {
    Iterate it(stations, classes, opt);
    find_cache_groups(it);
    find_sharing(it);
    it.priorities.find(stations, classes);
    for (size_t k = 0; k < it.nk; ++k) it.has_priorities = it.has_priorities || it.priorities.ranked(static_cast<int>(k));
    start(it);
    if (warm && fits(it, *warm)) start_warm(it, *warm);
    Damping damping(opt.damping, opt.max_iterations);
    for (int i = 0; i < damping.limit(); ++i) {
        it.s.iterations = i + 1;
        station_loads(it);
        station_queues(it);
        double change = class_rates(it, damping.factor());
        change = std::max(change, read_ahead_throttles(it, damping.factor()));
        if (it.has_priorities) change = std::max(change, it.priorities.step_throttles(opt.async_saturation, damping.factor()));
        change = std::max(change, cache_waits(it, damping.factor()));
        queue_gains(it, damping.factor());
        if (change < opt.tolerance && i > 2) {
            it.s.converged = true;
            break;
        }
        damping.observe(i, change);
    }
    Solution& s = it.s;
    s.queue_length = it.queue;
    s.group_wait_s = it.wait;
    group_overloads(it);
    latencies_by_tag(it);
    s.residence_s = std::move(it.residence);
    SolverStats& stats = solver_stats();
    ++stats.solves;
    if (!s.converged) ++stats.unconverged;
    return std::move(s);
}
}  // namespace

Solution solve(const std::vector<Station>& stations, const std::vector<ClassSpec>& classes,
               const SolverOptions& options) {
    return run_solve(stations, classes, options, nullptr);
}

Solution solve_from(const std::vector<Station>& stations, const std::vector<ClassSpec>& classes,
                    const SolverOptions& options, const Solution& warm) {
    return run_solve(stations, classes, options, &warm);
}

SolverStats& solver_stats() {
    thread_local SolverStats stats;
    return stats;
}

}  // namespace santwin::engine
