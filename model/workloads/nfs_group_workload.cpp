#include "workloads/nfs_group_workload.h"

#include <algorithm>

#include "workloads/nfs_io.h"

namespace santwin::workloads {

using namespace santwin::engine;

namespace {
double working_set_end(const SimContext& ctx, const GroupMember& m) {
    return ctx.vmfs.vmdk(m.vmdk).size_gb * m.profile.working_set;
}

bool same_but_region(const Leg& a, const Leg& b) {
    Leg x = a, y = b;
    x.per_io = y.per_io = 0;
    x.random_fraction = y.random_fraction = 0;
    x.region = y.region = {};
    return x == y && a.region.lu == b.region.lu;
}
}  // namespace

std::vector<Leg> merge_similar_legs(const std::vector<Leg>& legs) {
    std::vector<Leg> out;
    for (const Leg& leg : legs) {
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const Leg& o) { return same_but_region(o, leg); });
        if (it == out.end()) {
            out.push_back(leg);
            continue;
        }
        // The NAS splits a leg into random and sequential operations in proportion to its
        // random share, so the per_io-weighted mean keeps the operations the same.
        const double sum = it->per_io + leg.per_io;
        if (sum > 0)
            it->random_fraction =
                (it->random_fraction * it->per_io + leg.random_fraction * leg.per_io) / sum;
        it->per_io = sum;
        const bool had = it->region.span() > 0, has = leg.region.span() > 0;
        if (has && had) {
            it->region.from_gb = std::min(it->region.from_gb, leg.region.from_gb);
            it->region.to_gb = std::max(it->region.to_gb, leg.region.to_gb);
        } else if (has) {
            it->region = leg.region;
        }
    }
    return out;
}

NfsGroupWorkload::NfsGroupWorkload(Id host, Id datastore, std::vector<GroupMember> members)
    : host_(host), datastore_(datastore), members_(std::move(members)) {}

std::string NfsGroupWorkload::name() const {
    return std::to_string(members_.size()) + " VMs' workloads on #" + std::to_string(datastore_);
}

double NfsGroupWorkload::target_iops() const {
    double sum = 0;
    for (const GroupMember& m : members_) sum += m.profile.requirement_iops;
    return sum;
}

std::vector<StreamSpec> NfsGroupWorkload::streams(SimContext& ctx) {
    const double total = target_iops();
    if (members_.empty() || total <= 0) return {};
    StreamSpec s;
    s.name = name();
    s.owner = datastore_;
    s.host = host_;
    s.target_iops = total;
    s.population = 0;
    std::vector<Leg> legs;
    for (const GroupMember& m : members_) {
        const double share = m.profile.requirement_iops / total;
        for (Leg leg : nfs_mix_legs(ctx, m.vmdk, 0, working_set_end(ctx, m),
                                    m.profile.read_fraction, m.profile.read_kb,
                                    m.profile.write_kb, m.profile.random_fraction)) {
            leg.per_io *= share;
            legs.push_back(leg);
        }
        s.population += m.profile.threads;
    }
    s.legs = merge_similar_legs(legs);
    return {s};
}

void NfsGroupWorkload::advance(SimContext& ctx, const std::vector<StreamResult>& results,
                               double dt) {
    // Each member writes its share of the group's writes into its own working set.
    if (results.empty() || results[0].iops <= 0) return;
    const double scale = results[0].iops / target_iops() * dt;
    for (const GroupMember& m : members_) {
        const double writes =
            m.profile.requirement_iops * (1 - m.profile.read_fraction) * m.profile.random_fraction;
        if (writes > 0)
            ctx.vmfs.random_first_writes(m.vmdk, 0, working_set_end(ctx, m), writes * scale);
    }
}

}  // namespace santwin::workloads
