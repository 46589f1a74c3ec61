// Properties every run must have: determinism, conservation across hops, write caches.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/simulation.h"
#include "mini_lab.h"
#include "scenarios/scenario.h"
#include "workloads/vmdk_workload.h"

using namespace santwin;
using namespace santwin::engine;

TEST(EngineProperties, SameInputsSameRecordingBitForBit) {
    // Two runs of a scenario with operations, locks and caches give identical series and events.
    auto a = scenarios::run_scenario("hdp-warmup");
    auto b = scenarios::run_scenario("hdp-warmup");
    ASSERT_EQ(a.runs.size(), b.runs.size());
    for (size_t i = 0; i < a.runs.size(); ++i) {
        const auto& ra = a.runs[i].recording->all();
        const auto& rb = b.runs[i].recording->all();
        ASSERT_EQ(ra.size(), rb.size());
        for (auto ia = ra.begin(), ib = rb.begin(); ia != ra.end(); ++ia, ++ib) {
            EXPECT_EQ(ia->first, ib->first);
            EXPECT_EQ(ia->second.t, ib->second.t);
            EXPECT_EQ(ia->second.v, ib->second.v);
        }
        EXPECT_EQ(a.runs[i].recording->events().size(), b.runs[i].recording->events().size());
    }
    EXPECT_EQ(a.metrics, b.metrics);
}

TEST(EngineProperties, BytesInEqualBytesOutAcrossTheHops) {
    // One VM, round robin over two direct paths: what leaves the HBA ports arrives at the array
    // ports, and it is what the VM moved.
    test::MiniLab lab("eagerzeroedthick");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::profile("oltp")));
    sim.run_until(60);
    const auto& r = sim.recorder();
    const double hba = r.series(lab.hp0, "mbps").at(30) + r.series(lab.hp1, "mbps").at(30);
    const double array = r.series(lab.port0, "mbps").at(30) + r.series(lab.port1, "mbps").at(30);
    const double vm = r.series(lab.vm, "mbps").at(30);
    EXPECT_GT(vm, 0);
    EXPECT_NEAR(hba, array, 1e-9);
    EXPECT_NEAR(hba, vm, 1e-9);
}

TEST(EngineProperties, NoResourceAboveFullAndLittlesLawPerVm) {
    // The std-lu-1rg placement saturates a RAID group: every recorded busy figure stays <= 100%,
    // and each closed workload obeys N = X * R (its threads / its IOPS / its latency).
    auto res = scenarios::run_scenario("std-lu-1rg");
    for (const auto& run : res.runs) {
        for (const auto& [key, s] : run.recording->all()) {
            if (key.metric.find("_pct") == std::string::npos || key.metric == "write_pending_pct") continue;
            for (double v : s.v) {
                EXPECT_LE(v, 100.0 + 1e-6) << key.metric;
            }
        }
        const Id oltp = run.roles.at("OLTP");
        const double x = run.recording->series(oltp, "iops").at(100);
        const double r_ms = run.recording->series(oltp, "latency_ms").at(100);
        EXPECT_NEAR(x * r_ms / 1000.0, 8.0, 0.05);  // OLTP: 8 threads, no rate cap
    }
}

TEST(EngineProperties, WriteCacheFillsThenWritersWait) {
    // 8K random writes beyond what the RAID group can destage: the cache absorbs them (no wait)
    // until write pending reaches the limit, an event marks it, and then writers slow down.
    test::MiniLab lab("eagerzeroedthick");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::profile("warmup")));
    sim.run_until(1800);
    bool saturated = false;
    double when = 0;
    for (const auto& e : sim.recorder().events())
        if (e.kind == "cache_saturated") {
            saturated = true;
            when = e.t;
        }
    ASSERT_TRUE(saturated);
    // Held at its limit by writers waiting, the cache saturates once and does not recover
    // while the load lasts (no flip each time a solution drains it by a hair).
    int saturations = 0, recoveries = 0;
    for (const auto& e : sim.recorder().events()) {
        saturations += e.kind == "cache_saturated";
        recoveries += e.kind == "cache_recovered";
    }
    EXPECT_EQ(saturations, 1);
    EXPECT_EQ(recoveries, 0);
    const auto& iops = sim.recorder().series(lab.vm, "iops");
    EXPECT_GT(iops.at(when / 2), 2 * iops.at(when + 60));
    EXPECT_NEAR(sim.recorder().series(lab.array, "write_pending_pct").at(when + 60), 100, 1.0);
    // On its way up the level is sampled, not held at 0 until it is full: halfway through the
    // fill it reads about half (within a sample, 2% of the limit).
    EXPECT_NEAR(sim.recorder().series(lab.array, "write_pending_pct").at(when / 2), 50, 3.0);
}

TEST(EngineProperties, AWarmCacheIsFullFromTheFirstInstant) {
    // A run that joins a loaded array whose writes outrun its back end starts with write pending
    // at its limit: the level is recorded from t = 0 (not only at the end of the first step) and
    // the log says so at t = 0.
    test::MiniLab lab("eagerzeroedthick");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.start_with_warm_caches();
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::profile("warmup")));
    sim.run_until(300);
    EXPECT_NEAR(sim.recorder().series(lab.array, "write_pending_pct").at(0), 100, 1.0);
    const auto& events = sim.recorder().events();
    auto saturated = std::find_if(events.begin(), events.end(), [](const auto& e) { return e.kind == "cache_saturated"; });
    ASSERT_NE(saturated, events.end());
    EXPECT_EQ(saturated->t, 0);
}

TEST(EngineProperties, AWarmCacheTheBackEndKeepsUpWithStartsClean) {
    // The same start under a light paced load (200 random writes/s, well within the drives'
    // destage): the sustained state of such a lab is a clean cache, not a full one.
    test::MiniLab lab("eagerzeroedthick");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.start_with_warm_caches();
    sim.add(std::make_unique<workloads::VmdkWorkload>(
        lab.vm, lab.vmdk, lab.host, workloads::parse_profile("light", "read=0,random=100,kb=8,iops=200,threads=8")));
    sim.run_until(300);
    EXPECT_NEAR(sim.recorder().series(lab.vm, "iops").mean(10, 300), 200, 1);
    EXPECT_LT(sim.recorder().series(lab.array, "write_pending_pct").max(), 1.0);
    for (const auto& e : sim.recorder().events()) EXPECT_NE(e.kind, "cache_saturated") << e.detail;
}

TEST(EngineProperties, BothEndsOfACableRunAtItsNegotiatedRate) {
    // The array's 4 Gb port set to 1 Gb: the 4 Gb HBA cabled to it negotiates 1 Gb too, so large
    // sequential reads fill both ends alike, not the array's end alone.
    test::MiniLab lab("eagerzeroedthick");
    lab.t.set(lab.port0, "speed_gbps", 1.0);
    lab.t.set(lab.port1, "speed_gbps", 1.0);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.vmfs().zero_untouched(lab.vmdk, 0, 100, true);
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host,
                                                      workloads::parse_profile("stream", "read=100,random=0,kb=256,threads=16")));
    sim.run_until(30);
    const double array_end = sim.recorder().series(lab.port0, "from_array_pct").mean(5, 30);
    const double host_end = sim.recorder().series(lab.hp0, "from_array_pct").mean(5, 30);
    ASSERT_GT(array_end, 50);
    EXPECT_GT(host_end, 0.8 * array_end) << "the HBA's end measured against 4 Gb, not the 1 Gb its cable runs at";
}

namespace {
// The lab's VM running `profile` (key=value fields) for a minute: `metric`'s mean over its
// second half.
double steady_vm_mean(const test::MiniLab& lab, const std::string& profile, const std::string& metric) {
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::resolve_profile(profile)));
    sim.run_until(60);
    return sim.recorder().series(lab.vm, metric).mean(30, 60);
}
}  // namespace

TEST(EngineProperties, AControllersOwnCacheAndProcessorsCount) {
    // The write cache's limit follows the controllers' cache_gb (else the array model's), and an
    // MP-bound cache-hit workload follows their processors.
    auto saturated_at = [](double cache_gb) {
        test::MiniLab lab("eagerzeroedthick");
        for (Id c : {lab.ctl0, lab.ctl1}) lab.t.set(c, "cache_gb", cache_gb);
        Simulation sim(lab.t);
        sim.prepare_existing_state();
        sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::profile("warmup")));
        sim.run_until(7200);
        for (const auto& e : sim.recorder().events())
            if (e.kind == "cache_saturated") return e.t;
        return -1.0;
    };
    // Hitachi duplexes write data within the cache's write share; the EVA mirrors into a cache
    // of its own: two controllers of 2 GB hold 2 x 2 x 0.7 / 2 = 1.4 GB and 2 x 2 x 0.25 = 1 GB.
    test::MiniLab ams("eagerzeroedthick");
    EXPECT_NEAR(Simulation(ams.t).write_pending_limit_gb(ams.array), 1.4, 1e-9);
    ams.t.set(ams.array, "hardware", std::string("hp-eva8100"));
    EXPECT_NEAR(Simulation(ams.t).write_pending_limit_gb(ams.array), 1.0, 1e-9);

    const double small = saturated_at(1), large = saturated_at(4);
    ASSERT_GT(small, 0);
    EXPECT_NEAR(large / small, 4.0, 0.2) << "four times the cache takes four times as long to fill";

    auto hit_iops = [](double processors) {
        test::MiniLab lab("eagerzeroedthick");
        for (Id c : {lab.ctl0, lab.ctl1}) lab.t.set(c, "processors", processors);
        lab.t.set(lab.hba, "lun_queue_depth", 256.0);  // the host's queue must not bind first
        lab.t.set(lab.host, "sched_num_req_outstanding", 256.0);
        // 512-byte reads of 100 MB: every read a cache hit, the controllers' processors bind.
        return steady_vm_mean(lab, "read=100,random=100,kb=0.5,iops=1000000,threads=256,working_set=0.001", "iops");
    };
    EXPECT_GT(hit_iops(2), 1.5 * hit_iops(1));
}

TEST(EngineProperties, AnHbaRunsItsPortsNoFasterThanItsOwnSpeed) {
    // 256 KB reads from cache over two 4 Gb paths, with the HBA rated 4 Gb/s and then 2 Gb/s:
    // the ports carry half as much.
    auto mbps = [](double hba_gbps) {
        test::MiniLab lab("eagerzeroedthick");
        lab.t.set(lab.hba, "max_speed_gbps", hba_gbps);
        return steady_vm_mean(lab, "read=100,random=100,kb=256,iops=1000000,threads=32,working_set=0.01", "mbps");
    };
    const double at4 = mbps(4), at2 = mbps(2);
    EXPECT_GT(at4, 600);
    EXPECT_NEAR(at2 / at4, 0.5, 0.03);
}

TEST(EngineProperties, IoToAnLuWithNoBackingIsRefused) {
    // Without drives behind it an LU would serve I/O for free: the run refuses and says why.
    test::MiniLab lab("eagerzeroedthick");
    lab.t.set(lab.lu, "backing", Value{});
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::profile("oltp")));
    try {
        sim.run_until(10);
        FAIL() << "the run went ahead";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("has no backing"), std::string::npos) << e.what();
    }
}
