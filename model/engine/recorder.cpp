#include "engine/recorder.h"

#include <algorithm>
#include <cmath>

namespace santwin::engine {

bool is_utilization_metric(const std::string& metric) {
    constexpr std::string_view suffix = "_pct";
    return metric.size() > suffix.size() && metric.ends_with(suffix) && metric != "read_hit_pct";
}

double Series::at(double when) const {
    auto it = std::upper_bound(t.begin(), t.end(), when);
    if (it == t.begin()) return 0;
    return v[static_cast<std::size_t>(it - t.begin()) - 1];
}

double Series::mean(double from, double to) const {
    if (to <= from) return at(from);
    double sum = 0;
    double cursor = from;
    double value = at(from);
    auto it = std::upper_bound(t.begin(), t.end(), from);
    for (; it != t.end() && *it < to; ++it) {
        sum += value * (*it - cursor);
        cursor = *it;
        value = v[static_cast<std::size_t>(it - t.begin())];
    }
    sum += value * (to - cursor);
    return sum / (to - from);
}

double weighted_mean(const Series& value, const Series& weight, double from, double to) {
    if (to <= from) return value.at(from);
    // Both are step functions: integrate their product between the union of their steps.
    std::vector<double> cuts{from, to};
    for (const Series* s : {&value, &weight})
        for (double x : s->t)
            if (x > from && x < to) cuts.push_back(x);
    std::sort(cuts.begin(), cuts.end());
    double product = 0, total = 0;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        const double dt = cuts[i + 1] - cuts[i];
        if (dt <= 0) continue;
        const double w = weight.at(cuts[i]);
        product += value.at(cuts[i]) * w * dt;
        total += w * dt;
    }
    return total > 0 ? product / total : 0;
}

std::string io_weight_metric(const std::string& metric) {
    if (metric == "latency_ms" || metric == "host_queue_ms" || metric.rfind("hop_ms.", 0) == 0) return "iops";
    if (metric == "read_latency_ms") return "iops_read";
    if (metric == "write_latency_ms") return "iops_write";
    return "";
}

double reported_mean(const Recorder& rec, Id entity, const std::string& metric, double from, double to) {
    const Series* s = rec.find(entity, metric);
    if (!s) return 0;
    const Series* w = rec.find(entity, io_weight_metric(metric));
    return w ? weighted_mean(*s, *w, from, to) : s->mean(from, to);
}

double Series::max() const {
    return v.empty() ? 0 : *std::max_element(v.begin(), v.end());
}

std::vector<double> Series::sample(double from, double to, double step) const {
    std::vector<double> out;
    for (double x = from; x < to - 1e-9; x += step) out.push_back(at(x));
    return out;
}

std::vector<double> Series::bins(double from, double to, double step) const {
    std::vector<double> out;
    for (double x = from; x < to - 1e-9; x += step) out.push_back(mean(x, std::min(to, x + step)));
    return out;
}

void Recorder::record(Id entity, const std::string& metric, double t, double value) {
    if (std::abs(value) < 1e-12) value = 0;  // a solver's residue (a 1e-19 ms wait) is nothing
    Series& s = series_[SeriesKey{entity, metric}];
    if (!s.v.empty()) {
        const double last = s.v.back();
        if (std::abs(value - last) <= 1e-9 * std::max(1.0, std::abs(last))) return;
        if (s.t.back() == t) {  // several updates at one instant: keep the last
            s.v.back() = value;
            return;
        }
    }
    s.t.push_back(t);
    s.v.push_back(value);
}

void Recorder::event(double t, Id entity, std::string kind, std::string detail) {
    events_.push_back({t, entity, std::move(kind), std::move(detail)});
}

const Series* Recorder::find(Id entity, const std::string& metric) const {
    auto it = series_.find(SeriesKey{entity, metric});
    return it == series_.end() ? nullptr : &it->second;
}

const Series& Recorder::series(Id entity, const std::string& metric) const {
    static const Series kEmpty;
    const Series* s = find(entity, metric);
    return s ? *s : kEmpty;
}

std::size_t Recorder::point_count() const {
    std::size_t n = 0;
    for (const auto& [k, s] : series_) n += s.t.size();
    return n;
}

}  // namespace santwin::engine
