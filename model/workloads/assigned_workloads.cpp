#include "workloads/assigned_workloads.h"

#include <algorithm>
#include <stdexcept>

#include "workloads/vmdk_workload.h"

namespace santwin::workloads {

std::vector<std::pair<Id, double>> workload_disks(const Topology& t, Id vm) {
    // Raw device mappings are left out: the engine runs workloads through the datastore.
    std::vector<Id> disks;
    double largest = 0;
    for (Id d : t.children(vm, Kind::Vmdk))
        if (!t.at(d).flag("rdm")) {
            disks.push_back(d);
            largest = std::max(largest, t.at(d).num("size_gb"));
        }
    if (disks.empty()) throw std::invalid_argument(t.describe(vm) + " has no virtual disk to run a workload on");
    std::vector<std::pair<Id, double>> out;
    double total = 0;
    for (Id d : disks) {
        const double size = t.at(d).num("size_gb");
        if (size >= 0.5 * largest && size > 0) {
            out.emplace_back(d, size);
            total += size;
        }
    }
    if (out.empty()) return {{disks.front(), 1.0}};  // no sizes given: the first disk
    for (auto& [disk, share] : out) share /= total;
    return out;
}

WorkloadOptions share_options(const IoProfile& profile, double share) {
    WorkloadOptions o;
    o.target_iops = profile.requirement_iops * share;  // 0 stays "as fast as it will go"
    o.threads = profile.threads * share;
    return o;
}

std::vector<std::unique_ptr<engine::Job>> vm_workload(const Topology& t, Id vm, Id host, const IoProfile& profile) {
    std::vector<std::unique_ptr<engine::Job>> out;
    for (const auto& [disk, share] : workload_disks(t, vm))
        out.push_back(std::make_unique<VmdkWorkload>(vm, disk, host, profile, share_options(profile, share)));
    return out;
}

std::size_t vms_running(const std::vector<std::unique_ptr<engine::Job>>& jobs) {
    std::set<Id> vms;
    for (const auto& job : jobs) vms.insert(job->subject());
    return vms.size();
}

std::vector<std::unique_ptr<engine::Job>> assigned_workloads(const Topology& t, const std::set<Id>& skip) {
    std::vector<std::unique_ptr<engine::Job>> out;
    for (Id vm : t.all_of(Kind::Vm)) {
        const Entity& e = t.at(vm);
        const std::string text = e.text("workload");
        if (text.empty() || skip.count(vm) || e.ref("host") == kNoId || t.children(vm, Kind::Vmdk).empty()) continue;
        IoProfile profile;
        try {
            profile = resolve_profile(text);
        } catch (const std::invalid_argument& why) {
            throw std::invalid_argument(t.describe(vm) + ": " + why.what());
        }
        for (auto& job : vm_workload(t, vm, e.ref("host"), profile)) out.push_back(std::move(job));
    }
    return out;
}

}  // namespace santwin::workloads
