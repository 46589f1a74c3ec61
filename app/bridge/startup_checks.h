#pragma once
// Why the command line's --scenario or --sweep cannot run, asked before any window opens so a
// bad value exits 2 with one line like every other bad option ("" when it can run).
#include <string>

#include "scenarios/sweep.h"

// "no scenario 'hdp-warmpu': did you mean 'hdp-warmup'? ..." for an unknown id.
std::string unknown_scenario(const std::string& id);

// The scenario, the parameter, the values (each tried on the scenario, which checks its
// parameters before simulating: eva-dg-sweep's streams 1 to 12).
std::string sweep_refusal(const santwin::scenarios::SweepRequest& request);
