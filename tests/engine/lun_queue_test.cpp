// The host's LUN queue (32 deep) holds a stream's I/Os from issue to completion; I/Os beyond it
// wait in the host's kernel, which the guest sees in its latency. Time the
// issuer spends computing between I/Os (a booting guest's CPU) holds no slot of it.
#include <gtest/gtest.h>

#include <limits>

#include "engine/simulation.h"
#include "fixed_stream.h"
#include "mini_lab.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
// Random 8 KB reads from the mini lab's LU, `population` outstanding, each I/O followed by
// `cpu_ms` of one core on a server with so many cores (1,024) that no I/O waits for one; the
// rate after a minute.
double iops(double population, double cpu_ms) {
    test::MiniLab lab("eagerzeroedthick", false);
    lab.t.set(lab.server, "cpu_sockets", 8.0);
    lab.t.set(lab.server, "cores_per_socket", 128.0);
    StreamSpec s;
    s.name = "reader";
    s.host = lab.host;
    Leg read;
    read.region = {lab.lu, 0, 100};
    s.legs = {read};
    if (cpu_ms > 0) s.cpu = {{lab.server, cpu_ms / 1000.0}};
    s.population = population;
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    auto& job = static_cast<test::FixedStream&>(sim.add(std::make_unique<test::FixedStream>(s)));
    sim.run_until(60);
    return job.iops();
}
}  // namespace

TEST(LunQueue, BoundsWhatIsOutstandingAtTheLu) {
    // Without computing between I/Os, 64 outstanding are 32 at the LU and 32 waiting at the host.
    EXPECT_NEAR(iops(64, 0), iops(32, 0), 0.01 * iops(32, 0));
}

TEST(LunQueue, LeavesOutTheIssuersComputeTime) {
    // 200 ms of CPU per I/O against a few ms at the drives: 64 issuers keep only ~2 I/Os at the
    // LU, so the cap does not bind and twice the issuers do nearly twice the I/O.
    const double x32 = iops(32, 200), x64 = iops(64, 200);
    EXPECT_GT(x64, 1.8 * x32) << x32 << " -> " << x64;
    EXPECT_LT(x64, 2.0 * x32 + 1e-9);
}

namespace {
struct GuestView {
    double iops = 0, latency_ms = 0, host_ms = 0;
};
// What the mini lab's VM sees (IOPS, latency, its host-side share) over a minute of random 8 KB
// reads with `population` outstanding, paced at `target_iops` (infinite: flat out).
GuestView guest(double population, double target_iops) {
    test::MiniLab lab("eagerzeroedthick", false);
    StreamSpec s;
    s.name = "guest";
    s.owner = lab.vm;
    s.host = lab.host;
    Leg read;
    read.region = {lab.lu, 0, 100};
    s.legs = {read};
    s.population = population;
    s.target_iops = target_iops;
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.add(std::make_unique<test::FixedStream>(s));
    sim.run_until(60);
    const Recorder& rec = sim.recorder();
    return {rec.series(lab.vm, "iops").mean(10, 60), rec.series(lab.vm, "latency_ms").mean(10, 60),
            rec.series(lab.vm, "hop_ms.fixed").mean(10, 60)};
}
}  // namespace

TEST(LunQueue, IosBeyondTheQueueWaitInTheHostsKernel) {
    // 64 outstanding against 32 slots: the guest's latency is what Little's law gives for all
    // 64 (twice the device's), the difference counted on the host's side.
    const GuestView at32 = guest(32, std::numeric_limits<double>::infinity());
    const GuestView at64 = guest(64, std::numeric_limits<double>::infinity());
    EXPECT_NEAR(at64.iops, at32.iops, 0.01 * at32.iops);
    EXPECT_NEAR(at64.latency_ms, 64 / at64.iops * 1000, 0.01 * at64.latency_ms);
    EXPECT_NEAR(at64.latency_ms, 2 * at32.latency_ms, 0.02 * at64.latency_ms);
    EXPECT_NEAR(at64.host_ms - at32.host_ms, at64.latency_ms - at32.latency_ms, 0.01 * at64.latency_ms);
}

TEST(LunQueue, APacedStreamHasNoKernelWait) {
    // 64 threads paced to 100 IOPS keep under one I/O at the LU: no wait beyond the device's.
    const GuestView paced = guest(64, 100);
    EXPECT_NEAR(paced.iops, 100, 1);
    EXPECT_LT(paced.latency_ms, 20);
    EXPECT_LT(paced.latency_ms, 0.5 * 64 / paced.iops * 1000);
}
