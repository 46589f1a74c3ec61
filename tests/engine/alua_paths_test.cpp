// Round robin on an ALUA array: from ESX 4.0, VMW_SATP_ALUA keeps round robin on the owning
// controller's (active-optimized) paths, so nothing thrashes; ESX 3.5, or a host whose plugin
// is not ALUA-aware (VMW_SATP_DEFAULT_AP), rotates over both controllers and moves the LU's
// ownership back and forth.
#include <gtest/gtest.h>

#include "engine/simulation.h"
#include "mini_lab.h"
#include "workloads/io_profile.h"
#include "workloads/vmdk_workload.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
struct Outcome {
    double iops = 0;
    double port0_mbps = 0, port1_mbps = 0;
    double write_latency_ms = 0;
    size_t ownership_moves = 0;
};

Outcome run_rr(const std::string& esx_version, const std::string& satp) {
    test::MiniLab lab("eagerzeroedthick");
    lab.t.set(lab.array, "hardware", std::string("generic-asymmetric-fc"));
    lab.t.set(lab.array, "architecture", std::string("alua"));
    lab.t.set(lab.host, "version", esx_version);
    for (Id mp : lab.t.children(lab.host, Kind::MultipathPolicy)) lab.t.set(mp, "satp", satp);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    // As fast as 16 threads go: what the paths cost shows in the IOPS.
    const auto flat_out = workloads::resolve_profile("read=70,random=100,kb=8,iops=100000,threads=16");
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, flat_out));
    sim.run_until(120);
    const auto& r = sim.recorder();
    Outcome o;
    o.iops = r.series(lab.vm, "iops").mean(60, 120);
    o.port0_mbps = r.series(lab.port0, "mbps").mean(60, 120);
    o.port1_mbps = r.series(lab.port1, "mbps").mean(60, 120);
    o.write_latency_ms = r.series(lab.vm, "write_latency_ms").mean(60, 120);
    for (const auto& ev : r.events()) o.ownership_moves += ev.kind == "path_thrash";
    return o;
}
}  // namespace

TEST(AluaPaths, RoundRobinUnderTheAluaPluginKeepsToTheOwnersPaths) {
    const Outcome alua = run_rr("4.1", "auto");
    EXPECT_EQ(alua.ownership_moves, 0u);
    EXPECT_GT(alua.port0_mbps, 0);
    EXPECT_NEAR(alua.port1_mbps, 0, 1e-9) << "the non-owner's port carries nothing";

    const Outcome explicit_alua = run_rr("4.1", "alua");
    EXPECT_NEAR(explicit_alua.iops, alua.iops, 1e-6 * alua.iops);
}

TEST(AluaPaths, WithoutAnAluaAwarePluginRoundRobinThrashes) {
    const Outcome alua = run_rr("4.1", "auto");
    for (const auto& [version, satp] : {std::pair{"3.5", "auto"}, std::pair{"4.1", "default_ap"}}) {
        const Outcome rotating = run_rr(version, satp);
        EXPECT_GT(rotating.ownership_moves, 0u) << version << " " << satp;
        EXPECT_GT(rotating.port1_mbps, 0) << "both controllers' ports carry I/O";
        EXPECT_LT(rotating.iops, alua.iops) << version << " " << satp << ": thrashing costs IOPS";
    }
}

TEST(AluaPaths, WritesWaitWhileTheLuMoves) {
    // The mini lab's VM, 70/30 random 8 KB with 16 threads, on the asymmetric array. Under the
    // ALUA plugin a write completes in the owner's cache; when round robin moves the LU every
    // 1000 I/Os, neither controller serves it while the old owner flushes and hands over, so a
    // write the transfer catches waits too and the writes' mean latency grows.
    const Outcome alua = run_rr("4.1", "auto");
    const Outcome thrashing = run_rr("4.1", "default_ap");
    EXPECT_GT(thrashing.write_latency_ms, alua.write_latency_ms + 0.05);
}
