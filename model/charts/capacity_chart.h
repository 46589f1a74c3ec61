#pragma once
// The chart of a capacity search: latency (mean and p95 of every VM's I/O) and the busiest
// resource's utilization against load, with the target as a line and the knee and the largest
// load that meets the target named in the subtitle.
#include <string>
#include <vector>

#include "charts/chart_spec.h"
#include "results/capacity.h"

namespace santwin::charts {

// `lab` names the lab in the caption. Steps the lab refused to run are left out.
Chart capacity_chart(const results::CapacityAnswer& answer, const std::string& lab);

// "1.5x" / "12 VMs": a step's load as the chart and the CLI label it.
std::string capacity_load_label(const results::CapacityAnswer& answer, const results::CapacityStep& step);

// The answer in lines: how far the target holds, what breaks first, the knee, notes.
std::vector<std::string> capacity_answer_lines(const results::CapacityAnswer& answer);

}  // namespace santwin::charts
