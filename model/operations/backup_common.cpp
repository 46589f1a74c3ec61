#include "operations/backup_common.h"

#include <algorithm>

namespace santwin::operations {

using namespace santwin::engine;

std::vector<SourceDisk> source_disks(SimContext& ctx, Id vm) {
    std::vector<SourceDisk> out;
    for (Id d : ctx.topology.children(vm, Kind::Vmdk)) {
        if (ctx.topology.at(d).flag("rdm")) continue;
        const VmdkRt& v = ctx.vmfs.vmdk(d);
        const DatastoreRt& ds = ctx.vmfs.datastore(v.datastore);
        if (ds.nfs || !ds.lu) continue;
        const auto [from, to] = ctx.vmfs.lu_range(d, 0, v.size_gb);
        out.push_back(
            {d, ds.lu, from, v.size_gb, v.size_gb > 0 ? ctx.vmfs.data_gb(d) / v.size_gb : 0});
        (void)to;
    }
    if (out.empty())
        throw std::invalid_argument(ctx.topology.describe(vm) +
                                    " has no virtual disk on VMFS to back up");
    return out;
}

double total_gb(const std::vector<SourceDisk>& disks) {
    double gb = 0;
    for (const auto& d : disks) gb += d.size_gb;
    return gb;
}

double mean_data_fraction(const std::vector<SourceDisk>& disks) {
    double data = 0, all = 0;
    for (const auto& d : disks) {
        data += d.data_fraction * d.size_gb;
        all += d.size_gb;
    }
    return all > 0 ? data / all : 0;
}

ReadPosition read_position(const std::vector<SourceDisk>& disks, double done_gb) {
    for (const auto& d : disks) {
        if (done_gb < d.size_gb - 1e-9) {
            const double from = d.lu_from_gb + std::max(0.0, done_gb);
            return {&d, {d.lu, from, std::max(from + 1e-3, d.lu_from_gb + d.size_gb)}};
        }
        done_gb -= d.size_gb;
    }
    const SourceDisk& last = disks.back();
    const double end = last.lu_from_gb + last.size_gb;
    return {&last, {last.lu, end - 1e-3, end}};
}

Leg tape_leg(Id drive, bool write, double kb, double per_io, Id host, const std::string& why) {
    Leg l;
    l.why = why;
    l.device = drive;
    l.write = write;
    l.kb = kb;
    l.per_io = per_io;
    l.random_fraction = 0;
    l.host = host;
    return l;
}

Leg behind(Leg leg) {
    leg.behind = true;
    return leg;
}

Leg block_leg(const BlockRegion& region, bool write, double kb, double per_io, Id host,
              const std::string& why) {
    Leg l;
    l.why = why;
    l.region = region;
    l.write = write;
    l.kb = kb;
    l.per_io = per_io;
    l.random_fraction = 0;
    l.host = host;
    return l;
}

Id server_of(const Topology& t, Id host) {
    const Entity& e = t.at(host);
    return e.kind == Kind::Server ? host : e.parent;
}

}  // namespace santwin::operations
