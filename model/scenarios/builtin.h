#pragma once
// The seed experiments, one function per paper (seed000_*.cpp ...).
#include <vector>

#include "scenarios/scenario.h"

namespace santwin::scenarios {

std::vector<Scenario> scenarios_000();
std::vector<Scenario> scenarios_001();
std::vector<Scenario> scenarios_002();
std::vector<Scenario> scenarios_003();
std::vector<Scenario> scenarios_004();

}  // namespace santwin::scenarios
