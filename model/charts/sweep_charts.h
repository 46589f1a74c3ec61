#pragma once
// Charts of a parameter sweep: a scenario run once per value of one parameter (santwin-cli sweep).
// Every numeric metric all points report becomes a line over the values (grouped by unit, a few
// per chart), with the paper's figure marked at the paper's own value of the parameter; when each
// point made one run, the main metric of each role is charted over the values as well.
#include <string>
#include <vector>

#include "charts/chart_spec.h"
#include "scenarios/sweep.h"

namespace santwin::charts {

using scenarios::SweepPoint;

std::vector<ChartSpec> sweep_charts(const std::string& scenario, const std::string& parameter,
                                    const std::vector<SweepPoint>& points, const std::string& default_value);

// The charts of a finished sweep, resolved, with the context naming the swept values and the
// held parameters (what an export of them carries). Points must not be empty.
std::vector<Chart> resolve_sweep(const scenarios::SweepRequest& request, const std::vector<SweepPoint>& points);

}  // namespace santwin::charts
