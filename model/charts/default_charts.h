#pragma once
// The charts a scenario result is shown with. A scenario may register its own set, reproducing
// its paper's figures (scenario_charts.cpp: one line per scenario or id prefix); every other
// scenario gets charts derived from what it reports — before/after pairs and simulated-vs-
// published bars from its metric names, time series and utilization bars from its runs' roles.
#include <string>
#include <vector>

#include "charts/chart_spec.h"
#include "scenarios/scenario.h"

namespace santwin::charts {

using ChartBuilder = std::vector<ChartSpec> (*)(const scenarios::ScenarioResult&);

struct ChartSet {
    std::string id;  // a scenario id, or a prefix ending in '*' ("std-lu-*")
    ChartBuilder build;
};

// Registered sets, most specific first (scenario_charts.cpp).
const std::vector<ChartSet>& chart_sets();

// The registered set for `result.id` if any, else generic_charts(result). Never empty for a
// result with runs or numeric metrics.
std::vector<ChartSpec> default_charts(const scenarios::ScenarioResult& result);

// Charts from metric names and run roles, for scenarios without a set of their own.
std::vector<ChartSpec> generic_charts(const scenarios::ScenarioResult& result);

// Pieces the builders share (chart_builders.cpp).
// Before/after pairs found in metric names: metrics differing only in one component that is a
// condition pair (vaai_off/vaai_on, before/after, pre/post, off/on, single/dual...), one chart
// per metric family, published values marked. `family` limits it to one family ("time_s").
std::vector<ChartSpec> before_after_charts(const scenarios::ScenarioResult& result, const std::string& family = "");
// Simulated vs published for numeric metrics with a published figure, one chart per family;
// metrics in `skip` (e.g. already in a before/after chart) are left out.
std::vector<ChartSpec> validation_charts(const scenarios::ScenarioResult& result, const std::vector<std::string>& skip = {});
// One time-series chart per metric over the roles of `runs` (all runs when empty) whose
// entities record it, for the first two metrics chart_metrics() lists for each role's kind.
std::vector<ChartSpec> role_time_series(const scenarios::ScenarioResult& result, const std::vector<std::string>& runs = {});
// Utilization bars (busy_pct, mp_pct) of the roles that record them: categories are the roles,
// series the runs.
std::vector<ChartSpec> utilization_charts(const scenarios::ScenarioResult& result);
// Stacked latency per hop (hop_ms.*) for the roles of kind VM (or any role that records it).
std::vector<ChartSpec> latency_breakdown_charts(const scenarios::ScenarioResult& result);

// The catalogue's published figure for `metric` of `scenario` as a mark ("published 23 min",
// "published > 25 %"); false when it has no number (withheld, boolean, relation to a metric).
bool published_mark(const std::string& scenario, const std::string& metric, ReferenceMark& mark);

}  // namespace santwin::charts
