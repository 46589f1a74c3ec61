#include "operations/copy_disk.h"

#include <algorithm>
#include <cmath>

#include "operations/zeroing.h"

namespace santwin::operations {

using namespace santwin::engine;

namespace {
constexpr double kKbPerGb = 1024.0 * 1024.0;

// Lock updates one at a time, each the lock record read and written back in `ds`'s metadata
// area; `shared` of them on a record other hosts lock too.
void lock_updates(StreamSpec& s, const DatastoreRt& ds, double shared, bool by_reservation) {
    Leg read;
    read.why = "metadata";
    read.region = {ds.lu, 0, std::max(0.01, ds.metadata_gb)};
    Leg write = read;
    write.write = true;
    s.legs = {read, write};
    s.locks_per_io = 1;
    s.shared_locks_per_io = shared;
    s.locks_by_reservation = by_reservation;
    s.population = 1;
}
}  // namespace

CopyDisk::CopyDisk(std::string label, Id source_vmdk, Id destination_datastore, CopyDiskOptions options)
    : label_(std::move(label)), source_(source_vmdk), destination_ds_(destination_datastore), options_(options) {}

void CopyDisk::start(SimContext& ctx) {
    const VmdkRt& src = ctx.vmfs.vmdk(source_);
    host_ = options_.host;
    if (!host_ && ctx.topology.contains(source_)) host_ = ctx.topology.at(ctx.topology.at(source_).parent).ref("host");
    if (!host_) throw std::invalid_argument(label_ + ": no host to run the copy; give one");
    const std::string format = options_.format.empty() ? src.format : options_.format;
    destination_ = ctx.vmfs.add_runtime_vmdk(destination_ds_, format, std::max(src.size_gb, options_.size_gb));
    ctx.vmfs.place(destination_);

    // The data mover copies allocated blocks: all of an eagerzeroedthick disk, the written (or
    // zeroed) ones of a lazily zeroed or thin disk.
    if (src.format == "eagerzeroedthick") {
        todo_.emplace_back(0.0, src.size_gb);
    } else {
        for (auto state : {kBlockData, kBlockZeroed})
            for (auto [a, b] : src.blocks.runs(0, src.blocks_total(), state))
                todo_.emplace_back(a * src.block_gb, b * src.block_gb);
        std::sort(todo_.begin(), todo_.end());
    }
    for (auto [a, b] : todo_) total_gb_ += b - a;
    end_locks_left_ = std::clamp(options_.end_locks, 0.0, std::max(0.0, options_.metadata_locks - 1));
    locks_left_ = options_.metadata_locks - end_locks_left_;
    first_locks_ = locks_left_;
    releases_left_ = std::min(1.0, options_.metadata_locks);

    const DatastoreRt& sds = ctx.vmfs.datastore(src.datastore);
    const DatastoreRt& dds = ctx.vmfs.datastore(destination_ds_);
    if (sds.nfs || dds.nfs) throw std::invalid_argument(label_ + ": NFS copies are done by the NAS models");
    const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(host_).text("version"));
    const ArrayRt& sa = ctx.storage.array(ctx.storage.lu(sds.lu).array);
    const ArrayRt& da = ctx.storage.array(ctx.storage.lu(dds.lu).array);
    xcopy_ = hp.vaai_available > 0 && ctx.topology.at(host_).flag("vaai") && sa.id == da.id && sa.vaai;
}

double CopyDisk::chunk_gb() const { return 0; }

std::vector<StreamSpec> CopyDisk::streams(SimContext& ctx) {
    if (done_) return {};
    const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(host_).text("version"));
    const VmdkRt& src = ctx.vmfs.vmdk(source_);
    const VmdkRt& dst = ctx.vmfs.vmdk(destination_);
    const DatastoreRt& sds = ctx.vmfs.datastore(src.datastore);
    const DatastoreRt& dds = ctx.vmfs.datastore(dst.datastore);
    StreamSpec s;
    s.name = label_;
    s.owner = host_;
    s.host = host_;
    if (locks_left_ > 1e-9) {  // creating and opening the destination's files, one lock each
        // One of them opens the source: for a linked clone, the base disk every clone shares.
        lock_updates(s, dds, 1.0 / std::max(1.0, first_locks_), false);
        return {s};
    }
    if (data_copied_) {
        if (releases_left_ > 1e-9)  // releasing the source's shared lock
            lock_updates(s, sds, 1, hp.ats_releases_shared_locks <= 0);
        else  // removing the source's files
            lock_updates(s, sds, 0, false);
        return {s};
    }
    if (todo_.empty()) {  // converting to eagerzeroedthick: zero what was not copied
        ZeroPlan plan = plan_zeroing(ctx, host_, destination_);
        zero_gb_per_io_ = plan.gb_per_io;
        s.legs = plan.legs;
        s.population = plan.outstanding;
        return {s};
    }
    // The extent being copied now: the data mover walks the source's allocated extents in order.
    auto [sf, st] = ctx.vmfs.lu_range(source_, todo_.front().first, todo_.front().second);
    auto [df, dt] = ctx.vmfs.lu_range(destination_, todo_.front().first, todo_.front().second);
    const BlockRegion from{sds.lu, sf, st}, to{dds.lu, df, std::max(dt, df + 1e-3)};
    Leg read, write;
    read.why = "copy_read";
    read.region = from;
    read.random_fraction = 0;
    write = read;
    write.why = "copy_write";
    write.write = true;
    write.region = to;
    if (xcopy_) {
        read.kb = write.kb = hp.xcopy_kb;
        read.array_internal = write.array_internal = true;
        Leg command;
        command.why = "xcopy";
        command.region = to;
        command.command_only = true;
        command.wire_kb = 0.5;
        command.kb = 0;
        s.legs = {command, read, write};
        s.population = hp.xcopy_outstanding;
    } else {
        read.kb = write.kb = hp.datamover_io_kb;
        s.legs = {read, write};
        s.population = hp.datamover_outstanding;
    }
    return {s};
}

void CopyDisk::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    if (done_ || results.empty()) return;
    if (locks_left_ > 1e-9) {
        locks_left_ = std::max(0.0, locks_left_ - results[0].iops * dt);
        if (locks_left_ <= 1e-9 && todo_.empty() && ctx.vmfs.vmdk(destination_).format != "eagerzeroedthick")
            data_copied(ctx, ctx.now + dt);
        return;
    }
    if (data_copied_) {
        double& left = releases_left_ > 1e-9 ? releases_left_ : end_locks_left_;
        left = std::max(0.0, left - results[0].iops * dt);
        if (releases_left_ <= 1e-9 && end_locks_left_ <= 1e-9) finish(ctx, ctx.now + dt);
        return;
    }
    if (todo_.empty()) {
        const ZeroPlan plan = plan_zeroing(ctx, host_, destination_);
        apply_zeroing(ctx, plan, destination_, results[0].iops * dt * plan.gb_per_io);
        if (ctx.vmfs.vmdk(destination_).untouched_fraction(0, ctx.vmfs.vmdk(destination_).size_gb) < 1e-12)
            data_copied(ctx, ctx.now + dt);
        return;
    }
    const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(host_).text("version"));
    double left = results[0].iops * dt * (xcopy_ ? hp.xcopy_kb : hp.datamover_io_kb) / kKbPerGb;
    while (left > 1e-12 && !todo_.empty()) {
        auto& [a, b] = todo_.front();
        const double take = std::min(left, b - a);
        ctx.vmfs.write_data(destination_, a, a + take);
        copied_gb_ += take;
        left -= take;
        a += take;
        if (b - a < 1e-12) todo_.erase(todo_.begin());
    }
    if (todo_.empty()) {
        const VmdkRt& d = ctx.vmfs.vmdk(destination_);
        if (d.format != "eagerzeroedthick" || d.untouched_fraction(0, d.size_gb) < 1e-12) data_copied(ctx, ctx.now + dt);
    }
}

void CopyDisk::data_copied(SimContext& ctx, double at) {
    data_copied_ = true;
    if (releases_left_ <= 1e-9 && end_locks_left_ <= 1e-9) finish(ctx, at);
}

void CopyDisk::finish(SimContext& ctx, double at) {
    done_ = true;
    finished_at_ = at;
    if (options_.delete_source) ctx.vmfs.remove(source_);
}

double CopyDisk::time_to_event(const SimContext& ctx, const std::vector<StreamResult>& results) const {
    if (done_ || results.empty() || results[0].iops <= 0) return kNever;
    if (locks_left_ > 1e-9) return locks_left_ / results[0].iops;
    if (data_copied_) return (releases_left_ > 1e-9 ? releases_left_ : end_locks_left_) / results[0].iops;
    if (todo_.empty()) {  // zeroing phase
        const VmdkRt& d = ctx.vmfs.vmdk(destination_);
        return d.blocks.count(kBlockUntouched) * d.block_gb / (results[0].iops * zero_gb_per_io_);
    }
    const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(host_).text("version"));
    const double left = todo_.front().second - todo_.front().first;  // to the end of this extent
    const double gb_per_s = results[0].iops * (xcopy_ ? hp.xcopy_kb : hp.datamover_io_kb) / kKbPerGb;
    return left / gb_per_s;
}

double CopyDisk::progress() const { return total_gb_ > 0 ? copied_gb_ / total_gb_ : (done_ ? 1 : 0); }

}  // namespace santwin::operations
