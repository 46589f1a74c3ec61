#include "workloads/nfs_locks.h"

#include <stdexcept>

namespace santwin::workloads {

using namespace santwin::engine;

NfsLockUpdates::NfsLockUpdates(Id host, Id datastore, double lock_files)
    : host_(host), datastore_(datastore), files_(lock_files) {}

std::string NfsLockUpdates::name() const {
    return "NFS lock updates #" + std::to_string(host_) + " on #" + std::to_string(datastore_);
}

std::string NfsLockUpdates::label(const Topology& t) const {
    return "NFS lock updates of " + t.describe(host_) + " on " + t.describe(datastore_);
}

std::vector<StreamSpec> NfsLockUpdates::streams(SimContext& ctx) {
    const DatastoreRt& ds = ctx.vmfs.datastore(datastore_);
    if (!ds.nfs || !ds.nfs_export)
        throw std::invalid_argument(ctx.topology.describe(datastore_) +
                                    " is not an NFS datastore; lock files live on NFS only");
    const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(host_).text("version"));
    if (files_ <= 0 || hp.nfs_lock_update_s <= 0) return {};
    StreamSpec s;
    s.name = name();
    s.owner = host_;
    s.host = host_;
    s.counts_as_host_io = false;  // the VMs never see it
    Leg l;
    l.why = "nfs_meta";
    l.write = true;
    l.kb = hp.nfs_lock_write_kb;
    l.device = ds.nfs_export;
    s.legs = {l};
    s.population = 1;
    s.target_iops = files_ / hp.nfs_lock_update_s;
    return {s};
}

}  // namespace santwin::workloads
