#include "engine/solver.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace santwin::engine {

namespace {
constexpr double kMaxUtil = 0.9999;
constexpr double kWaitSeed_s = 1e-4;  // first guess of a full cache's write wait
constexpr int kSwingIterations = 20;  // alternating changes in a row before the step is halved
constexpr double kMinDamping = 0.01;
constexpr int kWindowIterations = 100;  // iterations over which a longer cycle is looked for
constexpr double kCycleChange = 1e-3;   // a window whose every change is above this is cycling
constexpr int kCreepExtensions = 4;     // times a steady creep may run past max_iterations (by half each)

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
}  // namespace

Solution solve(const std::vector<Station>& stations, const std::vector<ClassSpec>& classes,
               const SolverOptions& opt) {
    const size_t nk = stations.size();
    const size_t nc = classes.size();
    Solution s;
    s.throughput.assign(nc, 0);
    s.response_s.assign(nc, 0);
    s.read_response_s.assign(nc, 0);
    s.write_response_s.assign(nc, 0);
    s.cache_wait_s.assign(nc, 0);
    s.utilization.assign(nk, 0);
    s.queue_length.assign(nk, 0);
    s.gain.assign(nk, 1);

    // Cache groups: per class, the writes per I/O it sends through each group's cache.
    int groups = 0;
    for (const ClassSpec& cls : classes)
        for (const Visit& v : cls.visits) groups = std::max(groups, v.cache_group + 1);
    std::vector<std::map<int, double>> group_writes(nc);
    std::vector<int> station_group(nk, -1);
    for (size_t c = 0; c < nc; ++c)
        for (const Visit& v : classes[c].visits)
            if (v.async && v.cache_group >= 0) {
                group_writes[c][v.cache_group] += v.ios;
                station_group[v.station] = v.cache_group;
            }
    std::vector<double> wait(static_cast<size_t>(groups), 0.0);  // W_g, seconds per write

    // Customers that can be at each station at once: the populations of the classes visiting it.
    std::vector<double> sharing(nk, 0.0);
    for (const ClassSpec& cls : classes) {
        std::vector<bool> seen(nk, false);
        for (const Visit& v : cls.visits)
            if (!v.async && !seen[v.station]) {
                seen[v.station] = true;
                sharing[v.station] += cls.population;
            }
    }

    std::vector<std::vector<double>> residence(nc), own_queue(nc);
    for (size_t c = 0; c < nc; ++c) {
        residence[c].assign(classes[c].visits.size(), 0);
        own_queue[c].assign(classes[c].visits.size(), 0);
        double d = classes[c].fixed_latency_s;
        for (const Visit& v : classes[c].visits) d += v.demand_s;
        const double first = d > 0 ? classes[c].population / d : classes[c].target_rate;
        s.throughput[c] = std::min(classes[c].target_rate, first);
        if (!std::isfinite(s.throughput[c])) s.throughput[c] = 0;
    }

    std::vector<double> busy(nk), busy_async(nk), busy_cached(nk), queue(nk), throttle(nk, 1.0),
        base_response(nc, 0.0);
    // Near saturation the fixed point can be steep enough that a damped step overshoots it back
    // and forth forever (a full write cache throttling read-ahead does): the change alternates
    // between two sizes instead of shrinking. Then the step is halved. A slow, steady approach
    // (the change about the same each iteration) is left alone: it gets there.
    double damping = opt.damping;
    double change_1 = 0, change_2 = 0;  // the changes one and two iterations back
    int swinging = 0;
    double window_min = std::numeric_limits<double>::infinity();
    double last_window_min = std::numeric_limits<double>::infinity();
    // A solve still creeping steadily toward its answer when the iterations run out (each
    // window's smallest change well below the last one's) gets more: it is getting there.
    int limit = opt.max_iterations;
    int extensions = 0;
    for (int it = 0; it < limit; ++it) {
        s.iterations = it + 1;
        std::fill(busy.begin(), busy.end(), 0.0);
        std::fill(busy_async.begin(), busy_async.end(), 0.0);
        std::fill(busy_cached.begin(), busy_cached.end(), 0.0);
        for (size_t c = 0; c < nc; ++c)
            for (const Visit& v : classes[c].visits) {
                const double b = s.throughput[c] * effective_demand(v, s.gain[v.station]);
                busy[v.station] += b;
                if (v.async) busy_async[v.station] += b;
                if (v.async && v.cache_group >= 0) busy_cached[v.station] += b;
            }
        for (size_t k = 0; k < nk; ++k) s.utilization[k] = busy[k] / stations[k].servers;

        std::fill(queue.begin(), queue.end(), 0.0);
        for (size_t c = 0; c < nc; ++c)
            for (size_t i = 0; i < classes[c].visits.size(); ++i) queue[classes[c].visits[i].station] += own_queue[c][i];
        for (size_t k = 0; k < nk; ++k) {
            const double u = std::min(s.utilization[k], kMaxUtil);
            const double ua = busy_async[k] / stations[k].servers;
            const double cap = stations[k].async_queue_cap >= 0 ? stations[k].async_queue_cap : opt.async_queue_cap;
            // Destage from a full write cache: the controller has dirty data for every drive
            // waiting, so it keeps each drive's queue as deep as it allows.
            const int g = station_group[k];
            const bool full = g >= 0 && busy_cached[k] > 0 && wait[g] > 0 && u >= 0.99 * opt.async_saturation;
            queue[k] += stations[k].servers * (full ? cap : std::min(ua / (1.0 - u), cap));
        }

        double change = 0;
        for (size_t c = 0; c < nc; ++c) {
            const ClassSpec& cls = classes[c];
            double r = cls.fixed_latency_s;
            for (size_t i = 0; i < cls.visits.size(); ++i) {
                const Visit& v = cls.visits[i];
                const double d = effective_demand(v, s.gain[v.station]);
                const double others = std::max(0.0, queue[v.station] - own_queue[c][i] / cls.population);
                const Station& st = stations[v.station];
                // Per-server queues: an I/O joins its drive's queue, holding others / m on
                // average. One shared queue: it waits only for those beyond the m - 1 that the
                // other servers take, one departure (d / m) each.
                const double ahead = st.shared_queue && st.servers > 1
                                         ? expected_excess(others, sharing[v.station] - 1, st.servers - 1)
                                         : others;
                residence[c][i] = v.async ? 0.0 : d * (1.0 + ahead / st.servers);
                r += residence[c][i];
            }
            base_response[c] = r;
            for (const auto& [g, w] : group_writes[c]) r += w * wait[g];
            double x = r > 0 ? cls.population / r : cls.target_rate;
            x = std::min(x, cls.target_rate);
            // Read-ahead outside any cache group: a saturated back end slows the whole stream.
            double throttle_factor = 1.0;
            for (const Visit& v : cls.visits)
                if (v.async && v.cache_group < 0) throttle_factor = std::min(throttle_factor, throttle[v.station]);
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
            for (size_t i = 0; i < cls.visits.size(); ++i) own_queue[c][i] = next * residence[c][i];
        }

        // Read-ahead (async outside any cache group) is held to the saturation level of what
        // the drives cannot defer: everything but destage a cache with room could postpone.
        for (size_t k = 0; k < nk; ++k) {
            if (busy_async[k] - busy_cached[k] <= 0) {
                throttle[k] = 1.0;
                continue;
            }
            const int g = station_group[k];
            const bool deferrable = g >= 0 && static_cast<size_t>(g) < opt.absorbing_groups.size() && opt.absorbing_groups[g];
            const double u = (busy[k] - (deferrable ? busy_cached[k] : 0.0)) / stations[k].servers;
            const double next = std::min(1.0, throttle[k] * (u > 0 ? opt.async_saturation / u : 2.0));
            throttle[k] += damping * (next - throttle[k]);
            if (throttle[k] < 1.0) change = std::max(change, std::abs(next - throttle[k]));
        }

        // Full caches: move each group's write wait so its busiest destage station sits at the
        // saturation level (a Newton-like step on X ~ 1 / (R0 + W)).
        for (int g = 0; g < groups; ++g) {
            double u = 0;
            for (size_t k = 0; k < nk; ++k)
                if (station_group[k] == g && busy_async[k] > 0) u = std::max(u, s.utilization[k]);
            double weight = 0, r_ref = 0;
            for (size_t c = 0; c < nc; ++c) {
                auto it2 = group_writes[c].find(g);
                if (it2 == group_writes[c].end() || it2->second <= 0) continue;
                const double w = s.throughput[c] * it2->second;
                weight += w;
                r_ref += w * (base_response[c] / it2->second);
            }
            if (weight > 0) r_ref /= weight;
            const double ratio = u / opt.async_saturation;
            if (static_cast<size_t>(g) < opt.absorbing_groups.size() && opt.absorbing_groups[g]) {
                wait[g] = 0;  // the cache still has room: nobody waits, the excess piles up
                continue;
            }
            double target = wait[g];
            if (ratio > 1.0) target = std::max(wait[g], kWaitSeed_s) * ratio + (ratio - 1.0) * r_ref;
            else if (wait[g] > 0) target = std::max(0.0, wait[g] * ratio + (ratio - 1.0) * r_ref);
            const double next = wait[g] + damping * (target - wait[g]);
            if (wait[g] > 0 || next > 0) change = std::max(change, std::abs(next - wait[g]) / std::max(1e-6, next));
            wait[g] = next;
        }

        for (size_t k = 0; k < nk; ++k) {
            const Station& st = stations[k];
            if (st.gain_alpha <= 0) continue;
            const double q = queue[k] / st.servers;
            const double g = std::min(st.gain_cap, std::pow(1.0 + q, st.gain_alpha));
            s.gain[k] += damping * (g - s.gain[k]);
        }
        if (change < opt.tolerance && it > 2) {
            s.converged = true;
            break;
        }
        const bool alternating = std::abs(change - change_2) < 0.05 * change &&
                                 std::abs(change - change_1) > 0.1 * change;
        swinging = alternating ? swinging + 1 : 0;
        // A longer cycle: over a window of iterations the smallest change did not shrink, and it
        // is large (a slow creep toward the answer has small changes and is left alone).
        window_min = std::min(window_min, change);
        bool cycling = false;
        if ((it + 1) % kWindowIterations == 0) {
            cycling = window_min > kCycleChange && window_min > 0.9 * last_window_min;
            const bool creeping = window_min < kCycleChange && window_min < 0.8 * last_window_min;
            if (it + 1 == limit && creeping && extensions < kCreepExtensions) {
                limit += std::max(kWindowIterations, opt.max_iterations / 2);
                ++extensions;
            }
            last_window_min = window_min;
            window_min = std::numeric_limits<double>::infinity();
        }
        if ((swinging >= kSwingIterations || cycling) && damping > kMinDamping) {
            damping = std::max(kMinDamping, damping / 2);
            swinging = 0;
        }
        change_2 = change_1;
        change_1 = change;
    }
    s.queue_length = queue;
    s.group_wait_s = wait;
    // Overload of each cache group: destage demand over the drive time the other work leaves,
    // at the saturation level (> 1: the cache fills; < 1: it can drain).
    s.group_overload.assign(static_cast<size_t>(groups), 0.0);
    for (size_t k = 0; k < nk; ++k) {
        const int g = station_group[k];
        if (g < 0 || busy_cached[k] <= 0) continue;
        const double other = (busy[k] - busy_cached[k]) / stations[k].servers;
        const double room = std::max(1e-6, opt.async_saturation - other);
        s.group_overload[g] = std::max(s.group_overload[g], busy_cached[k] / stations[k].servers / room);
    }

    // Per-tag latency: residence of read (write) visits, and the cache wait of writes, over the
    // read (write) share of I/Os; untagged visits (ports, processors) are shared by both.
    for (size_t c = 0; c < nc; ++c) {
        const ClassSpec& cls = classes[c];
        double rr = 0, wr = 0;
        for (size_t i = 0; i < cls.visits.size(); ++i) {
            if (cls.visits[i].tag == VisitTag::Read) rr += residence[c][i];
            if (cls.visits[i].tag == VisitTag::Write) wr += residence[c][i];
        }
        rr += cls.fixed_read_s;
        wr += cls.fixed_write_s;
        for (const auto& [g, w] : group_writes[c]) wr += w * wait[g];
        double cw = 0;
        for (const auto& [g, w] : group_writes[c]) cw += w * wait[g];
        s.cache_wait_s[c] = cw;
        const double rf = cls.read_fraction, wf = 1.0 - cls.read_fraction;
        const double shared = std::max(0.0, s.response_s[c] - rr - wr);
        s.read_response_s[c] = rf > 0 ? rr / rf + shared : 0;
        s.write_response_s[c] = wf > 0 ? wr / wf + shared : 0;
    }
    s.residence_s = std::move(residence);
    SolverStats& stats = solver_stats();
    ++stats.solves;
    if (!s.converged) ++stats.unconverged;
    return s;
}

SolverStats& solver_stats() {
    thread_local SolverStats stats;
    return stats;
}

}  // namespace santwin::engine
