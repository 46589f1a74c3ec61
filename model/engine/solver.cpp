#include "engine/solver.h"

#include <algorithm>
#include <cmath>

namespace santwin::engine {

namespace {
constexpr double kMaxUtil = 0.9999;

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
    s.utilization.assign(nk, 0);
    s.queue_length.assign(nk, 0);
    s.gain.assign(nk, 1);

    // Per class, per visit: residence time; per class: queue it holds at each station.
    std::vector<std::vector<double>> residence(nc);
    std::vector<std::vector<double>> own_queue(nc);
    for (size_t c = 0; c < nc; ++c) {
        residence[c].assign(classes[c].visits.size(), 0);
        own_queue[c].assign(classes[c].visits.size(), 0);
        double d = classes[c].fixed_latency_s;
        for (const Visit& v : classes[c].visits) d += v.demand_s;
        const double first = d > 0 ? classes[c].population / d : classes[c].target_rate;
        s.throughput[c] = std::min(classes[c].target_rate, first);
        if (!std::isfinite(s.throughput[c])) s.throughput[c] = 0;
    }

    std::vector<double> busy(nk), busy_async(nk), queue(nk), throttle(nk, 1.0);
    for (int it = 0; it < opt.max_iterations; ++it) {
        s.iterations = it + 1;
        // Utilization from current throughputs and gains.
        std::fill(busy.begin(), busy.end(), 0.0);
        std::fill(busy_async.begin(), busy_async.end(), 0.0);
        for (size_t c = 0; c < nc; ++c)
            for (const Visit& v : classes[c].visits) {
                const double b = s.throughput[c] * effective_demand(v, s.gain[v.station]);
                busy[v.station] += b;
                if (v.async) busy_async[v.station] += b;
            }
        for (size_t k = 0; k < nk; ++k) s.utilization[k] = busy[k] / stations[k].servers;

        // Queue per station: what the classes hold (sync) plus the destage backlog (async),
        // which behaves like an open M/M/1 stream at each server.
        std::fill(queue.begin(), queue.end(), 0.0);
        for (size_t c = 0; c < nc; ++c)
            for (size_t i = 0; i < classes[c].visits.size(); ++i)
                queue[classes[c].visits[i].station] += own_queue[c][i];
        for (size_t k = 0; k < nk; ++k) {
            const double u = std::min(s.utilization[k], kMaxUtil);
            const double ua = busy_async[k] / stations[k].servers;
            queue[k] += stations[k].servers * std::min(ua / (1.0 - u), opt.async_queue_cap);
        }

        // New residence times and throughputs.
        double change = 0;  // largest relative change of a throughput or response time
        for (size_t c = 0; c < nc; ++c) {
            const ClassSpec& cls = classes[c];
            double r = cls.fixed_latency_s;
            for (size_t i = 0; i < cls.visits.size(); ++i) {
                const Visit& v = cls.visits[i];
                const Station& st = stations[v.station];
                const double d = effective_demand(v, s.gain[v.station]);
                const double others = std::max(0.0, queue[v.station] - own_queue[c][i] / cls.population);
                const double res = v.async ? 0.0 : d * (1.0 + others / st.servers);
                residence[c][i] = res;
                r += res;
            }
            double x = r > 0 ? cls.population / r : cls.target_rate;
            x = std::min(x, cls.target_rate);
            // A full cache holds writers back: the tightest throttle among the stations this
            // class destages to scales its throughput; Little's law then gives its response.
            double throttle_factor = 1.0;
            for (const Visit& v : cls.visits)
                if (v.async) throttle_factor = std::min(throttle_factor, throttle[v.station]);
            if (throttle_factor < 1.0) {
                x *= throttle_factor;
                if (x > 0 && std::isfinite(cls.population / x)) r = std::max(r, cls.population / x);
            }
            if (!std::isfinite(x)) x = 0;
            const double next = s.throughput[c] + opt.damping * (x - s.throughput[c]);
            change = std::max(change, std::abs(next - s.throughput[c]) / std::max(1e-9, next));
            s.throughput[c] = next;
            change = std::max(change, std::abs(r - s.response_s[c]) / std::max(1e-12, r));
            s.response_s[c] = r;
            for (size_t i = 0; i < cls.visits.size(); ++i) own_queue[c][i] = next * residence[c][i];
        }

        // Throttles: a station carrying destage load above saturation tightens its throttle;
        // below it, the throttle relaxes towards 1.
        for (size_t k = 0; k < nk; ++k) {
            if (busy_async[k] <= 0) {
                throttle[k] = 1.0;
                continue;
            }
            const double u = s.utilization[k];
            const double target = u > 0 ? opt.async_saturation / u : 2.0;
            const double next = std::min(1.0, throttle[k] * target);
            throttle[k] += opt.damping * (next - throttle[k]);
            if (throttle[k] < 1.0) change = std::max(change, std::abs(next - throttle[k]));
        }

        // Queue gain from the queue per server.
        for (size_t k = 0; k < nk; ++k) {
            const Station& st = stations[k];
            if (st.gain_alpha <= 0) continue;
            const double q = queue[k] / st.servers;
            const double g = std::min(st.gain_cap, std::pow(1.0 + q, st.gain_alpha));
            s.gain[k] += opt.damping * (g - s.gain[k]);
        }
        if (change < opt.tolerance && it > 2) {
            s.converged = true;
            break;
        }
    }
    s.queue_length = queue;

    // Per-tag latency: residence of read (write) visits over the read (write) share of I/Os.
    for (size_t c = 0; c < nc; ++c) {
        const ClassSpec& cls = classes[c];
        double rr = 0, wr = 0;
        for (size_t i = 0; i < cls.visits.size(); ++i) {
            if (cls.visits[i].tag == VisitTag::Read) rr += residence[c][i];
            if (cls.visits[i].tag == VisitTag::Write) wr += residence[c][i];
        }
        const double rf = cls.read_fraction, wf = 1.0 - cls.read_fraction;
        // Untagged visits (ports, controller) are shared by both kinds of I/O.
        const double shared = s.response_s[c] - rr - wr;
        s.read_response_s[c] = rf > 0 ? rr / rf + shared : 0;
        s.write_response_s[c] = wf > 0 ? wr / wf + shared : 0;
    }
    return s;
}

}  // namespace santwin::engine
