// Seed 000, "Production Workload Simulation on Dynamically Provisioned LUs Tests": the same
// workloads on DP LUs wide-striped over HDP pools of RAID-5 (4D+1P) groups.
#include <stdexcept>

#include "scenarios/seed000_common.h"
#include "scenarios/seed000_scenarios.h"
#include "scenarios/scenario_notes.h"

namespace santwin::scenarios::seed000 {

namespace {
double count_met(const PlacementResult& r) {
    double n = 0;
    for (const auto& [vm, ok] : r.met) n += ok;
    return n;
}
}  // namespace

ScenarioResult dp_pool_2rg(const ScenarioContext& c) {
    ScenarioResult out;
    auto r = run_placement(c.observer, "DP pool of 2 RGs",
                           {{"OLTP", "oltp", "DS-DP-000"}, {"Email", "email", "DS-DP-000"},
                            {"Streaming", "streaming", "DS-DP-000"}, {"Unstructured", "unstructured", "DS-DP-000"}},
                           {"RG-004", "RG-005"});
    if (!r) return cancelled_result();
    out.metrics["met_count"] = count_met(*r);
    out.metrics["met.streaming"] = r->met.at("Streaming");
    out.metrics["util_spread_pct"] = spread(*r, {"RG-004", "RG-005"});
    out.runs.push_back(r->record);
    return out;
}

ScenarioResult dp_pool_split(const ScenarioContext& c) {
    ScenarioResult out;
    auto r = run_placement(c.observer, "random on Pool-000, streaming on Pool-001",
                           {{"OLTP", "oltp", "DS-DP-000"}, {"Email", "email", "DS-DP-000"},
                            {"Unstructured", "unstructured", "DS-DP-000"}, {"Streaming", "streaming", "DS-DP-002"}},
                           {"RG-004", "RG-005", "RG-008"});
    if (!r) return cancelled_result();
    out.metrics["met_count"] = count_met(*r);
    out.metrics["util_spread_pct.pool0"] = spread(*r, {"RG-004", "RG-005"});
    out.runs.push_back(r->record);
    return out;
}

ScenarioResult dp_pool_backup(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("dp-pool-backup", "dp-backup-pool", out.metrics));
    const std::vector<Placement> base = {{"OLTP", "oltp", "DS-DP-000"}, {"Email", "email", "DS-DP-000"},
                                         {"Unstructured", "unstructured", "DS-DP-000"},
                                         {"Streaming", "streaming", "DS-DP-002"}};
    auto before = run_placement(c.observer, "DP production", base, {"RG-004", "RG-005", "RG-008"});
    if (!before) return cancelled_result();
    auto with = base;
    with.push_back({"Backup", "backup-to-disk", "DS-DP-001", 0});
    auto after = run_placement(c.observer, "DP production + backup", with, {"RG-004", "RG-005", "RG-008"});
    if (!after) return cancelled_result();
    out.metrics["oltp_latency_ms.with_backup"] = after->latency_ms.at("OLTP");
    out.metrics["oltp_iops_drop_pct"] = 100.0 * (before->iops.at("OLTP") - after->iops.at("OLTP")) / before->iops.at("OLTP");
    out.runs.push_back(before->record);
    out.runs.push_back(after->record);
    return out;
}

ScenarioResult dp_pool_4rg(const ScenarioContext& c) {
    const double n = c.params.number("raid_groups", 4);
    if (n != 2 && n != 3 && n != 4)
        throw std::invalid_argument("raid_groups is 2, 3 or 4 (Pool-000 holds RG-004 and RG-005; RG-006 and RG-007 can join it)");
    const int groups = static_cast<int>(n);
    std::vector<std::string> rgs = {"RG-004", "RG-005", "RG-006", "RG-007"};
    rgs.resize(static_cast<size_t>(groups));
    ScenarioResult out;
    out.notes.push_back(scenario_note("dp-pool-4rg", "oltp-runs-maximum", out.metrics));
    out.notes.push_back(scenario_note("dp-pool-4rg", "why-20-disk", out.metrics));
    out.notes.push_back(scenario_note("dp-pool-4rg", "pool-000-grown", out.metrics));
    if (groups != 4) out.notes.push_back("Swept: Pool-000 has " + std::to_string(groups) + " RAID groups instead of the paper's four.");
    auto r = run_placement(c.observer, "DP pool of " + std::to_string(groups) + " RGs",
                           {{"VM1", "oltp", "DS-DP-000"}, {"VM2", "email", "DS-DP-000"},
                            {"VM3", "streaming", "DS-DP-000"}, {"VM4", "unstructured", "DS-DP-000"},
                            {"VM5", "oltp", "DS-DP-001"}, {"VM6", "email", "DS-DP-001"},
                            {"VM7", "streaming", "DS-DP-001"}, {"VM8", "unstructured", "DS-DP-001"}},
                           rgs, groups);
    if (!r) return cancelled_result();
    out.metrics["met_count"] = count_met(*r);
    out.metrics["util_spread_pct"] = spread(*r, rgs);
    out.runs.push_back(r->record);
    return out;
}

}  // namespace santwin::scenarios::seed000
