#pragma once
// VCB file backup (seed 004 Figure 3): the proxy snapshots the VM and mounts its file system
// directly from the VMFS datastore, the Data Protector disk agent on the proxy reads the chosen
// files over the SAN and the media agent writes them straight to the tape drive / VTL node: one
// read and one write per block, no holding tank.
//
//   mount   snapshot and mount (a wait: snapshot_s + mount_s)
//   files   `gb` of the VM's guest data read in read_kb reads, written in tape blocks
//   cleanup unmount and snapshot removal (a wait)
#include <string>
#include <vector>

#include "operations/backup_common.h"
#include "operations/staged_job.h"

namespace santwin::operations {

struct VcbFileOptions {
    double gb = 10;  // file data to back up (the paper's tests: 10 GB per VM)
    std::string vcb = "vcb-1.5";
    std::string agent = "data-protector-6.1";
};

class VcbFileBackup : public StagedJob {
  public:
    VcbFileBackup(Id vm, Id proxy, Id drive, VcbFileOptions options = {});

    std::string name() const override;
    Id subject() const override { return vm_; }
    void start(engine::SimContext& ctx) override;

  protected:
    std::vector<engine::StreamSpec> transfer_streams(engine::SimContext& ctx, const Stage& stage,
                                                     double done_gb) override;
    double gb_per_io(const engine::SimContext& ctx, const Stage& stage,
                     double done_gb) const override;

  private:
    Id vm_, proxy_, drive_;
    VcbFileOptions options_;
    std::vector<SourceDisk> disks_;
};

}  // namespace santwin::operations
