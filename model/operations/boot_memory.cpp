#include "operations/boot_memory.h"

#include <algorithm>

namespace santwin::operations {

double boot_swap_out_mb(const Topology& t, const devices::HostParams& hp, Id esx_host, const std::vector<Id>& vms,
                        const workloads::GuestProfile& guest) {
    const Entity& server = t.at(t.at(esx_host).parent);
    const double host_mb = server.num("ram_gb", 0) * 1024.0;
    if (host_mb <= 0) return 0;  // a host without a memory size: nothing to compare against
    double demand = 0, compressed = 0;
    for (Id vm : vms) {
        const Entity& e = t.at(vm);
        const double mem_mb = e.num("ram_gb", 1) * 1024.0;
        const double vcpus = std::max(1.0, e.num("vcpus", 1));
        const double overhead = hp.vm_overhead_base_mb + hp.vm_overhead_per_vcpu_mb * (vcpus - 1) +
                                hp.vm_overhead_per_gb_mb * mem_mb / 1024.0;
        demand += guest.boot_touched * mem_mb + overhead;
        compressed += hp.mem_zip_max_pct / 100.0 * guest.boot_touched * mem_mb;
    }
    const double available = host_mb * (1 - hp.min_free_pct / 100.0) - hp.system_memory_mb;
    return std::max(0.0, demand - available - compressed);
}

}  // namespace santwin::operations
