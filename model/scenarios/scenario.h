#pragma once
// A scenario reproduces one seed experiment: it builds the paper's configuration on a built-in
// lab, runs the workloads and operations for the paper's durations, and reports the metrics the
// catalogue names. The runs it made are kept so charts and playback can show them.
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/recorder.h"
#include "project/project.h"
#include "scenarios/catalogue.h"

namespace santwin::scenarios {

// One simulation run inside a scenario ("thin", "vaai_on", "dg24" ...).
struct RunRecord {
    std::string name;
    std::shared_ptr<const Project> project;       // the configuration it ran on
    std::shared_ptr<const engine::Recorder> recording;
    std::map<std::string, Id> roles;              // entities the charts care about ("vm", "rg0" ...)
};

struct ScenarioResult {
    std::string id;
    Metrics metrics;
    std::vector<RunRecord> runs;
    std::vector<std::string> notes;  // choices and paper inconsistencies the scenario followed
};

struct ScenarioInfo {
    std::string id;
    std::string lab;         // built-in lab it starts from
    std::string title;
    std::string description; // setup, in the paper's terms
};

struct Scenario {
    ScenarioInfo info;
    std::function<ScenarioResult()> run;
};

// Every scenario, in catalogue order.
const std::vector<Scenario>& registry();
const Scenario* find_scenario(const std::string& id);
// Runs a scenario by id; throws std::invalid_argument listing the known ids.
ScenarioResult run_scenario(const std::string& id);

}  // namespace santwin::scenarios
