// Seed 004, EVA storage tests: disk group size sweep (Figures 6-9), controller write and CPU
// load (Figures 10-15), holding-tank Vraid level (Figure 16) and proxy HBAs (Figure 17).
#include <cstdio>
#include <map>
#include <optional>

#include "scenarios/seed004_backup.h"
#include "scenarios/seed004_export.h"
#include "scenarios/seed004_scenarios.h"
#include "scenarios/scenario_notes.h"

namespace santwin::scenarios::seed004 {

ScenarioResult dg_sweep(const ScenarioContext& c) {
    const double streams = c.params.number("streams", 8);
    // Prox1-HT (500 GB) holds twelve 40 GB exports side by side.
    if (streams < 1 || streams > 12 || streams != static_cast<int>(streams))
        throw std::invalid_argument("streams is a whole number of concurrent exports from 1 to 12, what proxy 1's 500 GB "
                                    "holding tank holds (the paper: 8)");
    ScenarioResult out;
    if (streams != 8)
        out.notes.push_back("Swept: " + std::to_string(static_cast<int>(streams)) +
                            " concurrent exports through the proxy instead of the paper's eight.");
    out.notes.push_back(scenario_note("eva-dg-sweep", "configuration-eight-concurrent", out.metrics));
    out.notes.push_back(scenario_note("eva-dg-sweep", "iops-proxy-transfers", out.metrics));
    double mb[4] = {};
    const int sizes[4] = {24, 48, 72, 144};
    for (int k = 0; k < 4; ++k) {
        ExportSetup s;
        s.name = "dg" + std::to_string(sizes[k]);
        s.dg_drives = sizes[k];
        s.streams = static_cast<int>(streams);
        std::optional<ExportResult> exported = run_exports(c.observer, s);
        if (!exported) return cancelled_result();
        ExportResult& r = *exported;
        const std::string key = "dg" + std::to_string(sizes[k]);
        out.metrics["iops." + key] = r.iops;
        mb[k] = r.export_mb_s;
        if (sizes[k] < 144) {
            out.metrics["queue_depth_p95." + key] = r.queue_per_drive_p95;
            out.metrics["latency_ms." + key] = r.drive_latency_ms;
        }
        out.notes.push_back(
            key +
            fmt(": export %.0f MB/s, controller CPU A/B %.0f/%.0f%%", r.export_mb_s,
                r.ctrl_cpu_pct[0], r.ctrl_cpu_pct[1]) +
            fmt(", read share %.2f, proxy CPU %.0f%%", r.read_share, r.proxy_cpu_pct[0]));
        out.notes.push_back(r.busiest);
        out.runs.push_back(r.record);
    }
    out.metrics["mbps_ratio.dg144_vs_dg72"] = mb[3] / mb[2];
    out.notes.push_back(scenario_note("eva-dg-sweep", "binds-export-reads", out.metrics));
    out.notes.push_back(scenario_note("eva-dg-sweep", "24-drive-group", out.metrics));
    return out;
}

}  // namespace santwin::scenarios::seed004

namespace santwin::scenarios::seed004 {

ScenarioResult ht_vraid(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("eva-ht-vraid", "eight-concurrent-exports", out.metrics));
    std::map<std::string, double> mb;
    for (const char* v : {"vraid5", "vraid1", "vraid0"}) {
        ExportSetup s;
        s.name = std::string("ht ") + v;
        s.ht_vraid = v;
        std::optional<ExportResult> exported = run_exports(c.observer, s);
        if (!exported) return cancelled_result();
        ExportResult& r = *exported;
        mb[v] = r.ht_write_mb_s;
        out.notes.push_back(std::string(v) +
                            fmt(": %.0f MB/s to the holding tank, controller B CPU %.0f%%",
                                r.ht_write_mb_s, r.ctrl_cpu_pct[1]));
        out.notes.push_back(r.busiest);
        out.runs.push_back(r.record);
    }
    out.metrics["ht_write_drop_pct.vraid5_vs_vraid1"] = 100.0 * (1 - mb["vraid5"] / mb["vraid1"]);
    out.metrics["ht_write_drop_pct.vraid5_vs_vraid0"] = 100.0 * (1 - mb["vraid5"] / mb["vraid0"]);
    out.metrics["ht_write_gain_pct.vraid0_vs_vraid1"] = 100.0 * (mb["vraid0"] / mb["vraid1"] - 1);
    out.notes.push_back(scenario_note("eva-ht-vraid", "vraid-level-acts", out.metrics));
    out.notes.push_back(scenario_note("eva-ht-vraid", "reproduced-vraid0-20", out.metrics));
    return out;
}

ScenarioResult proxy_hba(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("eva-proxy-hba", "eight-concurrent-exports", out.metrics));
    double mb[2] = {};
    for (int dual = 0; dual < 2; ++dual) {
        ExportSetup s;
        s.name = dual ? "dual HBA" : "single HBA";
        s.ht_vraid = "vraid1";
        s.single_hba = !dual;
        std::optional<ExportResult> exported = run_exports(c.observer, s);
        if (!exported) return cancelled_result();
        ExportResult& r = *exported;
        mb[dual] = r.export_mb_s;
        out.notes.push_back(s.name + fmt(": %.0f MB/s exported", r.export_mb_s));
        out.notes.push_back(r.busiest);
        out.runs.push_back(r.record);
    }
    out.metrics["export_gain_pct.dual_hba"] = 100.0 * (mb[1] / mb[0] - 1);
    out.notes.push_back(scenario_note("eva-proxy-hba", "second-hba-relieves", out.metrics));
    return out;
}

}  // namespace santwin::scenarios::seed004

namespace santwin::scenarios::seed004 {

ScenarioResult controller_load(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("eva-controller-load", "exports-through-proxy", out.metrics));
    out.notes.push_back(scenario_note("eva-controller-load", "dp-snapshot-four", out.metrics));
    struct Case {
        const char* key;    // in the metric names (the catalogue's)
        const char* label;  // the run's name, as charts show it
        int streams;
        bool compression;
    };
    for (const Case& test : {Case{"export_8vm", "8 VMs exported", 8, false}, Case{"export_4vm", "4 VMs exported", 4, false},
                          Case{"export_4vm_compressed", "4 VMs exported, compressed", 4, true}}) {
        ExportSetup s;
        s.name = test.key;
        s.streams = test.streams;
        s.compression = test.compression;
        std::optional<ExportResult> exported = run_exports(c.observer, s);
        if (!exported) return cancelled_result();
        ExportResult& r = *exported;
        out.metrics[std::string("ctrl_write_pct_of_spec.") + test.key] =
            100.0 * r.ctrl_write_mb_s[1] /
            devices::HardwareCatalog::builtin().array("hp-eva8100").controller_write_mb_s;
        out.metrics[std::string("ctrl_cpu_pct.") + test.key] = r.ctrl_cpu_pct[1];
        if (test.streams == 8) out.metrics["read_cache_hit_pct.backup"] = r.read_hit_pct;
        out.notes.push_back(std::string(test.key) +
                            fmt(": exported %.0f MB/s, %.0f MB/s to the holding tank, %.0f IOPS",
                                r.export_mb_s, r.ht_write_mb_s, r.iops));
        out.notes.push_back(r.busiest);
        r.record.name = test.label;
        out.runs.push_back(r.record);
    }
    std::optional<DpResult> snapped = run_dpsnap(c.observer, "dpsnap_4vm", {0}, 4, 1);
    if (!snapped) return cancelled_result();
    DpResult& dp = *snapped;
    out.metrics["ctrl_cpu_pct.dpsnap_4vm"] = std::max(dp.ctrl_cpu_pct[0], dp.ctrl_cpu_pct[1]);
    out.notes.push_back(fmt("dpsnap_4vm: %.0f MB/s to VTL1", dp.mb_s));
    out.notes.push_back(dp.busiest);
    dp.record.name = "DP snapshot of 4 VMs";
    out.runs.push_back(dp.record);
    out.notes.push_back(scenario_note("eva-controller-load", "reproduced-8vm-write", out.metrics));
    out.notes.push_back(scenario_note("eva-controller-load", "inconsistency-figure-7", out.metrics));
    return out;
}

}  // namespace santwin::scenarios::seed004
