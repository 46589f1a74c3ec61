// Seed 000, "Production Workload Simulation on Standard LUs Tests": the four Table 5 workloads
// moved between 531 GB standard LUs, each on its own RAID-5 (4D+1P) group of 15K disks.
#include "scenarios/seed000_common.h"
#include "scenarios/seed000_scenarios.h"
#include "scenarios/scenario_notes.h"

namespace santwin::scenarios::seed000 {

namespace {
const std::vector<std::string> kRgs4 = {"RG-000", "RG-001", "RG-002", "RG-003"};

void report_met(ScenarioResult& out, const PlacementResult& r, const std::vector<std::string>& vms) {
    double count = 0;
    for (const auto& vm : vms) {
        std::string key = vm;
        for (auto& ch : key) ch = static_cast<char>(std::tolower(ch));
        out.metrics["met." + key] = r.met.at(vm);
        count += r.met.at(vm);
    }
    out.metrics["met_count"] = count;
}

const std::vector<std::string> kFour = {"OLTP", "Email", "Streaming", "Unstructured"};
}  // namespace

ScenarioResult std_lu_1rg(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("std-lu-1rg", "reports-unstructured-data", out.metrics));
    auto r = run_placement(c.observer, "1 RG", {{"OLTP", "oltp", "DS-RG-000"}, {"Email", "email", "DS-RG-000"},
                                    {"Streaming", "streaming", "DS-RG-000"}, {"Unstructured", "unstructured", "DS-RG-000"}},
                           {"RG-000"});
    if (!r) return cancelled_result();
    report_met(out, *r, kFour);
    out.metrics["disk_busy_pct.rg0"] = r->busy_pct.at("RG-000");
    out.runs.push_back(r->record);
    return out;
}

ScenarioResult std_lu_2rg_a(const ScenarioContext& c) {
    ScenarioResult out;
    auto r = run_placement(c.observer, "2 RG config 1", {{"OLTP", "oltp", "DS-RG-000"}, {"Streaming", "streaming", "DS-RG-000"},
                                             {"Email", "email", "DS-RG-001"}, {"Unstructured", "unstructured", "DS-RG-001"}},
                           {"RG-000", "RG-001"});
    if (!r) return cancelled_result();
    report_met(out, *r, kFour);
    out.runs.push_back(r->record);
    return out;
}

ScenarioResult std_lu_2rg_b(const ScenarioContext& c) {
    ScenarioResult out;
    auto r = run_placement(c.observer, "2 RG config 2", {{"OLTP", "oltp", "DS-RG-000"}, {"Email", "email", "DS-RG-000"},
                                             {"Unstructured", "unstructured", "DS-RG-000"}, {"Streaming", "streaming", "DS-RG-001"}},
                           {"RG-000", "RG-001"});
    if (!r) return cancelled_result();
    report_met(out, *r, kFour);
    out.metrics["util_gap_pct.rg0_minus_rg1"] = r->busy_pct.at("RG-000") - r->busy_pct.at("RG-001");
    out.runs.push_back(r->record);
    return out;
}

namespace {
std::vector<Placement> three_rg() {
    return {{"OLTP", "oltp", "DS-RG-000"}, {"Email", "email", "DS-RG-001"},
            {"Unstructured", "unstructured", "DS-RG-001"}, {"Streaming", "streaming", "DS-RG-002"}};
}
}  // namespace

ScenarioResult std_lu_3rg(const ScenarioContext& c) {
    ScenarioResult out;
    auto r = run_placement(c.observer, "3 RG", three_rg(), {"RG-000", "RG-001", "RG-002"});
    if (!r) return cancelled_result();
    report_met(out, *r, kFour);
    out.metrics["util_spread_pct"] = spread(*r, {"RG-000", "RG-001", "RG-002"});
    out.runs.push_back(r->record);
    return out;
}

ScenarioResult std_lu_backup(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("std-lu-backup", "say-where-backup", out.metrics));
    auto base = run_placement(c.observer, "3 RG", three_rg(), {"RG-000", "RG-001", "RG-002"});
    if (!base) return cancelled_result();
    auto with = three_rg();
    with.push_back({"Backup", "backup-to-disk", "DS-RG-000", 0});
    auto r = run_placement(c.observer, "3 RG + backup", with, {"RG-000", "RG-001", "RG-002"});
    if (!r) return cancelled_result();
    out.metrics["oltp_latency_ms.with_backup"] = r->latency_ms.at("OLTP");
    out.metrics["oltp_iops_drop_pct"] = 100.0 * (base->iops.at("OLTP") - r->iops.at("OLTP")) / base->iops.at("OLTP");
    out.runs.push_back(base->record);
    out.runs.push_back(r->record);
    return out;
}

ScenarioResult std_lu_scaling(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("std-lu-scaling", "oltp-top-priority", out.metrics));
    out.notes.push_back(scenario_note("std-lu-scaling", "table-21-prints", out.metrics));
    auto r = run_placement(c.observer, "scaling", {{"VM1", "oltp", "DS-RG-000"}, {"VM5", "oltp", "DS-RG-000"},
                                       {"VM2", "email", "DS-RG-001"}, {"VM4", "unstructured", "DS-RG-001"},
                                       {"VM3", "streaming", "DS-RG-002"}, {"VM7", "streaming", "DS-RG-002"},
                                       {"VM6", "email", "DS-RG-003"}, {"VM8", "unstructured", "DS-RG-003"}},
                           kRgs4);
    if (!r) return cancelled_result();
    double max_busy = 0;
    for (const auto& [rg, b] : r->busy_pct) max_busy = std::max(max_busy, b);
    out.metrics["disk_busy_pct.max"] = max_busy;
    out.runs.push_back(r->record);
    return out;
}

}  // namespace santwin::scenarios::seed000
