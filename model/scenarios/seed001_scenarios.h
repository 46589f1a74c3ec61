#pragma once
// The seed 001 experiments (VSP + VAAI), one function each.
#include "scenarios/scenario.h"

namespace santwin::scenarios::seed001 {

ScenarioResult vaai_blockzero(const ScenarioContext& c);
ScenarioResult vaai_ft_reclaim(const ScenarioContext& c);
ScenarioResult vaai_warmup(const ScenarioContext& c);
// Sweepable: `vaai` on or off only.
ScenarioResult vaai_clone(const ScenarioContext& c);
// Sweepable: `clones` (1-512) at power-on.
ScenarioResult vaai_bootstorm(const ScenarioContext& c);
ScenarioResult vaai_svmotion_32(const ScenarioContext& c);

}  // namespace santwin::scenarios::seed001
