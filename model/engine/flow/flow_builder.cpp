#include "engine/flow/flow_builder.h"

#include <algorithm>
#include <cmath>
#include <set>

#include "engine/flow/build_context.h"
#include "engine/flow/device_target.h"
#include "engine/flow/nfs_target.h"
#include "engine/flow/lan_target.h"
#include "engine/flow/tape_target.h"

namespace santwin::engine {

namespace {
// Outstanding I/Os a host may have on one LU: the HBA's LUN queue depth, and
// Disk.SchedNumReqOutstanding when several streams share the LU (domain.md §3).
double queue_limit(const Topology& t, Id host, int streams_on_lu) {
    const Entity* h = t.find(host);
    if (!h) return 1e9;
    const Id server = h->kind == Kind::Server ? host : h->parent;
    double qd = 1e9;
    for (Id hba : t.children(server, Kind::Hba)) qd = std::min(qd, t.at(hba).num("lun_queue_depth", 32));
    if (h->kind == Kind::EsxHost && streams_on_lu > 1) qd = std::min(qd, h->num("sched_num_req_outstanding", 32));
    return qd;
}
}  // namespace

FlowBuilder::FlowBuilder(const Topology& t, StorageModel& storage, PathTable& paths,
                         const devices::HardwareCatalog& catalog)
    : topology_(t), storage_(storage), paths_(paths), catalog_(catalog) {}

const std::vector<std::unique_ptr<DeviceTarget>>& device_targets() {
    static const std::vector<std::unique_ptr<DeviceTarget>> targets = [] {
        std::vector<std::unique_ptr<DeviceTarget>> v;
        v.push_back(std::make_unique<NfsTarget>());
        v.push_back(std::make_unique<TapeTarget>());  // VTL nodes, tape drives (seed 004)
        v.push_back(std::make_unique<LanTarget>());   // restores over the LAN (seed 004)
        return v;
    }();
    return targets;
}

Flow FlowBuilder::build(const std::vector<StreamSpec>& streams) {
    Flow flow;
    BuildContext ctx(*this, flow, streams);
    prepare_context(ctx);
    prepare_locking(ctx);

    // The LUN queue holds a stream's I/Os from issue to completion; the time its issuer spends
    // computing between I/Os (a booting guest's CPU) occupies no slot. So the cap applies to
    // the part of each population that is, by the last solution, at the LU rather than at a CPU.
    std::map<std::pair<Id, Id>, double> outstanding;
    std::map<std::pair<Id, Id>, int> count;
    for (const StreamSpec& s : streams)
        if (s.host) {
            const Id lu = s.main_region().lu;
            auto cpu = cpu_share_.find(s.name);
            outstanding[{s.host, lu}] += s.population * (1 - (cpu == cpu_share_.end() ? 0.0 : cpu->second));
            count[{s.host, lu}] += 1;
        }

    for (size_t i = 0; i < streams.size(); ++i) {
        const StreamSpec& s = streams[i];
        ClassSpec c;
        ClassInfo info;
        c.name = s.name;
        c.population = s.population;
        const Id main_lu = s.main_region().lu;
        if (s.host && main_lu) {
            const double limit = queue_limit(topology_, s.host, count[{s.host, main_lu}]);
            const double total = outstanding[{s.host, main_lu}];
            if (total > limit) {
                c.population = s.population * limit / total;
                auto cpu = cpu_share_.find(s.name);
                info.host_queued = (s.population - c.population) * (1 - (cpu == cpu_share_.end() ? 0.0 : cpu->second));
            }
        }
        c.target_rate = s.target_iops;
        c.fixed_latency_s = s.extra_latency_s;
        c.read_fraction = s.read_fraction();
        info.stream = static_cast<int>(i);
        info.owner = s.owner;
        info.host = s.host;
        info.lu = main_lu;
        info.read_fraction = c.read_fraction;
        info.array_ios_per_io = 0;

        for (const Leg& leg : s.legs) {
            // A leg written behind loads every station it crosses but adds no wait to the
            // stream's I/O: its visits become asynchronous (a saturated station still holds the
            // stream back) and its fixed latencies drop out.
            const size_t first_visit = c.visits.size();
            struct Behind {
                ClassSpec& c;
                size_t first;
                double latency, read_latency, write_latency;
                bool on;
                ~Behind() {
                    if (!on) return;
                    for (size_t v = first; v < c.visits.size(); ++v) c.visits[v].async = true;
                    c.fixed_latency_s = latency;
                    c.fixed_read_s = read_latency;
                    c.fixed_write_s = write_latency;
                }
            } behind{c, first_visit, c.fixed_latency_s, c.fixed_read_s, c.fixed_write_s, leg.behind};
            if (leg.device) {
                const DeviceTarget* model = nullptr;
                for (const auto& t : device_targets())
                    if (t->handles(ctx, leg.device)) model = t.get();
                if (!model)
                    throw std::invalid_argument("no model for I/O to " + topology_.describe(leg.device));
                model->add_leg(ctx, s, leg, leg.host ? leg.host : s.host, c, info);
                continue;
            }
            if (!leg.region.lu) continue;
            add_block_front_end(ctx, s, leg, c, info);
            if (leg.command_only) continue;
            const std::string stream = leg.why == "io" ? s.name : s.name + "/" + leg.why;
            const double rnd = leg.random_fraction;
            const BackendOp random_op = leg.write ? BackendOp::WriteRandom : BackendOp::ReadRandom;
            const BackendOp seq_op = leg.write ? BackendOp::WriteSequential : BackendOp::ReadSequential;
            // Data the array moves by itself (XCOPY) rather than a host's write.
            const bool array_write = leg.write && (leg.array_internal || !(leg.host ? leg.host : s.host));
            ctx.add_backend(c, info, stream, leg.region, random_op, leg.kb, leg.per_io * rnd, leg.working_set, leg.zeroes,
                            -1, array_write);
            ctx.add_backend(c, info, stream, leg.region, seq_op, leg.kb, leg.per_io * (1 - rnd), leg.working_set,
                            leg.zeroes, -1, array_write);
        }
        add_locking(ctx, s, c, info);
        for (const CpuCost& cost : s.cpu) {
            info.cpu_visits.push_back(static_cast<int>(c.visits.size()));
            c.visits.push_back({ctx.cpu_station(cost.server), cost.seconds_per_io, 0, false, VisitTag::Other});
        }
        flow.classes.push_back(std::move(c));
        flow.info.push_back(std::move(info));
    }
    flow.cache_groups = ctx.cache_groups;
    for (const auto& [lu, stall] : ctx.thrash_stall_now) thrash_stall_[lu] = stall;
    return flow;
}

double FlowBuilder::learn_lock_rate(const std::string& stream, double x) {
    // The others' reservation load (prepare_locking) comes from the rates streams had while
    // taking locks: a stream that has just moved from copying back to locking starts from its
    // last locking rate, not its copy rate. Lock rate and lock waits feed each other, so the
    // estimate moves halfway and the passes go on until it settles.
    auto [it, first] = lock_rate_.try_emplace(stream, x);
    if (first) return 1.0;
    const double old = it->second;
    it->second = 0.5 * (old + x);
    return std::max(x, old) > 0 ? std::abs(x - old) / std::max(x, old) : 0.0;
}

double FlowBuilder::learn(const Flow& flow, const Solution& solution) {
    std::map<Id, std::pair<double, double>> reads, writes;  // LU -> (sum of X*R, sum of X)
    double change = 0;
    for (size_t c = 0; c < flow.classes.size(); ++c) {
        last_rate_[flow.classes[c].name] = solution.throughput[c];
        if (flow.info[c].locks_per_io > 0)
            change = std::max(change, learn_lock_rate(flow.classes[c].name, solution.throughput[c]));
        const double xr = solution.throughput[c] * flow.info[c].read_fraction;
        if (flow.info[c].lu && xr > 0) {
            // A lock's metadata read is an ordinary read of the LU: it does not queue behind
            // the locks themselves (counting that would feed the hold time back into itself).
            double locking_s = flow.info[c].lock_fixed_s;
            for (int v : flow.info[c].lock_visits) locking_s += solution.residence_s[c][v];
            const double read_s = std::max(0.0, solution.read_response_s[c] - locking_s);
            reads[flow.info[c].lu].first += xr * read_s;
            reads[flow.info[c].lu].second += xr;
        }
        const double xw = solution.throughput[c] * (1 - flow.info[c].read_fraction);
        if (flow.info[c].lu && xw > 0) {
            writes[flow.info[c].lu].first += xw * solution.write_response_s[c];
            writes[flow.info[c].lu].second += xw;
        }
    }
    // A thrashing LU's stall falls on the kinds of I/O outstanding, which its latencies decide:
    // the passes go on until those settle too.
    std::set<Id> thrashing;
    for (const ClassInfo& info : flow.info)
        if (info.thrash_lu) thrashing.insert(info.thrash_lu);
    auto settle = [&](std::map<Id, double>& last, Id lu, double now) {
        auto [it, fresh] = last.try_emplace(lu, now);
        if (thrashing.count(lu))
            change = std::max(change, fresh ? 1.0 : std::abs(now - it->second) / std::max({now, it->second, 1e-9}));
        it->second = now;
    };
    for (const auto& [lu, acc] : reads) settle(last_read_latency_, lu, acc.first / acc.second);
    for (const auto& [lu, acc] : writes) settle(last_write_latency_, lu, acc.first / acc.second);
    std::map<int, double> total;
    std::map<std::pair<std::string, int>, double> by_stream;
    // Keyed as add_backend asks: by the leg's stream ("name", or "name/why" for legs that are
    // not the stream's own I/O, such as a copy's read side).
    for (size_t c = 0; c < flow.classes.size(); ++c)
        for (size_t i = 0; i < flow.info[c].rg_arrivals.size(); ++i) {
            const auto& [station, per_io] = flow.info[c].rg_arrivals[i];
            const double rate = solution.throughput[c] * per_io;
            total[station] += rate;
            by_stream[{flow.info[c].rg_streams[i], station}] += rate;
        }
    for (size_t c = 0; c < flow.classes.size(); ++c) {
        if (flow.info[c].cpu_visits.empty() || solution.response_s[c] <= 0) continue;
        double cpu_s = 0;
        for (int v : flow.info[c].cpu_visits) cpu_s += solution.residence_s[c][v];
        const double share = std::clamp(cpu_s / solution.response_s[c], 0.0, 0.99);
        double& old = cpu_share_[flow.classes[c].name];
        change = std::max(change, std::abs(share - old));
        old = 0.5 * (old + share);  // halfway: the share and the cap it sets feed each other
    }
    for (const auto& [key, rate] : by_stream) {
        const double share = total[key.second] > 0 ? rate / total[key.second] : 1.0;
        auto it = rg_share_.find(key);
        const double old = it == rg_share_.end() ? 1.0 : it->second;
        change = std::max(change, std::abs(share - old));
        rg_share_[key] = share;
    }
    return change;
}

std::vector<std::pair<Id, Id>> FlowBuilder::take_ownership_changes() {
    auto out = std::move(ownership_changes_);
    ownership_changes_.clear();
    return out;
}

}  // namespace santwin::engine
