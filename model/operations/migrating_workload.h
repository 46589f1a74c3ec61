#pragma once
// A VM's own workload while Storage vMotion moves one of its disks: vSphere keeps the VM running,
// so its I/O goes to the source disk while the copy runs and to the new disk once the
// migration has switched over (the copy's end, when the source is removed).
#include <memory>

#include "operations/copy_disk.h"
#include "workloads/vmdk_workload.h"

namespace santwin::operations {

class MigratingWorkload : public engine::Job {
public:
    // `move` copies the disk this workload runs on; it must outlive this job (both belong to
    // one simulation).
    MigratingWorkload(Id vm, Id host, workloads::IoProfile profile, workloads::WorkloadOptions options,
                      const CopyDisk& move);

    std::string name() const override { return current().name(); }
    std::string label(const Topology& t) const override;
    Id subject() const override { return vm_; }
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) override;
    bool continuous() const override { return current().continuous(); }
    bool done() const override { return false; }

    bool switched() const { return on_copy_ != nullptr; }

private:
    const workloads::VmdkWorkload& current() const { return on_copy_ ? *on_copy_ : on_source_; }

    Id vm_, host_;
    workloads::IoProfile profile_;
    workloads::WorkloadOptions options_;
    const CopyDisk& move_;
    workloads::VmdkWorkload on_source_;
    std::unique_ptr<workloads::VmdkWorkload> on_copy_;  // made when the migration switches over
};

}  // namespace santwin::operations
