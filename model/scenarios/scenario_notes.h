#pragma once
// The explanatory notes a scenario's report carries (choices made, paper inconsistencies, what
// binds), kept as text in resources/validation/notes.json by scenario and key rather than in
// code. A figure of the model in a note is a placeholder filled from the run's metrics, so the
// note says what this run gave: {metric} or {metric|digits} (digits after the point, 0 by default).
#include <string>

#include "scenarios/catalogue.h"

namespace santwin::scenarios {

// Note `key` of `scenario` with its placeholders filled from `metrics`. Throws
// std::runtime_error naming notes.json, the scenario, the key and what is wrong (no such note,
// a metric the run did not produce, a placeholder not closed).
std::string scenario_note(const std::string& scenario, const std::string& key, const Metrics& metrics);

}  // namespace santwin::scenarios
