#include "engine/flow/locking.h"

#include <algorithm>

namespace santwin::engine {

std::map<Id, LockEffect> lock_effects(const std::map<Id, HostLockLoad>& hosts) {
    double reserved = 0, shared_ats = 0;
    for (const auto& [h, l] : hosts) {
        reserved += l.reservations_per_s * l.hold_s;
        if (l.ats) shared_ats += l.shared_locks_per_s * l.ats_hold_s;
    }
    std::map<Id, LockEffect> out;
    for (const auto& [h, l] : hosts) {
        LockEffect e;
        // Share of time another host holds a reservation of the LU.
        const double others = std::min(0.95, reserved - l.reservations_per_s * l.hold_s);
        if (others > 0) {
            double hold = 0, n = 0;
            for (const auto& [h2, l2] : hosts)
                if (h2 != h) {
                    hold += l2.reservations_per_s * l2.hold_s * l2.hold_s;
                    n += l2.reservations_per_s * l2.hold_s;
                }
            const double mean_hold = n > 0 ? hold / n : 0;
            const double retries = 1.0 + (l.retry_s > 0 ? 0.5 * mean_hold / l.retry_s : 0.0);
            e.wait_per_io_s = others * (0.5 * mean_hold + l.retry_s);
            e.conflicts_per_io = others * retries;
            e.conflicts_per_lock = e.conflicts_per_io;
        }
        // ATS: a shared record another host is updating right now.
        if (l.ats && l.locks_per_s > 0) {
            const double busy = std::min(0.95, shared_ats - l.shared_locks_per_s * l.ats_hold_s);
            const double share = l.shared_locks_per_s / l.locks_per_s;
            e.conflicts_per_lock += share * std::max(0.0, busy);
        }
        out[h] = e;
    }
    return out;
}

}  // namespace santwin::engine
