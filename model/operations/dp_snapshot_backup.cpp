#include "operations/dp_snapshot_backup.h"

namespace santwin::operations {

using namespace santwin::engine;

namespace {
constexpr double kKbPerGb = 1024.0 * 1024.0;
}

DpSnapshotBackup::DpSnapshotBackup(Id vm, Id drive, std::string agent)
    : vm_(vm), drive_(drive), agent_(std::move(agent)) {}

std::string DpSnapshotBackup::name() const {
    return "DP snapshot backup #" + std::to_string(vm_);
}

void DpSnapshotBackup::start(SimContext& ctx) {
    host_ = ctx.topology.at(vm_).ref("host");
    if (!host_ || ctx.topology.at(host_).kind != Kind::EsxHost)
        throw std::invalid_argument(ctx.topology.describe(vm_) +
                                    " runs on no ESX host: a DP snapshot needs one");
    disks_ = source_disks(ctx, vm_);
    image_gb_ = total_gb(disks_);
    const devices::BackupSoftwareParams& dp = ctx.catalog.backup_software(agent_);
    set_stages(
        {{"snapshot", dp.snapshot_s, 0}, {"copy", 0, image_gb_}, {"commit", dp.commit_s, 0}});
}

void DpSnapshotBackup::advance(SimContext& ctx, const std::vector<StreamResult>& results,
                               double dt) {
    // The console OS carries this stream while it copies.
    const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(host_).text("version"));
    const bool copying = stage() == "copy";
    if (copying) {
        ctx.recorder.record(vm_, "cos_cpu_pct", ctx.now, hp.cos_cpu_pct_per_stream);
        ctx.recorder.record(vm_, "cos_mem_pct", ctx.now, hp.cos_mem_pct_per_stream);
    }
    StagedJob::advance(ctx, results, dt);
    if (copying && stage() != "copy") {
        ctx.recorder.record(vm_, "cos_cpu_pct", ended_at("copy"), 0.0);
        ctx.recorder.record(vm_, "cos_mem_pct", ended_at("copy"), 0.0);
    }
}

std::vector<StreamSpec> DpSnapshotBackup::transfer_streams(SimContext& ctx, const Stage&,
                                                           double done_gb) {
    const devices::BackupSoftwareParams& dp = ctx.catalog.backup_software(agent_);
    const ReadPosition pos = read_position(disks_, done_gb);
    StreamSpec s;
    s.name = name();
    s.owner = vm_;
    s.host = host_;
    s.counts_as_host_io = false;
    s.legs = {block_leg(pos.rest, false, dp.read_kb, dp.tape_block_kb / dp.read_kb, host_,
                        "snapshot_read"),
              behind(tape_leg(drive_, true, dp.tape_block_kb, 1, host_, "tape_write"))};
    s.population = dp.agent_outstanding;
    return {s};
}

double DpSnapshotBackup::gb_per_io(const SimContext& ctx, const Stage&, double) const {
    return ctx.catalog.backup_software(agent_).tape_block_kb / kKbPerGb;
}

}  // namespace santwin::operations
