#pragma once
// Data Protector snapshot backup from the ESX console OS (seed 004, Table 2 "DP snap"): the
// host quiesces and snapshots the VM, the Data Protector agents on the COS read its virtual
// disks through the host's own HBAs and write them straight to a tape drive / VTL node the host
// is zoned to (no holding tank, no proxy), then the snapshot is removed.
//
//   snapshot  a wait
//   copy      read_kb reads of each disk, tape_block_kb blocks to the drive, agent_outstanding
//             blocks in flight
//   commit    snapshot removal (a wait)
//
// While it copies, the job records the console OS overhead it adds to its host (hosts.json
// cos_cpu_pct_per_stream / cos_mem_pct_per_stream) as "cos_cpu_pct" / "cos_mem_pct" of its VM.
#include <string>
#include <vector>

#include "operations/backup_common.h"
#include "operations/staged_job.h"

namespace santwin::operations {

class DpSnapshotBackup : public StagedJob {
  public:
    DpSnapshotBackup(Id vm, Id drive, std::string agent = "data-protector-6.1");

    std::string name() const override;
    Id subject() const override { return vm_; }
    void start(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results,
                 double dt) override;

    Id host() const { return host_; }
    double image_gb() const { return image_gb_; }

  protected:
    std::vector<engine::StreamSpec> transfer_streams(engine::SimContext& ctx, const Stage& stage,
                                                     double done_gb) override;
    double gb_per_io(const engine::SimContext& ctx, const Stage& stage,
                     double done_gb) const override;

  private:
    Id vm_, drive_;
    std::string agent_;
    Id host_ = kNoId;
    std::vector<SourceDisk> disks_;
    double image_gb_ = 0;
};

}  // namespace santwin::operations
