#pragma once
// Shared by the seed 004 scenarios (EVA8100 + VCB proxies + VLS6510, lab 004): the lab's
// entities by role, the test VMs the paper backs up, the proxies' preferred paths (Figure 25
// zones), and helpers that read back what the backup jobs recorded.
#include <string>
#include <vector>

#include "scenarios/bench.h"
#include "scenarios/scenario_run.h"

namespace santwin::scenarios::seed004 {

inline constexpr const char* kLab = "004-eva8100-vcb";
// Backup sources: the lab's general VMs (one 40 GB zeroedthick disk, half full). The paper gives
// no VM sizes; it advises pooling "similar sized VMs together", which its tests did.
inline constexpr double kVmDiskGb = 40;

struct Lab004 {
    Lab004();
    Lab004(const Lab004&) = delete;

    Bench bench;
    Id eva = kNoId, ctrl_a = kNoId, ctrl_b = kNoId;
    Id online_dg = kNoId;
    Id proxy[2] = {kNoId, kNoId};           // VcbProxy entities
    Id proxy_port[2][2] = {};               // proxy1: b704, b705; proxy2: ae8e, ae8f
    Id host[4] = {};                        // ESX hosts host1..host4
    Id vmfs_lu[4] = {}, datastore[4] = {};  // HostN-VM Vdisks and their datastores
    Id ht[2] = {kNoId, kNoId};              // Prox1-HT, Prox2-HT
    Id vtl_node[3] = {};                    // VTL1..VTL3

    Id eva_port(const std::string& name) const { return bench.find(Kind::Port, name); }
    // Backup-source VMs on host `h`'s own datastore (0-based host index), `count` of them.
    std::vector<Id> add_vms(int h, int count, const std::string& prefix);
    // The i-th emulated drive of a VTL node (0-based).
    Id drive(int node, int i);
    // Keeps only the Vdisks the backup tests touch (the four VM Vdisks and both holding tanks):
    // the SQL RDMs and file-server Vdisks go.
    void drop_unused_vdisks();
    // Rebuilds the online disk group with its first `drives` drives (Figures 6-9).
    void resize_online_dg(int drives);
};

// The proxy's fixed preferred paths, as Figure 25 zones them: VMFS reads through its "vmfs"
// zone's EVA port, holding-tank I/O through its "ntfs" zone's port (proxy 1: evaB_p4 / evaB_p3,
// proxy 2: evaA_p1 / evaA_p2). `single_hba`: the proxy's second port is unused, so everything
// goes through the first port and its EVA port.
void proxy_paths(ScenarioRun& run, const Lab004& lab, int proxy, bool single_hba = false);

// Mean over [from, to) of the sum over `vms` of a recorded metric.
double sum_mean(const ScenarioRun& run, const std::vector<Id>& vms, const std::string& metric,
                double from, double to);
// The 95th percentile of a recorded series sampled every second over [from, to).
double p95(ScenarioRun& run, Id entity, const std::string& metric, double from, double to);

// The busiest stations over [from, to), for notes: what bound a run.
std::string busiest_stations(ScenarioRun& run, double from, double to);

// printf-style formatting of up to three numbers, for notes.
std::string fmt(const char* format, double a, double b = 0, double c = 0);

// MB/s <-> GB/h, TB/h (decimal, as backup throughput is quoted).
inline double gb_per_h(double mb_s) {
    return mb_s * 3600.0 / 1000.0;
}
inline double tb_per_h(double mb_s) {
    return mb_s * 3600.0 / 1e6;
}

}  // namespace santwin::scenarios::seed004
