#pragma once
// Keeping a scenario's runs in a project (santwin-cli run --save) and getting the scenario's
// result back from it (santwin-cli export), so charts and reports need no re-run. The scenario is
// kept as a SavedScenario named after its id whose definition records what produced the runs:
//   {"builtin": "hdp-warmup", "parameters": {...}, "metrics": {...}, "notes": [...]}
#include <string>
#include <vector>

#include "project/project.h"
#include "scenarios/scenario.h"

namespace santwin::scenarios {

// Adds (or replaces: same scenario id) the scenario and its runs in `project`. Runs whose
// configuration equals the project's topology are stored without one.
void keep_runs(Project& project, const ScenarioResult& result, const ScenarioParams& params, const std::string& created);

// Adds one run of the project's own (santwin-cli simulate --save) to the kept runs of `id`,
// replacing a kept run of that id with the same name; `notes` describe the run and replace the
// notes kept for a run of that name. Returns true when it replaced one.
bool add_kept_run(Project& project, const std::string& id, const RunRecord& run, const std::vector<std::string>& notes,
                  const std::string& created);

// The result of the kept scenario `id` with its runs (only those named in `runs`, when given).
// Throws std::invalid_argument naming what the project holds.
ScenarioResult kept_result(const Project& project, const std::string& id, const std::vector<std::string>& runs = {});

// The parameters the kept scenario `id` ran with.
std::map<std::string, std::string> kept_parameters(const Project& project, const std::string& id);

// Ids of scenarios with kept runs, in project order.
std::vector<std::string> kept_scenarios(const Project& project);

}  // namespace santwin::scenarios
