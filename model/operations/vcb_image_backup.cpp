#include "operations/vcb_image_backup.h"

#include "common/quantity_text.h"

#include <algorithm>
#include <cmath>

namespace santwin::operations {

using namespace santwin::engine;

namespace {
constexpr double kKbPerGb = 1024.0 * 1024.0;
}

VcbImageBackup::VcbImageBackup(Id vm, Id proxy, VcbImageOptions options)
    : vm_(vm), proxy_(proxy), options_(std::move(options)) {}

std::string VcbImageBackup::name() const {
    return "VCB image backup #" + std::to_string(vm_);
}

void VcbImageBackup::start(SimContext& ctx) {
    const Entity& proxy = ctx.topology.at(proxy_);
    if (proxy.kind != Kind::VcbProxy)
        throw std::invalid_argument(ctx.topology.describe(proxy_) +
                                    " is not a VCB proxy: give the proxy entity");
    ht_ = proxy.ref("holding_tank");
    if (!ht_)
        throw std::invalid_argument(ctx.topology.describe(proxy_) +
                                    " has no holding tank: set holding_tank");
    compressed_ =
        options_.compression < 0 ? proxy.flag("ntfs_compression") : options_.compression > 0;
    disks_ = source_disks(ctx, vm_);
    image_gb_ = total_gb(disks_);
    const double d = mean_data_fraction(disks_);
    const devices::BackupSoftwareParams& vcb = ctx.catalog.backup_software(options_.vcb);
    // NTFS compression: guest data shrinks by the ratio, all-zero units vanish.
    ht_fraction_ = compressed_ ? d / std::max(1.0, vcb.compress_ratio) : 1.0;
    export_cpu_ms_per_mb_ = vcb.proxy_cpu_ms_per_mb;
    extents_per_read_ =
        ctx.catalog.backup_software(options_.agent).tape_block_kb / vcb.export_write_kb;
    media_cpu_ms_per_mb_ = vcb.proxy_cpu_ms_per_mb;
    if (compressed_) {
        export_cpu_ms_per_mb_ +=
            d * vcb.compress_cpu_ms_per_mb + (1 - d) * vcb.zero_scan_cpu_ms_per_mb;
        media_cpu_ms_per_mb_ +=
            d * vcb.decompress_cpu_ms_per_mb + (1 - d) * vcb.zero_scan_cpu_ms_per_mb;
    }
    if (options_.ht_offset_gb + image_gb_ * ht_fraction_ > ctx.storage.lu(ht_).capacity_gb + 1e-9)
        throw std::invalid_argument(name() + ": the image does not fit the holding tank " +
                                    ctx.topology.describe(ht_) + " when it starts " +
                                    gb_text(options_.ht_offset_gb) +
                                    " into it: grow the holding tank or start the image nearer its beginning");
    set_stages({{"snapshot", vcb.snapshot_s, 0},
                {"export", 0, image_gb_},
                {"media", 0, options_.drive ? image_gb_ : 0.0},
                {"cleanup", vcb.cleanup_s, 0}});
}

std::vector<StreamSpec> VcbImageBackup::transfer_streams(SimContext& ctx, const Stage& stage,
                                                         double done_gb) {
    const devices::BackupSoftwareParams& vcb = ctx.catalog.backup_software(options_.vcb);
    const Id server = server_of(ctx.topology, proxy_);
    const double stored_gb = image_gb_ * ht_fraction_;
    const BlockRegion ht{
        ht_, options_.ht_offset_gb + done_gb * ht_fraction_,
        options_.ht_offset_gb + std::max(stored_gb, done_gb * ht_fraction_ + 1e-3)};
    StreamSpec s;
    s.name = name() + "/" + stage.name;
    s.owner = vm_;
    s.host = proxy_;
    s.counts_as_host_io = false;
    if (stage.name == "export") {
        start_appending(ctx);
        // One I/O: a read of the source, then the NTFS writes of what it becomes in the tank.
        const ReadPosition pos = read_position(disks_, done_gb);
        const double writes = vcb.export_read_kb / vcb.export_write_kb * ht_fraction_;
        s.legs = {block_leg(pos.rest, false, vcb.export_read_kb, 1, proxy_, "export_read")};
        if (writes > 0) {
            // The NTFS lazy writer writes the copy behind the reads; but a write to a compressed
            // file is compressed and flushed through at once (a non-cached write-through paging
            // write), so the export waits for its holding-tank writes. [U: the cited case
            // (oldnewthing 2022-10-27) is an unbuffered write; that vcbMounter writes unbuffered
            // is assumed.]
            const Leg write = block_leg(ht, true, vcb.export_write_kb, writes, proxy_, "ht_write");
            s.legs.push_back(compressed_ ? write : behind(write));
        }
        s.cpu = {{server, vcb.export_read_kb / 1024.0 * export_cpu_ms_per_mb_ / 1000.0}};
        s.population = vcb.export_outstanding;
    } else {
        stop_appending(ctx);
        // One I/O: a tape block of the image, read back (compressed: fewer bytes) from the tank.
        const devices::BackupSoftwareParams& dp = ctx.catalog.backup_software(options_.agent);
        if (ht_fraction_ > 0) {
            // Reads that find the image's blocks apart are positioned: no array read-ahead.
            Leg read = block_leg(ht, false, dp.tape_block_kb, ht_fraction_, proxy_, "ht_read");
            read.random_fraction = fragmented_read_share();
            s.legs.push_back(read);
        }
        s.legs.push_back(behind(tape_leg(options_.drive, true, dp.tape_block_kb, 1, proxy_, "tape_write")));
        s.cpu = {{server, dp.tape_block_kb / 1024.0 * media_cpu_ms_per_mb_ / 1000.0}};
        s.population = dp.agent_outstanding;
    }
    return {s};
}

void VcbImageBackup::advance(SimContext& ctx, const std::vector<StreamResult>& results,
                             double dt) {
    if (appending_) {
        export_s_ += dt;
        own_share_s_ += dt / std::max(1, ctx.storage.appenders(ht_));
    }
    StagedJob::advance(ctx, results, dt);
}

void VcbImageBackup::start_appending(SimContext& ctx) {
    if (appending_) return;
    ctx.storage.add_appender(ht_, +1);
    appending_ = true;
}

void VcbImageBackup::stop_appending(SimContext& ctx) {
    if (!appending_) return;
    ctx.storage.add_appender(ht_, -1);
    appending_ = false;
}

void VcbImageBackup::stage_done(SimContext& ctx, const Stage& stage) {
    // With a media stage to follow, the export leaves the tank's appenders when that stage
    // starts: the other exports advanced over the same interval must still count it.
    if (stage.name == "export" && !options_.drive) stop_appending(ctx);
}

double VcbImageBackup::fragmented_read_share() const {
    // NTFS allocates a file's clusters as each write extends it: exports writing one tank
    // together get the next free clusters in turn, so each write of this image follows the
    // previous one only with the probability that no other export allocated in between (its
    // share of the tank's appenders). A media read spans read_kb / write_kb such extents and
    // is contiguous only if every junction is. A lone export writes one contiguous file.
    const double share = export_s_ > 0 ? own_share_s_ / export_s_ : 1.0;
    return std::clamp(1.0 - std::pow(share, std::max(0.0, extents_per_read_ - 1)), 0.0, 1.0);
}

double VcbImageBackup::gb_per_io(const SimContext& ctx, const Stage& stage, double) const {
    const double kb = stage.name == "export"
                          ? ctx.catalog.backup_software(options_.vcb).export_read_kb
                          : ctx.catalog.backup_software(options_.agent).tape_block_kb;
    return kb / kKbPerGb;
}

}  // namespace santwin::operations
