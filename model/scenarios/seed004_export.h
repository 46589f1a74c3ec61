#pragma once
// The VCB disk-export tests of seed 004 (Figures 6-18): N concurrent VCB image exports of the
// lab's 40 GB VMs into the proxies' holding tanks, on a chosen disk group size, holding-tank
// Vraid level, compression setting and proxy HBA count; what the array, the drives and the
// proxies did while every export ran.
#include <optional>
#include <string>

#include "scenarios/seed004_common.h"

namespace santwin::scenarios::seed004 {

struct ExportSetup {
    std::string name;
    int streams = 8;
    int proxies = 1;           // 1: proxy 1 runs every stream; 2: the streams alternate proxies
    int dg_drives = 144;       // online disk group size
    std::string ht_vraid;      // "" keeps the lab's (Table 4: Vraid0)
    bool compression = false;  // NTFS compression on the holding tanks
    bool single_hba = false;   // the proxies use one HBA port for reads and writes
};

struct ExportResult {
    double export_mb_s = 0;              // source data exported, all streams
    double ht_write_mb_s = 0;            // written to the holding tanks
    double iops = 0;                     // proxy I/O: 256 KB reads + 64 KB writes
    double read_share = 0;               // reads / all I/O
    double ctrl_cpu_pct[2] = {0, 0};     // controllers A, B
    double ctrl_write_mb_s[2] = {0, 0};  // host writes owned by A, B
    double proxy_cpu_pct[2] = {0, 0};
    double proxy_cpu_ms_per_mb = 0;  // proxy core ms per MB exported (all proxies)
    double queue_per_drive_p95 = 0;
    double drive_latency_ms = 0;
    double read_hit_pct = 0;
    RunRecord record;
    std::string busiest;  // the busiest stations while it ran (what bound it)
};

// nullopt when the observer cancelled the run.
std::optional<ExportResult> run_exports(engine::RunObserver& observer, const ExportSetup& setup);

}  // namespace santwin::scenarios::seed004
