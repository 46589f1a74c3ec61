#pragma once
// The seed 002 scenarios (HDS tech note "Deploying Virtual Machines With VAAI and Deduplication
// in a Hitachi NAS Platform Environment", 2015), one function per catalogue id.
#include "scenarios/scenario.h"

namespace santwin::scenarios::seed002 {

ScenarioResult hnas_deploy(const ScenarioContext& c);
ScenarioResult hnas_baseline(const ScenarioContext& c);
ScenarioResult hnas_dedupe(const ScenarioContext& c);

}  // namespace santwin::scenarios::seed002
