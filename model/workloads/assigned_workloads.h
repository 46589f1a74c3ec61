#pragma once
// The production I/O a lab carries on its own: every VM whose `workload` attribute names a
// profile (built-in or custom) runs it on its largest virtual disk, issued by its host. The
// GUI's operations and backup jobs run these beside what they start (`santwin-cli simulate`
// reads the same attribute, with workload_disk).
#include <memory>
#include <set>
#include <vector>

#include "engine/job.h"
#include "topology/topology.h"

namespace santwin::workloads {

// The disk a VM's workload runs on: its largest virtual disk that is not a raw device mapping.
// Throws when it has none.
Id workload_disk(const Topology& t, Id vm);

// One workload job per VM with a workload, a host and a disk, except the VMs in `skip`.
// Throws std::invalid_argument naming the VM when its workload is not a profile.
std::vector<std::unique_ptr<engine::Job>> assigned_workloads(const Topology& t, const std::set<Id>& skip = {});

}  // namespace santwin::workloads
