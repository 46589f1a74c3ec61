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
    // The observer cancelled one of its runs: the scenario returned there, so nothing in it is
    // whole (a front end shows the cancel, never these figures).
    bool cancelled = false;
};

// What a scenario returns when a run of it was cancelled.
inline ScenarioResult cancelled_result() {
    ScenarioResult r;
    r.cancelled = true;
    return r;
}

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

// What a scenario runs with: values for its parameters (none: the paper's setup) and the
// observer of every simulation run it makes (ScenarioRun takes it).
struct ScenarioContext {
    const ScenarioParams& params;
    engine::RunObserver& observer;
};

struct Scenario {
    using Run = std::function<ScenarioResult(const ScenarioContext&)>;

    // A fixed scenario, or one that can be swept (it reads `parameters` from the context).
    Scenario(ScenarioInfo info_, Run run_, std::vector<ScenarioParameter> parameters_ = {})
        : info(std::move(info_)), run(std::move(run_)), parameters(std::move(parameters_)) {}

    ScenarioInfo info;
    Run run;
    std::vector<ScenarioParameter> parameters;
};

// Every scenario, in catalogue order.
const std::vector<Scenario>& registry();
const Scenario* find_scenario(const std::string& id);
// Why `id` names no scenario: "no scenario 'hdp-warmpu': did you mean 'hdp-warmup'? ..." (""
// when it names one).
std::string unknown_scenario(const std::string& id);
// Runs a scenario by id; throws std::invalid_argument listing the known ids, or naming a
// parameter the scenario does not take. Its simulation runs are followed by `observer`; when it
// cancels one, the result says `cancelled` and holds nothing else.
ScenarioResult run_scenario(const std::string& id, const ScenarioParams& params = {},
                            engine::RunObserver& observer = engine::unobserved());

}  // namespace santwin::scenarios
