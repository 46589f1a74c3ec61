// The front-end half of the flow builder: host stack, multipath shares, HBA and array ports,
// controller microprocessors, cross-path / proxy I/O and LU ownership ping-pong.
#include <algorithm>
#include <set>
#include <tuple>

#include "engine/flow/build_context.h"

namespace santwin::engine {

namespace {
constexpr double kHostPortEfficiency = 0.93;  // domain.md §3: achieved FC throughput ~90–95% of payload

std::string host_version(const Topology& t, Id host) {
    const Entity* e = t.find(host);
    if (e && e->kind == Kind::EsxHost) return e->text("version");
    return "4.0";  // a Windows proxy's HBA stack behaves like any other; the version only picks costs
}

double port_speed(const Topology& t, Id port) { return t.at(port).num("speed_gbps", 4); }

bool asymmetric(const ArrayRt& a) { return a.architecture == "alua" || a.architecture == "active_passive"; }
}  // namespace

double port_mb_s(double speed_gbps, const std::string& protocol) {
    // domain.md §3: 1/2/4/8 GFC carry ~100/200/400/800 MB/s per direction; Ethernet 1/10 Gb/s
    // carries its bit rate / 8 less framing.
    if (protocol == "ethernet") return speed_gbps * 125.0 * 0.94;
    return speed_gbps * 100.0;
}

void prepare_context(BuildContext& ctx) {
    StorageModel& sm = ctx.storage();
    // Random-read working sets per array (a region read by many streams counts once: linked
    // clones reading one replica share the cache).
    std::map<Id, std::set<std::tuple<Id, double, double>>> seen;
    std::map<Id, double> working_set_gb;
    for (const StreamSpec& s : ctx.streams) {
        if (!s.region.lu || s.shape.read_fraction <= 0 || s.shape.random_fraction <= 0) continue;
        const LuRt& lu = sm.lu(s.region.lu);
        if (seen[lu.array].insert({s.region.lu, s.region.from_gb, s.region.to_gb}).second)
            working_set_gb[lu.array] += s.region.span() * s.shape.working_set;
        if (s.host) ctx.lu_population[s.region.lu] += s.population;
    }
    for (const auto& [id, a] : sm.arrays()) {
        const double cache = a.params.cache_gb_per_controller * std::max<size_t>(1, a.controllers.size()) *
                             a.params.read_cache_share;
        const double ws = working_set_gb[id];
        ctx.random_read_hit[id] = ws > 0 ? std::min(0.95, cache / ws) : 0.0;
    }
    // Asymmetric arrays: round robin over both controllers ping-pongs ownership; otherwise an
    // LU follows the controller most of its I/O arrives at (implicit transfer / trespass).
    std::map<Id, std::map<Id, double>> arrivals;
    for (const StreamSpec& s : ctx.streams) {
        if (!s.host || !s.region.lu) continue;
        const LuRt& lu = sm.lu(s.region.lu);
        if (!asymmetric(sm.array(lu.array))) continue;
        const auto paths = ctx.paths().active_paths(s.host, s.region.lu);
        std::set<Id> controllers;
        for (const auto& wp : paths) {
            arrivals[s.region.lu][wp.path.controller] += wp.share * s.population;
            controllers.insert(wp.path.controller);
        }
        if (controllers.size() > 1) {
            ctx.lu_thrashing[s.region.lu] = true;
            ctx.lu_rr_iops[s.region.lu] = ctx.paths().policy(s.host, s.region.lu).rr_iops;
        }
    }
    for (const auto& [lu_id, per_ctl] : arrivals) {
        if (ctx.lu_thrashing[lu_id]) continue;
        auto best = std::max_element(per_ctl.begin(), per_ctl.end(),
                                     [](const auto& a, const auto& b) { return a.second < b.second; });
        LuRt& lu = sm.lu(lu_id);
        if (best != per_ctl.end() && best->first != lu.owner) {
            lu.owner = best->first;
            ctx.record_ownership_change(lu_id, best->first);
        }
    }
}

void add_front_end(BuildContext& ctx, const StreamSpec& s, ClassSpec& c, ClassInfo& info) {
    StorageModel& sm = ctx.storage();
    const LuRt& lu = sm.lu(s.region.lu);
    const ArrayRt& a = sm.array(lu.array);
    const devices::ArrayParams& ap = a.params;
    const IoShape& sh = s.shape;

    double reads = sh.read_fraction, writes = 1.0 - sh.read_fraction;
    double mb_in = writes * sh.write_kb / 1024.0, mb_out = reads * sh.read_kb / 1024.0;
    for (const ExtraIo& e : s.extras) {
        (e.write ? writes : reads) += e.per_io;
        (e.write ? mb_in : mb_out) += e.per_io * (e.wire_kb >= 0 ? e.wire_kb : e.kb) / 1024.0;
    }
    info.array_ios_per_io = reads + writes;
    info.mb_per_io = mb_in + mb_out;
    const double mp_cost_s = (ap.mp_us_per_io * (reads + writes) + ap.mp_us_per_mb * (mb_in + mb_out)) * 1e-6;

    if (!s.host) {  // work the array does by itself (XCOPY, WRITE SAME, reclaim)
        if (lu.owner)
            c.visits.push_back({ctx.mp_station(lu.owner), ap.xcopy_mp_us_per_mb * (mb_in + mb_out) * 1e-6, 0, false,
                                VisitTag::Other});
        return;
    }

    const devices::HostParams& hp = ctx.catalog().host(host_version(ctx.topology(), s.host));
    c.fixed_latency_s += hp.stack_latency_ms / 1000.0;
    // Every I/O the host issues (the stream's own and the extras it waits for) is acknowledged
    // by the array's front end.
    c.fixed_latency_s += (reads + writes) * ap.front_end_latency_ms / 1000.0;

    const bool thrash = ctx.lu_thrashing.count(s.region.lu) && ctx.lu_thrashing.at(s.region.lu);
    for (const WeightedPath& wp : ctx.paths().active_paths(s.host, s.region.lu)) {
        const double w = wp.share;
        const Id ip = wp.path.initiator_port, tp = wp.path.target_port;
        const double bw_i = port_mb_s(port_speed(ctx.topology(), ip), "fc") * kHostPortEfficiency;
        const double bw_t = port_mb_s(port_speed(ctx.topology(), tp), "fc") * ap.port_efficiency;
        c.visits.push_back({ctx.port_station(ip, true), w * mb_in / bw_i, 0, false, VisitTag::Write});
        c.visits.push_back({ctx.port_station(ip, false), w * mb_out / bw_i, 0, false, VisitTag::Read});
        c.visits.push_back({ctx.port_station(tp, true), w * mb_in / bw_t, 0, false, VisitTag::Write});
        c.visits.push_back({ctx.port_station(tp, false), w * mb_out / bw_t, 0, false, VisitTag::Read});
        info.ports.push_back({ip, w * reads, w * writes, w * (mb_in + mb_out)});
        info.ports.push_back({tp, w * reads, w * writes, w * (mb_in + mb_out)});

        const Id receiving = wp.path.controller;
        if (!asymmetric(a)) {
            // Symmetric active-active: the receiving controller does the work, and dynamic load
            // balancing hands a share of it to the partner.
            Id other = receiving;
            for (Id ctl : a.controllers)
                if (ctl != receiving) other = ctl;
            const double s_other = other != receiving ? ap.load_balance_share : 0.0;
            c.visits.push_back({ctx.mp_station(receiving), w * (1 - s_other) * mp_cost_s, 0, false, VisitTag::Other});
            if (s_other > 0)
                c.visits.push_back({ctx.mp_station(other), w * s_other * mp_cost_s, 0, false, VisitTag::Other});
            if (lu.owner && receiving != lu.owner) c.fixed_latency_s += w * ap.cross_path_latency_ms / 1000.0;
        } else if (thrash || receiving == lu.owner || !lu.owner) {
            c.visits.push_back({ctx.mp_station(receiving), w * mp_cost_s, 0, false, VisitTag::Other});
        } else {
            // ALUA proxy: the receiving controller forwards to the owner, which does the work.
            c.visits.push_back({ctx.mp_station(receiving), w * 0.5 * mp_cost_s, 0, false, VisitTag::Other});
            c.visits.push_back({ctx.mp_station(lu.owner), w * ap.proxy_mp_factor * mp_cost_s, 0, false, VisitTag::Other});
            c.fixed_latency_s += w * ap.proxy_latency_ms / 1000.0;
        }
    }

    if (thrash) {
        // Round robin over both controllers: every `rr_iops` I/Os the path changes, the LU's
        // ownership follows, and while it moves (cache flush, hand-over) no I/O to the LU is
        // served. A stall of T every rr_iops I/Os costs each I/O T * N / rr_iops with N I/Os of
        // the LU outstanding; both processors spend transfer work each time.
        const double rr = std::max(1.0, ctx.lu_rr_iops[s.region.lu]);
        info.transfers_per_io = 1.0 / rr;
        info.thrash_lu = s.region.lu;
        c.fixed_latency_s += ap.ownership_transfer_ms / 1000.0 * ctx.lu_population[s.region.lu] / rr;
        for (Id ctl : a.controllers)
            c.visits.push_back({ctx.mp_station(ctl), ap.ownership_transfer_mp_ms / 1000.0 / rr, 0, false, VisitTag::Other});
    }
}

}  // namespace santwin::engine
