// VMFS first-write zeroing on a thin pool, the mechanism behind seed 000's warm-up tests.
#include <gtest/gtest.h>

#include "checks/validate.h"
#include "engine/simulation.h"
#include "mini_lab.h"
#include "workloads/vmdk_workload.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
struct WarmupRun {
    std::vector<double> vm_iops, array_iops, vm_mbps;  // per minute
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
    r.vm_mbps = sim.recorder().series(lab.vm, "mbps").bins(0, minutes * 60, 60);
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

TEST(Warmup, TheVmsMegabytesAreItsOwnDataNotTheZeroing) {
    // While 1 MB zero writes ride along with its first writes, the VM's MB/s stay its IOPS times
    // its 8 KB: the zeroing shows at the array (array_iops) and on the host's ports, not as the
    // guest's data.
    const WarmupRun r = run_warmup("zeroedthick", 1);
    const double iops = r.vm_iops.at(0), kb = workloads::profile("warmup").write_kb;
    EXPECT_GT(r.array_iops.at(0), 1.5 * iops) << "zeroing under way";
    EXPECT_NEAR(r.vm_mbps.at(0), iops * kb / 1024.0, 0.01 * iops * kb / 1024.0);
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

TEST(Warmup, ThinAllocationLocksDoNotFeedTheirOwnHoldTime) {
    // OLTP (400 IOPS target) on a fresh thin disk: almost every write allocates a VMFS block
    // under a SCSI reservation whose hold includes one metadata read. That read is an ordinary
    // read of the LU (a few ms); were it charged the queueing for the reservation itself, the
    // hold would grow with the queue and the LU would lock up (latency without bound). One host,
    // no conflicts: the locks serialize, so the VM slows down, but latency stays that of a busy
    // LU — tens of ms, nowhere near a second — and the reservation is not held all the time.
    test::MiniLab lab("thin");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::profile("oltp")));
    sim.run_until(120);
    const double iops = sim.recorder().series(lab.vm, "iops").mean(60, 120);
    const double latency_ms = sim.recorder().series(lab.vm, "latency_ms").mean(60, 120);
    EXPECT_GT(iops, 100);
    EXPECT_LT(latency_ms, 200);
    EXPECT_LT(sim.recorder().series(lab.lu, "reservation_pct").mean(60, 120), 99);
}

TEST(WriteCache, DrivesReportWhatTheyDestageNotWhatIsAsked) {
    // Random 8 KB writes far beyond five drives: while the write cache still has room it takes
    // them all, and the drives destage at their limit; once full, writers wait. Either way the
    // group's drive operations are what five drives can do, not the host's demand.
    test::MiniLab lab("eagerzeroedthick", false);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.vmfs().zero_untouched(lab.vmdk, 0, 100, true);
    sim.add(std::make_unique<workloads::VmdkWorkload>(
        lab.vm, lab.vmdk, lab.host, workloads::parse_profile("flood", "read=0,random=100,kb=8,iops=100000,threads=32")));
    sim.run_until(120);
    const Series* ops = sim.recorder().find(lab.rg, "drive_ops");
    ASSERT_NE(ops, nullptr);
    const double filling = ops->at(2), full = ops->at(110);
    EXPECT_GT(sim.recorder().series(lab.vm, "iops").at(2), 5 * filling) << "the cache absorbs the flood at first";
    EXPECT_NEAR(filling, full, 0.1 * full);
    EXPECT_LT(full / 5, 400) << "per 15K drive";
}
