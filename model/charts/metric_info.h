#pragma once
// How charts name recorded metrics and catalogue metrics: a readable label and a unit from the
// metric's name ("read_latency_ms" -> "read latency", "ms"), and which recorded metric best
// describes an entity of each kind (so scenarios without chart specs still get sensible charts).
#include <string>
#include <vector>

#include "topology/kind.h"

namespace santwin::charts {

struct MetricInfo {
    std::string label;  // "read latency"
    std::string unit;   // "ms"
};

// For recorded metrics ("iops_read", "busy_pct", "consumed_gb") and the first component of
// catalogue metrics ("time_s", "warmup_end_min", "clone_improvement_pct").
MetricInfo metric_info(const std::string& metric);

// Recorded metrics worth charting for an entity of `kind`, most telling first
// (VM: iops, latency_ms; RAID group: busy_pct; controller: mp_pct ...). Empty: none.
const std::vector<std::string>& chart_metrics(Kind kind);

// "clone_improvement_pct.zeroedthick.internal" -> {"clone_improvement_pct", "zeroedthick.internal"}.
std::pair<std::string, std::string> split_metric(const std::string& name);

// "warmup end" -> "Warmup end": chart titles start with a capital.
std::string capitalized(std::string text);

// "zeroedthick.internal" -> "zeroedthick internal"; "vaai_on" -> "VAAI on"; "rg0" -> "RG 0".
std::string humanize(const std::string& text);

}  // namespace santwin::charts
