#pragma once
// VCB image backup of one VM through a VCB proxy (domain.md §7; seed 004 Figure 2, Table 2):
//
//   snapshot  vCenter quiesces and snapshots the VM (a wait)
//   export    vcbMounter reads each virtual disk over the SAN in export_read_kb reads and writes
//             the image into the proxy's holding tank (an LU on the array) in export_write_kb
//             NTFS writes; export_outstanding copies in flight. The proxy spends CPU per MB
//             copied. With NTFS compression on the holding tank, guest data is compressed
//             (compress_ratio, compress_cpu_ms_per_mb) and all-zero compression units are
//             stored as nothing (zero_scan_cpu_ms_per_mb): fewer bytes reach the array, more
//             CPU is spent.
//   media     (if a drive is given) the Data Protector agents on the proxy read the image back
//             from the holding tank and write it to the tape drive / VTL node in tape blocks;
//             images exported into one tank together interleave their extents there, so
//             their read-backs are positioned (fragmented_read_share)
//   cleanup   unmount, snapshot removal (a wait)
//
// Each read and write takes the proxy's path to its LU (the scenario sets preferred ports, as
// the paper's proxies "manage VCB FC HBA paths"). Several VMs on one proxy are several jobs.
#include <string>
#include <vector>

#include "operations/backup_common.h"
#include "operations/staged_job.h"

namespace santwin::operations {

struct VcbImageOptions {
    Id drive = kNoId;         // tape drive (or VTL node) to write to; kNoId: export only
    int compression = -1;     // -1: the proxy's ntfs_compression; 0 / 1 force it
    double ht_offset_gb = 0;  // where in the holding tank this VM's image goes
    std::string vcb = "vcb-1.5";
    std::string agent = "data-protector-6.1";
};

class VcbImageBackup : public StagedJob {
  public:
    VcbImageBackup(Id vm, Id proxy, VcbImageOptions options = {});

    std::string name() const override;
    Id subject() const override { return vm_; }
    void start(engine::SimContext& ctx) override;

    double image_gb() const { return image_gb_; }
    bool compressed() const { return compressed_; }
    // Bytes the holding tank receives per byte read from the source (after compression).
    double ht_write_fraction() const { return ht_fraction_; }
    // Proxy CPU, core ms per MB exported.
    double export_cpu_ms_per_mb() const { return export_cpu_ms_per_mb_; }
    // Share of the media stage's holding-tank reads that find the image's blocks apart.
    double fragmented_read_share() const;

    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results,
                 double dt) override;

  protected:
    std::vector<engine::StreamSpec> transfer_streams(engine::SimContext& ctx, const Stage& stage,
                                                     double done_gb) override;
    double gb_per_io(const engine::SimContext& ctx, const Stage& stage,
                     double done_gb) const override;
    void stage_done(engine::SimContext& ctx, const Stage& stage) override;

  private:
    // Counted among the holding tank's appenders while exporting into it (fragmented_read_share).
    void start_appending(engine::SimContext& ctx);
    void stop_appending(engine::SimContext& ctx);

    Id vm_, proxy_;
    VcbImageOptions options_;
    std::vector<SourceDisk> disks_;
    Id ht_ = kNoId;
    double image_gb_ = 0;
    bool compressed_ = false;
    double ht_fraction_ = 1;
    double export_cpu_ms_per_mb_ = 0;
    double media_cpu_ms_per_mb_ = 0;
    double extents_per_read_ = 1;  // holding-tank write extents one media read spans
    bool appending_ = false;  // exporting into the holding tank, counted as one of its appenders
    double export_s_ = 0;     // export time so far, and that time weighted by this export's
    double own_share_s_ = 0;  // share of the tank's appenders (1 / their number)
};

}  // namespace santwin::operations
