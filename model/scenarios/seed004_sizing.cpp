// Seed 004, sizing (Figure 7, Appendices A-B): spindles per VCB export stream and VMs per EVA
// controller port, by the paper's formulas applied to what the model measures. The formulas'
// constants are the paper's (resources/validation/sizing.json).
#include <cmath>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>

#include "scenarios/seed004_export.h"
#include "scenarios/seed004_scenarios.h"
#include "common/parameters.h"
#include "common/resources.h"
#include "scenarios/scenario_notes.h"
#include "workloads/vmdk_workload.h"

namespace santwin::scenarios::seed004 {

namespace {
constexpr double kWarmS = 60, kMeasureS = 120;

// The paper's sizing constants (resources/validation/sizing.json, "eva_sizing").
struct SizingMethod {
    double per_disk_iops, backup_streams, latency_ms, port_overhead_share, vm_scsi_rate;
};

SizingMethod sizing_method() {
    const auto text = resources::find("validation/sizing.json");
    if (!text) throw std::runtime_error("resources/validation/sizing.json is missing from the build");
    params::note_use("validation/sizing.json", "eva_sizing");
    const auto doc = nlohmann::json::parse(*text).at("eva_sizing");
    auto get = [&](const char* key) {
        if (!doc.contains(key) || !doc.at(key).is_number())
            throw std::runtime_error(std::string("resources/validation/sizing.json: eva_sizing.") + key +
                                     " is missing or not a number");
        return doc.at(key).get<double>();
    };
    return {get("per_disk_iops"), get("backup_streams"), get("latency_ms"), get("port_overhead_share"),
            get("vm_scsi_rate")};
}

struct Point {
    double iops = 0;
    double latency_ms = 0;
};

// Closed random workload `spec` (io_profile syntax, without threads) from 16 VMs, one per
// (host, VM Vdisk) pair, on the 144-drive group with the VM Vdisks at `vraid`; `threads`
// outstanding I/Os in all. nullopt when the observer cancelled the run.
std::optional<Point> measure(engine::RunObserver& observer, const std::string& spec, const std::string& vraid,
                             double threads) {
    Lab004 lab;
    lab.drop_unused_vdisks();
    for (Id lu : lab.vmfs_lu) lab.bench.topology().set(lu, "vraid", vraid);
    std::vector<std::pair<Id, Id>> disks;  // (vm, vmdk)
    for (int h = 0; h < 4; ++h)
        for (int d = 0; d < 4; ++d) {
            const Id vm = lab.bench.vm(
                lab.host[h], "sizing-h" + std::to_string(h + 1) + "-d" + std::to_string(d + 1));
            disks.emplace_back(vm, lab.bench.vmdk(vm, lab.datastore[d], 100, "eagerzeroedthick"));
        }
    ScenarioRun run(lab.bench.project(), observer);
    const workloads::IoProfile profile = workloads::parse_profile("sizing", spec);
    for (const auto& [vm, disk] : disks) {
        workloads::WorkloadOptions o;
        o.threads = threads / disks.size();
        o.target_iops = 0;
        run.sim().add(std::make_unique<workloads::VmdkWorkload>(
            vm, disk, run.topology().at(vm).ref("host"), profile, o));
    }
    if (!run.run(kWarmS + kMeasureS)) return std::nullopt;
    Point p;
    double weighted = 0;
    for (const auto& [vm, disk] : disks) {
        const double x = run.mean(vm, "iops", kWarmS, kWarmS + kMeasureS);
        p.iops += x;
        weighted += x * run.mean(vm, "latency_ms", kWarmS, kWarmS + kMeasureS);
    }
    p.latency_ms = p.iops > 0 ? weighted / p.iops : 0;
    return p;
}

// The IOPS at which the workload's mean latency reaches `ms` (bisection on outstanding I/Os);
// nullopt when the observer cancelled a run.
std::optional<double> iops_at_latency(engine::RunObserver& observer, const std::string& spec, const std::string& vraid,
                                      double ms) {
    double lo = 1, hi = 512;
    for (int i = 0; i < 14; ++i) {
        const double mid = std::sqrt(lo * hi);
        const std::optional<Point> p = measure(observer, spec, vraid, mid);
        if (!p) return std::nullopt;
        (p->latency_ms < ms ? lo : hi) = mid;
    }
    const std::optional<Point> p = measure(observer, spec, vraid, lo);
    if (!p) return std::nullopt;
    return p->iops;
}

}  // namespace

ScenarioResult sizing(const ScenarioContext& c) {
    const SizingMethod method = sizing_method();
    ScenarioResult out;
    out.notes.push_back(scenario_note("eva-sizing", "arithmetic-model-outputs", out.metrics));
    out.notes.push_back(scenario_note("eva-sizing", "spindles-per-stream", out.metrics));
    out.notes.push_back(scenario_note("eva-sizing", "vms-per-port", out.metrics));
    ExportSetup s;
    s.name = "dg144";
    const std::optional<ExportResult> exported = run_exports(c.observer, s);
    if (!exported) return cancelled_result();
    const ExportResult& exports = *exported;
    out.metrics["spindles_per_stream"] = exports.iops / method.backup_streams / method.per_disk_iops;
    const std::optional<double> small_iops =
        iops_at_latency(c.observer, "read=60,random=100,kb=8", "vraid5", method.latency_ms);
    if (!small_iops) return cancelled_result();
    const double small = *small_iops;
    const double port_max = small / (1000.0 / method.latency_ms) * method.port_overhead_share;
    out.metrics["vms_per_port"] = port_max / method.vm_scsi_rate;
    out.notes.push_back(fmt("Exports: %.0f IOPS, read share %.2f", exports.iops, exports.read_share));
    out.notes.push_back(
        fmt("8 KB 60%% reads Vraid5: %.0f IOPS at 20 ms -> port queue max %.0f", small, port_max));
    out.notes.push_back(scenario_note("eva-sizing", "reproduced-model-10k", out.metrics));
    out.notes.push_back(scenario_note("eva-sizing", "inconsistency-figure-30", out.metrics));
    out.runs.push_back(exports.record);
    return out;
}

}  // namespace santwin::scenarios::seed004
