#include "engine/flow/flow_builder.h"

#include <algorithm>
#include <cmath>

#include "engine/flow/build_context.h"

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

Flow FlowBuilder::build(const std::vector<StreamSpec>& streams) {
    Flow flow;
    BuildContext ctx(*this, flow, streams);
    prepare_context(ctx);

    std::map<std::pair<Id, Id>, double> outstanding;
    std::map<std::pair<Id, Id>, int> count;
    for (const StreamSpec& s : streams)
        if (s.host) {
            outstanding[{s.host, s.region.lu}] += s.population;
            count[{s.host, s.region.lu}] += 1;
        }

    for (size_t i = 0; i < streams.size(); ++i) {
        const StreamSpec& s = streams[i];
        ClassSpec c;
        ClassInfo info;
        c.name = s.name;
        c.population = s.population;
        if (s.host) {
            const double limit = queue_limit(topology_, s.host, count[{s.host, s.region.lu}]);
            const double total = outstanding[{s.host, s.region.lu}];
            if (total > limit) c.population = s.population * limit / total;
        }
        c.target_rate = s.target_iops;
        c.fixed_latency_s = s.extra_latency_s;
        c.read_fraction = s.shape.read_fraction;
        info.stream = static_cast<int>(i);
        info.owner = s.owner;
        info.host = s.host;
        info.lu = s.region.lu;
        info.read_fraction = s.shape.read_fraction;

        add_front_end(ctx, s, c, info);

        const IoShape& sh = s.shape;
        const double rf = sh.read_fraction, wf = 1.0 - sh.read_fraction, rnd = sh.random_fraction;
        ctx.add_backend(c, info, s.name, s.region, BackendOp::ReadRandom, sh.read_kb, rf * rnd, sh.working_set);
        ctx.add_backend(c, info, s.name, s.region, BackendOp::ReadSequential, sh.read_kb, rf * (1 - rnd), sh.working_set);
        ctx.add_backend(c, info, s.name, s.region, BackendOp::WriteRandom, sh.write_kb, wf * rnd, sh.working_set);
        ctx.add_backend(c, info, s.name, s.region, BackendOp::WriteSequential, sh.write_kb, wf * (1 - rnd), sh.working_set);
        for (const ExtraIo& e : s.extras) {
            const BlockRegion& r = e.region.lu ? e.region : s.region;
            const BackendOp op = e.write ? (e.sequential ? BackendOp::WriteSequential : BackendOp::WriteRandom)
                                         : (e.sequential ? BackendOp::ReadSequential : BackendOp::ReadRandom);
            ctx.add_backend(c, info, s.name + "/" + e.why, r, op, e.kb, e.per_io, 1.0, e.zeroes);
        }
        flow.classes.push_back(std::move(c));
        flow.info.push_back(std::move(info));
    }
    return flow;
}

double FlowBuilder::learn(const Flow& flow, const Solution& solution) {
    std::map<int, double> total;
    std::map<std::pair<std::string, int>, double> by_stream;
    for (size_t c = 0; c < flow.classes.size(); ++c)
        for (const auto& [station, per_io] : flow.info[c].rg_arrivals) {
            const double rate = solution.throughput[c] * per_io;
            total[station] += rate;
            by_stream[{flow.classes[c].name, station}] += rate;
        }
    double change = 0;
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
