// Measured captures (esxtop batch CSV, vCenter performance CSV) read into per-VM traces, and a
// trace replayed through the engine piecewise constant per sample.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include "demand/demand_trace.h"
#include "demand/replay.h"
#include "engine/simulation.h"
#include "import/import_error.h"
#include "import/import_estate.h"

namespace santwin::demand {
namespace {

const std::string kSamples = std::string(SANTWIN_TEST_DATA_DIR) + "/../resources/samples/";

std::string file_text(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

const std::string kEsxtop =
    "\"(PDH-CSV 4.0) (UTC)(0)\",\"\\\\h\\Virtual Disk(vm1)\\Reads/sec\",\"\\\\h\\Virtual Disk(vm1)\\Writes/sec\","
    "\"\\\\h\\Virtual Disk(vm1)\\MBytes Read/sec\",\"\\\\h\\Virtual Disk(vm1)\\Average MilliSec/Read\","
    "\"\\\\h\\Virtual Disk(vm2:scsi0:0)\\Reads/sec\",\"\\\\h\\Virtual Disk(vm2:scsi0:1)\\Reads/sec\","
    "\"\\\\h\\Physical Disk SCSI Device(naa.600)\\Reads/sec\",\"\\\\h\\Memory\\Free MBytes\"\n"
    "\"12/07/2026 08:00:05\",\"100\",\"50\",\"6.25\",\"4\",\"10\",\"30\",\"140\",\"9000\"\n"
    "\"12/07/2026 08:00:10\",\"200\",\"0\",\"12.5\",\"6\",\"20\",\"60\",\"280\",\"9000\"\n";

TEST(Traces, EsxtopGivesPerVmAndPerDeviceSeries) {
    // vm1 has VM-level counters; vm2 only per-disk ones, which add up; one SCSI device; memory
    // counters are not read. Two samples 5 s apart.
    const MeasuredLoad load = read_esxtop(kEsxtop, "esxtop.csv");
    ASSERT_EQ(load.vms.size(), 2u);
    const DemandTrace& vm1 = load.vms[0];
    EXPECT_EQ(vm1.name, "vm1");
    EXPECT_DOUBLE_EQ(vm1.interval_s, 5);
    ASSERT_EQ(vm1.samples.size(), 2u);
    EXPECT_DOUBLE_EQ(vm1.samples[0].read_iops, 100);
    EXPECT_DOUBLE_EQ(vm1.samples[0].write_iops, 50);
    EXPECT_DOUBLE_EQ(vm1.samples[1].read_ms, 6);
    EXPECT_TRUE(std::isnan(vm1.samples[0].write_ms));
    EXPECT_DOUBLE_EQ(load.vms[1].samples[1].read_iops, 80);
    ASSERT_EQ(load.devices.size(), 1u);
    EXPECT_EQ(load.devices[0].name, "naa.600");
    // Piecewise constant: sample 0 holds over [0, 5 s), sample 1 from 5 s on.
    EXPECT_DOUBLE_EQ(vm1.at(4.9).read_iops, 100);
    EXPECT_DOUBLE_EQ(vm1.at(5.0).read_iops, 200);
    EXPECT_DOUBLE_EQ(vm1.at(99).read_iops, 200);
}

TEST(Traces, VcenterExportSumsTheDisksOfAVm) {
    // The shipped sample: exch01 has two disks (25 % and 75 % of its I/O), 30 samples 20 s apart.
    const MeasuredLoad load = read_vcenter_perf(file_text(kSamples + "small-estate-load/vcenter-perf-esx02.csv"), "v.csv");
    ASSERT_EQ(load.vms.size(), 4u);
    const DemandTrace& exch = load.vms[0];
    EXPECT_EQ(exch.name, "exch01");
    EXPECT_DOUBLE_EQ(exch.interval_s, 20);
    EXPECT_EQ(exch.samples.size(), 30u);
    EXPECT_GT(exch.samples.back().iops(), exch.samples.front().iops());  // the morning rise
    const auto p = summarise(exch, 1.0, 8);
    EXPECT_NEAR(p.read_fraction, 0.55, 0.03);
    EXPECT_NEAR(p.read_kb, 8, 0.5);
}

TEST(Traces, BadCapturesAreRefusedWithLine) {
    const std::string head = "\"(PDH-CSV 4.0) (UTC)(0)\",\"\\\\h\\Virtual Disk(vm1)\\Reads/sec\"\n";
    try {
        read_esxtop(head + "\"12/07/2026 08:00:05\",\"lots\"\n\"12/07/2026 08:00:10\",\"1\"\n", "e.csv");
        FAIL() << "accepted";
    } catch (const import::ImportError& e) {
        EXPECT_EQ(e.line(), 2);
        EXPECT_NE(e.reason().find("not a rate"), std::string::npos);
    }
    EXPECT_THROW(read_esxtop(head + "\"yesterday\",\"1\"\n", "e.csv"), import::ImportError);
    EXPECT_THROW(read_esxtop(head + "\"12/07/2026 08:00:05\",\"1\"\n", "e.csv"), import::ImportError);  // one sample
    EXPECT_THROW(read_esxtop("\"(PDH-CSV 4.0) (UTC)(0)\",\"\\\\h\\Memory\\Free MBytes\"\n", "e.csv"), import::ImportError);
    // An inventory file given as a capture is named as neither format.
    try {
        read_measured_load("santwin-array,1\narray,A,hp-eva8100,\n", "a.csv");
        FAIL() << "accepted";
    } catch (const import::ImportError& e) {
        EXPECT_NE(e.reason().find("neither an esxtop batch capture"), std::string::npos);
    }
}

TEST(Traces, ReplayFollowsTheTracePiecewise) {
    // The small estate, and a 3-sample trace of sql01 at 100, 300, 100 IOPS (5 s each), measured
    // at 20 ms: the engine re-solves at each sample boundary and serves each sample's demand in
    // its interval (the AMS 2100 answers well within 20 ms at 300 IOPS, so the outstanding I/Os
    // Little's law gives, IOPS x 20 ms, are enough).
    const auto estate = import::import_estate({kSamples + "small-estate"});
    DemandTrace t{"sql01", 5, {}};
    for (double iops : {100.0, 300.0, 100.0}) {
        DemandSample s;
        s.read_iops = iops * 0.7;
        s.write_iops = iops * 0.3;
        s.read_mb_s = s.read_iops * 8 / 1024;
        s.write_mb_s = s.write_iops * 8 / 1024;
        s.read_ms = s.write_ms = 20;
        t.samples.push_back(s);
    }
    ReplayPlan plan = trace_jobs(estate.project.topology, {"test", {t}, {}});
    ASSERT_FALSE(plan.jobs.empty());
    EXPECT_DOUBLE_EQ(plan.duration_s, 15);
    engine::Simulation sim(estate.project.topology);
    sim.prepare_existing_state();
    std::vector<const DemandWorkload*> jobs;
    for (auto& j : plan.jobs) jobs.push_back(static_cast<const DemandWorkload*>(&sim.add(std::move(j.job))));
    sim.run_until(15);
    double served[3] = {0, 0, 0};
    for (const auto* j : jobs) {
        ASSERT_GE(j->achieved().size(), 3u);
        for (int k = 0; k < 3; ++k) served[k] += j->achieved()[k].iops(5);
    }
    EXPECT_NEAR(served[0], 100, 2);
    EXPECT_NEAR(served[1], 300, 6);
    EXPECT_NEAR(served[2], 100, 2);
    EXPECT_GE(sim.solve_count(), 3u);
}

TEST(Traces, ScheduleJobsVaryPerVmAndInterval) {
    // Lab VMs with a profile under a flat schedule and +/-20 %: each interval's target is the
    // profile's requirement times the peer's factor for (seed, VM index, interval).
    auto estate = import::import_estate({kSamples + "small-estate"});
    Topology& topo = estate.project.topology;
    const Id web = topo.find_by_name(Kind::Vm, "web01");
    topo.set(web, "workload", std::string("web-light"));
    ScheduleOptions o{schedule("flat"), 0.2, 42, 10, 0};
    ReplayPlan plan = schedule_jobs(topo, o);
    ASSERT_EQ(plan.jobs.size(), 1u);
    engine::Simulation sim(topo);
    sim.prepare_existing_state();
    const auto* job = static_cast<const DemandWorkload*>(&sim.add(std::move(plan.jobs[0].job)));
    sim.run_until(30);
    std::uint64_t index = 0;
    for (Id vm : topo.all_of(Kind::Vm)) {
        if (vm == web) break;
        ++index;
    }
    const double req = workloads::resolve_profile("web-light").requirement_iops;
    ASSERT_GE(job->achieved().size(), 3u);
    for (std::size_t k = 0; k < 3; ++k)
        EXPECT_NEAR(job->achieved()[k].iops(10), scheduled_iops(req, o, index, k), 0.02 * req) << k;
}

}  // namespace
}  // namespace santwin::demand
