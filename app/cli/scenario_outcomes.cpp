#include "scenario_outcomes.h"

#include <nlohmann/json.hpp>

#include "arguments.h"
#include "common/parameters.h"
#include "forked_tasks.h"
#include "scenarios/scenario.h"

namespace santwin::cli {

namespace {
std::string encode(const ScenarioOutcome& o) {
    nlohmann::json metrics = nlohmann::json::object();
    for (const auto& [name, v] : o.metrics) {
        if (const bool* b = std::get_if<bool>(&v)) metrics[name] = *b;
        else metrics[name] = std::get<double>(v);
    }
    return nlohmann::json{{"metrics", metrics}, {"problem", o.problem}, {"used", o.used}}.dump();
}

ScenarioOutcome decode(const TaskOutput& t) {
    ScenarioOutcome o;
    if (!t.error.empty()) {
        o.problem = t.error;
        return o;
    }
    const auto doc = nlohmann::json::parse(t.text);
    for (const auto& [name, v] : doc.at("metrics").items()) {
        if (v.is_boolean()) o.metrics[name] = v.get<bool>();
        else o.metrics[name] = v.get<double>();
    }
    o.problem = doc.at("problem").get<std::string>();
    o.used = doc.at("used").get<std::vector<std::string>>();
    return o;
}

ScenarioOutcome run_one(const ScenarioTask& task) {
    ScenarioOutcome o;
    if (!scenarios::find_scenario(task.id)) {
        o.problem = "scenario not built yet";
        return o;
    }
    try {
        if (task.prepare) task.prepare();
        params::start_use_log();
        o.metrics = scenarios::run_scenario(task.id).metrics;
        o.used = params::used_objects();
    } catch (const std::exception& e) {
        o.problem = e.what();
    }
    return o;
}
}  // namespace

std::vector<ScenarioOutcome> run_scenario_tasks(const std::vector<ScenarioTask>& tasks, int jobs,
                                                const std::function<void(int, int)>& progress) {
    // A task that prepares (overrides a parameter) leaves that behind: it needs a process of its own.
    bool prepares = false;
    for (const ScenarioTask& t : tasks) prepares = prepares || static_cast<bool>(t.prepare);
    const auto outputs = run_forked(
        static_cast<int>(tasks.size()), jobs, [&](int i) { return encode(run_one(tasks[i])); }, progress, !prepares);
    std::vector<ScenarioOutcome> out;
    out.reserve(outputs.size());
    for (const TaskOutput& t : outputs) out.push_back(decode(t));
    return out;
}

int jobs_option(const std::vector<std::string>& args) {
    return static_cast<int>(number_option(args, "--jobs", available_cores(), 1, 256));
}

}  // namespace santwin::cli
