#pragma once
// Shared by the seed 001 scenarios (VSP + VAAI lab): internal and external storage variants and
// switching VAAI on the ESX hosts.
#include <string>

#include "scenarios/bench.h"
#include "scenarios/scenario_run.h"

namespace santwin::scenarios::seed001 {

// "internal" or "external" datastore names of the lab for a role ("PROV", "B", "BS-4SP" ...).
std::string datastore(const std::string& storage, const std::string& role);

// Sets the VAAI switch on every ESX host of the bench (DataMover/VMFS3 advanced settings).
void set_vaai(Bench& bench, bool on);

// Runs until every operation added so far is done (or `limit_s` passes); false when the
// observer cancelled the run.
[[nodiscard]] bool run_operations(ScenarioRun& run, double limit_s = 48 * 3600);

}  // namespace santwin::scenarios::seed001
