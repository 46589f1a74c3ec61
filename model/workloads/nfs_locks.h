#pragma once
// ESXi's NFSv3 file locking (VMware KB 1007909, 340515): for every file a host holds open on an
// NFS datastore it keeps a .lck file, rewritten every NFS.DiskFileLockUpdateFreq seconds with a
// small (84-byte) WRITE so other hosts see the lock is alive. A powered-on VM holds its disks,
// its .vmx and its .vswp: a steady trickle of metadata writes for the NAS.
#include <memory>
#include <vector>

#include "engine/job.h"

namespace santwin::workloads {

class NfsLockUpdates : public engine::Job {
  public:
    // `lock_files` files held open by `host` on `datastore`.
    NfsLockUpdates(Id host, Id datastore, double lock_files);

    std::string name() const override;
    std::string label(const Topology& t) const override;
    Id subject() const override { return host_; }
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext&, const std::vector<engine::StreamResult>&, double) override {}
    bool done() const override { return false; }

  private:
    Id host_, datastore_;
    double files_;
};

// ESXi's lock-file updates for running `vms` (each with a host and disks): one job per host and
// NFS datastore, for the files it holds open there — each disk, and the first disk's
// datastore also holds the VM's .vmx and .vswp. VMFS datastores need none.
std::vector<std::unique_ptr<engine::Job>> nfs_lock_updates(const Topology& t, const std::vector<Id>& vms);

}  // namespace santwin::workloads
