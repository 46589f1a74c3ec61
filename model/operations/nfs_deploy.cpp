#include "operations/nfs_deploy.h"

#include <algorithm>
#include <limits>
#include <map>
#include <stdexcept>

#include "workloads/nfs_io.h"

namespace santwin::operations {

using namespace santwin::engine;

namespace {
constexpr double kKbPerGb = 1024.0 * 1024.0;
constexpr double kCommandKb = 0.25;  // a clone request on the wire
constexpr double kEps = 1e-9;
}  // namespace

DeployVms::DeployVms(std::string label, std::vector<DeployItem> items)
    : label_(std::move(label)), items_(std::move(items)) {}

std::vector<Id> DeployVms::template_disks(const SimContext& ctx, const DeployItem& item) const {
    std::vector<Id> disks = ctx.topology.children(item.template_vm, Kind::Vmdk);
    if (disks.empty())
        throw std::invalid_argument(label_ + ": template " +
                                    ctx.topology.describe(item.template_vm) +
                                    " has no disks to deploy");
    return disks;
}

bool DeployVms::vaai_clone(const SimContext& ctx, const DeployItem& item, Id source) const {
    const Entity& host = ctx.topology.at(item.host);
    const devices::HostParams& hp = ctx.catalog.host(host.text("version"));
    if (hp.vaai_available <= 0 || !host.flag("vaai")) return false;
    // "the VMs or templates used as the source for the clones must reside on the same datastore"
    if (ctx.vmfs.vmdk(source).datastore != item.datastore) return false;
    const DatastoreRt& ds = ctx.vmfs.datastore(item.datastore);
    const NasModel& nas = ctx.storage.nas();
    return ds.nfs && nas.serves(ds.nfs_export) &&
           nas.head(nas.fs(nas.fs_of(ds.nfs_export)).head).vaai;
}

void DeployVms::start(SimContext& ctx) {
    deployed_.assign(items_.size(), {});
    for (std::size_t i = 0; i < items_.size(); ++i) {
        deployed_[i].name = items_[i].name;
        if (!ctx.vmfs.datastore(items_[i].datastore).nfs)
            throw std::invalid_argument(
                label_ + ": " + ctx.topology.describe(items_[i].datastore) +
                " is not an NFS datastore; use CopyDisk for VMFS deployments");
    }
    admit(ctx);
}

void DeployVms::admit(SimContext& ctx) {
    // vCenter starts queued tasks in order as the host and datastore limits allow.
    std::map<Id, int> per_host, per_ds;
    auto datastores = [&](const DeployItem& it) {
        std::vector<Id> out{it.datastore};
        for (Id d : template_disks(ctx, it)) out.push_back(ctx.vmfs.vmdk(d).datastore);
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    };
    for (const Task& t : active_) {
        ++per_host[items_[t.item].host];
        for (Id ds : datastores(items_[t.item])) ++per_ds[ds];
    }
    for (std::size_t i = next_; i < items_.size(); ++i) {
        if (deployed_[i].started_at >= 0) continue;
        const DeployItem& it = items_[i];
        const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(it.host).text("version"));
        const auto dss = datastores(it);
        bool fits = per_host[it.host] < hp.provisioning_per_host;
        for (Id ds : dss) fits = fits && per_ds[ds] < hp.provisioning_per_datastore;
        if (!fits) continue;  // queued until its host and datastores have room
        ++per_host[it.host];
        for (Id ds : dss) ++per_ds[ds];
        Task t;
        t.item = i;
        t.setup_left_s = hp.provisioning_overhead_s;
        deployed_[i].started_at = ctx.now;
        active_.push_back(t);
    }
    while (next_ < items_.size() && deployed_[next_].started_at >= 0) ++next_;
}

void DeployVms::begin_disk(SimContext& ctx, Task& task) {
    const DeployItem& it = items_[task.item];
    const Id source = template_disks(ctx, it)[task.disk];
    const VmdkRt& src = ctx.vmfs.vmdk(source);
    task.clone = vaai_clone(ctx, it, source);
    task.disk_done = 0;
    task.destination =
        ctx.vmfs.add_runtime_vmdk(it.datastore, "thin", src.size_gb, task.clone ? source : kNoId);
    ctx.vmfs.place(task.destination);
    deployed_[task.item].disks.push_back(task.destination);
    deployed_[task.item].fast_clone = task.clone;
}

void DeployVms::finish_disk(SimContext& ctx, Task& task) {
    ++task.disk;
    if (task.disk < template_disks(ctx, items_[task.item]).size()) begin_disk(ctx, task);
}

std::vector<StreamSpec> DeployVms::streams(SimContext& ctx) {
    std::vector<StreamSpec> out;
    for (const Task& task : active_) {
        if (task.setup_left_s > kEps) continue;
        const DeployItem& it = items_[task.item];
        const devices::HostParams& hp = ctx.catalog.host(ctx.topology.at(it.host).text("version"));
        const Id source = template_disks(ctx, it)[task.disk];
        const VmdkRt& src = ctx.vmfs.vmdk(source);
        StreamSpec s;
        s.name = label_ + ": " + it.name + " disk " + std::to_string(task.disk + 1);
        s.owner = it.host;
        s.host = it.host;
        if (task.clone) {
            Leg clone;
            clone.why = "clone";
            clone.write = true;
            clone.kb = kCommandKb;
            clone.device = workloads::nfs_export_of(ctx, task.destination);
            s.legs = {clone};
            s.population = 1;
        } else {
            // The data mover walks the whole disk; the chunks holding data are written.
            const double data = src.blocks.count(kBlockData) / std::max(1.0, src.blocks_total());
            s.legs = workloads::nfs_mix_legs(ctx, source, 0, src.size_gb, 1.0,
                                             hp.nfs_datamover_io_kb, hp.nfs_datamover_io_kb, 0.0);
            for (Leg& l : s.legs) l.why = "copy_read";
            Leg write;
            write.why = "copy_write";
            write.write = true;
            write.kb = hp.nfs_datamover_io_kb;
            write.random_fraction = 0;
            write.per_io = data;
            write.device = workloads::nfs_export_of(ctx, task.destination);
            auto [a, b] = ctx.storage.nas().fs_span(task.destination, 0, src.size_gb);
            write.region = {kNoId, a, b};
            if (data > 0) s.legs.push_back(write);
            s.population = hp.nfs_datamover_outstanding;
        }
        out.push_back(std::move(s));
    }
    return out;
}

double DeployVms::disk_rate_gb(const SimContext& ctx, const Task& task,
                               const StreamResult& r) const {
    const devices::HostParams& hp =
        ctx.catalog.host(ctx.topology.at(items_[task.item].host).text("version"));
    return r.iops * hp.nfs_datamover_io_kb / kKbPerGb;
}

void DeployVms::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    std::size_t k = 0;
    std::vector<std::size_t> finished;
    for (std::size_t i = 0; i < active_.size(); ++i) {
        Task& task = active_[i];
        const DeployItem& it = items_[task.item];
        if (task.setup_left_s > kEps) {
            task.setup_left_s -= dt;
            if (task.setup_left_s <= kEps) begin_disk(ctx, task);
            continue;
        }
        if (k >= results.size()) break;
        const StreamResult& r = results[k++];
        const Id source = template_disks(ctx, it)[task.disk];
        const VmdkRt& src = ctx.vmfs.vmdk(source);
        bool disk_done = false;
        if (task.clone) {
            task.disk_done += r.iops * dt;
            disk_done = task.disk_done >= 1 - kEps;
        } else {
            const double from = task.disk_done;
            const double to = std::min(src.size_gb, from + disk_rate_gb(ctx, task, r) * dt);
            for (auto [a, b] : src.blocks.runs(from / src.block_gb, to / src.block_gb, kBlockData))
                ctx.vmfs.write_data(task.destination, a * src.block_gb, b * src.block_gb);
            task.disk_done = to;
            disk_done = to >= src.size_gb - kEps;
        }
        if (!disk_done) continue;
        finish_disk(ctx, task);
        if (task.disk >= template_disks(ctx, it).size()) {
            deployed_[task.item].finished_at = ctx.now + dt;
            finished.push_back(i);
        }
    }
    for (auto it = finished.rbegin(); it != finished.rend(); ++it)
        active_.erase(active_.begin() + static_cast<std::ptrdiff_t>(*it));
    finished_ += finished.size();
    if (!finished.empty()) {
        SimContext later = ctx;
        later.now = ctx.now + dt;
        admit(later);
    }
}

double DeployVms::time_to_event(const SimContext& ctx,
                                const std::vector<StreamResult>& results) const {
    double t = kNever;
    std::size_t k = 0;
    for (const Task& task : active_) {
        if (task.setup_left_s > kEps) {
            t = std::min(t, task.setup_left_s);
            continue;
        }
        if (k >= results.size()) break;
        const StreamResult& r = results[k++];
        if (r.iops <= 0) continue;
        if (task.clone) {
            t = std::min(t, (1 - task.disk_done) / r.iops);
        } else {
            const Id source = template_disks(ctx, items_[task.item])[task.disk];
            t = std::min(
                t, (ctx.vmfs.vmdk(source).size_gb - task.disk_done) / disk_rate_gb(ctx, task, r));
        }
    }
    return t;
}

double DeployVms::first_start() const {
    double t = std::numeric_limits<double>::infinity();
    for (const auto& d : deployed_)
        if (d.started_at >= 0) t = std::min(t, d.started_at);
    return std::isfinite(t) ? t : -1;
}

double DeployVms::last_finish() const {
    double t = -1;
    for (const auto& d : deployed_) {
        if (d.finished_at < 0) return -1;
        t = std::max(t, d.finished_at);
    }
    return t;
}

}  // namespace santwin::operations
