#include "results/run_answers.h"

#include <algorithm>
#include <sstream>
#include <set>
#include <utility>
#include <vector>

namespace santwin::results {

namespace {
// The weighted percentile `q` (0-1) of (value, weight) pairs sorted by value.
double percentile(const std::vector<std::pair<double, double>>& sorted, double total, double q) {
    double seen = 0;
    for (const auto& [value, weight] : sorted) {
        seen += weight;
        if (seen >= q * total) return value;
    }
    return sorted.empty() ? 0 : sorted.back().first;
}
}  // namespace

LatencySummary vm_latency(const Topology& t, const engine::Recorder& rec, double from, double to) {
    LatencySummary out;
    std::vector<std::pair<double, double>> pieces;  // (latency ms, I/Os)
    double weighted = 0;
    for (Id vm : t.all_of(Kind::Vm)) {
        const engine::Series* lat = rec.find(vm, "latency_ms");
        const engine::Series* iops = rec.find(vm, "iops");
        if (!lat || !iops) continue;
        // The stretches over which both series hold one value.
        std::set<double> cuts{from, to};
        for (double c : lat->t)
            if (c > from && c < to) cuts.insert(c);
        for (double c : iops->t)
            if (c > from && c < to) cuts.insert(c);
        double vm_ios = 0;
        for (auto it = cuts.begin(); std::next(it) != cuts.end(); ++it) {
            const double a = *it, b = *std::next(it);
            const double ios = iops->at(a) * (b - a);
            if (ios <= 0) continue;
            const double ms = lat->at(a);
            pieces.emplace_back(ms, ios);
            weighted += ms * ios;
            vm_ios += ios;
            out.max_ms = std::max(out.max_ms, ms);
        }
        if (vm_ios > 0) {
            ++out.vms;
            out.ios += vm_ios;
        }
    }
    if (out.ios <= 0) return out;
    std::sort(pieces.begin(), pieces.end());
    out.mean_ms = weighted / out.ios;
    out.p95_ms = percentile(pieces, out.ios, 0.95);
    out.p99_ms = percentile(pieces, out.ios, 0.99);
    return out;
}

Bottleneck busiest_resource(const engine::Recorder& rec, double from, double to) {
    Bottleneck best;
    for (const auto& [key, series] : rec.all()) {
        if (!engine::is_utilization_metric(key.metric)) continue;
        const double m = series.mean(from, to);
        if (m > best.pct) best = {key.entity, key.metric, m};
    }
    return best;
}

std::string fixed_text(double v, int digits) {
    std::ostringstream o;
    o.precision(digits);
    o << std::fixed << v;
    return o.str();
}

}  // namespace santwin::results
