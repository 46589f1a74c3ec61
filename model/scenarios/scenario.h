#pragma once
// A scenario reproduces one seed experiment: it builds the paper's configuration on a built-in
// lab, runs the workloads and operations for the paper's durations, and reports the metrics the
// catalogue names. The runs it made are kept so charts and playback can show them.
#include <functional>
#include <memory>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/recorder.h"
#include "engine/run_observer.h"
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
    // Parameters set away from the paper's setup (name -> value): its figures do not apply, so
    // nothing is judged against them.
    std::map<std::string, std::string> what_if;
};

struct ScenarioInfo {
    std::string id;
    std::string lab;         // built-in lab it starts from
    std::string title;
    std::string description; // setup, in the paper's terms
};

// A knob a scenario lets users turn (for sweeps): its name, the paper's value, what it means.
struct ScenarioParameter {
    std::string name;         // "spindles", "vaai", "policy"
    std::string default_value;
    std::string doc;
};

// What a parameter value sets, for telling settings apart: a number ("n:2" for "2" and "2.0"),
// an on/off flag where the parameter is not a number ("f:1" for "on", "yes", "true", "1"), else
// the text itself ("t:rr").
std::string setting_key(const std::string& value, bool numeric);

// Values for a scenario's parameters, by name (text; numbers and flags parsed on use).
class ScenarioParams {
public:
    ScenarioParams() = default;
    explicit ScenarioParams(std::map<std::string, std::string> values) : values_(std::move(values)) {}
    bool empty() const { return values_.empty(); }
    bool has(const std::string& name) const { return values_.count(name) != 0; }
    std::string text(const std::string& name, const std::string& fallback) const;
    double number(const std::string& name, double fallback) const;  // throws on a non-number
    bool flag(const std::string& name, bool fallback) const;         // on/off, true/false, 1/0
    const std::map<std::string, std::string>& values() const { return values_; }

private:
    std::map<std::string, std::string> values_;
};

struct Scenario {
    using Run = std::function<ScenarioResult()>;
    using RunWith = std::function<ScenarioResult(const ScenarioParams&)>;

    // A fixed scenario, or one that can be swept (it takes `parameters`; `run` is run_with({})).
    Scenario(ScenarioInfo info_, Run run_, RunWith run_with_ = {}, std::vector<ScenarioParameter> parameters_ = {})
        : info(std::move(info_)), run(std::move(run_)), run_with(std::move(run_with_)), parameters(std::move(parameters_)) {}

    ScenarioInfo info;
    Run run;
    RunWith run_with;
    std::vector<ScenarioParameter> parameters;
};

// Every scenario, in catalogue order.
const std::vector<Scenario>& registry();
const Scenario* find_scenario(const std::string& id);
// Why `id` names no scenario: "no scenario 'hdp-warmpu': did you mean 'hdp-warmup'? ..." (""
// when it names one).
std::string unknown_scenario(const std::string& id);
// Runs a scenario by id; throws std::invalid_argument listing the known ids, or naming a
// parameter the scenario does not take. Its simulation runs are followed by `observer`
// (scenarios::RunCancelled when it cancels), or without one by this thread's (observed_runs.h).
ScenarioResult run_scenario(const std::string& id, const ScenarioParams& params = {});
ScenarioResult run_scenario(const std::string& id, const ScenarioParams& params, engine::RunObserver& observer);

}  // namespace santwin::scenarios
