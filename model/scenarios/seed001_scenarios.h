#pragma once
// The seed 001 experiments (VSP + VAAI), one function each.
#include "scenarios/scenario.h"

namespace santwin::scenarios::seed001 {

ScenarioResult vaai_blockzero();
ScenarioResult vaai_ft_reclaim();
ScenarioResult vaai_warmup();
ScenarioResult vaai_clone();
ScenarioResult vaai_bootstorm();
ScenarioResult vaai_bootstorm_with(const ScenarioParams& params);
ScenarioResult vaai_svmotion_32();

// Sweepable: vaai-clone with `vaai` on or off only.
ScenarioResult vaai_clone_with(const ScenarioParams& params);

}  // namespace santwin::scenarios::seed001
