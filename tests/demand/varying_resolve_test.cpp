// The engine's re-solve when only demand changed (engine/simulation.cpp): the flow is kept with
// the streams' new targets put in, and the solver starts from the last solution.
#include <gtest/gtest.h>

#include <map>

#include "demand/replay.h"
#include "engine/simulation.h"
#include "labs/labs.h"
#include "workloads/io_profile.h"

namespace santwin::demand {
namespace {

TEST(VaryingResolve, DemandChangesReuseTheFlow) {
    // Lab 002's 500 VMs, +/-20 % per VM per 1-s interval for 30 s: from one interval to the next
    // only the targets change, so each re-solve keeps the flow with the new targets put in and
    // starts from the last solution. The lab has room for the demand, so every VM is served
    // what it asked for in every interval (the new targets, not the last ones), with one solve
    // per interval.
    const Project lab = labs::build_lab("002");
    ScheduleOptions o{schedule("flat"), 0.2, 42, 1, 0};
    ReplayPlan plan = schedule_jobs(lab.topology, o);
    ASSERT_EQ(plan.jobs.size(), 500u);
    std::map<Id, std::uint64_t> index;
    for (Id vm : lab.topology.all_of(Kind::Vm)) index.emplace(vm, index.size());
    engine::Simulation sim(lab.topology);
    sim.prepare_existing_state();
    sim.start_with_warm_caches();
    std::vector<std::pair<Id, const DemandWorkload*>> jobs;
    for (auto& j : plan.jobs) jobs.push_back({j.vm, static_cast<const DemandWorkload*>(&sim.add(std::move(j.job)))});
    sim.run_until(30);
    EXPECT_EQ(sim.solve_count(), 30u);
    std::map<Id, std::vector<double>> served;
    for (const auto& [vm, job] : jobs) {
        auto& s = served[vm];
        s.resize(30, 0.0);
        for (std::size_t k = 0; k < 30 && k < job->achieved().size(); ++k) s[k] += job->achieved()[k].iops(1);
    }
    for (const auto& [vm, s] : served) {
        const double req = workloads::resolve_profile(lab.topology.at(vm).text("workload")).requirement_iops;
        for (std::uint64_t k = 0; k < 30; ++k)
            ASSERT_NEAR(s[k], scheduled_iops(req, o, index.at(vm), k), 1e-3 * req) << lab.topology.at(vm).name << " k=" << k;
    }
}

}  // namespace
}  // namespace santwin::demand
