#pragma once
// The seed 002 scenarios (HDS tech note "Deploying Virtual Machines With VAAI and Deduplication
// in a Hitachi NAS Platform Environment", 2015), one function per catalogue id.
#include "scenarios/scenario.h"

namespace santwin::scenarios::seed002 {

ScenarioResult hnas_deploy();
ScenarioResult hnas_baseline();
ScenarioResult hnas_dedupe();

}  // namespace santwin::scenarios::seed002
