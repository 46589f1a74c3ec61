#pragma once
// What a run recorded: time series per (entity, metric) and an event log.
//
// Series are stored as change points (t, value): a value is appended only when it differs from
// the last one, so a six-hour steady run costs a handful of points per series, and the value at
// any time is a binary search (seeking is an index, not a re-run).
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "topology/value.h"

namespace santwin::engine {

struct SeriesKey {
    Id entity = kNoId;
    std::string metric;  // "iops_read", "busy_pct", ...
    auto operator<=>(const SeriesKey&) const = default;
};

struct Series {
    std::vector<double> t;
    std::vector<double> v;

    // Value in force at time `at` (the last change at or before it); 0 before the first.
    double at(double at) const;
    // Time-weighted mean over [from, to).
    double mean(double from, double to) const;
    double max() const;
    // Samples every `step` seconds over [from, to): value in force at each step start.
    std::vector<double> sample(double from, double to, double step) const;
    // Mean of each `step`-wide bin over [from, to).
    std::vector<double> bins(double from, double to, double step) const;

    bool operator==(const Series&) const = default;
};

// Mean of `value` over [from, to) weighted by `weight` (a latency by its IOPS): what the I/Os
// saw on average, rather than the time average, which counts idle stretches as much as busy
// ones. 0 when the weight is zero throughout.
double weighted_mean(const Series& value, const Series& weight, double from, double to);

// The rate a per-I/O metric of an entity is averaged by ("latency_ms" -> "iops",
// "read_latency_ms" -> "iops_read", "hop_ms.drives" -> "iops"); "" for metrics averaged over time.
std::string io_weight_metric(const std::string& metric);

class Recorder;
// What a reader expects as the mean of an entity's metric over [from, to): per I/O for a
// per-I/O metric (io_weight_metric), over time for the rest; 0 when nothing was recorded.
double reported_mean(const Recorder& rec, Id entity, const std::string& metric, double from, double to);

struct Event {
    double t = 0;
    Id entity = kNoId;
    std::string kind;    // "operation_start", "scsi_conflict", "ownership_change", ...
    std::string detail;
    bool operator==(const Event&) const = default;
};

// A recorded utilization: the busy share (0-100 %) of a resource ("busy_pct", "mp_pct",
// "port_engine_pct"...), not a ratio such as the cache's read hits: what "busiest" lists and the
// diagram tints by.
bool is_utilization_metric(const std::string& metric);

class Recorder {
public:
    void record(Id entity, const std::string& metric, double t, double value);
    void event(double t, Id entity, std::string kind, std::string detail);

    const Series* find(Id entity, const std::string& metric) const;
    const Series& series(Id entity, const std::string& metric) const;  // empty series if none
    const std::map<SeriesKey, Series>& all() const { return series_; }
    const std::vector<Event>& events() const { return events_; }
    std::size_t point_count() const;

    void set_end(double t) { end_ = t; }
    double end() const { return end_; }

    // Puts back a series exactly as it was recorded (loading a saved run); replaces any series
    // of that key. Times must be ascending.
    void restore(SeriesKey key, Series series) { series_[std::move(key)] = std::move(series); }

    bool operator==(const Recorder&) const = default;

private:
    std::map<SeriesKey, Series> series_;
    std::vector<Event> events_;
    double end_ = 0;
};

}  // namespace santwin::engine
