// What charts call and colour things: a run keeps one colour across its scenario's charts, roles
// are shown by their entities' names, queue figures say whether they count the whole drive group
// or one drive, and a published bound keeps its relation in the CSV.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "charts/chart_csv.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "export_support.h"

using namespace santwin;
using namespace santwin::charts;
using santwin::export_test::default_chart;
using santwin::export_test::parse_csv;
using santwin::export_test::result;

namespace {
// The run series k draws on when all its sources are of one run; "" otherwise.
std::string run_of(const SeriesSpec& s) {
    std::set<std::string> runs;
    for (const SeriesSource& src : s.sources)
        if (!src.metric.empty()) runs.insert(src.run);
    return runs.size() == 1 ? *runs.begin() : "";
}
}  // namespace

// eva-dg-sweep's bars listed dg24 first (blue) while its time series, ordered by run length,
// drew dg144 in blue: in every chart whose series are runs, a run now has one palette colour.
TEST(ChartNaming, ARunKeepsOneColourInEveryChartOfItsScenario) {
    for (const std::string id : {"eva-dg-sweep", "eva-controller-load", "eva-dpsnap-vtl", "vaai-svmotion-32"}) {
        SCOPED_TRACE(id);
        const auto& r = result(id);
        std::map<std::string, std::set<int>> colours;  // run -> palette indices it was drawn with
        for (const ChartSpec& spec : default_charts(r)) {
            std::set<std::string> runs;
            for (const SeriesSpec& s : spec.series) runs.insert(run_of(s));
            if (runs.size() < 2 || runs.count("")) continue;  // series are not runs
            std::set<int> in_chart;
            for (size_t k = 0; k < spec.series.size(); ++k) {
                colours[run_of(spec.series[k])].insert(spec.palette_index(k));
                EXPECT_TRUE(in_chart.insert(spec.palette_index(k)).second) << spec.id << ": two lines share a colour";
            }
        }
        EXPECT_FALSE(colours.empty());
        for (const auto& [run, used] : colours) EXPECT_EQ(used.size(), 1u) << run;
    }
}

// Categories, legends and titles name entities ("Controller B", "Online DG"), never role keys
// ("ctrl_b", "dg", "destination_lu") or metric keys ("export_8vm").
TEST(ChartNaming, ChartsShowEntityNamesNotRoleKeys) {
    for (const std::string id : {"eva-controller-load", "eva-dg-sweep", "hdp-datastore-expand", "vaai-svmotion-32"}) {
        SCOPED_TRACE(id);
        const auto& r = result(id);
        std::set<std::string> keys;
        for (const auto& run : r.runs)
            for (const auto& [role, entity] : run.roles) keys.insert(role);
        auto shows_a_key = [&](const std::string& text) {
            if (text.find('_') != std::string::npos) return true;
            for (const std::string& key : keys)
                if (text == key || (text.size() > key.size() + 2 && text.compare(text.size() - key.size() - 2, std::string::npos, ": " + key) == 0))
                    return true;
            return false;
        };
        for (const ChartSpec& spec : default_charts(r)) {
            if (spec.type == ChartType::GroupedBars && spec.id.rfind("validation-", 0) == 0) continue;  // metric names
            SCOPED_TRACE(spec.id);
            EXPECT_FALSE(shows_a_key(spec.title)) << spec.title;
            for (const std::string& c : spec.categories) EXPECT_FALSE(shows_a_key(c)) << c;
            for (const SeriesSpec& s : spec.series) EXPECT_FALSE(shows_a_key(s.label)) << s.label;
        }
    }
    const Chart mp = default_chart("eva-controller-load", "mp-utilization");
    const auto& run = result("eva-controller-load").runs.front();
    EXPECT_EQ(mp.spec.categories.front(), run.project->topology.find(run.roles.at("ctrl_b"))->name);
    EXPECT_EQ(default_chart("eva-dg-sweep", "validation-mbps_ratio").spec.y.title(), "throughput ratio");
}

// The recorded queue counts the whole disk group's I/Os (~1,500 for DG24), the catalogue's figure
// one drive's (~64): each chart says which.
TEST(ChartNaming, QueueChartsSayWholeGroupOrPerDrive) {
    const Chart group = default_chart("eva-dg-sweep", "timeline-queue");
    EXPECT_NE(group.spec.title.find("whole disk group"), std::string::npos) << group.spec.title;
    EXPECT_NE(group.spec.y.title().find("whole disk group"), std::string::npos) << group.spec.y.title();
    const Chart drive = default_chart("eva-dg-sweep", "validation-queue_depth_p95");
    EXPECT_NE(drive.spec.title.find("Per-drive"), std::string::npos) << drive.spec.title;
    EXPECT_NE(drive.spec.y.title().find("per-drive"), std::string::npos) << drive.spec.y.title();
}

// hdp-warmup's "write share % pre thin" is published as "> 25": the CSV's published column says
// 25 and the relation column beside it says ">", while an exact figure reads "=".
TEST(ChartNaming, CsvKeepsAPublishedBoundsRelation) {
    const auto rows = parse_csv(chart_csv(default_chart("hdp-warmup", "validation-pct")));
    ASSERT_FALSE(rows.empty());
    const auto& header = rows.front();
    const auto relation = std::find(header.begin(), header.end(), "published relation");
    ASSERT_NE(relation, header.end());
    const size_t col = static_cast<size_t>(relation - header.begin());
    EXPECT_EQ(header[col - 1], "published (%)");
    bool seen = false;
    for (const auto& row : rows)
        if (row.front() == "write share % pre thin") {
            seen = true;
            EXPECT_EQ(row[col - 1], "25");
            EXPECT_EQ(row[col], ">");
        }
    EXPECT_TRUE(seen);
    const auto ratio = parse_csv(chart_csv(default_chart("hdp-warmup", "validation-zeroing_overhead_ratio")));
    ASSERT_GE(ratio.size(), 2u);
    EXPECT_EQ(ratio[0].back(), "published relation");
    EXPECT_EQ(ratio[1].back(), ">");
}
