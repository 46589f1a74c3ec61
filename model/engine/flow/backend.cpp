// The back-end half of the flow builder: from an LU region down to the drives (RAID groups,
// pool members wide-striped, external arrays behind a virtualizing one, EVA disk groups).
#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "devices/raid.h"
#include "engine/flow/build_context.h"

namespace santwin::engine {

namespace {
using devices::RaidGeometry;
using devices::RaidLevel;

// EVA Vraid levels over a whole disk group (Vraid5 stripes 4D+1P, Vraid1 mirrors).
RaidGeometry vraid_geometry(const std::string& vraid, int drives, double chunk_kb) {
    if (vraid == "vraid0") return {RaidLevel::Raid0, drives, 0, chunk_kb};
    if (vraid == "vraid5") return {RaidLevel::Raid5, 4, 1, chunk_kb};
    if (vraid == "vraid6") return {RaidLevel::Raid6, 6, 2, chunk_kb};
    return {RaidLevel::Raid10, std::max(1, drives / 2), std::max(1, drives / 2), chunk_kb};
}

bool is_read(BackendOp op) { return op == BackendOp::ReadRandom || op == BackendOp::ReadSequential; }
}  // namespace

double BuildContext::share(const std::string& stream, int station) const {
    auto it = builder.rg_share_.find({stream, station});
    return it == builder.rg_share_.end() ? 1.0 : it->second;
}

int BuildContext::drive_station(Id id, const devices::DiskParams& disk, int drives, double async_cap) {
    if (int k = flow.registry.find(id, "drives"); k >= 0) return k;  // skip building a name
    Station st{describe(id), std::max(1, static_cast<int>(drives * disk.parallelism)),
               disk.queue_gain_alpha, disk.queue_gain_cap, async_cap};
    return flow.registry.get_or_add(id, "drives", st);
}

Id BuildContext::partner(Id controller) {
    const ArrayRt& a = storage().array(topology().at(controller).parent);
    for (Id ctl : a.controllers)
        if (ctl != controller) return ctl;
    return kNoId;
}

double BuildContext::transfer_seconds(Id lu_id, double writes) {
    StorageModel& sm = storage();
    const LuRt& lu = sm.lu(lu_id);
    double flush_s = 0;
    // Flushing small random writes: the RAID small-write operations, spread over the group's drives.
    Id rg_id = kNoId;
    if (lu.backing_kind == BackingKind::RaidGroup) rg_id = lu.backing;
    else if (lu.backing_kind == BackingKind::Pool)
        for (const auto& m : sm.pool(lu.backing).members)
            if (!m.external) rg_id = m.id;
    if (rg_id) {
        const RaidGroupRt& rg = sm.raid_group(rg_id);
        const auto ops = devices::raid_write_ops(rg.geometry, 8, false, sm.stroke(rg_id));
        flush_s = writes * devices::backend_time(rg.disk, ops).total() / 1000.0 / rg.geometry.drives();
    }
    return handover_seconds(lu_id) + flush_s;
}

double BuildContext::handover_seconds(Id lu_id) {
    StorageModel& sm = storage();
    return sm.array(sm.lu(lu_id).array).params.ownership_transfer_ms / 1000.0;
}

double BuildContext::random_read_hit(Id lu_id, double kb) {
    const Id array = storage().lu(lu_id).array;
    auto it = array_read_hit.find(array);
    double hit = it == array_read_hit.end() ? 0.0 : it->second;
    auto thrashing = lu_thrashing.find(lu_id);
    const double ws_gb = lu_working_set_gb[lu_id];
    if (thrashing != lu_thrashing.end() && thrashing->second && ws_gb > 0) {
        const double read_since_gb = lu_rr_iops[lu_id] * (1.0 - lu_write_share[lu_id]) * kb / (1024.0 * 1024.0);
        hit = std::min(hit, read_since_gb / ws_gb);
    }
    return hit;
}

int BuildContext::cache_group(Id array) {
    auto it = cache_groups.find(array);
    if (it != cache_groups.end()) return it->second;
    const int g = static_cast<int>(cache_groups.size());
    cache_groups.emplace(array, g);
    return g;
}

int BuildContext::mp_station(Id controller) {
    if (int k = flow.registry.find(controller, "mp"); k >= 0) return k;
    const ArrayRt& a = storage().array(topology().at(controller).parent);
    Station st{describe(controller) + " MP", std::max(1, static_cast<int>(a.params.mp_per_controller))};
    st.shared_queue = true;
    return flow.registry.get_or_add(controller, "mp", st);
}

int BuildContext::write_path_station(Id controller) {
    if (int k = flow.registry.find(controller, "write_path"); k >= 0) return k;
    return flow.registry.get_or_add(controller, "write_path", Station{describe(controller) + " write path", 1});
}

int BuildContext::port_station(Id port, bool to_array) {
    if (int k = flow.registry.find(port, to_array ? "to_array" : "from_array"); k >= 0) return k;
    return flow.registry.get_or_add(port, to_array ? "to_array" : "from_array",
                                    Station{describe(port) + (to_array ? " in" : " out"), 1});
}

int BuildContext::shared_port_station(Id port) {
    if (int k = flow.registry.find(port, "port_engine"); k >= 0) return k;
    return flow.registry.get_or_add(port, "port_engine", Station{describe(port) + " in+out", 1});
}

int BuildContext::ext_port_station(Id array) {
    const ArrayRt& a = storage().array(array);
    return flow.registry.get_or_add(array, "external_ports",
                                    Station{describe(array) + " external ports",
                                            std::max(1, static_cast<int>(a.params.external_ports))});
}

int BuildContext::device_station(Id entity, const std::string& role, const Station& make) {
    return flow.registry.get_or_add(entity, role, make);
}

int BuildContext::cpu_station(Id server) {
    if (int k = flow.registry.find(server, "cpu"); k >= 0) return k;
    const Entity& e = topology().at(server);
    const int cores = std::max(1, static_cast<int>(e.num("cpu_sockets", 1) * e.num("cores_per_socket", 1)));
    Station st{describe(server) + " CPU", cores};
    st.shared_queue = true;
    return flow.registry.get_or_add(server, "cpu", st);
}

void BuildContext::add_backend(ClassSpec& c, ClassInfo& info, const std::string& stream,
                               const BlockRegion& region, BackendOp op, double kb, double per_io,
                               double working_set, bool zeroes, int group, bool array_write) {
    if (per_io <= 0) return;
    StorageModel& sm = storage();
    const LuRt& lu = sm.lu(region.lu);
    const ArrayRt& array = sm.array(lu.array);
    const devices::ArrayParams& ap = array.params;
    const bool read = is_read(op);
    const double mb = kb / 1024.0;
    if (read) info.lu_reads[region.lu].first += per_io;

    // Reads of pages never written return zeros from the controller; zeros written over pages
    // not yet allocated need no disk work on an array whose pool pages are pre-formatted.
    if (lu.thin() && (read || (zeroes && ap.write_same_writes_unallocated < 0.5)))
        per_io *= sm.allocated_fraction(region.lu, region.from_gb, region.to_gb);
    if (per_io <= 0) return;

    // Cache: random reads hit in proportion to cache over working set; writes are cached and
    // destaged (asynchronous), as are read-aheads of a detected sequential stream.
    if (op == BackendOp::ReadSequential) {
        auto it = shared_read_disk_share.find({stream, region.lu});
        if (it != shared_read_disk_share.end()) per_io *= it->second;
        if (per_io <= 0) return;
    }
    if (op == BackendOp::ReadRandom) {
        per_io *= 1.0 - random_read_hit(region.lu, kb);
        if (per_io <= 0) return;
        info.lu_reads[region.lu].second += per_io;
    }

    // Controller work on the owner and its write path. Writes are acknowledged from the owner's
    // write cache (or, behind a virtualizing array, from that array's cache).
    const int owner_mp = lu.owner ? mp_station(lu.owner) : -1;
    if (group < 0) group = cache_group(lu.array);
    const bool bus = ap.controller_bus_mb_s > 0 && lu.owner;
    if (!read && bus) {
        // The write is acknowledged once mirrored: the owner sends the copy, the partner receives it.
        c.visits.push_back({bus_station(lu.owner), per_io * mb / ap.controller_bus_mb_s, 0, false, VisitTag::Write});
        if (Id other = array.write_through ? kNoId : partner(lu.owner))
            c.visits.push_back({bus_station(other), per_io * mb / ap.controller_bus_mb_s, 0, false, VisitTag::Write});
    } else if (!read && lu.owner && ap.controller_write_mb_s < 1e8) {
        c.visits.push_back({write_path_station(lu.owner), per_io * mb / ap.controller_write_mb_s, 0,
                            !array.write_through, VisitTag::Write, array.write_through ? -1 : group});
    }
    if (!read && owner_mp >= 0 && ap.mp_us_per_write_mb > 0)
        c.visits.push_back({owner_mp, per_io * mb * ap.mp_us_per_write_mb * 1e-6, 0, false, VisitTag::Other});
    // Back-end data through the owner's memory: `mb_moved` MB per I/O (async: read-ahead or destage).
    auto bus_backend = [&](double mb_moved, bool async, int in_group) {
        if (!bus || mb_moved <= 0) return;
        c.visits.push_back({bus_station(lu.owner), mb_moved / ap.controller_bus_mb_s, 0, async,
                            read ? VisitTag::Read : VisitTag::Write, in_group});
    };
    auto op_mb = [](const std::vector<devices::BackendOp>& ops) {
        double m = 0;
        for (const auto& o : ops) m += o.count * o.op.kb / 1024.0;
        return m;
    };

    auto add_drives = [&](int station, const RaidGeometry& g, const devices::DiskParams& disk, double stroke,
                          double weight) {
        const double n = per_io * weight;
        std::vector<devices::BackendOp> ops;
        // Write-through (a controller lost its mirror partner): writes wait for the disks.
        bool async = !read && !array.write_through;
        VisitTag tag = read ? VisitTag::Read : VisitTag::Write;
        switch (op) {
            case BackendOp::ReadRandom:
                ops = devices::raid_read_ops(g, kb, false, stroke);
                break;
            case BackendOp::ReadSequential: {
                // Prefetch works when the stream has the RAID group (nearly) to itself; mixed
                // with other streams it degenerates into random reads of the same size. Arrays
                // that detect streams per LU (stream_detect_exponent set) keep prefetching, but
                // their read-ahead lands on drives other streams keep moving: it streams with
                // probability share^seq_detect_exponent and is positioned otherwise.
                // Streams reading the same data together are one sequential stream at the disk.
                auto together = shared_read_disk_share.find({stream, region.lu});
                const double readers = together == shared_read_disk_share.end() ? 1.0 : 1.0 / together->second;
                const double sh = std::clamp(readers * share(stream, station), 0.0, 1.0);
                const bool split = ap.stream_detect_exponent >= 0;
                const double p = std::pow(sh, split ? ap.stream_detect_exponent : ap.seq_detect_exponent);
                const double s = split ? std::pow(sh, ap.seq_detect_exponent) : 1.0;
                auto pre = devices::raid_read_ops(g, kb, true, stroke);
                auto rnd = devices::raid_read_ops(g, kb, false, stroke);
                const devices::DiskTime tp = devices::backend_time(disk, pre);
                const devices::DiskTime tr = devices::backend_time(disk, rnd);
                const double hit = ap.prefetch_hit;
                const double ahead_total = s * tp.total() + (1 - s) * tr.total();
                const double ahead_pos = s * tp.positioning_ms + (1 - s) * tr.positioning_ms;
                // Prefetched part: read ahead (asynchronous); the few misses wait.
                c.visits.push_back({station, n * p * ahead_total / 1000.0, n * p * ahead_pos / 1000.0, true, tag});  // read-ahead: no cache group
                c.visits.push_back({station, n * p * (1 - hit) * tr.total() / 1000.0,
                                    n * p * (1 - hit) * tr.positioning_ms / 1000.0, false, tag});
                c.visits.push_back({station, n * (1 - p) * tr.total() / 1000.0, n * (1 - p) * tr.positioning_ms / 1000.0,
                                    false, tag});
                info.rg_arrivals.emplace_back(station, n);
        info.rg_streams.push_back(stream);
                info.lu_reads[region.lu].second += n * (p * (1 - hit) + (1 - p));
                double pre_count = 0, rnd_count = 0;
                for (const auto& o : pre) pre_count += o.count;
                for (const auto& o : rnd) rnd_count += o.count;
                info.drive_ops.emplace_back(station, n * (p * pre_count + (p * (1 - hit) + (1 - p)) * rnd_count));
                bus_backend(n * p * op_mb(pre), true, -1);
                bus_backend(n * (p * (1 - hit) + (1 - p)) * op_mb(rnd), false, -1);
                if (owner_mp >= 0) {
                    double count = 0;
                    for (const auto& o : rnd) count += o.count;
                    c.visits.push_back({owner_mp, n * count * ap.mp_us_per_backend_op * 1e-6, 0, false, VisitTag::Other});
                }
                return;
            }
            case BackendOp::WriteRandom:
                ops = devices::raid_write_ops(g, kb, false, stroke);
                break;
            case BackendOp::WriteSequential:
                ops = devices::raid_write_ops(g, kb, true, stroke);
                if (ap.stream_detect_exponent >= 0) {
                    // As read-ahead: a stream's destages land among other streams' I/O on the
                    // same drives, and seek, unless the stream has the drives to itself.
                    const double s = std::pow(std::clamp(share(stream, station), 0.0, 1.0), ap.seq_detect_exponent);
                    // Interleaved destages also leave stripes partly written: parity levels then
                    // read old data back (read-modify-write) instead of writing full stripes,
                    // which mirroring and striping without parity do not need; the stripe's
                    // parity, cached while the stream moves through it, costs once per stripe.
                    const bool parity_level = g.level == devices::RaidLevel::Raid5 || g.level == devices::RaidLevel::Raid6;
                    auto seeking = parity_level ? devices::raid_stream_write_ops(g, kb, stroke) : ops;
                    for (auto& o : seeking) {
                        o.op.access = devices::Access::Random;
                        o.count *= 1 - s;
                    }
                    for (auto& o : ops) o.count *= s;
                    ops.insert(ops.end(), seeking.begin(), seeking.end());
                }
                break;
        }
        const devices::DiskTime t = devices::backend_time(disk, ops);
        c.visits.push_back({station, n * t.total() / 1000.0, n * t.positioning_ms / 1000.0, async, tag,
                            async ? group : -1, async ? n : 0.0});
        double count_all = 0;
        for (const auto& o : ops) count_all += o.count;
        info.drive_ops.emplace_back(station, n * count_all);
        // Destage (and read-modify-write) data moves through the owner's memory; parity levels
        // also read the new data once more to compute parity.
        const bool parity = g.level == devices::RaidLevel::Raid5 || g.level == devices::RaidLevel::Raid6;
        bus_backend(n * (op_mb(ops) + (!read && parity ? mb : 0.0)), async, async ? group : -1);
        if (async && group >= 0) info.cache_write_mb[group] += n * mb;
        info.rg_arrivals.emplace_back(station, n);
        info.rg_streams.push_back(stream);
        if (owner_mp >= 0) {
            double count = 0;
            for (const auto& o : ops) count += o.count;
            c.visits.push_back({owner_mp, n * count * ap.mp_us_per_backend_op * 1e-6, 0, async, VisitTag::Other});
        }
    };

    switch (lu.backing_kind) {
        case BackingKind::RaidGroup: {
            const RaidGroupRt& rg = sm.raid_group(lu.backing);
            add_drives(drive_station(rg.id, rg.disk, rg.geometry.drives() - rg.failed_drives), rg.geometry, rg.disk,
                       sm.stroke(rg.id), read ? devices::degraded_read_factor(rg.geometry, rg.failed_drives) : 1.0);
            break;
        }
        case BackingKind::DiskGroup: {
            const DiskGroupRt& dg = sm.disk_group(lu.backing);
            const RaidGeometry g = vraid_geometry(lu.vraid, dg.drives, ap.chunk_kb);
            const double stroke = std::clamp(dg.placed_gb / std::max(1.0, dg.raw_gb / 2), 0.02, 1.0);
            add_drives(drive_station(dg.id, dg.disk, dg.drives, ap.destage_queue_per_drive), g, dg.disk, stroke, 1.0);
            break;
        }
        case BackingKind::Pool: {
            // Wide striping: the region's pages are spread over the members in proportion to
            // their capacity (round-robin allocation); a tiered pool splits them by tier first.
            const PoolRt& pool = sm.pool(lu.backing);
            const std::vector<double> shares = sm.member_shares(region.lu, region.from_gb, region.to_gb);
            if (sm.tiering().tiered(pool.id)) info.tier_heat.push_back({region.lu, region.from_gb, region.to_gb, per_io});
            for (std::size_t mi = 0; mi < pool.members.size(); ++mi) {
                const PoolMemberRt& m = pool.members[mi];
                const double w = shares[mi];
                if (w <= 0) continue;
                if (!m.external) {
                    const RaidGroupRt& rg = sm.raid_group(m.id);
                    add_drives(drive_station(rg.id, rg.disk, rg.geometry.drives() - rg.failed_drives), rg.geometry, rg.disk,
                               sm.stroke(rg.id), w * (read ? devices::degraded_read_factor(rg.geometry, rg.failed_drives) : 1.0));
                    continue;
                }
                // External volume: through this array's external paths to the other array,
                // whose own controller, cache and back end serve it (external_hop.cpp).
                const double n = per_io * w;
                add_external_hop(c, info, lu.array, m, n, mb, read, array_write, group);
                if (!m.source_lu || !sm.has_lu(m.source_lu)) continue;
                const LuRt& ext = sm.lu(m.source_lu);
                const ArrayRt& ea = sm.array(ext.array);
                // The host waits for the external array's processor on reads and write-through writes.
                const bool waits = read || (!array_write && ap.external_write_sync > 0.5);
                if (ext.owner)
                    c.visits.push_back({mp_station(ext.owner), n * (ea.params.mp_us_per_io + ea.params.mp_us_per_mb * mb) * 1e-6, 0,
                                        !waits, VisitTag::Other});
                BlockRegion ext_region{m.source_lu, 0, std::max(1e-3, m.allocated_gb)};
                add_backend(c, info, stream, ext_region, op, kb, n, working_set, zeroes, group, array_write);
            }
            break;
        }
        case BackingKind::None:
            // No drives behind it: a run would serve its I/O for free (validation: lu.no_backing).
            throw std::invalid_argument(topology().describe(region.lu) +
                                        " has no backing (a RAID group, pool or disk group): set its backing before a run");
    }
}

}  // namespace santwin::engine
