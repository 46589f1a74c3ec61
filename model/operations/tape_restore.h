#pragma once
// A restore from tape / VTL over the LAN (seed 004 Figures 23-24; domain.md §7): the media
// agent on a backup host reads the object's blocks from the drive, sends them over the LAN to
// the receiving agent, which writes them to the destination disk.
//
//   image restore  the receiver is an ESX host's console OS, writing the VM's disk on VMFS
//   file restore   the receiver is the VM itself (a disk agent in the guest), writing its disk
//
// Multiplexing: an object written k ways interleaved with other objects cannot be read alone:
// the drive reads every block of the interleave and the media agent keeps one in k, so each
// useful block costs k block reads at the drive, its port and the library's disks (the
// "tape speed / k" of domain.md §7). Everything after the media agent sees only useful data.
// The receiver spends receive_cpu_ms_per_mb of processor per MB (the console OS runs on one
// processor; a guest on its vCPUs), restore_buffers blocks are in flight; the media agent reads
// the medium ahead of the receiver. Before data moves, the session starts (restore_setup_s: a
// wait).
//
//   setup    agents started, cartridge loaded, object located (a wait)
//   restore  the transfer
#include <string>

#include "operations/staged_job.h"

namespace santwin::operations {

struct TapeRestoreOptions {
    Id drive = kNoId;        // where the backup is
    int multiplex = 1;       // objects interleaved on the medium when it was written
    Id sender = kNoId;       // host running the media agent (zoned to the drive)
    Id receiver = kNoId;     // ESX host (image restore) or VM (file restore)
    Id destination = kNoId;  // the virtual disk written
    double gb = 0;           // useful data to restore
    std::string agent = "data-protector-6.1";
};

class TapeRestore : public StagedJob {
  public:
    explicit TapeRestore(TapeRestoreOptions options);

    std::string name() const override;
    Id subject() const override { return options_.destination; }
    void start(engine::SimContext& ctx) override;

  protected:
    std::vector<engine::StreamSpec> transfer_streams(engine::SimContext& ctx, const Stage& stage,
                                                     double done_gb) override;
    double gb_per_io(const engine::SimContext& ctx, const Stage& stage,
                     double done_gb) const override;

  private:
    TapeRestoreOptions options_;
    Id writer_ = kNoId;  // the ESX host whose HBAs write the destination disk
};

}  // namespace santwin::operations
