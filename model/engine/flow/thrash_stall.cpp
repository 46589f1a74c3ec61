#include "engine/flow/thrash_stall.h"

#include <algorithm>

namespace santwin::engine {

ThrashStall thrash_stall(double transfer_s, const LuMix& lu, double rr_iops) {
    const double stall_per_io = lu.population / std::max(1.0, rr_iops) * std::max(0.0, transfer_s);
    const double write_share = std::clamp(lu.write_share, 0.0, 1.0), read_share = 1.0 - write_share;
    // Share of the outstanding I/Os that are reads (rate x latency); equal latencies until a
    // solution is known.
    const double r = read_share * (lu.read_latency_s > 0 ? lu.read_latency_s : 1.0);
    const double w = write_share * (lu.write_latency_s > 0 ? lu.write_latency_s : 1.0);
    const double reads_outstanding = r + w > 0 ? r / (r + w) : read_share;
    ThrashStall s;
    if (read_share > 0) s.per_read_s = stall_per_io * reads_outstanding / read_share;
    if (write_share > 0) s.per_write_s = stall_per_io * (1.0 - reads_outstanding) / write_share;
    return s;
}

}  // namespace santwin::engine
