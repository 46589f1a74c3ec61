#pragma once
// How charts show a scenario's runs: a run keeps one palette colour in every chart of its
// scenario (and so in the GUI's chart dock).
#include <string>

#include "scenarios/scenario.h"

namespace santwin::charts {

// Palette index of run `name`: its place among the result's runs. -1 when the result has none.
int run_color(const scenarios::ScenarioResult& result, const std::string& name);

}  // namespace santwin::charts
