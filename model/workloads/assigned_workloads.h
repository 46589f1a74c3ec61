#pragma once
// The production I/O a lab carries on its own: every VM whose `workload` attribute names a
// profile (built-in or custom) runs it on its data disks, issued by its host. The GUI's
// operations and backup jobs run these beside what they start (`santwin-cli simulate` reads the
// same attribute, with vm_workload).
#include <memory>
#include <set>
#include <vector>

#include "engine/job.h"
#include "topology/topology.h"
#include "workloads/io_profile.h"
#include "workloads/vmdk_workload.h"

namespace santwin::workloads {

// The disks a VM's workload runs on, each with its share of the I/O: its data disks — every
// virtual disk (not a raw device mapping, not one named as the system disk: "OS disk", "-os",
// "boot") at least half the size of its largest, so a smaller OS or log disk is left out —
// sharing in proportion to their size. Throws when it has none.
std::vector<std::pair<Id, double>> workload_disks(const Topology& t, Id vm);

// The options running `share` of `profile` on one disk: its requirement and outstanding I/Os.
WorkloadOptions share_options(const IoProfile& profile, double share);

// `profile` running in `vm` from `host`: one job per workload disk, the requirement and the
// outstanding I/Os split by the disks' shares (the VM's figures are their sum).
std::vector<std::unique_ptr<engine::Job>> vm_workload(const Topology& t, Id vm, Id host,
                                                      const IoProfile& profile);

// One workload job per VM with a workload, a host and a disk, except the VMs in `skip`.
// Throws std::invalid_argument naming the VM when its workload is not a profile.
std::vector<std::unique_ptr<engine::Job>> assigned_workloads(const Topology& t, const std::set<Id>& skip = {});

// How many VMs `jobs` run (a VM with several data disks has a job for each).
std::size_t vms_running(const std::vector<std::unique_ptr<engine::Job>>& jobs);

}  // namespace santwin::workloads
