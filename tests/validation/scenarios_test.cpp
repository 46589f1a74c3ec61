// Every built scenario runs and reports every metric the catalogue names for it, with finite
// values, from flow solves that all converged; scenario notes exist where the paper had to be
// interpreted.
#include <gtest/gtest.h>

#include <cmath>

#include "scenarios/catalogue.h"
#include "scenarios/scenario.h"

using namespace santwin::scenarios;

class BuiltScenario : public ::testing::TestWithParam<std::string> {};

TEST_P(BuiltScenario, ReportsEveryCatalogueMetric) {
    const ScenarioResult r = run_scenario(GetParam());
    const ScenarioTarget* target = Catalogue::builtin().find(GetParam());
    ASSERT_NE(target, nullptr);
    for (const auto& m : target->metrics) {
        auto it = r.metrics.find(m.name);
        ASSERT_NE(it, r.metrics.end()) << GetParam() << " does not report " << m.name;
        if (const double* d = std::get_if<double>(&it->second)) {
            EXPECT_TRUE(std::isfinite(*d)) << m.name;
        }
    }
    EXPECT_FALSE(r.runs.empty()) << "a scenario keeps the runs it made, for charts and playback";
    // Every flow solve settles: a figure from a solve stopped at its iteration limit would be
    // the last iterate's, not the model's answer.
    for (const std::string& note : r.notes) EXPECT_NE(note.rfind("Solver:", 0), 0u) << note;
}

std::vector<std::string> built_ids() {
    std::vector<std::string> ids;
    for (const auto& s : registry()) ids.push_back(s.info.id);
    return ids;
}

INSTANTIATE_TEST_SUITE_P(Seeds, BuiltScenario, ::testing::ValuesIn(built_ids()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string n = info.param;
                             for (auto& c : n)
                                 if (c == '-') c = '_';
                             return n;
                         });

TEST(Catalogue, JudgesRelationsAndTolerances) {
    // A relation referring to another metric, a tolerance band, a withheld figure.
    const Catalogue& c = Catalogue::builtin();
    const ScenarioTarget* t = c.find("hdp-warmup");
    ASSERT_NE(t, nullptr);
    Metrics m{{"warmup_end_min.zeroedthick", 23.0}, {"warmup_end_min.thin", 20.0}, {"excess_visible_min.zeroedthick", 3.0}};
    for (const auto& target : t->metrics) {
        if (target.name == "warmup_end_min.zeroedthick") {
            EXPECT_EQ(c.judge(target, m).verdict, Verdict::Pass);
        }
        if (target.name == "warmup_end_min.thin") {
            EXPECT_EQ(c.judge(target, m).verdict, Verdict::Fail);  // needs >= 20.7
        }
        if (target.name == "excess_visible_min.zeroedthick") {
            EXPECT_EQ(c.judge(target, m).verdict, Verdict::Withheld);
        }
        if (target.name == "oltp_iops_spread_pct.post") {
            EXPECT_EQ(c.judge(target, m).verdict, Verdict::Missing);
        }
    }
}

TEST(Catalogue, DisputedMetricsAreNeitherPassNorFail) {
    // std-lu-1rg met.unstructured is "judged": false in the catalogue (the paper says both): whatever
    // the run reports, the verdict is Disputed and its detail is the catalogue's note. A metric the
    // run did not report stays Missing.
    const Catalogue& c = Catalogue::builtin();
    const ScenarioTarget* t = c.find("std-lu-1rg");
    ASSERT_NE(t, nullptr);
    const MetricTarget* m = nullptr;
    for (const auto& target : t->metrics)
        if (target.name == "met.unstructured") m = &target;
    ASSERT_NE(m, nullptr);
    EXPECT_FALSE(m->judged);
    for (bool met : {true, false}) {
        const Judgement j = c.judge(*m, Metrics{{"met.unstructured", met}});
        EXPECT_EQ(j.verdict, Verdict::Disputed);
        EXPECT_EQ(j.detail, m->note);
        EXPECT_FALSE(j.detail.empty());
    }
    EXPECT_EQ(c.judge(*m, Metrics{}).verdict, Verdict::Missing);
    // A catalogue read from text: "judged": false is honoured, and the default is judged.
    const Catalogue small(R"({"scenarios": [{"id": "x", "metrics": {
        "a": {"published": 1, "judged": false, "note": "vendor arithmetic"}, "b": {"published": 1}}}]})");
    const auto& ms = small.find("x")->metrics;
    EXPECT_EQ(small.judge(ms[0], Metrics{{"a", 5.0}}).verdict, Verdict::Disputed);
    EXPECT_EQ(small.judge(ms[1], Metrics{{"b", 5.0}}).verdict, Verdict::Fail);
}

// Every parameter's default, given explicitly, is one its scenario accepts (a sweep may list it):
// each try stops at its first simulated step, after the scenario checked its parameters, and
// comes back as a cancelled result (no exception).
TEST(ScenarioParameters, EachDefaultIsAccepted) {
    class StopAtOnce : public santwin::engine::RunObserver {
      public:
        bool step(double, double, const santwin::engine::Recorder&, const santwin::Topology&) override { return false; }
    } stop;
    int tried = 0;
    for (const auto& s : registry())
        for (const auto& p : s.parameters) {
            ++tried;
            try {
                const ScenarioResult r =
                    run_scenario(s.info.id, ScenarioParams(std::map<std::string, std::string>{{p.name, p.default_value}}), stop);
                EXPECT_TRUE(r.cancelled) << s.info.id << " went on past a cancelled run";
                EXPECT_TRUE(r.metrics.empty() && r.runs.empty()) << s.info.id << " reported figures of a cancelled run";
            } catch (const std::exception& e) {
                ADD_FAILURE() << s.info.id << " refuses its own default " << p.name << "=" << p.default_value << ": " << e.what();
            }
        }
    EXPECT_GE(tried, 5);  // the sweepable scenarios have five parameters in all
}
