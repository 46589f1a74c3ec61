#pragma once
// The chart sets scenarios register (listed in scenario_charts.cpp), one function per figure
// family, in one file per seed (charts_seed000.cpp ...).
#include "charts/default_charts.h"

namespace santwin::charts::sets {

// Seed 000 (AMS 2100 + HDP)
std::vector<ChartSpec> hdp_warmup(const scenarios::ScenarioResult& r);    // Figure 5 per format
std::vector<ChartSpec> placement(const scenarios::ScenarioResult& r);     // std-lu-*, dp-*: requirement bars, RG busy
// Seed 001 (VSP + VAAI)
std::vector<ChartSpec> vaai_clone(const scenarios::ScenarioResult& r);    // Figures 7-8 + Table 12 pairs
// Seed 003 (AMS 2500 symmetric active-active)
std::vector<ChartSpec> aa_path_policy(const scenarios::ScenarioResult& r);  // IOPS, read latency, MP per controller

}  // namespace santwin::charts::sets
