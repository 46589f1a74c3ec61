#pragma once
// How run and validate print a metric's value and its verdict.
#include <nlohmann/json.hpp>

#include "scenarios/catalogue.h"

namespace santwin::cli {

// A metric's value as JSON (a number or a flag).
nlohmann::json to_json(const scenarios::MetricValue& v);
// "pass", "FAIL", "withheld", "MISSING", "what-if", "disputed".
const char* verdict_name(scenarios::Verdict v);

}  // namespace santwin::cli
