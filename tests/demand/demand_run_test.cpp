// Runs under changing demand as the GUI's Load… dialog starts them (demand/demand_run.h).
#include <gtest/gtest.h>

#include <cmath>

#include "demand/demand_run.h"
#include "demand/demand_trace.h"
#include "demand/replay.h"
#include "import/import_estate.h"
#include "labs/labs.h"
#include "workloads/io_profile.h"

namespace santwin::demand {
namespace {

const std::string kSamples = std::string(SANTWIN_TEST_DATA_DIR) + "/../resources/samples/";

TEST(DemandRun, CaptureRunKeepsMeasuredBesideSimulated) {
    // The small estate replaying its esxtop capture of esx01 for two minutes: every VM of the
    // capture has its served IOPS, its demanded IOPS (the capture's, sample by sample) and the
    // latency measured in the real lab recorded, the demand equal to the capture's first sample.
    const auto estate = import::import_estate({kSamples + "small-estate"});
    DemandRunSpec spec;
    spec.capture = kSamples + "small-estate-load/esxtop-esx01.csv";
    spec.duration_s = 120;
    const scenarios::ScenarioResult r = run_demand(estate.project, spec);
    ASSERT_EQ(r.runs.size(), 1u);
    const engine::Recorder& rec = *r.runs[0].recording;
    const auto capture = import::read_inputs({spec.capture});
    ASSERT_EQ(capture.size(), 1u);
    const MeasuredLoad load = read_measured_load(capture[0].second, spec.capture);
    ASSERT_FALSE(load.vms.empty());
    for (const DemandTrace& t : load.vms) {
        const Id vm = estate.project.topology.find_by_name(Kind::Vm, t.name);
        ASSERT_TRUE(vm) << t.name;
        ASSERT_NE(rec.find(vm, "demand_iops"), nullptr) << t.name;
        EXPECT_NEAR(rec.series(vm, "demand_iops").at(0), t.samples[0].iops(), 1e-9) << t.name;
        EXPECT_NE(rec.find(vm, "measured_latency_ms"), nullptr) << t.name;
        EXPECT_GT(rec.series(vm, "iops").mean(0, 120), 0) << t.name;
    }
}

TEST(DemandRun, ScheduleRunRecordsWhatWasDemanded) {
    // Lab 000's VMs under the flat schedule with +/-20 % per 10-s interval for one minute: each
    // VM's demand_iops in interval k is its profile's requirement times the variation factor.
    const Project lab = labs::build_lab("000");
    DemandRunSpec spec;
    spec.schedule = "flat";
    spec.variation = 0.2;
    spec.interval_s = 10;
    spec.duration_s = 60;
    const scenarios::ScenarioResult r = run_demand(lab, spec);
    const engine::Recorder& rec = *r.runs[0].recording;
    ScheduleOptions o{schedule("flat"), 0.2, 42, 10, 0};
    std::uint64_t index = 0;
    int checked = 0;
    for (Id vm : lab.topology.all_of(Kind::Vm)) {
        const std::uint64_t v = index++;
        const std::string w = lab.topology.at(vm).text("workload");
        if (w.empty() || !rec.find(vm, "demand_iops")) continue;
        const double req = workloads::resolve_profile(w).requirement_iops;
        for (std::uint64_t k = 0; k < 6; ++k)
            EXPECT_NEAR(rec.series(vm, "demand_iops").at(10.0 * k + 5), scheduled_iops(req, o, v, k), 1e-9 * req);
        ++checked;
    }
    EXPECT_GT(checked, 0);
}

TEST(DemandRun, NeitherOrBothSourcesRefused) {
    const Project lab = labs::build_lab("000");
    EXPECT_THROW(run_demand(lab, {}), std::invalid_argument);
    DemandRunSpec both;
    both.schedule = "flat";
    both.capture = "x.csv";
    EXPECT_THROW(run_demand(lab, both), std::invalid_argument);
}

}  // namespace
}  // namespace santwin::demand
