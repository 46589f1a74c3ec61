#include "operations/raid_rebuild.h"

#include <cmath>
#include <sstream>

#include "devices/raid.h"

namespace santwin::operations {

using namespace santwin::engine;

namespace {
std::string level_name(devices::RaidLevel l) {
    switch (l) {
        case devices::RaidLevel::Raid0: return "RAID-0";
        case devices::RaidLevel::Raid1: return "RAID-1";
        case devices::RaidLevel::Raid10: return "RAID-1+0";
        case devices::RaidLevel::Raid5: return "RAID-5";
        case devices::RaidLevel::Raid6: return "RAID-6";
    }
    return "RAID";
}

std::string hours(double s) {
    std::ostringstream o;
    o.precision(s < 36000 ? 1 : 0);
    o << std::fixed << s / 3600 << " h";
    return o.str();
}
}  // namespace

std::string DriveFailure::label(const Topology& t) const { return "drive failure: " + t.describe(drive_); }

double DriveFailure::nominal_mb_s(const SimContext& ctx) const {
    const RaidGroupRt& rg = ctx.storage.raid_group(group_);
    const double min_per_gb = ctx.storage.array(rg.array).params.rebuild_min_per_gb;
    return min_per_gb > 0 ? 1024.0 / (min_per_gb * 60.0) : 0;
}

void DriveFailure::start(SimContext& ctx) {
    RaidGroupRt& rg = ctx.storage.raid_group(group_);
    const Topology& t = ctx.topology;
    rg.failed_drives += 1;
    chunk_kb_ = rg.geometry.chunk_kb > 0 ? rg.geometry.chunk_kb : 256;
    ctx.recorder.event(ctx.now, drive_, "drive_failure",
                       t.describe(drive_) + " failed; " + level_name(rg.geometry.level) + " group '" + t.at(group_).name +
                           "' runs with " + std::to_string(rg.failed_drives) + " of its " +
                           std::to_string(rg.geometry.drives()) + " drives missing");
    if (rg.lost || !devices::survives(rg.geometry, rg.failed_drives)) {
        if (!rg.lost)
            ctx.recorder.event(ctx.now, group_, "data_loss",
                               level_name(rg.geometry.level) + " group '" + t.at(group_).name + "' lost " +
                                   std::to_string(rg.failed_drives) + " drives before a rebuild finished: the data of its LUs is lost" +
                                   (rg.geometry.level == devices::RaidLevel::Raid5 ? " (RAID-6 survives two)" : ""));
        rg.lost = true;
        done_ = true;
        return;
    }
    for (const auto& [id, lu] : ctx.storage.lus())
        if (lu.backing == group_) {
            lu_ = id;
            break;
        }
    total_gb_ = left_gb_ = rg.disk.capacity_gb > 0 ? rg.disk.capacity_gb : t.at(drive_).num("capacity_gb", 146);
    const double rate = nominal_mb_s(ctx);
    ctx.recorder.event(ctx.now, group_, "rebuild_start",
                       "rebuilding " + t.describe(drive_) + " onto a spare: " + std::to_string(int(std::lround(total_gb_))) +
                           " GB at the array's " + std::to_string(int(std::lround(rate * 3600 / 1024))) +
                           " GB/h, about " + hours(total_gb_ * 1024 / rate) + " if nothing slows it; reads that land on "
                           "the missing drive are rebuilt from the rest of their stripe meanwhile");
}

std::vector<StreamSpec> DriveFailure::streams(SimContext& ctx) {
    if (done_ || !lu_) return {};
    const RaidGroupRt& rg = ctx.storage.raid_group(group_);
    const LuRt& lu = ctx.storage.lu(lu_);
    // One rebuilt chunk: the surviving chunks of its stripe are read (one copy for a mirror) and
    // the spare written, inside the array.
    const int n = rg.geometry.drives();
    const bool parity = rg.geometry.level == devices::RaidLevel::Raid5 || rg.geometry.level == devices::RaidLevel::Raid6;
    const double reads = parity ? double(n - rg.failed_drives) : 1.0;
    const BlockRegion region{lu_, 0, lu.capacity_gb};
    StreamSpec s;
    s.name = name();
    s.owner = drive_;
    s.counts_as_host_io = false;
    s.population = 1;
    s.target_iops = nominal_mb_s(ctx) * 1024.0 / chunk_kb_;
    Leg read{"rebuild_read", reads, false, chunk_kb_, 0.0, region};
    read.array_internal = true;
    Leg write{"rebuild_write", 1, true, chunk_kb_, 0.0, region};
    write.array_internal = true;
    s.legs = {read, write};
    return {s};
}

void DriveFailure::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    if (done_) return;
    if (ctx.storage.raid_group(group_).lost) {  // a later failure lost the group: nothing to rebuild
        done_ = true;
        return;
    }
    const double mb_s = results.empty() ? nominal_mb_s(ctx) : results[0].iops * chunk_kb_ / 1024.0;
    left_gb_ -= mb_s * dt / 1024.0;
    if (left_gb_ <= 1e-9) finish(ctx);
}

double DriveFailure::time_to_event(const SimContext& ctx, const std::vector<StreamResult>& results) const {
    if (done_) return kNever;
    const double mb_s = results.empty() ? nominal_mb_s(ctx) : results[0].iops * chunk_kb_ / 1024.0;
    return mb_s > 0 ? left_gb_ * 1024.0 / mb_s : kNever;
}

void DriveFailure::finish(SimContext& ctx) {
    RaidGroupRt& rg = ctx.storage.raid_group(group_);
    rg.failed_drives = std::max(0, rg.failed_drives - 1);
    left_gb_ = 0;
    done_ = true;
    ctx.recorder.event(ctx.now, group_, "rebuild_done",
                       "spare for " + ctx.topology.describe(drive_) + " rebuilt; " + ctx.topology.describe(group_) +
                           (rg.failed_drives ? " still misses " + std::to_string(rg.failed_drives) + " drive(s)" : " is whole again"));
}

}  // namespace santwin::operations
