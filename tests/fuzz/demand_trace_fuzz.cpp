// libFuzzer target: a measured-load capture of any bytes, as santwin-cli replay --trace reads it
// (the format is recognised by content). Built twice, fed with seeds of an esxtop batch CSV and
// of a vCenter performance CSV. The reader must refuse what it cannot read with an ImportError
// naming file and line; every trace it returns must hold samples at a finite positive interval,
// rates finite and not negative, latencies not measured (NaN) or finite and not negative, be
// summable into a profile and answer at() at its start and end.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "demand/demand_trace.h"
#include "import/import_error.h"

using namespace santwin;

namespace {
void check_trace(const demand::DemandTrace& trace) {
    if (trace.samples.empty() || !(trace.interval_s > 0) || !std::isfinite(trace.interval_s)) std::abort();
    for (const demand::DemandSample& s : trace.samples) {
        for (double rate : {s.read_iops, s.write_iops, s.read_mb_s, s.write_mb_s})
            if (!std::isfinite(rate) || rate < 0) std::abort();
        for (double ms : {s.read_ms, s.write_ms})
            if (!std::isnan(ms) && (!std::isfinite(ms) || ms < 0)) std::abort();
    }
    demand::summarise(trace, 0.5, 32);
    trace.at(0);
    trace.at(trace.duration_s());
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        const demand::MeasuredLoad load =
            demand::read_measured_load(std::string(reinterpret_cast<const char*>(data), size), "capture.csv");
        for (const auto& t : load.vms) check_trace(t);
        for (const auto& t : load.devices) check_trace(t);
    } catch (const import::ImportError&) {
    }
    return 0;
}
