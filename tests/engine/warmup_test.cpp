// VMFS first-write zeroing on a thin pool, the mechanism behind seed 000's warm-up tests.
#include <gtest/gtest.h>

#include "engine/simulation.h"
#include "mini_lab.h"
#include "topology/validation.h"
#include "workloads/vmdk_workload.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
struct WarmupRun {
    std::vector<double> vm_iops, array_iops;  // per minute
};

WarmupRun run_warmup(const std::string& format, double minutes) {
    test::MiniLab lab(format);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    if (format == "eagerzeroedthick") sim.vmfs().zero_untouched(lab.vmdk, 0, 100, true);
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::profile("warmup")));
    sim.run_until(minutes * 60);
    WarmupRun r;
    r.vm_iops = sim.recorder().series(lab.vm, "iops").bins(0, minutes * 60, 60);
    r.array_iops = sim.recorder().series(lab.vm, "array_iops").bins(0, minutes * 60, 60);
    return r;
}
}  // namespace

TEST(Warmup, MiniLabValidates) {
    test::MiniLab lab("zeroedthick");
    for (const auto& p : validate(lab.t)) EXPECT_NE(p.severity, Severity::Error) << p.rule << ": " << p.message;
}

TEST(Warmup, ZeroedthickArraySeesZeroingUntilBlocksAreWritten) {
    // 8K random writes, 8 threads, 100 GB zeroedthick disk: every first write to a 1 MB VMFS
    // block costs a 1 MB zero write, so at the start the array sees about twice the VM's I/O;
    // as the untouched share decays the two converge.
    WarmupRun r = run_warmup("zeroedthick", 60);
    ASSERT_EQ(r.vm_iops.size(), 60u);
    EXPECT_GT(r.array_iops[0], 1.5 * r.vm_iops[0]);
    EXPECT_NEAR(r.array_iops.back(), r.vm_iops.back(), 0.02 * r.vm_iops.back());
    EXPECT_GT(r.vm_iops.back(), 1.5 * r.vm_iops[0]);  // the VM speeds up as zeroing ends
}

TEST(Warmup, EagerzeroedthickHasNoWarmup) {
    WarmupRun r = run_warmup("eagerzeroedthick", 5);
    for (size_t m = 0; m < r.vm_iops.size(); ++m) EXPECT_NEAR(r.array_iops[m], r.vm_iops[m], 1e-6 * r.vm_iops[m]);
}

TEST(Warmup, ThinCostsMoreThanZeroedthick) {
    // Thin adds block allocation (metadata I/O under a lock) to every first write.
    WarmupRun zt = run_warmup("zeroedthick", 10), th = run_warmup("thin", 10);
    double excess_zt = 0, excess_th = 0;
    for (size_t m = 0; m < zt.vm_iops.size(); ++m) {
        excess_zt += zt.array_iops[m] - zt.vm_iops[m];
        excess_th += th.array_iops[m] - th.vm_iops[m];
    }
    EXPECT_GT(excess_th, excess_zt);
    EXPECT_LT(th.vm_iops[0], zt.vm_iops[0]);
}
