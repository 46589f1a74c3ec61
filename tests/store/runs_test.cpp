// Recorded runs in .santwin files (schema v3): a scenario's runs saved with keep_runs() come back
// bit for bit (series, events, roles, the configuration they ran on), files stay compact, and
// damaged run data is refused with a message naming the run.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cmath>
#include <filesystem>
#include <limits>

#include "labs/labs.h"
#include "scenarios/saved_runs.h"
#include "store/project_file.h"
#include "store/run_tables.h"
#include "store/sqlite_db.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {
// A project holding the runs of std-lu-1rg (one run on lab 000 with VMs the bench added).
Project project_with_runs() {
    Project p = labs::build_lab("000");
    const auto result = scenarios::run_scenario("std-lu-1rg");
    scenarios::keep_runs(p, result, {}, "2026-11-22T09:00:00Z");
    return p;
}
}  // namespace

// Builds lab 000 with the runs of std-lu-1rg, saves and loads it: the loaded project equals the
// saved one (series and events bit for bit, roles, the run's own configuration with its VMs).
TEST(RecordedRuns, ScenarioRunsRoundTrip) {
    ScratchDir dir;
    const Project p = project_with_runs();
    ASSERT_EQ(p.runs.size(), 1u);
    ASSERT_TRUE(p.runs[0].configuration) << "the bench added VMs, so the run has its own configuration";
    save_project(p, dir.file("runs.santwin"));
    const Project back = load_project(dir.file("runs.santwin"));
    EXPECT_TRUE(back == p);
    ASSERT_EQ(back.runs.size(), 1u);
    const RecordedRun& r = back.runs[0];
    EXPECT_EQ(r.scenario, "std-lu-1rg");
    EXPECT_EQ(r.created, "2026-11-22T09:00:00Z");
    EXPECT_GT(r.recording->all().size(), 20u);
    // The OLTP VM exists in the run's configuration only, and its IOPS series is intact.
    const Id oltp = r.roles.at("OLTP");
    EXPECT_EQ(back.run_topology(r).at(oltp).name, "OLTP");
    EXPECT_FALSE(back.topology.contains(oltp) && back.topology.at(oltp).name == "OLTP");
    EXPECT_EQ(r.recording->series(oltp, "iops").v, p.runs[0].recording->series(oltp, "iops").v);
}

// The saved result reads back as the scenario's result: the same metrics and notes, and the runs'
// recordings, so charts can be drawn from the file.
TEST(RecordedRuns, KeptResultMatchesTheRun) {
    ScratchDir dir;
    const Project p = project_with_runs();
    save_project(p, dir.file("runs.santwin"));
    const auto original = scenarios::run_scenario("std-lu-1rg");
    const auto kept = scenarios::kept_result(load_project(dir.file("runs.santwin")), "std-lu-1rg");
    EXPECT_EQ(kept.metrics, original.metrics);
    EXPECT_EQ(kept.notes, original.notes);
    ASSERT_EQ(kept.runs.size(), 1u);
    EXPECT_TRUE(*kept.runs[0].recording == *original.runs[0].recording);
    EXPECT_THROW(scenarios::kept_result(p, "std-lu-1rg", {"no such run"}), std::invalid_argument);
    EXPECT_THROW(scenarios::kept_result(p, "hdp-warmup"), std::invalid_argument);
}

// Saving the same scenario again replaces its runs rather than piling them up.
TEST(RecordedRuns, SavingAgainReplacesTheScenariosRuns) {
    Project p = project_with_runs();
    scenarios::keep_runs(p, scenarios::run_scenario("std-lu-1rg"), {}, "later");
    EXPECT_EQ(p.runs.size(), 1u);
    EXPECT_EQ(p.runs[0].created, "later");
    EXPECT_EQ(p.scenarios.size(), 1u);
}

// A project's own runs (simulate --save) pile up by name: a second name adds a run, the same name
// replaces it; each run's notes survive the others', and both come back from the file.
TEST(RecordedRuns, OwnRunsAreKeptByName) {
    ScratchDir dir;
    Project p = labs::build_lab("000");
    const auto source = scenarios::run_scenario("std-lu-1rg").runs.front();
    auto run = [&](const std::string& name) {
        scenarios::RunRecord r = source;
        r.name = name;
        return r;
    };
    EXPECT_FALSE(scenarios::add_kept_run(p, "simulate", run("a"), {"first a"}, "t1"));
    EXPECT_FALSE(scenarios::add_kept_run(p, "simulate", run("b"), {"only b"}, "t2"));
    EXPECT_TRUE(scenarios::add_kept_run(p, "simulate", run("a"), {"second a"}, "t3"));
    save_project(p, dir.file("own.santwin"));
    const auto kept = scenarios::kept_result(load_project(dir.file("own.santwin")), "simulate");
    ASSERT_EQ(kept.runs.size(), 2u);
    EXPECT_EQ(kept.runs[0].name, "b");
    EXPECT_EQ(kept.runs[1].name, "a");
    EXPECT_TRUE(*kept.runs[1].recording == *source.recording);
    EXPECT_EQ(kept.notes, (std::vector<std::string>{"b: only b", "a: second a"}));
    EXPECT_TRUE(kept.metrics.empty());
    // A scenario's own runs are left alone.
    scenarios::keep_runs(p, scenarios::run_scenario("std-lu-1rg"), {}, "t4");
    EXPECT_EQ(scenarios::kept_result(p, "simulate").runs.size(), 2u);
}

// Change points are stored as packed doubles: -0.0, a subnormal, 0.1 + 0.2 and the largest
// double come back with the same bits.
TEST(RecordedRuns, PackedDoublesAreBitExact) {
    const std::vector<double> values = {-0.0, std::numeric_limits<double>::denorm_min(), 0.1 + 0.2,
                                        std::numeric_limits<double>::max(), 1e-300, -12345.678};
    const std::string bytes = pack_doubles(values);
    ASSERT_EQ(bytes.size(), values.size() * 8);
    const auto back = unpack_doubles(bytes, values.size(), "test");
    for (size_t i = 0; i < values.size(); ++i) EXPECT_EQ(std::bit_cast<std::uint64_t>(back[i]), std::bit_cast<std::uint64_t>(values[i]));
    EXPECT_EQ(static_cast<unsigned char>(pack_doubles({1.0})[7]), 0x3F);  // little-endian: sign/exponent byte last
    EXPECT_THROW(unpack_doubles(bytes, values.size() + 1, "test"), StoreError);
}

// A run costs 16 bytes per change point plus a small overhead per series (its key) and the
// configuration's difference from the lab, not a row per point: std-lu-1rg's file grows by less
// than 16 bytes per point + 64 per series + 32 KB (the bench's VMs, disks and LUs; page slack).
TEST(RecordedRuns, RunsAreCompact) {
    ScratchDir dir;
    const Project p = project_with_runs();
    Project lab_only = p;
    lab_only.runs.clear();
    lab_only.scenarios.clear();
    save_project(p, dir.file("runs.santwin"));
    save_project(lab_only, dir.file("lab.santwin"));
    const auto grown = std::filesystem::file_size(dir.file("runs.santwin")) - std::filesystem::file_size(dir.file("lab.santwin"));
    const auto points = p.runs[0].recording->point_count();
    const auto series = p.runs[0].recording->all().size();
    ASSERT_GT(points, 0u);
    EXPECT_LT(grown, 16 * points + 64 * series + 32 * 1024) << grown << " bytes for " << points << " points in " << series << " series";
}

// A run naming a scenario the project does not hold cannot be saved; the message names both.
TEST(RecordedRuns, RunOfAnUnknownScenarioIsRefused) {
    ScratchDir dir;
    Project p = project_with_runs();
    p.runs[0].scenario = "vanished";
    try {
        save_project(p, dir.file("bad.santwin"));
        FAIL() << "saved a run of a missing scenario";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("vanished"), std::string::npos) << e.what();
    }
    EXPECT_FALSE(std::filesystem::exists(dir.file("bad.santwin")));
}

// A series whose blob is shorter than its point count says is refused on load, naming the run.
TEST(RecordedRuns, TruncatedSeriesIsRefused) {
    ScratchDir dir;
    save_project(project_with_runs(), dir.file("runs.santwin"));
    {
        Db db(dir.file("runs.santwin"), SQLITE_OPEN_READWRITE);
        db.exec("UPDATE run_series SET v = substr(v, 1, length(v) - 4) WHERE metric = 'iops'");
    }
    try {
        load_project(dir.file("runs.santwin"));
        FAIL() << "loaded a truncated series";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("'1 RG'"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("bytes"), std::string::npos) << e.what();
    }
}
