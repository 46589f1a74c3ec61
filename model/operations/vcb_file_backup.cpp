#include "operations/vcb_file_backup.h"

#include "common/quantity_text.h"

#include <algorithm>

namespace santwin::operations {

using namespace santwin::engine;

namespace {
constexpr double kKbPerGb = 1024.0 * 1024.0;
}

VcbFileBackup::VcbFileBackup(Id vm, Id proxy, Id drive, VcbFileOptions options)
    : vm_(vm), proxy_(proxy), drive_(drive), options_(std::move(options)) {}

std::string VcbFileBackup::name() const {
    return "VCB file backup #" + std::to_string(vm_);
}

void VcbFileBackup::start(SimContext& ctx) {
    if (ctx.topology.at(proxy_).kind != Kind::VcbProxy)
        throw std::invalid_argument(ctx.topology.describe(proxy_) +
                                    " is not a VCB proxy: give the proxy entity");
    disks_ = source_disks(ctx, vm_);
    double data = 0;
    for (const auto& d : disks_) data += d.data_fraction * d.size_gb;
    if (options_.gb > data + 1e-9)
        throw std::invalid_argument(name() + ": " + gb_text(options_.gb) +
                                    " of files asked, but the VM holds " + gb_text(data) +
                                    " of data; back up less");
    const devices::BackupSoftwareParams& vcb = ctx.catalog.backup_software(options_.vcb);
    set_stages({{"mount", vcb.snapshot_s + vcb.mount_s, 0},
                {"files", 0, options_.gb},
                {"cleanup", vcb.cleanup_s, 0}});
}

std::vector<StreamSpec> VcbFileBackup::transfer_streams(SimContext& ctx, const Stage&,
                                                        double done_gb) {
    const devices::BackupSoftwareParams& vcb = ctx.catalog.backup_software(options_.vcb);
    const devices::BackupSoftwareParams& dp = ctx.catalog.backup_software(options_.agent);
    // Files lie among the data blocks of the disks: read file after file (sequential within a
    // file) over the disk holding the next ones.
    double left = done_gb;
    const SourceDisk* disk = &disks_.front();
    for (const auto& d : disks_) {
        disk = &d;
        const double data = d.data_fraction * d.size_gb;
        if (left < data) break;
        left -= data;
    }
    const BlockRegion files{disk->lu, disk->lu_from_gb, disk->lu_from_gb + disk->size_gb};
    StreamSpec s;
    s.name = name();
    s.owner = vm_;
    s.host = proxy_;
    s.counts_as_host_io = false;
    s.legs = {
        block_leg(files, false, dp.read_kb, dp.tape_block_kb / dp.read_kb, proxy_, "file_read"),
        behind(tape_leg(drive_, true, dp.tape_block_kb, 1, proxy_, "tape_write"))};
    s.cpu = {{server_of(ctx.topology, proxy_),
              dp.tape_block_kb / 1024.0 * vcb.proxy_cpu_ms_per_mb / 1000.0}};
    s.population = dp.agent_outstanding;
    return {s};
}

double VcbFileBackup::gb_per_io(const SimContext& ctx, const Stage&, double) const {
    return ctx.catalog.backup_software(options_.agent).tape_block_kb / kKbPerGb;
}

}  // namespace santwin::operations
