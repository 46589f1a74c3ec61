#pragma once
// Measured per-VM demand over time, from esxtop batch mode (`esxtop -b`, perfmon CSV) or a
// vCenter performance export (PowerCLI Get-Stat | Export-Csv: Value, Timestamp, MetricId,
// Entity, Instance). Each sample holds one interval's rates and latencies; a replay holds them
// piecewise constant: sample k from k * interval to (k + 1) * interval after the first one.
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "workloads/io_profile.h"

namespace santwin::demand {

// Samples a capture may hold, over all its VM traces (and again over its device traces): a year of vCenter's real-time 20 s samples for
// one VM (1,576,800) fits; more would be hundreds of MB of memory from a few bytes of hostile
// timestamps.  [U] chosen, not sourced.
constexpr std::size_t kMaxTraceSamples = 2'000'000;

struct DemandSample {
    double read_iops = 0, write_iops = 0;
    double read_mb_s = 0, write_mb_s = 0;
    double read_ms = NAN, write_ms = NAN;  // measured latency; NaN when the capture has none

    double iops() const { return read_iops + write_iops; }
    // Latency over all I/O, weighted by reads and writes; NaN when not measured.
    double latency_ms() const;
};

// One VM's (or one device's) measured series.
struct DemandTrace {
    std::string name;       // VM name, or the device's naa id
    double interval_s = 0;  // seconds between samples
    std::vector<DemandSample> samples;

    // The sample in force at `t_s` after the trace's start (the last one after its end).
    const DemandSample& at(double t_s) const;
    double duration_s() const { return interval_s * static_cast<double>(samples.size()); }
};

struct MeasuredLoad {
    std::string source;              // "esxtop batch CSV: file" ...
    std::vector<DemandTrace> vms;    // per VM, in name order
    std::vector<DemandTrace> devices;  // per SCSI device (esxtop), in name order
};

// Throw ImportError (file, line, reason) on a malformed capture.
MeasuredLoad read_esxtop(const std::string& text, const std::string& file);
MeasuredLoad read_vcenter_perf(const std::string& text, const std::string& file);
// By content: esxtop's "(PDH-CSV" header or vCenter's MetricId column.
MeasuredLoad read_measured_load(const std::string& text, const std::string& file);

// The trace as one stationary profile (--as-profile): mean rates over the samples, the read
// share and transfer sizes they imply, `random_fraction` and `threads` as given (a capture
// holds neither).
workloads::IoProfile summarise(const DemandTrace& trace, double random_fraction, double threads);

}  // namespace santwin::demand
