#include "operations/nas_dedupe.h"

#include <algorithm>
#include <cmath>

namespace santwin::operations {

using namespace santwin::engine;

namespace {
constexpr double kKbPerGb = 1024.0 * 1024.0;
constexpr double kEps = 1e-9;
}  // namespace

DedupeRun::DedupeRun(std::string label, std::vector<Id> file_systems, DedupeOptions options)
    : label_(std::move(label)), file_systems_(std::move(file_systems)), options_(options) {}

void DedupeRun::start(SimContext& ctx) {
    scan_end_.assign(file_systems_.size(), -1);
    finish_.assign(file_systems_.size(), -1);
    if (!done()) begin(ctx);
}

void DedupeRun::begin(SimContext& ctx) {
    NasModel& nas = ctx.storage.nas();
    const Id fs = file_systems_[current_];
    nas.take_snapshot(fs);
    phase_ = Phase::Scan;
    to_scan_gb_ = options_.full ? nas.file_data_gb(fs) : options_.changed_gb;
    scanned_gb_ = 0;
    unlinked_ = to_unlink_ = 0;
    ctx.recorder.event(ctx.now, fs, "dedupe_snapshot",
                       label_ + ": snapshot taken, scan of " +
                           std::to_string(static_cast<long>(to_scan_gb_)) + " GB begins");
}

double DedupeRun::scan_rate_mb_s(const SimContext& ctx) const {
    // The engine backs off when file serving loads the head beyond the threshold: the head's
    // FPGA load in force now, less the scan's own share of it.
    const NasModel& nas = ctx.storage.nas();
    const NasHeadRt& head = nas.head(nas.fs(file_systems_[current_]).head);
    const devices::NasParams& np = head.params;
    const double engine = np.dedupe_engine_mb_s * np.dedupe_engines;
    const double own = allowed_mb_s_ * np.fpga_us_per_mb * 1e-6 / std::max(1.0, np.fpga_engines);
    const double load =
        std::max(0.0, ctx.recorder.series(head.id, "fpga_pct").at(ctx.now) / 100.0 - own);
    if (load <= np.dedupe_throttle_load) return engine;
    return engine * std::clamp((1.0 - load) / (1.0 - np.dedupe_throttle_load), 0.0, 1.0);
}

std::vector<StreamSpec> DedupeRun::streams(SimContext& ctx) {
    if (done()) return {};
    const NasModel& nas = ctx.storage.nas();
    const Id fs = file_systems_[current_];
    const devices::NasParams& np = nas.head(nas.fs(fs).head).params;
    StreamSpec s;
    s.name = label_;
    s.owner = fs;
    s.counts_as_host_io = false;
    s.population = options_.outstanding;
    Leg l;
    l.device = fs;
    l.array_internal = true;
    if (phase_ == Phase::Scan) {
        allowed_mb_s_ = scan_rate_mb_s(ctx);
        l.why = "dedupe_scan";
        l.kb = np.dedupe_read_kb;
        l.random_fraction = 0;
        l.region = {kNoId, 0, std::max(nas.fs(fs).cursor_gb, 1.0 / 1024)};
        s.target_iops = allowed_mb_s_ * 1024.0 / np.dedupe_read_kb;
    } else {
        l.why = "unlink";
        l.kb = np.fs_block_kb;
        l.write = true;
        s.target_iops = np.snapshot_unlink_blocks_per_s;
    }
    s.legs = {l};
    return {s};
}

void DedupeRun::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    if (done() || results.empty()) return;
    NasModel& nas = ctx.storage.nas();
    const Id fs = file_systems_[current_];
    const devices::NasParams& np = nas.head(nas.fs(fs).head).params;
    if (phase_ == Phase::Scan) {
        scanned_gb_ += results[0].iops * np.dedupe_read_kb / kKbPerGb * dt;
        if (scanned_gb_ < to_scan_gb_ - kEps) return;
        scan_end_[current_] = ctx.now + dt;
        phase_ = Phase::Unlink;
        to_unlink_ = nas.fs(fs).snapshot_held_gb * kKbPerGb / np.fs_block_kb;
        ctx.recorder.event(ctx.now + dt, fs, "dedupe_snapshot_delete",
                           label_ + ": scan done, deleting the snapshot (" +
                               std::to_string(static_cast<long>(to_unlink_)) + " blocks)");
        if (to_unlink_ > 0) return;
    } else {
        unlinked_ += results[0].iops * dt;
        if (unlinked_ < to_unlink_ - kEps) return;
    }
    nas.delete_snapshot(fs);
    finish_[current_] = ctx.now + dt;
    ctx.recorder.event(ctx.now + dt, fs, "dedupe_done", label_ + ": done");
    ++current_;
    if (!done()) {
        SimContext later = ctx;
        later.now = ctx.now + dt;
        begin(later);
    }
}

double DedupeRun::time_to_event(const SimContext& ctx,
                                const std::vector<StreamResult>& results) const {
    if (done() || results.empty() || results[0].iops <= 0) return kNever;
    const NasModel& nas = ctx.storage.nas();
    const devices::NasParams& np = nas.head(nas.fs(file_systems_[current_]).head).params;
    if (phase_ == Phase::Scan)
        return (to_scan_gb_ - scanned_gb_) / (results[0].iops * np.dedupe_read_kb / kKbPerGb);
    return (to_unlink_ - unlinked_) / results[0].iops;
}

double DedupeRun::progress() const {
    if (file_systems_.empty()) return 1;
    double part = 0;
    if (!done())
        part = phase_ == Phase::Scan ? 0.9 * scanned_gb_ / std::max(kEps, to_scan_gb_)
                                     : 0.9 + 0.1 * unlinked_ / std::max(1.0, to_unlink_);
    return (current_ + part) / file_systems_.size();
}

}  // namespace santwin::operations
