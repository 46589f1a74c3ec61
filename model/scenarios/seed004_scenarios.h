#pragma once
// The seed 004 scenarios (one function per catalogue entry), registered in seed004.cpp.
#include "scenarios/scenario.h"

namespace santwin::scenarios::seed004 {

ScenarioResult dg_sweep();
ScenarioResult dg_sweep_with(const ScenarioParams& params);
ScenarioResult controller_load();
ScenarioResult ht_vraid();
ScenarioResult proxy_hba();
ScenarioResult vcb_compression();
ScenarioResult dpsnap_vtl();
ScenarioResult restore_mux();
ScenarioResult sizing();

}  // namespace santwin::scenarios::seed004
