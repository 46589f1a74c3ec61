#include "workloads/assigned_workloads.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "workloads/vmdk_workload.h"

namespace santwin::workloads {

namespace {
// "OS disk", "W2K8-os", "boot": a disk named as the guest's system disk.
bool named_as_system_disk(const std::string& name) {
    std::string word;
    for (std::size_t i = 0; i <= name.size(); ++i) {
        const char c = i < name.size() ? static_cast<char>(std::tolower(static_cast<unsigned char>(name[i]))) : ' ';
        if (std::isalnum(static_cast<unsigned char>(c))) {
            word += c;
            continue;
        }
        if (word == "os" || word == "boot" || word == "system") return true;
        word.clear();
    }
    return false;
}
}  // namespace

std::vector<std::pair<Id, double>> workload_disks(const Topology& t, Id vm) {
    // Raw device mappings are left out: the engine runs workloads through the datastore. So is
    // a disk named as the system disk when the VM has another (seed 002's tiles: a 20 GB "OS
    // disk" beside a data disk as small).
    std::vector<Id> disks, system;
    for (Id d : t.children(vm, Kind::Vmdk))
        if (!t.at(d).flag("rdm")) (named_as_system_disk(t.at(d).name) ? system : disks).push_back(d);
    if (disks.empty()) disks = system;
    if (disks.empty()) throw std::invalid_argument(t.describe(vm) + " has no virtual disk to run a workload on");
    double largest = 0;
    for (Id d : disks) largest = std::max(largest, t.at(d).num("size_gb"));
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
