// The flow builder's locking half: per LU, each host's command and lock rates (from the last
// solution), turned into reservation waits and conflicts (engine/flow/locking.h).
#include "engine/flow/build_context.h"

namespace santwin::engine {

namespace {
// Commands a stream's host sends to `lu` per I/O of the stream.
double commands_on(const StreamSpec& s, Id lu) {
    double n = 0;
    for (const Leg& leg : s.legs)
        if (leg.region.lu == lu && !leg.array_internal && !leg.device) n += leg.per_io;
    return n;
}

bool uses_ats(BuildContext& ctx, Id host, Id lu) {
    const devices::HostParams& hp = ctx.catalog().host(host_version(ctx.topology(), host));
    const Entity* h = ctx.topology().find(host);
    const bool host_vaai = h && h->kind == Kind::EsxHost && h->flag("vaai");
    return hp.ats_available > 0 && host_vaai && ctx.storage().array(ctx.storage().lu(lu).array).vaai;
}

double round_trip_s(BuildContext& ctx, Id host, Id lu) {
    const devices::HostParams& hp = ctx.catalog().host(host_version(ctx.topology(), host));
    const auto& ap = ctx.storage().array(ctx.storage().lu(lu).array).params;
    return (hp.stack_latency_ms + ap.front_end_latency_ms) / 1000.0;
}
}  // namespace

double BuildContext::last_rate(const std::string& stream) const {
    auto it = builder.last_rate_.find(stream);
    return it == builder.last_rate_.end() ? 0.0 : it->second;
}

double BuildContext::lock_rate(const std::string& stream) const {
    auto it = builder.lock_rate_.find(stream);
    return it == builder.lock_rate_.end() ? 0.0 : it->second;
}

void prepare_locking(BuildContext& ctx) {
    std::map<Id, std::map<Id, HostLockLoad>> per_lu;
    for (const StreamSpec& s : ctx.streams) {
        const Id lu = s.main_region().lu;
        if (!s.host || !lu) continue;
        const double x = s.locks_per_io > 0 ? ctx.lock_rate(s.name) : ctx.last_rate(s.name);
        HostLockLoad& l = per_lu[lu][s.host];
        l.io_per_s += x * commands_on(s, lu);
        l.locks_per_s += x * s.locks_per_io;
        const devices::HostParams& hp = ctx.catalog().host(host_version(ctx.topology(), s.host));
        l.ats = uses_ats(ctx, s.host, lu);
        // Shared records matter to ATS only; a lock taken with a reservation holds the whole LU.
        if (!l.ats || s.locks_by_reservation) l.reservations_per_s += x * s.locks_per_io;
        else l.shared_locks_per_s += x * s.shared_locks_per_io;
        // The reservation is held while the host reads the lock's metadata from disk and writes
        // it back: the hold includes a read at the LU's current read latency.
        const double metadata_read_s = ctx.last_read_latency(lu);
        l.hold_s = hp.reservation_hold_ms / 1000.0 + hp.reservation_commands * round_trip_s(ctx, s.host, lu) +
                   metadata_read_s;
        l.ats_hold_s = hp.ats_hold_ms / 1000.0 + hp.ats_commands * round_trip_s(ctx, s.host, lu);
        l.retry_s = hp.conflict_retry_ms / 1000.0;
    }
    for (const auto& [lu, hosts] : per_lu) {
        bool locking = false;
        for (const auto& [h, l] : hosts) locking = locking || l.locks_per_s > 0;
        if (!locking) continue;
        for (const auto& [h, e] : lock_effects(hosts)) ctx.lock_effect[{lu, h}] = e;
    }
}

void add_locking(BuildContext& ctx, const StreamSpec& s, ClassSpec& c, ClassInfo& info) {
    const Id lu = s.main_region().lu;
    if (!s.host || !lu) return;
    const devices::HostParams& hp = ctx.catalog().host(host_version(ctx.topology(), s.host));
    const double rtt = round_trip_s(ctx, s.host, lu);
    // Taking a lock. A SCSI reservation holds the whole LU — its commands, the hold and the
    // metadata read — so reservations of all hosts queue for the LU one at a time (a one-server
    // station). ATS locks run in parallel; only updates of a record several hosts share queue
    // for that record.
    info.locks_per_io = s.locks_per_io;
    if (s.locks_per_io > 0) {
        const bool ats = uses_ats(ctx, s.host, lu) && !s.locks_by_reservation;
        if (ats) {
            const double ats_s = s.locks_per_io * (hp.ats_commands * rtt + hp.ats_hold_ms / 1000.0);
            c.fixed_latency_s += ats_s;
            info.lock_fixed_s += ats_s;
            if (s.shared_locks_per_io > 0) {
                const int record = ctx.device_station(lu, "shared_lock_record",
                                                      Station{ctx.describe(lu) + " shared lock record", 1});
                info.lock_visits.push_back(static_cast<int>(c.visits.size()));
                c.visits.push_back({record, s.shared_locks_per_io * hp.ats_hold_ms / 1000.0, 0, false, VisitTag::Other});
            }
        } else {
            const double hold = hp.reservation_hold_ms / 1000.0 + hp.reservation_commands * rtt + ctx.last_read_latency(lu);
            const int reservation =
                ctx.device_station(lu, "reservation", Station{ctx.describe(lu) + " SCSI reservation", 1});
            info.lock_visits.push_back(static_cast<int>(c.visits.size()));
            c.visits.push_back({reservation, s.locks_per_io * hold, 0, false, VisitTag::Other});
        }
    }
    auto it = ctx.lock_effect.find({lu, s.host});
    if (it == ctx.lock_effect.end()) return;
    const LockEffect& e = it->second;
    const double commands = commands_on(s, lu);
    const double waits_s = commands * e.wait_per_io_s + s.locks_per_io * e.conflicts_per_lock * hp.conflict_retry_ms / 1000.0;
    c.fixed_latency_s += waits_s;
    info.lock_fixed_s += waits_s;
    // What esxtop counts as conflicts (CONS/s) are failed lock attempts: a reservation or ATS
    // that found the lock held. Ordinary commands bounced off another host's reservation are
    // retried by the VMkernel and show as latency above.
    info.conflicts_per_io = s.locks_per_io * e.conflicts_per_lock;
}

}  // namespace santwin::engine
