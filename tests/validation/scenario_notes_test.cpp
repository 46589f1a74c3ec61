// Scenario notes come from resources/validation/notes.json with the run's figures put in.
#include <gtest/gtest.h>

#include <stdexcept>

#include "scenarios/scenario_notes.h"

using namespace santwin::scenarios;

TEST(ScenarioNotes, FiguresComeFromTheRunsMetrics) {
    // aa-path-policy's round-robin note quotes the IOPS drop (whole percent) and the read latency
    // (one decimal): with a drop of 25.6% and 19.66 ms it says "~26%" and "19.7 ms"; with other
    // figures, other words.
    Metrics m{{"iops_drop_pct.asymmetric.rr", 25.6}, {"read_latency_ms.asymmetric.rr", 19.66}};
    const std::string note = scenario_note("aa-path-policy", "round-robin-asymmetric", m);
    EXPECT_NE(note.find("IOPS drop ~26% against balanced MRU"), std::string::npos) << note;
    EXPECT_NE(note.find("reads average 19.7 ms"), std::string::npos) << note;
    EXPECT_EQ(note.find('{'), std::string::npos) << note;
    m["read_latency_ms.asymmetric.rr"] = 12.04;
    EXPECT_NE(scenario_note("aa-path-policy", "round-robin-asymmetric", m).find("reads average 12.0 ms"), std::string::npos);
}

TEST(ScenarioNotes, AMissingMetricOrNoteIsNamed) {
    // The same note without the latency in the metrics, and a key no scenario has: each refused
    // naming notes.json, the note and what is missing.
    try {
        scenario_note("aa-path-policy", "round-robin-asymmetric", {{"iops_drop_pct.asymmetric.rr", 25.6}});
        FAIL() << "a note quoting a metric the run lacks was filled";
    } catch (const std::runtime_error& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find("notes.json: aa-path-policy.round-robin-asymmetric: the run has no metric "
                            "'read_latency_ms.asymmetric.rr'"), std::string::npos) << what;
    }
    EXPECT_THROW(scenario_note("aa-path-policy", "no-such-note", {}), std::runtime_error);
    EXPECT_THROW(scenario_note("no-such-scenario", "round-robin-asymmetric", {}), std::runtime_error);
}

TEST(ScenarioNotes, ANoteWithoutFiguresIsTheTextAsKept) {
    // A note quoting nothing of the model reads the same whatever the run gave.
    const std::string a = scenario_note("aa-path-policy", "570-mailboxes-x", {});
    EXPECT_EQ(a.rfind("570 mailboxes x 0.576 IOPS is 328 IOPS", 0), 0u) << a;
    EXPECT_EQ(a, scenario_note("aa-path-policy", "570-mailboxes-x", {{"iops_ok.all", true}}));
}
