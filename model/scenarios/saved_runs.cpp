#include "scenarios/saved_runs.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace santwin::scenarios {

namespace {

nlohmann::json definition(const ScenarioResult& r, const ScenarioParams& params) {
    nlohmann::json metrics = nlohmann::json::object();
    for (const auto& [name, v] : r.metrics) {
        if (const bool* b = std::get_if<bool>(&v)) metrics[name] = *b;
        else metrics[name] = std::get<double>(v);
    }
    return {{"builtin", r.id}, {"parameters", params.values()}, {"metrics", metrics}, {"notes", r.notes}};
}

const SavedScenario* saved(const Project& p, const std::string& id) {
    for (const SavedScenario& s : p.scenarios)
        if (s.name == id) return &s;
    return nullptr;
}

nlohmann::json parse_definition(const SavedScenario& s) {
    try {
        return nlohmann::json::parse(s.definition_json);
    } catch (const nlohmann::json::exception& e) {
        throw std::invalid_argument("saved scenario '" + s.name + "' has a definition that is not JSON: " + e.what());
    }
}

RecordedRun recorded(const Project& project, const std::string& id, const RunRecord& run,
                     const std::map<std::string, std::string>& parameters, const std::string& created) {
    RecordedRun r;
    r.name = run.name;
    r.scenario = id;
    r.parameters = parameters;
    r.created = created;
    r.roles = run.roles;
    r.recording = run.recording;
    if (run.project && !(run.project->topology == project.topology))
        r.configuration = std::make_shared<const Topology>(run.project->topology);
    return r;
}

}  // namespace

void keep_runs(Project& project, const ScenarioResult& result, const ScenarioParams& params, const std::string& created) {
    const std::string text = definition(result, params).dump();
    auto it = std::find_if(project.scenarios.begin(), project.scenarios.end(), [&](const SavedScenario& s) { return s.name == result.id; });
    if (it == project.scenarios.end()) project.scenarios.push_back({result.id, text});
    else it->definition_json = text;
    std::erase_if(project.runs, [&](const RecordedRun& r) { return r.scenario == result.id; });
    for (const RunRecord& run : result.runs) project.runs.push_back(recorded(project, result.id, run, params.values(), created));
}

bool add_kept_run(Project& project, const std::string& id, const RunRecord& run, const std::vector<std::string>& notes,
                  const std::string& created) {
    // Each note is kept as "<run>: <note>", so another run's notes survive this one's.
    const std::string prefix = run.name + ": ";
    std::vector<std::string> kept;
    auto it = std::find_if(project.scenarios.begin(), project.scenarios.end(), [&](const SavedScenario& s) { return s.name == id; });
    if (it != project.scenarios.end() && parse_definition(*it).contains("notes"))
        for (const std::string& n : parse_definition(*it).at("notes").get<std::vector<std::string>>())
            if (n.rfind(prefix, 0) != 0) kept.push_back(n);
    for (const std::string& n : notes) kept.push_back(prefix + n);
    const std::string text =
        nlohmann::json{{"own_lab", true}, {"parameters", nlohmann::json::object()}, {"metrics", nlohmann::json::object()}, {"notes", kept}}
            .dump();
    if (it == project.scenarios.end()) project.scenarios.push_back({id, text});
    else it->definition_json = text;
    const auto replaced = std::erase_if(project.runs, [&](const RecordedRun& r) { return r.scenario == id && r.name == run.name; });
    project.runs.push_back(recorded(project, id, run, {}, created));
    return replaced > 0;
}

ScenarioResult kept_result(const Project& project, const std::string& id, const std::vector<std::string>& runs) {
    const SavedScenario* s = saved(project, id);
    if (!s) {
        std::string known;
        for (const auto& k : kept_scenarios(project)) known += (known.empty() ? "" : ", ") + k;
        throw std::invalid_argument("the project holds no runs of scenario '" + id + "'" +
                                    (known.empty() ? " (it holds none at all: save some with santwin-cli run <id> --save)" : " (it has: " + known + ")"));
    }
    const nlohmann::json def = parse_definition(*s);
    ScenarioResult r;
    r.id = id;
    if (def.contains("metrics"))
        for (const auto& [name, v] : def.at("metrics").items()) {
            if (v.is_boolean()) r.metrics[name] = v.get<bool>();
            else if (v.is_number()) r.metrics[name] = v.get<double>();
        }
    if (def.contains("notes")) r.notes = def.at("notes").get<std::vector<std::string>>();
    for (const RecordedRun& run : project.runs) {
        if (run.scenario != id) continue;
        if (!runs.empty() && std::find(runs.begin(), runs.end(), run.name) == runs.end()) continue;
        auto config = std::make_shared<Project>();
        config->title = project.title;
        config->lab_id = project.lab_id;
        config->topology = project.run_topology(run);
        r.runs.push_back({run.name, config, run.recording, run.roles});
    }
    for (const std::string& name : runs)
        if (std::none_of(r.runs.begin(), r.runs.end(), [&](const RunRecord& x) { return x.name == name; })) {
            std::string known;
            for (const RecordedRun& run : project.runs)
                if (run.scenario == id) known += (known.empty() ? "" : ", ") + ("'" + run.name + "'");
            throw std::invalid_argument("scenario '" + id + "' has no kept run '" + name + "' (it has: " + known + ")");
        }
    return r;
}

std::map<std::string, std::string> kept_parameters(const Project& project, const std::string& id) {
    const SavedScenario* s = saved(project, id);
    if (!s) return {};
    const nlohmann::json def = parse_definition(*s);
    return def.contains("parameters") ? def.at("parameters").get<std::map<std::string, std::string>>() : std::map<std::string, std::string>{};
}

std::vector<std::string> kept_scenarios(const Project& project) {
    std::vector<std::string> out;
    for (const RecordedRun& r : project.runs)
        if (!r.scenario.empty() && std::find(out.begin(), out.end(), r.scenario) == out.end()) out.push_back(r.scenario);
    return out;
}

}  // namespace santwin::scenarios
