// The sweep runner shared by santwin-cli sweep and the GUI's sweep panel: requests are checked
// with messages a user can act on, points run in order, a stop keeps what ran, and the resolved
// charts carry the swept values in their context.
#include <gtest/gtest.h>

#include "charts/sweep_charts.h"
#include "scenarios/sweep.h"

using namespace santwin;
using scenarios::SweepRequest;

namespace {
std::string refusal(const SweepRequest& r) {
    try {
        scenarios::check_sweep(r);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}
}  // namespace

TEST(SweepRun, SplitsValuesTrimmingBlanks) {
    EXPECT_EQ(scenarios::split_values(" 24, 48 ,,72 "), (std::vector<std::string>{"24", "48", "72"}));
    EXPECT_TRUE(scenarios::split_values(" , ").empty());
}

TEST(SweepRun, RefusesWhatCannotRunAndSaysWhy) {
    EXPECT_NE(refusal({"no-such", "x", {"1", "2"}, {}}).find("no scenario 'no-such'"), std::string::npos);
    EXPECT_NE(refusal({"dp-pool-4rg", "spindles", {"1", "2"}, {}}).find("it takes: raid_groups"), std::string::npos);
    EXPECT_NE(refusal({"dp-pool-4rg", "raid_groups", {"2"}, {}}).find("at least two values"), std::string::npos);
    EXPECT_NE(refusal({"dp-pool-4rg", "raid_groups", {"2", "2"}, {}}).find("given twice"), std::string::npos);
    EXPECT_NE(refusal({"dp-pool-4rg", "raid_groups", {"2", "2.0"}, {}}).find("'2' and '2.0' of 'raid_groups' are the same setting"),
              std::string::npos);
    EXPECT_NE(refusal({"vaai-clone", "vaai", {"yes", "no", "1"}, {}}).find("are the same setting"), std::string::npos);
    EXPECT_NE(refusal({"dp-pool-4rg", "raid_groups", {"2", "3"}, {{"raid_groups", "4"}}}).find("cannot also be held"),
              std::string::npos);
    EXPECT_EQ(refusal({"dp-pool-4rg", "raid_groups", {"2", "3"}, {}}), "");
}

TEST(SweepRun, RunsEveryPointInOrderAndChartsThem) {
    const SweepRequest r{"dp-pool-4rg", "raid_groups", {"2", "4"}, {}};
    std::vector<std::size_t> seen;
    const auto points = scenarios::run_sweep(r, [&](std::size_t done, std::size_t total) {
        EXPECT_EQ(total, 2u);
        seen.push_back(done);
        return true;
    });
    ASSERT_EQ(points.size(), 2u);
    EXPECT_EQ(seen, (std::vector<std::size_t>{1, 2}));
    EXPECT_EQ(points[0].value, "2");
    EXPECT_EQ(points[1].value, "4");
    // More RAID groups under the same workloads: fewer busy spindles each, so more workloads meet
    // their requirement — the mechanism, not a fixed number.
    EXPECT_LE(std::get<double>(points[0].result.metrics.at("met_count")),
              std::get<double>(points[1].result.metrics.at("met_count")));
    const auto charts = charts::resolve_sweep(r, points);
    ASSERT_FALSE(charts.empty());
    EXPECT_EQ(charts[0].context.parameters.at("raid_groups"), "2,4");
    EXPECT_EQ(charts[0].context.runs, (std::vector<std::string>{"raid_groups=2", "raid_groups=4"}));
    EXPECT_EQ(charts[0].points(), 2u);
}

TEST(SweepRun, AStopKeepsThePointsRunSoFar) {
    const SweepRequest r{"dp-pool-4rg", "raid_groups", {"2", "3", "4"}, {}};
    const auto points = scenarios::run_sweep(r, [](std::size_t done, std::size_t) { return done < 1; });
    ASSERT_EQ(points.size(), 1u);
    EXPECT_EQ(points[0].value, "2");
}

TEST(SweepRun, AWhatIfRunIsNotJudgedAgainstThePaper) {
    // raid_groups=3 is not the paper's four-group pool: its figures are reported, not judged;
    // "4.0" is the paper's setting written another way, and is judged as usual.
    const auto& cat = scenarios::Catalogue::builtin();
    const auto* target = cat.find("dp-pool-4rg");
    ASSERT_NE(target, nullptr);
    const auto what_if = scenarios::run_scenario("dp-pool-4rg", scenarios::ScenarioParams(std::map<std::string, std::string>{{"raid_groups", "3"}}));
    EXPECT_EQ(what_if.what_if.at("raid_groups"), "3");
    for (const auto& m : target->metrics) EXPECT_EQ(cat.judge(m, what_if).verdict, scenarios::Verdict::WhatIf) << m.name;
    const auto paper = scenarios::run_scenario("dp-pool-4rg", scenarios::ScenarioParams(std::map<std::string, std::string>{{"raid_groups", "4.0"}}));
    EXPECT_TRUE(paper.what_if.empty());
    for (const auto& m : target->metrics) EXPECT_NE(cat.judge(m, paper).verdict, scenarios::Verdict::WhatIf) << m.name;
}
