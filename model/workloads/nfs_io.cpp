#include "workloads/nfs_io.h"

#include <algorithm>
#include <stdexcept>

namespace santwin::workloads {

using namespace santwin::engine;

Id nfs_export_of(const SimContext& ctx, Id vmdk) {
    const VmdkRt& v = ctx.vmfs.vmdk(vmdk);
    const DatastoreRt& ds = ctx.vmfs.datastore(v.datastore);
    if (!ds.nfs || !ctx.storage.nas().serves(ds.nfs_export))
        throw std::invalid_argument(ctx.topology.describe(v.datastore) +
                                    " is not an NFS datastore on a modelled NAS head; give it an "
                                    "export of a NAS file system");
    return ds.nfs_export;
}

std::vector<Leg> nfs_mix_legs(const SimContext& ctx, Id vmdk, double from_gb, double to_gb,
                              double read_fraction, double read_kb, double write_kb,
                              double random_fraction) {
    const VmdkRt& v = ctx.vmfs.vmdk(vmdk);
    const NasModel& nas = ctx.storage.nas();
    const Id ex = nfs_export_of(ctx, vmdk);
    to_gb = std::max(to_gb, from_gb + v.block_gb);
    const double b0 = from_gb / v.block_gb, b1 = to_gb / v.block_gb;
    const double span = b1 - b0;
    const double own = v.blocks.count(b0, b1, kBlockData) / span;
    double shared = 0;
    Id base_export = kNoId;
    if (v.linked_base && ctx.vmfs.has_vmdk(v.linked_base)) {
        const VmdkRt& base = ctx.vmfs.vmdk(v.linked_base);
        shared = v.untouched_fraction(from_gb, to_gb) *
                 base.blocks.count(b0, std::min(b1, base.blocks_total()), kBlockData) / span;
        base_export = nfs_export_of(ctx, v.linked_base);
    }
    const double hole = std::max(0.0, 1.0 - own - shared);

    std::vector<Leg> legs;
    auto leg = [&](Id device, Id file, double per_io, bool write, double kb) {
        Leg l;
        l.per_io = per_io;
        l.write = write;
        l.kb = kb;
        l.random_fraction = random_fraction;
        l.device = device;
        if (file) {
            auto [a, b] = nas.fs_span(file, from_gb, to_gb);
            l.region = {kNoId, a, b};
        }
        return l;
    };
    if (read_fraction > 0) {
        if (own > 0) legs.push_back(leg(ex, vmdk, read_fraction * own, false, read_kb));
        if (shared > 0)
            legs.push_back(leg(base_export, v.linked_base, read_fraction * shared, false, read_kb));
        if (hole > 0) {
            Leg h = leg(ex, kNoId, read_fraction * hole, false, read_kb);
            h.zeroes = true;  // a hole: the NAS returns zeros
            legs.push_back(h);
        }
    }
    if (read_fraction < 1) legs.push_back(leg(ex, vmdk, 1 - read_fraction, true, write_kb));
    return legs;
}

StreamSpec nfs_disk_stream(const SimContext& ctx, std::string name, Id vm, Id vmdk, Id host,
                           const IoProfile& profile, double from_gb, double to_gb, double threads,
                           double target_iops) {
    StreamSpec s;
    s.name = std::move(name);
    s.owner = vm;
    s.host = host;
    s.legs = nfs_mix_legs(ctx, vmdk, from_gb, to_gb, profile.read_fraction, profile.read_kb,
                          profile.write_kb, profile.random_fraction);
    s.population = threads;
    if (target_iops > 0) s.target_iops = target_iops;
    return s;
}

}  // namespace santwin::workloads
