#pragma once
// The seed 000 experiments (AMS 2100 + HDP), one function each.
#include "scenarios/scenario.h"

namespace santwin::scenarios::seed000 {

ScenarioResult hdp_deploy_zeroedthick(const ScenarioContext& c);
ScenarioResult hdp_deploy_eagerzeroedthick(const ScenarioContext& c);
ScenarioResult hdp_svmotion(const ScenarioContext& c);
ScenarioResult hdp_thin_to_thick(const ScenarioContext& c);
ScenarioResult hdp_datastore_expand(const ScenarioContext& c);
ScenarioResult hdp_warmup(const ScenarioContext& c);
ScenarioResult std_lu_1rg(const ScenarioContext& c);
ScenarioResult std_lu_2rg_a(const ScenarioContext& c);
ScenarioResult std_lu_2rg_b(const ScenarioContext& c);
ScenarioResult std_lu_3rg(const ScenarioContext& c);
ScenarioResult std_lu_backup(const ScenarioContext& c);
ScenarioResult std_lu_scaling(const ScenarioContext& c);
ScenarioResult dp_pool_2rg(const ScenarioContext& c);
ScenarioResult dp_pool_split(const ScenarioContext& c);
ScenarioResult dp_pool_backup(const ScenarioContext& c);
// Sweepable: `raid_groups` (2-4) RAID groups in Pool-000.
ScenarioResult dp_pool_4rg(const ScenarioContext& c);

}  // namespace santwin::scenarios::seed000
