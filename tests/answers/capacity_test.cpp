// Capacity: the largest load a lab carries before a target breaks, found by running the engine
// at growing load; what breaks first; the knee where more load stops buying I/O.
#include <gtest/gtest.h>

#include <stdexcept>

#include "checks/validate.h"
#include "labs/labs.h"
#include "results/capacity.h"
#include "workloads/io_profile.h"

namespace santwin {
namespace {

// What `lab check` refuses a grown lab for: its first validation error.
std::string first_error(const Topology& t) {
    for (const Problem& p : validate(t))
        if (p.severity == Severity::Error) return p.message;
    return "";
}

TEST(Capacity, TargetsParseAndBadOnesAreRefusedWithTheAcceptedForms) {
    // System: target texts. Expected: "latency_ms.p95<=10" and "util <= 80" parse; an unknown
    // metric, a missing bound, a non-number and utilization above 100 % are refused naming why.
    const auto p95 = results::parse_capacity_target("latency_ms.p95<=10");
    EXPECT_EQ(p95.metric, "latency_ms.p95");
    EXPECT_DOUBLE_EQ(p95.limit, 10);
    const auto util = results::parse_capacity_target(" util <= 80 ");
    EXPECT_EQ(util.metric, "util");
    EXPECT_DOUBLE_EQ(util.limit, 80);
    EXPECT_THROW(results::parse_capacity_target("iops<=10"), std::invalid_argument);
    EXPECT_THROW(results::parse_capacity_target("latency_ms.p95>10"), std::invalid_argument);
    EXPECT_THROW(results::parse_capacity_target("latency_ms.p95<=ten"), std::invalid_argument);
    EXPECT_THROW(results::parse_capacity_target("util<=120"), std::invalid_argument);
    try {
        results::parse_capacity_target("lat<=5");
        FAIL() << "an unknown metric was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("latency_ms.p95"), std::string::npos) << e.what();
    }
}

TEST(Capacity, KneeIsWhereAHockeyStickTurnsUp) {
    // System: latency flat at 2 ms up to 4x, then climbing steeply; throughput following load to
    // 4x, then flattening. Expected: the knee of both is at 4x (index 3); a straight line or two
    // points have none.
    EXPECT_EQ(results::knee_index({1, 2, 3, 4, 5, 6}, {2, 2.1, 2.2, 2.4, 10, 20}), 3);
    EXPECT_EQ(results::knee_index({1, 2, 3, 4, 5, 6}, {100, 200, 300, 400, 420, 430}), 3);
    EXPECT_EQ(results::knee_index({1, 2, 3}, {1, 2, 3}), -1);
    EXPECT_EQ(results::knee_index({1, 2}, {1, 9}), -1);
}

TEST(Capacity, GrowingByLoadScalesTheWorkloadsAndByVmsAddsClones) {
    // System: lab 000's eight VDbench VMs. Expected: at 2x by load each VM's profile asks for
    // twice the outstanding I/Os (and twice any stated IOPS); at 1.5x by VMs there are 12 VMs
    // (four clones), each with a workload.
    const Project lab = labs::build_lab("000");
    results::CapacitySpec spec;
    spec.by = results::GrowBy::Load;
    const Id vm1 = lab.topology.find_by_name(Kind::Vm, "VM1");
    ASSERT_NE(vm1, kNoId);
    const auto before = workloads::resolve_profile(lab.topology.at(vm1).text("workload"));
    const Project twice = results::grown_lab(lab, spec, 2);
    const auto after = workloads::resolve_profile(twice.topology.at(vm1).text("workload"));
    EXPECT_DOUBLE_EQ(after.threads, 2 * before.threads);
    EXPECT_DOUBLE_EQ(after.requirement_iops, 2 * before.requirement_iops);
    spec.by = results::GrowBy::Vms;
    const Project more = results::grown_lab(lab, spec, 1.5);
    int with_workload = 0;
    for (Id vm : more.topology.all_of(Kind::Vm))
        if (!more.topology.at(vm).text("workload").empty()) ++with_workload;
    EXPECT_EQ(with_workload, 12);
}

TEST(Capacity, LatencyRisesWithLoadAndTheSearchStopsWhereTheTargetBreaks) {
    // System: lab 000 under its VDbench workloads, grown by load, target p95 <= 1.5x what the lab
    // sees as built. Expected: 1x meets it; the search finds a step that misses it; the best
    // step lies below the first miss; p95 latency never falls as load grows (within 5 %), and
    // the step that misses names the busiest resource, well used (over 50 %).
    const Project lab = labs::build_lab("000");
    results::CapacitySpec probe;
    probe.target = results::parse_capacity_target("latency_ms.p95<=1000");
    probe.duration_s = 90;
    probe.max_runs = 1;
    const results::CapacityAnswer base = results::find_capacity(lab, probe, first_error);
    ASSERT_EQ(base.steps.size(), 1u);
    const double p95 = base.steps[0].latency.p95_ms;
    ASSERT_GT(p95, 0);

    results::CapacitySpec spec = probe;
    spec.target.limit = 1.5 * p95;
    spec.max_runs = 8;
    int runs = 0;
    results::CapacityProgress progress;
    progress.step_done = [&](const results::CapacityStep&, int, int) { return ++runs > 0; };
    const results::CapacityAnswer a = results::find_capacity(lab, spec, first_error, progress);
    EXPECT_EQ(runs, static_cast<int>(a.steps.size()));
    ASSERT_GE(a.best, 0);
    EXPECT_DOUBLE_EQ(a.steps[0].factor, 1);
    ASSERT_GE(a.first_miss, 0) << "p95 held " << spec.target.limit << " ms up to " << a.steps.back().factor << "x";
    EXPECT_LT(a.steps[a.best].factor, a.steps[a.first_miss].factor);
    for (std::size_t i = 1; i < a.steps.size(); ++i)
        EXPECT_GE(a.steps[i].latency.p95_ms, 0.95 * a.steps[i - 1].latency.p95_ms) << "at " << a.steps[i].factor << "x";
    const results::CapacityStep& miss = a.steps[a.first_miss];
    EXPECT_FALSE(miss.busiest_name.empty());
    EXPECT_GT(miss.busiest.pct, 50);
}

TEST(Capacity, CancellingStopsTheSearch) {
    // System: the search on lab 000, cancelled after its first step. Expected: one step, marked
    // cancelled, no answer past it.
    const Project lab = labs::build_lab("000");
    results::CapacitySpec spec;
    spec.target = results::parse_capacity_target("latency_ms.p95<=1000");
    spec.duration_s = 60;
    results::CapacityProgress progress;
    progress.step_done = [](const results::CapacityStep&, int, int) { return false; };
    const results::CapacityAnswer a = results::find_capacity(lab, spec, first_error, progress);
    EXPECT_TRUE(a.cancelled);
    EXPECT_EQ(a.steps.size(), 1u);
}

TEST(Capacity, AVmWithoutAWorkloadCannotBeGrown) {
    // System: lab 000 with VM1's workload cleared, grown by naming VM1. Expected: refused naming
    // VM1 and what to set.
    Project lab = labs::build_lab("000");
    const Id vm1 = lab.topology.find_by_name(Kind::Vm, "VM1");
    lab.topology.set(vm1, "workload", std::string());
    results::CapacitySpec spec;
    spec.target = results::parse_capacity_target("latency_ms.p95<=10");
    spec.grow = {vm1};
    try {
        results::find_capacity(lab, spec, first_error);
        FAIL() << "a VM without a workload was grown";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("VM1"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("workload"), std::string::npos) << e.what();
    }
}

}  // namespace
}  // namespace santwin
