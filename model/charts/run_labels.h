#pragma once
// How charts show a scenario's runs and the entities they single out: a run keeps one palette
// colour in every chart of its scenario (and so in the GUI's chart dock), and a role is shown by
// the name of the entity it stands for ("Controller A", "TGT-050"), not by its key ("ctrl_a").
#include <string>

#include "scenarios/scenario.h"

namespace santwin::charts {

// Palette index of run `name`: its place among the result's runs. -1 when the result has none.
int run_color(const scenarios::ScenarioResult& result, const std::string& name);

// The name of the entity `role` stands for in `run`; the role made readable when the run's
// project does not have it ("destination_lu" -> "destination LU").
std::string role_name(const scenarios::RunRecord& run, const std::string& role);

// The name of `role` across the runs that have it: the entity's name when they agree, else the
// role made readable (each run may single out its own LU as "target_lu").
std::string role_name(const scenarios::ScenarioResult& result, const std::string& role);

}  // namespace santwin::charts
