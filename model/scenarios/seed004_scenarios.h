#pragma once
// The seed 004 scenarios (one function per catalogue entry), registered in seed004.cpp.
#include "scenarios/scenario.h"

namespace santwin::scenarios::seed004 {

// Sweepable: `streams` of the backup.
ScenarioResult dg_sweep(const ScenarioContext& c);
ScenarioResult controller_load(const ScenarioContext& c);
ScenarioResult ht_vraid(const ScenarioContext& c);
ScenarioResult proxy_hba(const ScenarioContext& c);
ScenarioResult vcb_compression(const ScenarioContext& c);
ScenarioResult dpsnap_vtl(const ScenarioContext& c);
ScenarioResult restore_mux(const ScenarioContext& c);
ScenarioResult sizing(const ScenarioContext& c);

}  // namespace santwin::scenarios::seed004
