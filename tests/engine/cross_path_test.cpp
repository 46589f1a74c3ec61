// Forwarded I/O on a symmetric AMS 2000 (engine/flow/front_end.cpp, load_balancing.h): an I/O
// that arrives at the controller not managing its LU is passed across to the one that does.
#include <gtest/gtest.h>

#include "engine/simulation.h"
#include "mini_lab.h"
#include "workloads/io_profile.h"
#include "workloads/vmdk_workload.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
struct Processors {
    double iops = 0;
    double mp0 = 0, mp1 = 0;  // % busy
};

// The mini lab's VM at a fixed 500 IOPS (70/30 random 8 KB), its LU managed by controller 0,
// under `policy`: "mru" on controller 0's port, or "rr" over both.
Processors run(const std::string& policy) {
    test::MiniLab lab("eagerzeroedthick");
    lab.t.set(lab.lu, "owner", Ref{lab.ctl0});
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    PolicySpec spec;
    spec.policy = policy;
    if (policy == "mru") spec.preferred_port = lab.port0;
    sim.paths().set_policy(lab.host, lab.lu, spec);
    const auto fixed = workloads::resolve_profile("read=70,random=100,kb=8,iops=500,threads=16");
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, fixed));
    sim.run_until(120);
    const auto& r = sim.recorder();
    return {r.series(lab.vm, "iops").mean(60, 120), r.series(lab.ctl0, "mp_pct").mean(60, 120),
            r.series(lab.ctl1, "mp_pct").mean(60, 120)};
}
}  // namespace

TEST(CrossPath, ForwardedIoCostsBothProcessorsMore) {
    // MRU on the managing controller's port: every I/O is served where it arrives. Round robin
    // over both ports: half arrive at controller 1 and are forwarded, costing controller 1 its
    // front-end share and controller 0 the I/O: at the same 500 IOPS the two processors
    // together work more, and controller 1, idle before, now works.
    const Processors local = run("mru"), forwarded = run("rr");
    ASSERT_NEAR(local.iops, 500, 1);
    ASSERT_NEAR(forwarded.iops, 500, 1);
    EXPECT_NEAR(local.mp1, 0, 1e-9);
    EXPECT_GT(forwarded.mp1, 0);
    EXPECT_GT(forwarded.mp0 + forwarded.mp1, 1.05 * (local.mp0 + local.mp1));
}
