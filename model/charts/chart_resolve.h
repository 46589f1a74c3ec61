#pragma once
// Turning a ChartSpec into numbers: each source is looked up in the scenario result's runs (by run
// name and role) and reduced over its window — a mean/max/last for a bar, time bins for a line.
// A spec that names a run or role the result does not have is refused (ChartError says which),
// so a chart never silently shows zeros for something that was not recorded.
#include <stdexcept>

#include "charts/chart_spec.h"
#include "scenarios/scenario.h"

namespace santwin::charts {

class ChartError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

Chart resolve_chart(const ChartSpec& spec, const scenarios::ScenarioResult& result, ChartContext context);

// The run named `name` (empty: the first); nullptr when absent.
const scenarios::RunRecord* find_run(const scenarios::ScenarioResult& result, const std::string& name);
// The entity a role names in `run` ("#12" names an entity id); kNoId when absent.
Id role_entity(const scenarios::RunRecord& run, const std::string& role);

// Time unit for an axis spanning `seconds`: "s" (under 10 min), "min" (under 3 h) or "h".
std::string time_unit_for(double seconds);
double seconds_per(const std::string& time_unit);  // "min" -> 60

// The context of a scenario's charts: its lab (from the registry), title, parameters, engine
// version and the time now.
ChartContext scenario_context(const scenarios::ScenarioResult& result, const std::map<std::string, std::string>& parameters = {});

// Resolves every spec; a spec that cannot be resolved is left out and, when `skipped` is given,
// reported there as "chart-id: reason".
std::vector<Chart> resolve_charts(const std::vector<ChartSpec>& specs, const scenarios::ScenarioResult& result,
                                  const ChartContext& context, std::vector<std::string>* skipped = nullptr);

// ISO 8601 UTC of the current time ("2026-11-22T07:30:00Z"), for contexts and saved runs.
std::string now_iso8601();

}  // namespace santwin::charts
