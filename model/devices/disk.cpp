#include "devices/disk.h"

#include <algorithm>
#include <cmath>

namespace santwin::devices {

double rotational_latency_ms(const DiskParams& d) {
    return d.rpm > 0 ? 0.5 * 60000.0 / d.rpm : 0.0;
}

DiskTime disk_op_time(const DiskParams& d, const DiskOp& op) {
    const double transfer_ms = op.kb / 1024.0 / d.media_mb_s * 1000.0;
    DiskTime t;
    t.fixed_ms = d.overhead_ms + transfer_ms;
    if (d.is_flash()) {
        t.fixed_ms += op.kind == OpKind::Write ? d.seek_write_ms : d.seek_read_ms;
        return t;
    }
    switch (op.access) {
        case Access::Random: {
            const double avg = op.kind == OpKind::Write ? d.seek_write_ms : d.seek_read_ms;
            const double stroke = std::clamp(op.stroke, 0.0, 1.0);
            const double seek = d.settle_ms + std::max(0.0, avg - d.settle_ms) * std::sqrt(stroke);
            t.positioning_ms = seek + rotational_latency_ms(d);
            break;
        }
        case Access::Destage:
            // Coalesced dirty data is written where it lies: no long seek, but the platter
            // has to come round to the start of the run.
            t.positioning_ms = d.settle_ms + rotational_latency_ms(d);
            break;
        case Access::Streaming:
            break;  // head already on the track: overhead + transfer only
    }
    if (d.queue_gain_kb > 0 && op.kb > d.queue_gain_kb) {
        // Large transfers: reordering saves only part of their positioning (the rest is a
        // fixed cost, whatever the queue).
        const double reorderable = d.queue_gain_kb / op.kb;
        t.fixed_ms += t.positioning_ms * (1 - reorderable);
        t.positioning_ms *= reorderable;
    }
    return t;
}

double queue_gain(const DiskParams& d, double q) {
    if (q <= 0 || d.queue_gain_alpha <= 0) return 1.0;
    return std::min(d.queue_gain_cap, std::pow(q + 1.0, d.queue_gain_alpha));
}

}  // namespace santwin::devices
