// Chart definitions (model/charts, no Qt): every built scenario's default charts resolve to
// finite numbers taken from its runs; the paper's figures carry the published values; pairs and
// published marks are read from metric names; CSV numbers are the recorded numbers.
#include <gtest/gtest.h>

#include <cmath>

#include "charts/chart_csv.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "charts/sweep_charts.h"
#include "engine/recorder.h"
#include "export_support.h"

using namespace santwin;
using namespace santwin::charts;
using santwin::export_test::default_chart;
using santwin::export_test::result;

namespace {
const ChartSpec* find_spec(const std::vector<ChartSpec>& specs, const std::string& id) {
    for (const auto& s : specs)
        if (s.id == id) return &s;
    return nullptr;
}
}  // namespace

// Runs every registered scenario and resolves its default charts: at least one chart each, none
// refused, every chart with a title, a y unit and at least one finite value.
TEST(ChartModel, EveryScenarioHasResolvableDefaultCharts) {
    for (const auto& s : scenarios::registry()) {
        SCOPED_TRACE(s.info.id);
        const auto& r = result(s.info.id);
        const auto specs = default_charts(r);
        ASSERT_FALSE(specs.empty());
        std::vector<std::string> skipped;
        const auto resolved = resolve_charts(specs, r, scenario_context(r), &skipped);
        EXPECT_TRUE(skipped.empty()) << skipped.front();
        for (const Chart& c : resolved) {
            SCOPED_TRACE(c.spec.id);
            EXPECT_FALSE(c.spec.title.empty());
            EXPECT_FALSE(c.spec.y.title().empty());
            bool finite = false;
            for (const auto& series : c.spec.series) {
                EXPECT_EQ(series.values.size(), c.points()) << series.label;
                for (double v : series.values) finite = finite || std::isfinite(v);
            }
            EXPECT_TRUE(finite);
            EXPECT_EQ(c.context.lab, s.info.lab);
            EXPECT_EQ(c.context.engine_version, SANTWIN_VERSION);
        }
    }
}

// hdp-warmup reproduces Figure 5: per format, VM IOPS and array IOPS per minute over the
// 30-minute routine, with the paper's 23-minute end of warm-up (zeroedthick) as a moment mark;
// each bin is the recording's mean over that minute.
TEST(ChartModel, WarmupFigure5IsPerMinuteWithThePublishedEnd) {
    const Chart c = default_chart("hdp-warmup", "figure5-zeroedthick");
    EXPECT_EQ(c.spec.type, ChartType::TimeSeries);
    EXPECT_EQ(c.spec.x.unit, "min");
    ASSERT_EQ(c.x.size(), 30u);
    EXPECT_EQ(c.x[0], 0.0);
    EXPECT_EQ(c.x[29], 29.0);
    ASSERT_EQ(c.spec.marks.size(), 1u);
    EXPECT_TRUE(c.spec.marks[0].on_x_axis);
    EXPECT_EQ(c.spec.marks[0].value, 23.0);
    const auto* run = find_run(result("hdp-warmup"), "warm-up zeroedthick");
    ASSERT_NE(run, nullptr);
    const auto& vm = run->recording->series(run->roles.at("vm"), "iops");
    for (size_t i = 0; i < 30; ++i) EXPECT_EQ(c.spec.series[0].values[i], vm.mean(60.0 * i, 60.0 * (i + 1))) << "minute " << i;
    // Array IOPS exceed VM IOPS early in the warm-up (the zeroing writes), then converge.
    EXPECT_GT(c.spec.series[1].values[0], 1.2 * c.spec.series[0].values[0]);
    EXPECT_NEAR(c.spec.series[1].values[29], c.spec.series[0].values[29], 0.02 * c.spec.series[0].values[29]);
}

// std-lu-1rg: IOPS per workload against the Table 5 requirements (OLTP 400, email 230, streaming
// 400, unstructured 400) in paper order, and RG-000's busy bar with the published 98 %.
TEST(ChartModel, PlacementChartsCarryRequirementsAndPublishedBusy) {
    const Chart iops = default_chart("std-lu-1rg", "iops-vs-requirement");
    EXPECT_EQ(iops.spec.categories, (std::vector<std::string>{"OLTP", "Email", "Streaming", "Unstructured"}));
    std::vector<double> needs;
    for (const auto& m : iops.spec.marks) {
        EXPECT_EQ(m.kind, MarkKind::Requirement);
        needs.push_back(m.value);
    }
    EXPECT_EQ(needs, (std::vector<double>{400, 230, 400, 400}));
    const Chart busy = default_chart("std-lu-1rg", "raid-group-busy");
    EXPECT_EQ(busy.spec.type, ChartType::UtilizationBars);
    ASSERT_EQ(busy.spec.marks.size(), 1u);
    EXPECT_EQ(busy.spec.marks[0].value, 98.0);
    EXPECT_EQ(busy.spec.categories[static_cast<size_t>(busy.spec.marks[0].category)], "RG-000");
    EXPECT_EQ(std::get<double>(result("std-lu-1rg").metrics.at("disk_busy_pct.rg0")), busy.spec.series[0].values[0]);
}

// vaai-blockzero: a before/after chart from the metric names (time_s.<state>.<storage>.vaai_off /
// vaai_on), with the published 332 s / 11 s on the fresh internal pair's bars.
TEST(ChartModel, BeforeAfterPairsComeFromMetricNames) {
    const Chart c = default_chart("vaai-blockzero", "time_s-vaai_off-vs-vaai_on");
    EXPECT_EQ(c.spec.type, ChartType::BeforeAfter);
    ASSERT_EQ(c.spec.series.size(), 2u);
    EXPECT_EQ(c.spec.series[0].label, "VAAI off");
    EXPECT_EQ(c.spec.categories.size(), 4u);
    const auto at = std::find(c.spec.categories.begin(), c.spec.categories.end(), "fresh internal");
    ASSERT_NE(at, c.spec.categories.end());
    const int cat = static_cast<int>(at - c.spec.categories.begin());
    std::map<int, double> published;
    for (const auto& m : c.spec.marks)
        if (m.category == cat) published[m.series] = m.value;
    EXPECT_EQ(published, (std::map<int, double>{{0, 332.0}, {1, 11.0}}));
    EXPECT_EQ(c.spec.series[1].values[static_cast<size_t>(cat)],
              std::get<double>(result("vaai-blockzero").metrics.at("time_s.fresh.internal.vaai_on")));
}

// A synthetic result: pairs are found inside names ("consumed_gb.before_reclaim" and
// "after_reclaim"), a lone metric is not paired, and relations to numbers become marks while
// relations to other metrics do not.
TEST(ChartModel, PairsAndMarksFromSyntheticMetrics) {
    scenarios::ScenarioResult r;
    r.id = "vaai-ft-reclaim";  // catalogue: consumed_gb.before_reclaim 100, after_reclaim 8
    r.metrics = {{"consumed_gb.before_reclaim", 99.0}, {"consumed_gb.after_reclaim", 8.5}, {"allocated_gb.after_reclaim", 100.0}};
    const auto charts = before_after_charts(r);
    ASSERT_EQ(charts.size(), 1u);
    EXPECT_EQ(charts[0].categories, (std::vector<std::string>{"reclaim"}));
    EXPECT_EQ(charts[0].series[0].values, (std::vector<double>{99.0}));
    EXPECT_EQ(charts[0].series[1].values, (std::vector<double>{8.5}));
    EXPECT_EQ(charts[0].marks.size(), 2u);
    ReferenceMark m;
    EXPECT_TRUE(published_mark("hdp-warmup", "write_share_pct.pre.thin", m));  // "> 25"
    EXPECT_EQ(m.value, 25.0);
    EXPECT_NE(m.label.find("> 25"), std::string::npos) << m.label;
    EXPECT_FALSE(published_mark("hdp-warmup", "warmup_end_min.thin", m));  // ">= warmup_end_min.zeroedthick * 0.9"
    EXPECT_FALSE(published_mark("hdp-warmup", "excess_visible_min.zeroedthick", m));  // withheld
}

// The per-hop latency the engine records adds up to the VM's response time (std-lu-1rg OLTP:
// every hop's time-weighted mean summed equals latency_ms within rounding).
TEST(ChartModel, LatencyHopsAddUpToTheResponseTime) {
    const auto& run = result("std-lu-1rg").runs.front();
    const Id vm = run.roles.at("OLTP");
    const double end = run.recording->end();
    double sum = 0;
    for (const char* hop : {"fixed", "ports", "controller", "drives", "cache_wait", "other"})
        sum += run.recording->series(vm, std::string("hop_ms.") + hop).mean(0, end);
    const double latency = run.recording->series(vm, "latency_ms").mean(0, end);
    ASSERT_GT(latency, 1.0);
    EXPECT_NEAR(sum, latency, 1e-6 * latency);
    EXPECT_GT(run.recording->series(vm, "hop_ms.drives").mean(0, end), 0.5 * latency);  // RG-000 at 97 %: the drives dominate
}

// A chart naming a run the result does not have is refused, naming the run.
TEST(ChartModel, MissingRunIsRefused) {
    ChartSpec spec;
    spec.id = "x";
    spec.type = ChartType::TimeSeries;
    spec.series.push_back({"a", {{"no such run", "vm", "iops"}}, {}});
    try {
        resolve_chart(spec, result("std-lu-1rg"), {});
        FAIL() << "resolved a chart over a missing run";
    } catch (const ChartError& e) {
        EXPECT_NE(std::string(e.what()).find("no such run"), std::string::npos);
    }
}

// Sweep charts: metrics every point reports, one line each over the values, the published
// figure marked at the paper's own value; x kept numeric for numeric values.
TEST(ChartModel, SweepChartsLineUpThePoints) {
    std::vector<SweepPoint> points;
    for (int n : {2, 3, 4}) {
        scenarios::ScenarioResult r;
        r.id = "dp-pool-4rg";
        r.metrics = {{"met_count", 2.0 * n}, {"util_spread_pct", 0.0}, {"met.oltp", true}};
        points.push_back({std::to_string(n), r});
    }
    const auto specs = sweep_charts("dp-pool-4rg", "raid_groups", points, "4");
    ASSERT_EQ(specs.size(), 2u);  // count and % (the boolean is not charted)
    const ChartSpec* met = find_spec(specs, "sweep-raid-groups-met-count");
    ASSERT_NE(met, nullptr);
    EXPECT_EQ(met->series[0].values, (std::vector<double>{4, 6, 8}));
    ASSERT_EQ(met->marks.size(), 1u);
    EXPECT_EQ(met->marks[0].category, 2);  // the paper's 4 groups
    EXPECT_EQ(met->marks[0].value, 8.0);
    const Chart c = resolve_chart(*met, points[0].result, {});
    EXPECT_EQ(c.x, (std::vector<double>{2, 3, 4}));
}

// A sweep's lines run in numeric order (DG24 before DG144) and keep one colour per disk group
// in every chart, though the latency chart has no DG144 line.
TEST(ChartModel, SweepLinesKeepTheirColourAcrossCharts) {
    std::vector<SweepPoint> points;
    for (int n : {1, 8}) {
        scenarios::ScenarioResult r;
        r.id = "eva-dg-sweep";
        r.metrics = {{"iops.dg144", 100.0 * n}, {"iops.dg24", 50.0 * n}, {"iops.dg48", 70.0 * n},
                     {"latency_ms.dg48", 2.0 * n}, {"latency_ms.dg24", 9.0 * n}};
        points.push_back({std::to_string(n), r});
    }
    const auto specs = sweep_charts("eva-dg-sweep", "streams", points, "8");
    const ChartSpec* iops = find_spec(specs, "sweep-streams-iops");
    const ChartSpec* latency = find_spec(specs, "sweep-streams-latency-ms");
    ASSERT_NE(iops, nullptr);
    ASSERT_NE(latency, nullptr);
    ASSERT_EQ(iops->series.size(), 3u);
    EXPECT_EQ(iops->series[0].label, "DG24");
    EXPECT_EQ(iops->series[2].label, "DG144");
    ASSERT_EQ(latency->series.size(), 2u);
    EXPECT_EQ(latency->series[0].label, "DG24");
    EXPECT_EQ(latency->series[0].color, iops->series[0].color);
    EXPECT_EQ(latency->series[1].color, iops->series[1].color);  // DG48 in both
}

// Role charts of a sweep: entities with the same mean at every value make one line named for all
// ("VM1 = VM5": two lines would lie on each other), and lines beyond six go on to a second chart
// numbered "(2 of 2)" whose colours continue the first's.
TEST(ChartModel, SweepRoleChartsMergeEqualLinesAndContinueColours) {
    Project project;
    std::map<std::string, Id> roles;
    for (int i = 1; i <= 9; ++i) {
        const std::string name = "VM" + std::to_string(i);
        roles[name] = project.topology.add(Kind::Vm, name);
    }
    auto shared = std::make_shared<const Project>(project);
    std::vector<SweepPoint> points;
    for (int n : {2, 3}) {
        auto rec = std::make_shared<engine::Recorder>();
        for (int i = 1; i <= 9; ++i) {
            // VM5 does what VM1 does at both values; the others differ.
            const double iops = 100.0 * (i == 5 ? 1 : i) * n;
            for (double t : {0.0, 60.0}) rec->record(roles["VM" + std::to_string(i)], "iops", t, iops);
        }
        scenarios::ScenarioResult r;
        r.id = "dp-pool-4rg";
        r.runs.push_back({"run", shared, rec, roles});
        points.push_back({std::to_string(n), r});
    }
    std::vector<const ChartSpec*> iops;
    const auto specs = sweep_charts("dp-pool-4rg", "raid_groups", points, "4");
    for (const ChartSpec& c : specs)
        if (c.id.rfind("sweep-raid-groups-role-iops", 0) == 0) iops.push_back(&c);
    ASSERT_EQ(iops.size(), 2u);
    EXPECT_EQ(iops[0]->series.size(), 6u);
    EXPECT_EQ(iops[1]->series.size(), 2u);  // nine VMs, eight lines
    EXPECT_EQ(iops[0]->series[0].label, "VM1 = VM5");
    EXPECT_NE(iops[0]->title.find("(1 of 2)"), std::string::npos) << iops[0]->title;
    EXPECT_NE(iops[1]->title.find("(2 of 2)"), std::string::npos) << iops[1]->title;
    EXPECT_EQ(iops[0]->first_color, 0);
    EXPECT_EQ(iops[1]->first_color, 6);
    EXPECT_NE(iops[0]->id, iops[1]->id);
}

// CSV of a time series: header "time (min)" and one column per series with its unit; one row per
// bin; every number reads back exactly as the chart holds it.
TEST(ChartModel, CsvNumbersAreTheChartsNumbers) {
    const Chart c = default_chart("hdp-warmup", "figure5-thin");
    const auto rows = export_test::parse_csv(chart_csv(c));
    ASSERT_EQ(rows.size(), 1 + c.x.size());
    EXPECT_EQ(rows[0], (std::vector<std::string>{"time (min)", "VM IOPS (IOPS)", "array IOPS (at the ports) (IOPS)"}));
    for (size_t i = 0; i < c.x.size(); ++i) {
        ASSERT_EQ(rows[i + 1].size(), 3u);
        EXPECT_EQ(std::stod(rows[i + 1][0]), c.x[i]);
        EXPECT_EQ(std::stod(rows[i + 1][1]), c.spec.series[0].values[i]);
        EXPECT_EQ(std::stod(rows[i + 1][2]), c.spec.series[1].values[i]);
    }
}

// CSV of bars with marks: the published/requirement values sit in their own columns, on the row
// of the category they belong to, empty elsewhere.
TEST(ChartModel, CsvCarriesReferenceColumns) {
    const Chart c = default_chart("std-lu-1rg", "raid-group-busy");
    const auto rows = export_test::parse_csv(chart_csv(c));
    ASSERT_EQ(rows.size(), 1 + c.spec.categories.size());
    EXPECT_EQ(rows[0], (std::vector<std::string>{"category", "1 RG (%)", "published (%)"}));
    EXPECT_EQ(rows[1][0], "RG-000");
    EXPECT_EQ(rows[1][2], "98");
}

TEST(ChartModel, LiveUtilizationAxisFitsThePeak) {
    EXPECT_EQ(percent_axis_ceiling(0), 10);
    EXPECT_EQ(percent_axis_ceiling(3.2), 10);
    EXPECT_EQ(percent_axis_ceiling(10), 10);
    EXPECT_EQ(percent_axis_ceiling(10.5), 25);
    EXPECT_EQ(percent_axis_ceiling(49), 50);
    EXPECT_EQ(percent_axis_ceiling(61), 100);
    EXPECT_EQ(percent_axis_ceiling(100), 100);
    EXPECT_TRUE(std::isnan(percent_axis_ceiling(140)));  // demand above capacity: from the data
}

// The HNAS baseline charts its tiering and its head over time, not only six-hour means: the
// heavy VM's latency falls once HDT has moved its pages to flash, and the head's FPGA and CPU
// have timelines.
TEST(ChartModel, HnasBaselineChartsLatencyAndTheHeadOverTime) {
    const Chart latency = default_chart("hnas-baseline", "timeline-latency-ms");
    ASSERT_FALSE(latency.spec.series.empty());
    const auto& v = latency.spec.series.front().values;
    ASSERT_GT(v.size(), 10u);
    EXPECT_GT(v.front(), 2 * v.back()) << "the first hour's latency is not above the last's";
    const auto specs = default_charts(result("hnas-baseline"));
    EXPECT_NE(find_spec(specs, "timeline-fpga-pct"), nullptr);
    EXPECT_NE(find_spec(specs, "timeline-cpu-pct"), nullptr);
}
