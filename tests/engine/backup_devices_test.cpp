// Device models of seed 004: VTL nodes and tape drives through zoned FC paths, the LAN to a
// receiver, and the EVA's controller memory bus and per-stream prefetch. Each test runs one
// fixed stream on the backup test lab and compares its rate with a hand-derived bottleneck.
#include <gtest/gtest.h>

#include "backup_lab.h"
#include "checks/validate.h"
#include "engine/simulation.h"
#include "fixed_stream.h"
#include "operations/backup_common.h"

using namespace santwin;
using namespace santwin::engine;
using test::FixedStream;

namespace {
StreamSpec stream(Id host, std::vector<Leg> legs, double population = 64) {
    StreamSpec s;
    s.name = "test";
    s.host = host;
    s.legs = std::move(legs);
    s.population = population;
    s.counts_as_host_io = false;
    return s;
}

// Runs the stream for a minute and returns its rate in MB/s of `kb` per I/O.
double mb_s(const Topology& t, StreamSpec s, double kb) {
    Simulation sim(t);
    sim.prepare_existing_state();
    sim.start_with_warm_caches();
    auto& job = static_cast<FixedStream&>(sim.add(std::make_unique<FixedStream>(std::move(s))));
    sim.run_until(60);
    return job.iops() * kb / 1024.0;
}

constexpr double kTwoGbPort = 2 * 100 * 0.93;  // domain.md §3 payload, VLS port efficiency
}  // namespace

TEST(BackupDevices, BackupLabValidates) {
    test::BackupLab lab;
    for (const auto& p : validate(lab.t))
        EXPECT_NE(p.severity, Severity::Error) << p.rule << ": " << p.message;
}

TEST(BackupDevices, EmulatedDriveRunsAtItsNodePort) {
    // 256 KB tape blocks from the ESX host to an emulated LTO-3 drive, 64 in flight: the drive
    // has no rate of its own and 48 disks stream 389 MB/s, so the node's 2 Gb port binds at
    // 2 x 100 MB/s x 0.93 = 186 MB/s (the host's 4 Gb port carries 372).
    test::BackupLab lab;
    const double r =
        mb_s(lab.t, stream(lab.esx, {operations::tape_leg(lab.drive1, true, 256, 1, lab.esx, "w")}),
             256);
    EXPECT_NEAR(r, kTwoGbPort, 0.04 * kTwoGbPort);
}

TEST(BackupDevices, VtlDisksBoundAllItsNodes) {
    // The same stream on a VLS with one 12-disk enclosure: 1.4 TB/h x 12/48 = 97.2 MB/s of disk
    // bandwidth, below the port's 186: the library's disks bind.
    test::BackupLab lab(12);
    const double limit = 1.4e6 / 3600.0 * 12 / 48;
    const double r =
        mb_s(lab.t, stream(lab.esx, {operations::tape_leg(lab.drive1, true, 256, 1, lab.esx, "w")}),
             256);
    EXPECT_NEAR(r, limit, 0.04 * limit);
}

TEST(BackupDevices, PhysicalLto3StreamsAtNativeRate) {
    // A physical LTO-3 on the EML's own 2 Gb port: 80 MB/s native binds before the port.
    test::BackupLab lab;
    const double r = mb_s(
        lab.t, stream(lab.esx, {operations::tape_leg(lab.lto3, true, 256, 1, lab.esx, "w")}), 256);
    EXPECT_NEAR(r, 80, 0.04 * 80);
}

TEST(BackupDevices, UnzonedDeviceIsRefusedWithTheFix) {
    // The proxy's zones reach the VTL but not the EML: a leg to the EML drive names the fix.
    test::BackupLab lab;
    Simulation sim(lab.t);
    sim.add(std::make_unique<FixedStream>(
        stream(lab.proxy, {operations::tape_leg(lab.lto3, true, 256, 1, lab.proxy, "w")})));
    try {
        sim.run_until(1);
        FAIL() << "an unzoned tape drive was written";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("zone"), std::string::npos) << e.what();
    }
}

TEST(BackupDevices, LanTransferRunsAtGigabitLineRate) {
    // 256 KB sends from the proxy to the ESX host's console OS over 1 GbE: 125 MB/s less
    // framing (x 0.94) = 117.5 MB/s.
    test::BackupLab lab;
    Leg lan;
    lan.why = "lan";
    lan.device = lab.esx;
    lan.kb = 256;
    lan.host = lab.proxy;
    const double r = mb_s(lab.t, stream(lab.proxy, {lan}), 256);
    EXPECT_NEAR(r, 117.5, 0.04 * 117.5);
}

TEST(BackupDevices, MultiplexedReadsYieldOneBlockInK) {
    // Reading one object of a 4-way multiplexed medium: each useful block costs four block reads
    // at the node port, so useful data flows at 186 / 4 = 46.5 MB/s.
    test::BackupLab lab;
    const double r =
        mb_s(lab.t,
             stream(lab.esx, {operations::tape_leg(lab.drive1, false, 256, 4, lab.esx, "r")}), 256);
    EXPECT_NEAR(r, kTwoGbPort / 4, 0.04 * kTwoGbPort / 4);
}

TEST(BackupDevices, EvaBusBoundsOneControllersWrites) {
    // Sequential 64 KB writes to the Vraid0 holding tank owned by controller A, through the
    // proxy's first path (p0 -> A1), 64 in flight. Per MB written, A's memory moves it
    // in from the host, out to the mirror and out to the drives: 3 MB of its 1250 MB/s bus, so
    // 417 MB/s, above the 4 Gb port's 368: the port binds. With Vraid1 the two destages make
    // it 4 MB per MB, 312 MB/s: the bus binds.
    test::BackupLab v0(48, "vraid0"), v1(48, "vraid1");
    auto writes = [](test::BackupLab& lab) {
        return stream(lab.proxy,
                      {operations::block_leg({lab.ht, 0, 200}, true, 64, 1, lab.proxy, "w")});
    };
    const double r0 = mb_s(v0.t, writes(v0), 64);
    const double r1 = mb_s(v1.t, writes(v1), 64);
    // Four FC port stations in series (HBA, two switch ports, array port) share the 4 Gb path:
    // it is the bound, reached within 15% with 64 in flight.
    EXPECT_LE(r0, 368.0);
    EXPECT_GT(r0, 0.85 * 368.0);
    EXPECT_NEAR(r1, 1250.0 / 4, 0.05 * 312.5);
}

TEST(BackupDevices, TheSwitchPortOfASlowerNodeRunsAtTheLinksRate) {
    // The same stream: the 4 Gb switch port cabled to the node's 2 Gb port negotiates 2 Gb, so
    // it is as busy as the node's port, not half as busy.
    test::BackupLab lab;
    Id switch_port = kNoId;
    for (Id link : lab.t.all_of(Kind::Link)) {
        const Id a = lab.t.at(link).ref("a"), b = lab.t.at(link).ref("b");
        if (a == lab.vtl_port) switch_port = b;
        if (b == lab.vtl_port) switch_port = a;
    }
    ASSERT_NE(switch_port, kNoId);
    ASSERT_GT(lab.t.at(switch_port).num("speed_gbps", 4), 2.0) << "the switch port is the faster end";
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.start_with_warm_caches();
    sim.add(std::make_unique<FixedStream>(stream(lab.esx, {operations::tape_leg(lab.drive1, true, 256, 1, lab.esx, "w")})));
    sim.run_until(60);
    auto busiest = [&](Id port) {
        double most = 0;
        for (const char* metric : {"to_array_pct", "from_array_pct"})
            if (const Series* s = sim.recorder().find(port, metric)) most = std::max(most, s->mean(10, 60));
        return most;
    };
    EXPECT_GT(busiest(lab.vtl_port), 80);
    EXPECT_NEAR(busiest(switch_port), busiest(lab.vtl_port), 3);
}
