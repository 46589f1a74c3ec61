#pragma once
// Memory over-commit while guests boot (vSphere Resource Management Guide, "Memory Reclamation"
// and "Swap Space"): a powered-on VM gets a .vswp of its configured memory less its reservation,
// and while its guest boots the balloon driver is not yet running, so memory the host lacks is
// reclaimed by hypervisor swapping. A booting Windows guest touches every page of its memory
// (guests.json boot_touched_pct), so a host asked to boot more memory than it has must page the
// excess out to the VMs' swap files, on the datastore the VMs live on:
//     excess = sum over VMs of (touched memory + overhead(vCPUs, memory))
//              - (host memory x (1 - minFree) - VMkernel and console)
//              - what memory compression holds (ESX 4.1: up to mem_zip_max_pct of each VM)
// The pages a boot touches only to zero them are not read again (F. Denneman, "Re: Swapping"),
// so nothing is swapped back in during the storm.
#include <vector>

#include "devices/host_params.h"
#include "topology/topology.h"
#include "workloads/guest_profile.h"

namespace santwin::operations {

// MB the host of `vms` (VMs of one ESX host, booting together) pages out to their swap files.
double boot_swap_out_mb(const Topology& t, const devices::HostParams& hp, Id esx_host, const std::vector<Id>& vms,
                        const workloads::GuestProfile& guest);

}  // namespace santwin::operations
