// controller microprocessors, cross-path / proxy I/O and LU ownership ping-pong.
#include <algorithm>
#include <set>
#include <tuple>

#include "topology/port_speeds.h"
#include "engine/flow/build_context.h"
#include "engine/flow/load_balancing.h"
#include "engine/flow/thrash_stall.h"

namespace santwin::engine {

namespace {

}  // namespace

std::string host_version(const Topology& t, Id host) {
    const Entity* e = t.find(host);
    if (e && e->kind == Kind::EsxHost) return e->text("version");
    return "4.0";  // a Windows proxy's HBA stack behaves like any other; the version only picks costs
}

namespace {
double port_speed(const Topology& t, Id port) { return port_line_rate(t, port, 4); }

bool asymmetric(const ArrayRt& a) { return a.architecture == "alua" || a.architecture == "active_passive"; }

// The paths a host's I/O to `lu_id` takes under its policy. Round robin under VMW_SATP_ALUA keeps
// to the active-optimized ones (domain.md §5, useANO=0): those to the LU's owning controller,
// while one of them is usable.
std::vector<WeightedPath> policy_paths(BuildContext& ctx, Id host, Id lu_id) {
    std::vector<WeightedPath> paths = ctx.paths().active_paths(host, lu_id);
    const PolicySpec spec = ctx.paths().policy(host, lu_id);
    if (spec.policy != "rr" || paths.size() < 2) return paths;
    const LuRt& lu = ctx.storage().lu(lu_id);
    const bool alua = spec.satp == "alua" ||
                      (spec.satp == "auto" && ctx.storage().array(lu.array).architecture == "alua" &&
                       ctx.catalog().host(host_version(ctx.topology(), host)).alua_satp > 0);
    if (!alua || !lu.owner) return paths;
    std::vector<WeightedPath> optimized;
    for (const WeightedPath& wp : paths)
        if (wp.path.controller == lu.owner) optimized.push_back(wp);
    if (optimized.empty()) return paths;
    for (WeightedPath& wp : optimized) wp.share = 1.0 / static_cast<double>(optimized.size());
    return optimized;
}
}  // namespace

double BuildContext::link_gbps(Id port) {
    // A port gone dark that hosts have not yet given up: I/O sent through it waits (operations/failures.h).
    constexpr double kDarkGbps = 1e-6;
    if (paths().dead(port)) return kDarkGbps;
    const Topology& t = topology();
    if (cabled_gbps.empty())
        for (Id link : t.all_of(Kind::Link)) {
            const Id a = t.at(link).ref("a"), b = t.at(link).ref("b");
            if (!a || !b || !t.contains(a) || !t.contains(b)) continue;
            const double rate = std::min(port_speed(t, a), port_speed(t, b));
            cabled_gbps[a] = rate;
            cabled_gbps[b] = rate;
        }
    const auto it = cabled_gbps.find(port);
    return it == cabled_gbps.end() ? port_speed(t, port) : it->second;
}

double port_mb_s(double speed_gbps, const std::string& protocol) {
    // domain.md §3: 1/2/4/8 GFC carry ~100/200/400/800 MB/s per direction; Ethernet 1/10 Gb/s
    // carries its bit rate / 8 less framing.
    if (protocol == "ethernet") return speed_gbps * 125.0 * 0.94;
    return speed_gbps * 100.0;
}

namespace {
// Streams reading the same data one after another (the copies of a linked clones' base disk,
// started together) share it through the cache: the first reader of a block brings it in, the
// others find it there, as long as the data they read together fits in the array's read cache.
// Of k such streams, each sends 1/k of its reads to disk.
void share_sequential_reads(BuildContext& ctx) {
    struct Read {
        std::string stream;
        Id lu;
        double from, to;
    };
    std::vector<Read> reads;
    for (const StreamSpec& s : ctx.streams)
        for (const Leg& leg : s.legs)
            if (leg.region.lu && !leg.write && leg.random_fraction < 1 && leg.region.span() > 0)
                reads.push_back({leg.why == "io" ? s.name : s.name + "/" + leg.why, leg.region.lu,
                                 leg.region.from_gb, leg.region.to_gb});
    for (const Read& r : reads) {
        std::set<std::string> readers{r.stream};
        double from = r.from, to = r.to;
        for (const Read& o : reads)
            if (o.lu == r.lu && o.from < r.to && r.from < o.to) {
                readers.insert(o.stream);
                from = std::min(from, o.from);
                to = std::max(to, o.to);
            }
        if (readers.size() < 2) continue;
        const ArrayRt& a = ctx.storage().array(ctx.storage().lu(r.lu).array);
        const double cache = a.params.cache_gb_per_controller * std::max<size_t>(1, a.controllers.size()) *
                             a.params.read_cache_share;
        if (to - from <= cache) ctx.shared_read_disk_share[{r.stream, r.lu}] = 1.0 / static_cast<double>(readers.size());
    }
}

// Symmetric arrays with dynamic load balancing (AMS 2000): each LU's management goes to the
// controller that balances the processors best, given where its I/O arrives (load_balancing.h).
void balance_lu_management(BuildContext& ctx) {
    StorageModel& sm = ctx.storage();
    std::map<Id, std::map<Id, double>> arrivals;  // LU -> controller -> I/Os per second
    for (const StreamSpec& s : ctx.streams) {
        const double rate = ctx.last_rate(s.name) > 0 ? ctx.last_rate(s.name) : s.population;
        for (const Leg& leg : s.legs) {
            const Id host = leg.host ? leg.host : s.host;
            if (!host || !leg.region.lu || leg.array_internal) continue;
            const LuRt& lu = sm.lu(leg.region.lu);
            const ArrayRt& a = sm.array(lu.array);
            if (asymmetric(a) || a.params.dynamic_load_balancing <= 0 || a.controllers.size() < 2) continue;
            for (const auto& wp : policy_paths(ctx, host, leg.region.lu))
                arrivals[leg.region.lu][wp.path.controller] += wp.share * rate * leg.per_io;
        }
    }
    std::map<Id, std::vector<Id>> lus_of_array;
    for (const auto& [lu_id, _] : arrivals) lus_of_array[sm.lu(lu_id).array].push_back(lu_id);
    for (const auto& [array_id, lu_ids] : lus_of_array) {
        const ArrayRt& a = sm.array(array_id);
        auto index_of = [&](Id ctl) {
            const auto it = std::find(a.controllers.begin(), a.controllers.end(), ctl);
            return it == a.controllers.end() ? 0 : static_cast<int>(it - a.controllers.begin());
        };
        std::vector<ManagedLu> lus;
        for (Id lu_id : lu_ids) {
            ManagedLu m;
            m.manager = index_of(sm.lu(lu_id).owner);
            m.arrivals.assign(a.controllers.size(), 0.0);
            for (const auto& [ctl, rate] : arrivals.at(lu_id)) m.arrivals[static_cast<size_t>(index_of(ctl))] += rate;
            lus.push_back(std::move(m));
        }
        const ForwardingCost cost{a.params.front_end_mp_share, a.params.proxy_mp_factor};
        const std::vector<int> managers = balance_management(lus, cost, static_cast<int>(a.controllers.size()));
        for (size_t i = 0; i < lu_ids.size(); ++i) {
            const Id ctl = a.controllers[static_cast<size_t>(managers[i])];
            LuRt& lu = sm.lu(lu_ids[i]);
            if (lu.owner == ctl) continue;
            lu.owner = ctl;
            ctx.record_ownership_change(lu.id, ctl);
        }
    }
}
}  // namespace

void prepare_context(BuildContext& ctx) {
    StorageModel& sm = ctx.storage();
    // Random-read working sets per array (a region read by many streams counts once: linked
    // clones reading one replica share the cache).
    std::map<Id, std::set<std::tuple<Id, double, double>>> seen;
    std::map<Id, double> working_set_gb;
    for (const StreamSpec& s : ctx.streams)
        for (const Leg& leg : s.legs) {
            if (!leg.region.lu) continue;
            if (s.host && !leg.array_internal) ctx.lu_population[leg.region.lu] += s.population * leg.per_io;
            if (leg.write || leg.random_fraction <= 0) continue;
            const LuRt& lu = sm.lu(leg.region.lu);
            if (seen[lu.array].insert({leg.region.lu, leg.region.from_gb, leg.region.to_gb}).second) {
                working_set_gb[lu.array] += leg.region.span() * leg.working_set;
                ctx.lu_working_set_gb[leg.region.lu] += leg.region.span() * leg.working_set;
            }
        }
    for (const auto& [id, a] : sm.arrays()) {
        const double cache = a.params.cache_gb_per_controller * std::max<size_t>(1, a.controllers.size()) *
                             a.params.read_cache_share;
        const double ws = working_set_gb[id];
        // Random reads spread evenly over the working set hit with the share of it the read cache
        // holds; a working set the cache holds whole is served from it.
        ctx.array_read_hit[id] = ws > 0 ? std::min(1.0, cache / ws) : 0.0;
    }
    share_sequential_reads(ctx);
    balance_lu_management(ctx);
    // Asymmetric arrays: round robin over both controllers ping-pongs ownership; otherwise an
    // LU follows the controller most of its I/O arrives at (implicit transfer / trespass).
    std::map<Id, std::map<Id, double>> arrivals;
    for (const StreamSpec& s : ctx.streams)
        for (const Leg& leg : s.legs) {
            const Id host = leg.host ? leg.host : s.host;
            if (!host || !leg.region.lu || leg.array_internal) continue;
            const LuRt& lu = sm.lu(leg.region.lu);
            if (!asymmetric(sm.array(lu.array))) continue;
            if (leg.write) ctx.lu_write_share[leg.region.lu] += s.population * leg.per_io;
            std::set<Id> controllers;
            for (const auto& wp : policy_paths(ctx, host, leg.region.lu)) {
                arrivals[leg.region.lu][wp.path.controller] += wp.share * s.population * leg.per_io;
                controllers.insert(wp.path.controller);
            }
            if (controllers.size() > 1) {
                ctx.lu_thrashing[leg.region.lu] = true;
                ctx.lu_rr_iops[leg.region.lu] = ctx.paths().policy(host, leg.region.lu).rr_iops;
            }
        }
    for (const auto& [lu_id, per_ctl] : arrivals) {
        double all = 0;
        for (const auto& [_, n] : per_ctl) all += n;
        ctx.lu_write_share[lu_id] = all > 0 ? ctx.lu_write_share[lu_id] / all : 0;
        // Active-passive: I/O arriving at the passive controller moves the LU there (trespass);
        // hosts reaching it through different controllers move it back and forth (the vSphere
        // SAN guide's path thrashing), every time the other side issues its next burst.
        if (sm.array(sm.lu(lu_id).array).architecture == "active_passive" && per_ctl.size() > 1 &&
            !ctx.lu_thrashing[lu_id]) {
            ctx.lu_thrashing[lu_id] = true;
            ctx.lu_rr_iops[lu_id] = 1000;  // a trespass per burst: NMP's default I/O batch
        }
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

void add_block_front_end(BuildContext& ctx, const StreamSpec& s, const Leg& leg, ClassSpec& c, ClassInfo& info) {
    StorageModel& sm = ctx.storage();
    const LuRt& lu = sm.lu(leg.region.lu);
    const ArrayRt& a = sm.array(lu.array);
    const devices::ArrayParams& ap = a.params;
    const double ops = leg.per_io;
    const double mb = ops * leg.kb / 1024.0;                                     // data the array handles
    const double wire_mb = ops * (leg.wire_kb >= 0 ? leg.wire_kb : leg.kb) / 1024.0;  // data on the wire
    const Id host = leg.host ? leg.host : s.host;

    if (!host || leg.array_internal) {  // work the array does by itself (XCOPY, WRITE SAME)
        if (lu.owner)
            c.visits.push_back({ctx.mp_station(lu.owner), (ap.mp_us_per_io * ops + ap.xcopy_mp_us_per_mb * mb) * 1e-6,
                                0, false, VisitTag::Other});
        return;
    }

    const double mp_cost_s = (ap.mp_us_per_io * ops + ap.mp_us_per_mb * mb) * 1e-6;
    const devices::HostParams& hp = ctx.catalog().host(host_version(ctx.topology(), host));
    // Every operation the host issues goes through its stack and is acknowledged by the array.
    c.fixed_latency_s += ops * (hp.stack_latency_ms + ap.front_end_latency_ms) / 1000.0;
    info.array_ios_per_io += ops;
    (leg.issued_by_vmkernel() ? info.vmkernel_mb_per_io : info.mb_per_io) += wire_mb;

    const bool thrash = ctx.lu_thrashing.count(leg.region.lu) && ctx.lu_thrashing.at(leg.region.lu);
    const VisitTag tag = leg.write ? VisitTag::Write : VisitTag::Read;
    for (const WeightedPath& wp : policy_paths(ctx, host, leg.region.lu)) {
        const double w = wp.share;
        const Id ip = wp.path.initiator_port, tp = wp.path.target_port;
        const double bw_i = port_mb_s(ctx.link_gbps(ip), "fc") * ctx.catalog().fc_payload_efficiency();
        const double bw_t = port_mb_s(ctx.link_gbps(tp), "fc") * ap.port_efficiency;
        c.visits.push_back({ctx.port_station(ip, leg.write), w * wire_mb / bw_i, 0, false, tag});
        // The array's port: one station per direction, or one for both where the port's
        // directions share an engine (reads and writes through one port then compete).
        const int tp_station = ap.port_full_duplex > 0.5 ? ctx.port_station(tp, leg.write) : ctx.shared_port_station(tp);
        c.visits.push_back({tp_station, w * wire_mb / bw_t, 0, false, tag});
        const double r = leg.write ? 0 : w * ops, wr = leg.write ? w * ops : 0;
        info.ports.push_back({ip, r, wr, w * wire_mb});
        info.ports.push_back({tp, r, wr, w * wire_mb});
        for (Id sp : wp.path.switch_ports) {
            // Switch ports on the way (ISLs shared by many flows can bind). A switch forwards
            // frame by frame (2 KB; Brocade ASICs even cut-through), so a 256 KB transfer pays its
            // serialization at the end points, not again at every hop: the switch ports carry
            // the load (pipelined) and hold the stream back only once they saturate.
            const double bw_s = port_mb_s(ctx.link_gbps(sp), "fc") * ctx.catalog().fc_payload_efficiency();
            c.visits.push_back({ctx.port_station(sp, leg.write), w * wire_mb / bw_s, 0, true, tag});
            info.ports.push_back({sp, r, wr, w * wire_mb});
        }

        const Id receiving = wp.path.controller;
        if (ap.controller_bus_mb_s > 0 && !leg.command_only) {
            // The host transfer crosses the receiving controller's memory; a proxied I/O also
            // crosses the mirror link: out of one controller's memory, into the other's.
            const double d = w * mb / ap.controller_bus_mb_s;
            c.visits.push_back({ctx.bus_station(receiving), d, 0, false, tag});
            if (asymmetric(a) && !thrash && lu.owner && receiving != lu.owner) {
                c.visits.push_back({ctx.bus_station(receiving), d, 0, false, tag});
                c.visits.push_back({ctx.bus_station(lu.owner), d, 0, false, tag});
            }
        }
        // An I/O received by a controller that does not manage the LU is forwarded to the one
        // that does: the AMS 2000's cross-path, an ALUA array's proxy. The receiver does its
        // front-end share, the owner the I/O (load_balancing.h). A symmetric array without
        // per-LU management (an enterprise array's global cache) serves it where it arrives;
        // a thrashing LU has moved to the receiver before the I/O is served.
        const bool managed = asymmetric(a) || ap.dynamic_load_balancing > 0;
        if (!managed || thrash || receiving == lu.owner || !lu.owner) {
            c.visits.push_back({ctx.mp_station(receiving), w * mp_cost_s, 0, false, VisitTag::Other});
        } else {
            c.visits.push_back({ctx.mp_station(receiving), w * ap.front_end_mp_share * mp_cost_s, 0, false, VisitTag::Other});
            c.visits.push_back({ctx.mp_station(lu.owner), w * ap.proxy_mp_factor * mp_cost_s, 0, false, VisitTag::Other});
        }
        if (lu.owner && receiving != lu.owner && !thrash)
            c.fixed_latency_s += w * ops * (asymmetric(a) ? ap.proxy_latency_ms : ap.cross_path_latency_ms) / 1000.0;
    }

    if (thrash) {
        // Round robin over both controllers: every `rr_iops` I/Os the path changes and the LU's
        // ownership follows. Under VMW_SATP_DEFAULT_AP the host activates the new path itself
        // (the I/O it sends there fails, the SATP activates the path, the I/O is reissued), so
        // nothing is proxied: the old owner flushes the writes it holds for the LU and hands
        // over, and meanwhile neither controller serves the LU (vSphere SAN guide). Both
        // processors spend transfer work each time.
        const double rr = std::max(1.0, ctx.lu_rr_iops[leg.region.lu]);
        const double write_share = ctx.lu_write_share[leg.region.lu];
        info.transfers_per_io += ops / rr;
        info.thrash_lu = leg.region.lu;
        // The kinds of I/O a transfer catches outstanding follow their own service times: the
        // last latencies less the stall the last build added to them.
        auto [it, fresh] = ctx.thrash_stall_now.try_emplace(leg.region.lu);
        if (fresh) {
            const auto [read_stall, write_stall] = ctx.last_thrash_stall(leg.region.lu);
            const double r = ctx.last_read_latency(leg.region.lu), w = ctx.last_write_latency(leg.region.lu);
            const LuMix mix{write_share, ctx.lu_population[leg.region.lu], r > 0 ? std::max(1e-6, r - read_stall) : 0.0,
                            w > 0 ? std::max(1e-6, w - write_stall) : 0.0};
            const ThrashStall st = thrash_stall(ctx.transfer_seconds(leg.region.lu, rr * write_share), mix, rr);
            it->second = {st.per_read_s, st.per_write_s};
        }
        const ThrashStall stall{it->second.first, it->second.second};
        // Reads and writes wait differently: the solver reports each its own share.
        c.fixed_latency_s += ops * (leg.write ? stall.per_write_s : stall.per_read_s);
        if (leg.write) c.fixed_write_s += ops * stall.per_write_s;
        else c.fixed_read_s += ops * stall.per_read_s;
        for (Id ctl : a.controllers)
            c.visits.push_back({ctx.mp_station(ctl), ops * ap.ownership_transfer_mp_ms / 1000.0 / rr, 0, false,
                                VisitTag::Other});
    }
}

}  // namespace santwin::engine
