#pragma once
// A parameter sweep: one scenario run once per value of one of its parameters, the others held.
// Shared by `santwin-cli sweep` and the GUI's sweep panel, so both check requests the same way
// and produce the same points (charts/sweep_charts.h turns them into charts).
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "engine/run_observer.h"
#include "scenarios/scenario.h"

namespace santwin::scenarios {

struct SweepRequest {
    std::string scenario;
    std::string parameter;                      // the swept one
    std::vector<std::string> values;            // in the order to run and chart them
    std::map<std::string, std::string> held;    // other parameters, fixed for every point
};

struct SweepPoint {
    std::string value;  // the parameter's value, as given
    ScenarioResult result;
};

// "24, 48,72" -> {"24", "48", "72"}: trimmed, empty items dropped.
std::vector<std::string> split_values(const std::string& list);

// The swept parameter's description when the request can run; throws std::invalid_argument
// saying what is wrong (unknown scenario, a parameter it does not take, fewer than two values,
// a value repeated) and what would be right.
const ScenarioParameter& check_sweep(const SweepRequest& request);

// Tries every value on the scenario, stopping each try at its first simulated step (by then the
// scenario has checked its parameters); throws std::invalid_argument naming the first value it
// refuses ("streams=0: ..."), so a bad value fails before any point runs. check_sweep first.
void check_sweep_values(const SweepRequest& request);

// Called after each point with (points done, points in all); return false to stop early.
using SweepProgress = std::function<bool(std::size_t done, std::size_t total)>;

// Runs the points in order (checking the request first), their runs followed by `observer`. A
// stop — the callback saying false, or the observer cancelling a run — leaves the points
// finished so far.
std::vector<SweepPoint> run_sweep(const SweepRequest& request, const SweepProgress& progress = {},
                                  engine::RunObserver& observer = engine::unobserved());

}  // namespace santwin::scenarios
