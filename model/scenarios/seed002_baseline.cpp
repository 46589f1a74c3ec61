// Seed 002, "HNAS NFS Datastore Baseline" and "... During Dedupe Operation": the 20 tiles (500
// VMs, data disks 50% filled, I/O confined to 20% of each disk) run for six hours on the four
// NFS datastores, without and with a dedupe run on both file systems.
#include "operations/nas_dedupe.h"
#include "scenarios/seed002_common.h"
#include "scenarios/seed002_scenarios.h"

namespace santwin::scenarios::seed002 {

namespace {
struct SixHours {
    NasFigures nas;
    VmFigures vms;
    double space_tb = 0;
    RunRecord record;
};

SixHours run_six_hours(bool dedupe) {
    Bench bench("002");
    const Id head = nas_head(bench);
    ScenarioRun run(bench.project());
    SixHours out;
    for (const auto& [id, fs] : run.sim().storage().nas().file_systems()) out.space_tb += run.sim().storage().nas().used_gb(id) / 1024.0;
    start_tiles(run, 0, kSixHours);
    if (dedupe) {
        // Dedupe is enabled on both file systems, formatted without it: a full run each, queued.
        std::vector<Id> fss;
        for (const auto& [id, fs] : run.sim().storage().nas().file_systems()) fss.push_back(id);
        run.sim().add(std::make_unique<operations::DedupeRun>("dedupe FS1, FS2", fss));
    }
    run.run_until(kSixHours);
    out.nas = nas_figures(run, head, 0, kSixHours);
    out.vms = vm_figures(run, 0, kSixHours);
    out.record = run.record(dedupe ? "six hours with dedupe" : "six-hour baseline", {{"nas", head}});
    return out;
}
}  // namespace

ScenarioResult hnas_baseline() {
    ScenarioResult out;
    SixHours r = run_six_hours(false);
    out.metrics["target_io_met_pct"] = r.vms.met_pct;
    out.metrics["avg_iops"] = r.nas.iops;
    out.metrics["latency_ms"] = r.vms.latency_ms;
    out.metrics["nas_cpu_pct"] = r.nas.cpu_pct;
    out.metrics["nas_fpga_pct"] = r.nas.fpga_pct;
    out.metrics["space_used_tb"] = r.space_tb;
    out.runs.push_back(r.record);
    return out;
}

ScenarioResult hnas_dedupe() {
    ScenarioResult out;
    SixHours r = run_six_hours(true);
    out.metrics["target_io_met_pct"] = r.vms.met_pct;
    out.metrics["avg_iops"] = r.nas.iops;
    out.metrics["latency_ms"] = r.vms.latency_ms;
    out.metrics["nas_cpu_pct"] = r.nas.cpu_pct;
    out.metrics["nas_fpga_pct"] = r.nas.fpga_pct;
    out.runs.push_back(r.record);
    return out;
}

}  // namespace santwin::scenarios::seed002
