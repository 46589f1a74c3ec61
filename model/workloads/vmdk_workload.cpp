#include "workloads/vmdk_workload.h"

#include <algorithm>
#include <cmath>

#include "workloads/nfs_io.h"

namespace santwin::workloads {

using namespace santwin::engine;

VmdkWorkload::VmdkWorkload(Id vm, Id vmdk, Id host, IoProfile profile, WorkloadOptions options)
    : vm_(vm), vmdk_(vmdk), host_(host), profile_(std::move(profile)), options_(options) {}

std::string VmdkWorkload::name() const { return profile_.name + " on #" + std::to_string(vmdk_); }
std::string VmdkWorkload::label(const Topology& t) const { return profile_.name + " on " + t.describe(vmdk_); }

std::vector<StreamSpec> VmdkWorkload::streams(SimContext& ctx) {
    const VmdkRt& v = ctx.vmfs.vmdk(vmdk_);
    const DatastoreRt& ds = ctx.vmfs.datastore(v.datastore);
    const double from = options_.region_from_gb;
    const double to = options_.region_to_gb >= 0 ? options_.region_to_gb : v.size_gb * profile_.working_set;
    // --- NFS datastore: the disk is a sparse file on a NAS (workloads/nfs_io.h): NFS device
    // legs, no VMFS zeroing, no SCSI locks; the NAS allocates blocks as they are written. ---
    if (ds.nfs) {
        warming_ = false;
        const double threads = options_.threads > 0 ? options_.threads : profile_.threads;
        const double target = options_.target_iops >= 0 ? options_.target_iops : profile_.requirement_iops;
        return {nfs_disk_stream(ctx, name(), vm_, vmdk_, host_, profile_, from, to, threads, target)};
    }
    auto [lu_from, lu_to] = ctx.vmfs.lu_range(vmdk_, from, to);
    const BlockRegion region{ds.lu, lu_from, lu_to};
    if (ctx.paths.paths(host_, ds.lu).empty()) {
        // All paths down: the guest's I/O to this disk stops (and hangs) until a path returns.
        if (!all_paths_down_) ctx.recorder.event(ctx.now, vm_, "all_paths_down", name());
        all_paths_down_ = true;
        return {};
    }
    all_paths_down_ = false;

    StreamSpec s;
    s.name = name();
    s.owner = vm_;
    s.host = host_;
    s.legs = mix_legs(region, profile_.read_fraction, profile_.read_kb, profile_.write_kb, profile_.random_fraction);
    if (v.linked_base && ctx.vmfs.has_vmdk(v.linked_base)) {
        // Linked clone: blocks the delta has not written yet are read from the base disk.
        const double written = 1.0 - v.untouched_fraction(from, to);
        const VmdkRt& base = ctx.vmfs.vmdk(v.linked_base);
        const DatastoreRt& bds = ctx.vmfs.datastore(base.datastore);
        auto [bf, bt] = ctx.vmfs.lu_range(v.linked_base, from, std::min(to, base.size_gb));
        for (Leg& leg : s.legs)
            if (!leg.write) {
                Leg from_base = leg;
                from_base.why = "io";
                from_base.per_io = leg.per_io * (1.0 - written);
                from_base.region = {bds.lu, bf, bt};
                leg.per_io *= written;
                s.legs.push_back(from_base);
                break;
            }
    }
    s.population = options_.threads > 0 ? options_.threads : profile_.threads;
    const double target = options_.target_iops >= 0 ? options_.target_iops : profile_.requirement_iops;
    if (target > 0) s.target_iops = target;


    // First writes to blocks not yet zeroed / allocated.
    const double wf = 1.0 - profile_.read_fraction;
    const double untouched = v.format == "eagerzeroedthick" ? 0.0 : v.untouched_fraction(from, to);
    warming_ = untouched > 1e-9 && wf > 0;
    if (warming_) {
        const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(host_).text("version"));
        const ArrayRt& array = ctx.storage.array(ctx.storage.lu(ds.lu).array);
        const bool vaai = hp.vaai_available > 0 && ctx.topology.at(host_).flag("vaai") && array.vaai;
        const double block_kb = v.block_gb * 1024 * 1024;
        // Random writes hit an untouched block with probability `untouched`; sequential ones
        // enter a new block once per block of data.
        const double first_per_write =
            profile_.random_fraction * untouched + (1 - profile_.random_fraction) * profile_.write_kb / block_kb;
        const double firsts = wf * first_per_write;
        Leg zero;
        zero.why = "zeroing";
        zero.write = true;
        zero.random_fraction = 0;  // a whole block: full-stripe writes
        zero.region = region;
        if (vaai) {
            zero.per_io = firsts * std::ceil(block_kb / (hp.write_same_kb * 1024.0) - 1e-9);
            zero.kb = std::min(block_kb, hp.write_same_kb * 1024.0);
            zero.wire_kb = 0.5;  // a WRITE SAME carries one block of pattern
            zero.zeroes = true;
        } else {
            zero.per_io = firsts * std::ceil(block_kb / hp.zero_io_kb - 1e-9);
            zero.kb = std::min(block_kb, hp.zero_io_kb);
        }
        s.legs.push_back(zero);
        if (v.format == "thin") {
            // Growing the file: metadata reads and writes near the start of the volume, under a
            // lock the write waits for.
            const BlockRegion meta{ds.lu, 0, std::max(0.01, ds.metadata_gb)};
            Leg read;
            read.why = "thin_metadata";
            read.per_io = firsts * hp.thin_metadata_ios / 2;
            read.region = meta;
            Leg write = read;
            write.write = true;
            s.legs.push_back(read);
            s.legs.push_back(write);
            s.locks_per_io += firsts;  // each block allocation takes a metadata lock
        }
    }
    return {s};
}

void VmdkWorkload::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    if (results.empty()) return;
    const double writes = results[0].write_iops * dt;
    if (writes <= 0) return;
    const VmdkRt& v = ctx.vmfs.vmdk(vmdk_);
    const double from = options_.region_from_gb;
    const double to = options_.region_to_gb >= 0 ? options_.region_to_gb : v.size_gb * profile_.working_set;
    const double random_writes = writes * profile_.random_fraction;
    if (random_writes > 0) ctx.vmfs.random_first_writes(vmdk_, from, to, random_writes);
    const double seq_gb = writes * (1 - profile_.random_fraction) * profile_.write_kb / (1024.0 * 1024.0);
    if (seq_gb > 0) {
        // A sequential writer walks the region and wraps around.
        double left = seq_gb;
        while (left > 1e-12) {
            const double step = std::min(left, to - from - seq_cursor_gb_);
            ctx.vmfs.write_data(vmdk_, from + seq_cursor_gb_, from + seq_cursor_gb_ + step);
            seq_cursor_gb_ += step;
            left -= step;
            if (seq_cursor_gb_ >= to - from - 1e-12) seq_cursor_gb_ = 0;
            if (to - from <= 0) break;
        }
    }
}

}  // namespace santwin::workloads
