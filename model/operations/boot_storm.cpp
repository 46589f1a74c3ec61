#include "operations/boot_storm.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace santwin::operations {

using namespace santwin::engine;

BootStorm::BootStorm(std::vector<Id> clones, workloads::GuestProfile guest)
    : clones_(std::move(clones)), guest_(std::move(guest)) {}

void BootStorm::start(SimContext& ctx) {
    std::map<Id, HostPart> by_host;
    for (Id vm : clones_) {
        const Entity& e = ctx.topology.at(vm);
        const auto disks = ctx.topology.children(vm, Kind::Vmdk);
        if (disks.empty()) throw std::invalid_argument(ctx.topology.describe(vm) + " has no disk to boot from");
        const Id delta = disks.front();
        HostPart& part = by_host[e.ref("host")];
        part.host = e.ref("host");
        part.server = ctx.topology.at(part.host).parent;
        part.deltas.push_back(delta);
        datastore_ = ctx.topology.at(delta).ref("datastore");
        // A linked clone boots from its base; a full VM (a single power-on) from its own disk.
        const Id linked = ctx.topology.at(delta).ref("linked_base");
        base_ = linked != kNoId ? linked : delta;
    }
    lu_ = ctx.vmfs.datastore(datastore_).lu;
    for (auto& [h, part] : by_host) {
        part.poweron_left = part.deltas.size() * guest_.poweron_locks;
        part.boot_left = part.deltas.size() * guest_.boot_ios;
        total_ += part.poweron_left + part.boot_left;
        hosts_.push_back(part);
    }
}

std::vector<StreamSpec> BootStorm::streams(SimContext& ctx) {
    std::vector<StreamSpec> out;
    const DatastoreRt& ds = ctx.vmfs.datastore(datastore_);
    const BlockRegion metadata{lu_, 0, std::max(0.01, ds.metadata_gb)};
    for (const HostPart& part : hosts_) {
        const double vms = static_cast<double>(part.deltas.size());
        StreamSpec s;
        s.host = part.host;
        s.owner = part.host;
        if (part.poweron_left > 1e-9) {
            // Power-on: every lock is a metadata read and write under the lock.
            s.name = "power-on on " + ctx.topology.at(part.host).name;
            Leg read;
            read.why = "metadata";
            read.region = metadata;
            Leg write = read;
            write.write = true;
            s.legs = {read, write};
            s.locks_per_io = 1;
            s.shared_locks_per_io = guest_.poweron_shared_locks / guest_.poweron_locks;
            s.population = vms;
            out.push_back(s);
        } else if (part.boot_left > 1e-9) {
            s.name = "boot on " + ctx.topology.at(part.host).name;
            const VmdkRt& base = ctx.vmfs.vmdk(base_);
            auto [bf, bt] = ctx.vmfs.lu_range(base_, 0, std::max(base.block_gb, ctx.vmfs.data_gb(base_)));
            auto [df, dt] = ctx.vmfs.lu_range(part.deltas.front(), 0, 1);
            const double w = guest_.write_share(), kb = guest_.kb_per_io();
            Leg read;
            read.per_io = 1 - w;
            read.kb = kb;
            read.random_fraction = guest_.random_fraction;
            read.region = {lu_, bf, bt};
            // All clones read the same few hundred MB of the base: that is the working set.
            read.working_set = std::min(1.0, guest_.boot_read_mb / 1024.0 / std::max(1e-3, bt - bf));
            Leg write;
            write.write = true;
            write.per_io = w;
            write.kb = kb;
            write.random_fraction = guest_.random_fraction;
            write.region = {lu_, df, std::max(dt, df + 1e-3)};
            s.legs = {read, write};
            // The deltas grow as they are written: one allocation lock per growth step (the
            // sparse delta's own increment, at least a VMFS block).
            const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(part.host).text("version"));
            const double grow_mb = std::max(ds.block_mb, hp.delta_grow_mb);
            s.locks_per_io = guest_.boot_write_mb / grow_mb / guest_.boot_ios;
            s.cpu.push_back({part.server, guest_.boot_cpu_core_s / guest_.boot_ios});
            s.population = vms * guest_.boot_outstanding;
            out.push_back(s);
        }
    }
    return out;
}

void BootStorm::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    size_t k = 0;
    for (HostPart& part : hosts_) {
        if (part.poweron_left > 1e-9) {
            part.poweron_left = std::max(0.0, part.poweron_left - results.at(k++).iops * dt);
        } else if (part.boot_left > 1e-9) {
            const double ios = std::min(part.boot_left, results.at(k++).iops * dt);
            part.boot_left -= ios;
            // The deltas grow by what the boot wrote.
            const double per_vm_gb = ios / part.deltas.size() * guest_.kb_per_io() * guest_.write_share() / (1024.0 * 1024.0);
            for (Id d : part.deltas) {
                const double have = ctx.vmfs.data_gb(d);
                ctx.vmfs.write_data(d, have, have + per_vm_gb);
            }
        }
    }
    bool all = true;
    for (const HostPart& part : hosts_) all = all && part.boot_left <= 1e-9;
    if (all && !done_) {
        done_ = true;
        finished_at_ = ctx.now + dt;
    }
}

double BootStorm::time_to_event(const SimContext&, const std::vector<StreamResult>& results) const {
    double t = kNever;
    size_t k = 0;
    for (const HostPart& part : hosts_) {
        if (part.poweron_left > 1e-9) {
            const double x = results.at(k++).iops;
            if (x > 0) t = std::min(t, part.poweron_left / x);
        } else if (part.boot_left > 1e-9) {
            const double x = results.at(k++).iops;
            if (x > 0) t = std::min(t, part.boot_left / x);
        }
    }
    return t;
}

double BootStorm::progress() const {
    double left = 0;
    for (const HostPart& p : hosts_) left += p.poweron_left + p.boot_left;
    return total_ > 0 ? 1.0 - left / total_ : 1.0;
}

}  // namespace santwin::operations
