#include "workloads/nfs_locks.h"

#include <map>
#include <stdexcept>

#include "devices/hardware_catalog.h"

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

std::vector<std::unique_ptr<Job>> nfs_lock_updates(const Topology& t, const std::vector<Id>& vms) {
    std::map<std::pair<Id, Id>, double> files;  // (host, datastore) -> files held open
    auto on_nfs = [&](Id ds) { return ds && t.at(ds).text("type") == "nfs"; };
    for (Id vm : vms) {
        const Id host = t.at(vm).ref("host");
        const std::vector<Id> disks = t.children(vm, Kind::Vmdk);
        if (!host || disks.empty()) continue;
        for (Id d : disks)
            if (on_nfs(t.at(d).ref("datastore"))) files[{host, t.at(d).ref("datastore")}] += 1;
        const Id home = t.at(disks.front()).ref("datastore");
        if (on_nfs(home))
            files[{host, home}] += devices::HardwareCatalog::builtin().host(t.at(host).text("version")).nfs_lock_files_per_vm;
    }
    std::vector<std::unique_ptr<Job>> out;
    for (const auto& [key, count] : files) out.push_back(std::make_unique<NfsLockUpdates>(key.first, key.second, count));
    return out;
}

}  // namespace santwin::workloads
