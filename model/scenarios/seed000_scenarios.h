#pragma once
// The seed 000 experiments (AMS 2100 + HDP), one function each.
#include "scenarios/scenario.h"

namespace santwin::scenarios::seed000 {

ScenarioResult hdp_deploy_zeroedthick();
ScenarioResult hdp_deploy_eagerzeroedthick();
ScenarioResult hdp_svmotion();
ScenarioResult hdp_thin_to_thick();
ScenarioResult hdp_datastore_expand();
ScenarioResult hdp_warmup();
ScenarioResult std_lu_1rg();
ScenarioResult std_lu_2rg_a();
ScenarioResult std_lu_2rg_b();
ScenarioResult std_lu_3rg();
ScenarioResult std_lu_backup();
ScenarioResult std_lu_scaling();
ScenarioResult dp_pool_2rg();
ScenarioResult dp_pool_split();
ScenarioResult dp_pool_backup();
ScenarioResult dp_pool_4rg();

}  // namespace santwin::scenarios::seed000
