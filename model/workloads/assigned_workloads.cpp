#include "workloads/assigned_workloads.h"

#include <stdexcept>

#include "workloads/vmdk_workload.h"

namespace santwin::workloads {

Id workload_disk(const Topology& t, Id vm) {
    Id best = kNoId;
    // Raw device mappings are left out: the engine runs workloads through the datastore.
    for (Id d : t.children(vm, Kind::Vmdk))
        if (!t.at(d).flag("rdm") && (!best || t.at(d).num("size_gb") > t.at(best).num("size_gb"))) best = d;
    if (!best) throw std::invalid_argument(t.describe(vm) + " has no virtual disk to run a workload on");
    return best;
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
        out.push_back(std::make_unique<VmdkWorkload>(vm, workload_disk(t, vm), e.ref("host"), profile));
    }
    return out;
}

}  // namespace santwin::workloads
