// Seed 004, backup and restore to the VLS6510: VCB image with and without a compressed holding
// tank (Figures 18, 20), Data Protector snapshots from the console OS (Figures 19, 21) and
// restores from multiplexed media (Figures 23-24).
#include <cstdio>
#include <memory>
#include <optional>

#include "operations/tape_restore.h"
#include "operations/vcb_file_backup.h"
#include "operations/vcb_image_backup.h"
#include "scenarios/seed004_backup.h"
#include "scenarios/seed004_scenarios.h"
#include "scenarios/scenario_notes.h"

namespace santwin::scenarios::seed004 {

ScenarioResult vcb_compression(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("eva-vcb-compression", "referenced-dual-proxy", out.metrics));
    out.notes.push_back(scenario_note("eva-vcb-compression", "proxy-cpu-cost", out.metrics));
    const std::optional<CycleResult> plain_run = run_vcb_cycle(c.observer, "uncompressed", 8, 2, false, 2);
    if (!plain_run) return cancelled_result();
    const CycleResult& plain = *plain_run;
    const std::optional<CycleResult> packed_run = run_vcb_cycle(c.observer, "compressed", 8, 2, true, 2);
    if (!packed_run) return cancelled_result();
    const CycleResult& packed = *packed_run;
    out.metrics["backup_gbph.uncompressed"] = plain.gb_per_h;
    out.metrics["backup_gbph.compressed"] = packed.gb_per_h;
    out.metrics["proxy_cpu_cost_increase_pct"] =
        100.0 * (packed.proxy_cpu_ms_per_mb / plain.proxy_cpu_ms_per_mb - 1);
    out.notes.push_back(scenario_note("eva-vcb-compression", "separates-media-stage", out.metrics));
    out.notes.push_back(scenario_note("eva-vcb-compression", "figures-dual-proxy", out.metrics));
    out.notes.push_back(scenario_note("eva-vcb-compression", "reproduced-compressed-run", out.metrics));
    out.notes.push_back(scenario_note("eva-vcb-compression", "where-compression-runs", out.metrics));
    out.notes.push_back(scenario_note("eva-vcb-compression", "inconsistency-text-60", out.metrics));
    for (const CycleResult* r : {&plain, &packed}) {
        out.notes.push_back(r->record.name + fmt(": export %.0f MB/s, media %.0f MB/s, %.0f s",
                                                 r->export_mb_s, r->media_mb_s, r->elapsed_s));
        out.notes.push_back(r->busiest);
        out.runs.push_back(r->record);
    }
    return out;
}

ScenarioResult dpsnap_vtl(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("eva-dpsnap-vtl", "data-protector-snapshots", out.metrics));
    out.notes.push_back(scenario_note("eva-dpsnap-vtl", "vcb-comparisons-follow", out.metrics));
    out.notes.push_back(scenario_note("eva-dpsnap-vtl", "console-os-overhead", out.metrics));
    const std::optional<DpResult> one_run = run_dpsnap(c.observer, "dp 1vm", {0}, 1, 1);
    if (!one_run) return cancelled_result();
    const DpResult& one = *one_run;
    const std::optional<DpResult> four_run = run_dpsnap(c.observer, "dp 4vm", {0}, 4, 1);
    if (!four_run) return cancelled_result();
    const DpResult& four = *four_run;
    const std::optional<DpResult> eight_run = run_dpsnap(c.observer, "dp 8vm", {0, 1}, 4, 1);
    if (!eight_run) return cancelled_result();
    const DpResult& eight = *eight_run;
    const std::optional<DpResult> twelve_run = run_dpsnap(c.observer, "dp 12vm", {0, 1, 3}, 4, 1);
    if (!twelve_run) return cancelled_result();
    const DpResult& twelve = *twelve_run;
    const std::optional<CycleResult> vcb1_run = run_vcb_cycle(c.observer, "vcb 1vm", 1, 1, false, 1);
    if (!vcb1_run) return cancelled_result();
    const CycleResult& vcb1 = *vcb1_run;
    const std::optional<CycleResult> vcb8_run = run_vcb_cycle(c.observer, "vcb 8vm compressed", 8, 2, true, 2);
    if (!vcb8_run) return cancelled_result();
    const CycleResult& vcb8 = *vcb8_run;
    const double vcb1_mb_s = vcb1.gb * 1024.0 / vcb1.elapsed_s,
                 vcb8_mb_s = vcb8.gb * 1024.0 / vcb8.elapsed_s;
    out.metrics["backup_tbph.12vm_3vtl"] = tb_per_h(twelve.mb_s);
    out.metrics["vls_disk_limit_tbph"] = tb_per_h(twelve.vls_disk_mb_s);
    out.metrics["gain_pct_vs_vcb.1vm"] = 100.0 * (one.mb_s / vcb1_mb_s - 1);
    out.metrics["gain_pct_vs_vcb.8vm"] = 100.0 * (eight.mb_s / vcb8_mb_s - 1);
    out.metrics["gain_pct_vs_vcb.12vm"] = 100.0 * (twelve.mb_s / vcb8_mb_s - 1);
    for (int n = 0; n < 3; ++n)
        out.metrics["node_mbps.vtl" + std::to_string(n + 1)] = twelve.node_mb_s[n];
    out.metrics["esx_cpu_increase_pct.dpsnap_4streams"] = four.host_cpu_pct;
    out.metrics["esx_mem_increase_pct.dpsnap_4streams"] = four.host_mem_pct;
    out.notes.push_back(scenario_note("eva-dpsnap-vtl", "twelve-streams-run", out.metrics));
    out.notes.push_back(scenario_note("eva-dpsnap-vtl", "reproduced-1-1", out.metrics));
    for (const DpResult* r : {&one, &four, &eight, &twelve}) {
        out.notes.push_back(r->record.name + fmt(": %.0f MB/s over %.0f s (peak %.0f MB/s)",
                                                 r->mb_s, r->elapsed_s, r->peak_mb_s));
        out.notes.push_back(r->busiest);
        out.runs.push_back(r->record);
    }
    for (const CycleResult* r : {&vcb1, &vcb8}) {
        out.notes.push_back(r->record.name + fmt(": %.0f GB/h", r->gb_per_h));
        out.runs.push_back(r->record);
    }
    return out;
}

namespace {
// Backs up four VMs of host 1 through proxy 1 to VTL1, `mux` of them per drive (VCB image, or
// VCB file of 10 GB each), then restores the first over the LAN: into host 1's console OS
// (image) or into a VM (file). Returns the restore's useful MB/s; nullopt when the observer
// cancelled a run.
std::optional<double> backup_then_restore(engine::RunObserver& observer, ScenarioResult& out, bool image, int mux) {
    Lab004 lab;
    lab.drop_unused_vdisks();
    const std::string kind = image ? "image" : "file";
    std::vector<Id> vms = lab.add_vms(0, 4, kind + "-mux" + std::to_string(mux));
    const Id target_vm = lab.add_vms(0, 1, kind + "-restore-target").front();
    const Id target = lab.bench.topology().children(target_vm, Kind::Vmdk).front();
    int per_drive[4] = {0, 0, 0, 0};
    double restored_gb = 0;
    {
        ScenarioRun run(lab.bench.project(), observer);
        proxy_paths(run, lab, 0);
        for (size_t i = 0; i < vms.size(); ++i) {
            const int d = static_cast<int>(i) / mux;
            ++per_drive[d];
            if (image) {
                operations::VcbImageOptions o;
                o.drive = lab.drive(0, d);
                o.ht_offset_gb = i * kVmDiskGb;
                run.sim().add(
                    std::make_unique<operations::VcbImageBackup>(vms[i], lab.proxy[0], o));
            } else {
                run.sim().add(std::make_unique<operations::VcbFileBackup>(vms[i], lab.proxy[0],
                                                                          lab.drive(0, d)));
            }
        }
        if (!run.run_until_idle(12 * 3600)) return std::nullopt;
        restored_gb = image ? kVmDiskGb : operations::VcbFileOptions{}.gb;
        out.runs.push_back(run.record(kind + " backup " + std::to_string(mux) + ":1"));
    }
    // The first VM's object shares its drive with per_drive[0] - 1 others.
    ScenarioRun run(lab.bench.project(), observer);
    operations::TapeRestoreOptions o;
    o.drive = lab.drive(0, 0);
    o.multiplex = per_drive[0];
    o.sender = lab.proxy[0];
    o.receiver = image ? lab.host[0] : target_vm;
    o.destination = target;
    o.gb = restored_gb;
    auto& job = static_cast<operations::TapeRestore&>(
        run.sim().add(std::make_unique<operations::TapeRestore>(o)));
    if (!run.run_until_idle(12 * 3600)) return std::nullopt;
    // The paper's restore time: the whole session, its start included, as an operator times it.
    const double s = job.finished_at() - job.started_at("setup");
    const double mb_s = restored_gb * 1024.0 / s;
    const double transfer_mb_s =
        restored_gb * 1024.0 / (job.ended_at("restore") - job.started_at("restore"));
    out.notes.push_back(kind + fmt(" restore %.0f:1: %.0f MB/s over the session (%.0f MB/s moving); ",
                                   per_drive[0], mb_s, transfer_mb_s) +
                        busiest_stations(run, job.started_at("restore"), job.ended_at("restore")));
    out.runs.push_back(
        run.record(kind + " restore " + std::to_string(mux) + ":1", {{"vm", target_vm}}));
    return mb_s;
}
}  // namespace

ScenarioResult restore_mux(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("eva-restore-mux", "four-vms-host", out.metrics));
    double mb_s[2][2] = {};  // [image][mux 4]
    for (bool image : {true, false})
        for (int mux : {1, 4}) {
            const std::optional<double> restore = backup_then_restore(c.observer, out, image, mux);
            if (!restore) return cancelled_result();
            mb_s[image][mux == 4] = *restore;
        }
    out.metrics["restore_drop_pct.image.mux4"] = 100.0 * (1 - mb_s[1][1] / mb_s[1][0]);
    out.metrics["restore_drop_pct.file.mux4"] = 100.0 * (1 - mb_s[0][1] / mb_s[0][0]);
    out.notes.push_back(scenario_note("eva-restore-mux", "media-agent-reads", out.metrics));
    return out;
}

}  // namespace santwin::scenarios::seed004
