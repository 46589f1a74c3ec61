// Seed 002 scenarios (HUS VM + HNAS 4100 lab): each runs once; every metric the catalogue names
// is reported (withheld ones included), and the published figures listed here are met within
// the catalogue's tolerances. The ones not listed fail today, for the reasons the scenario notes
// and the report give (deploy IOPS without VAAI and FPGA load, baseline latency).
#include <gtest/gtest.h>

#include <map>

#include "scenarios/catalogue.h"
#include "scenarios/scenario.h"

using namespace santwin;
using namespace santwin::scenarios;

namespace {
const ScenarioResult& result(const std::string& id) {
    static std::map<std::string, ScenarioResult> cache;
    auto it = cache.find(id);
    if (it == cache.end()) it = cache.emplace(id, run_scenario(id)).first;
    return it->second;
}

void expect_reports_every_metric(const std::string& id) {
    const ScenarioTarget* target = Catalogue::builtin().find(id);
    ASSERT_NE(target, nullptr);
    for (const auto& m : target->metrics)
        EXPECT_TRUE(result(id).metrics.count(m.name)) << id << " does not report " << m.name;
}

void expect_pass(const std::string& id, const std::vector<std::string>& names) {
    const ScenarioTarget* target = Catalogue::builtin().find(id);
    for (const auto& m : target->metrics) {
        if (std::find(names.begin(), names.end(), m.name) == names.end()) continue;
        const Judgement j = Catalogue::builtin().judge(m, result(id).metrics);
        EXPECT_EQ(j.verdict, Verdict::Pass)
            << id << " " << m.name << " = " << format_metric(result(id).metrics.at(m.name))
            << ", published " << m.expectation() << ": " << j.detail;
    }
}
}  // namespace

TEST(Seed002, DeployReportsAndMeetsTimesSpaceAndCpu) {
    // 250 VMs without VAAI (host data mover from a separate template datastore) take hours and
    // 1.63 TB of full copies; with VAAI (fast clones on the same datastore) 20 minutes and next to
    // no space. The head's CPU: housekeeping for the copies, clone work for the fast clones. The
    // lab's other 250 VMs keep running their workloads, so the head serves their I/O throughout;
    // with the copies its four FPGA engines (one queue) run about 70% busy.
    expect_reports_every_metric("hnas-deploy");
    expect_pass("hnas-deploy",
                {"deploy_time_min.vaai_off", "deploy_time_min.vaai_on", "space_used_gb.vaai_off",
                 "nas_cpu_pct.vaai_off", "nas_cpu_pct.vaai_on", "avg_iops.vaai_on", "avg_iops.vaai_off",
                 "nas_fpga_pct.vaai_off"});
    const Metrics& m = result("hnas-deploy").metrics;
    // The running VMs' ~6,250 IOPS are most of the head's operations while it fast-clones.
    EXPECT_GT(std::get<double>(m.at("avg_iops.vaai_on")), 6000);
    // Fast clones share the templates' blocks: a tiny fraction of the full copies' space.
    EXPECT_LT(std::get<double>(m.at("space_used_gb.vaai_on")),
              0.01 * std::get<double>(m.at("space_used_gb.vaai_off")));
}

TEST(Seed002, BaselineMeetsTargetsIopsLoadAndSpace) {
    // 500 VMs for six hours: every VM holds its Table 2 rate; the head serves their NFS I/O plus
    // ESXi's lock-file updates at a sixth of its FPGA capacity; 50% filled disks take ~16-17 TB.
    expect_reports_every_metric("hnas-baseline");
    expect_pass("hnas-baseline",
                {"target_io_met_pct", "avg_iops", "nas_cpu_pct", "nas_fpga_pct", "space_used_tb"});
}

TEST(Seed002, DedupeRaisesHeadLoadButNotMissedTargets) {
    // The same six hours with a full dedupe run: the scan adds FPGA data-path and CPU indexing
    // load; the VMs still meet their rates, and the NAS serves the same client IOPS.
    expect_reports_every_metric("hnas-dedupe");
    expect_pass("hnas-dedupe", {"target_io_met_pct", "nas_cpu_pct", "nas_fpga_pct"});
    const Metrics& d = result("hnas-dedupe").metrics;
    const Metrics& b = result("hnas-baseline").metrics;
    EXPECT_NEAR(std::get<double>(d.at("avg_iops")), std::get<double>(b.at("avg_iops")), 1.0);
    EXPECT_GE(std::get<double>(d.at("latency_ms")), std::get<double>(b.at("latency_ms")));
}
