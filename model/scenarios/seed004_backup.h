#pragma once
// The backup-to-media tests of seed 004: complete VCB image backups through one or two proxies
// to the VLS6510 (Figure 20), and Data Protector snapshots from the ESX console OS straight to
// VTL nodes (Figures 19, 21).
#include <optional>
#include <string>
#include <vector>

#include "scenarios/seed004_common.h"

namespace santwin::scenarios::seed004 {

struct CycleResult {
    double gb = 0;         // VM image data backed up
    double elapsed_s = 0;  // first start to last end
    double gb_per_h = 0;
    double export_mb_s = 0;          // while every export ran
    double media_mb_s = 0;           // while every media write ran
    double proxy_cpu_ms_per_mb = 0;  // export stage, all proxies
    RunRecord record;
    std::string busiest;  // the busiest stations while it ran (what bound it)
};

// `streams` VCB image backups of 40 GB VMs, alternating over `proxies` proxies, each proxy's
// streams multiplexed `mux` to a drive of its VTL node (proxy 1: VTL1, proxy 2: VTL2). nullopt
// when the observer cancelled the run.
std::optional<CycleResult> run_vcb_cycle(engine::RunObserver& observer, const std::string& name, int streams,
                                         int proxies, bool compression, int mux);

struct DpResult {
    double gb = 0;
    double elapsed_s = 0;
    double mb_s = 0;                  // GB over elapsed time
    double peak_mb_s = 0;             // highest aggregate rate recorded
    double vls_disk_mb_s = 0;         // what the VLS disks could stream: copy MB/s over their busy share
    double vls_disk_busy_pct = 0;     // while every copy ran
    double node_mb_s[3] = {0, 0, 0};  // per VTL node, over the elapsed time
    double host_cpu_pct = 0;          // console OS overhead on the first host while it copies
    double host_mem_pct = 0;
    double ctrl_cpu_pct[2] = {0, 0};  // while the copies run
    RunRecord record;
    std::string busiest;  // the busiest stations while it ran (what bound it)
};

// Data Protector snapshots: `per_host` VMs on each of the listed hosts (0-based; host h backs
// up its own datastore's VMs to the VTL node it is zoned to), multiplexed `mux` to a drive.
// nullopt when the observer cancelled the run.
std::optional<DpResult> run_dpsnap(engine::RunObserver& observer, const std::string& name, const std::vector<int>& hosts,
                                   int per_host, int mux);

}  // namespace santwin::scenarios::seed004
