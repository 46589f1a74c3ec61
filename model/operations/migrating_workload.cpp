#include "operations/migrating_workload.h"

#include "engine/vmware/vmfs_model.h"

namespace santwin::operations {

MigratingWorkload::MigratingWorkload(Id vm, Id host, workloads::IoProfile profile, workloads::WorkloadOptions options,
                                     const CopyDisk& move)
    : vm_(vm),
      host_(host),
      profile_(profile),
      options_(options),
      move_(move),
      on_source_(vm, move.subject(), host, profile, options) {}

std::string MigratingWorkload::label(const Topology& t) const {
    return on_copy_ ? profile_.name + " on the migrated copy of " + t.describe(move_.subject())
                    : on_source_.label(t);
}

std::vector<engine::StreamSpec> MigratingWorkload::streams(engine::SimContext& ctx) {
    if (!on_copy_ && move_.done() && move_.destination() && ctx.vmfs.has_vmdk(move_.destination()))
        on_copy_ = std::make_unique<workloads::VmdkWorkload>(vm_, move_.destination(), host_, profile_, options_);
    if (on_copy_) return on_copy_->streams(ctx);
    // The source is gone but the copy is not ready (cannot happen with a CopyDisk that deletes
    // its source at its end): no I/O rather than a dangling disk.
    if (!ctx.vmfs.has_vmdk(move_.subject())) return {};
    return on_source_.streams(ctx);
}

void MigratingWorkload::advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) {
    // The step's I/O went to the disk its streams named; a source removed by the migration's
    // end during the step keeps no record of it.
    if (on_copy_) on_copy_->advance(ctx, results, dt);
    else if (ctx.vmfs.has_vmdk(move_.subject())) on_source_.advance(ctx, results, dt);
}

}  // namespace santwin::operations
