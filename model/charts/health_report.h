#pragma once
// The health report's content, before it is laid out as PDF or HTML: findings each with its
// recommendation, single points of failure, redundancy per host and LU, what each simulated
// failure did, headroom, validation problems and the lab reports' advice; and its charts.
#include <string>
#include <vector>

#include "advice/advice.h"
#include "charts/report_content.h"
#include "results/health.h"
#include "topology/validation.h"

namespace santwin::charts {

struct HealthInputs {
    const Project* project = nullptr;
    std::string lab;  // "003" or the file's name
    const results::HealthAnswer* answer = nullptr;
    std::vector<Problem> problems;
    std::vector<advice::Advice> advice;
};

ReportContent build_health_report(const HealthInputs& in);

// Findings in order of weight, each "finding — recommendation": what the report's first
// section lists and the CLI prints.
std::vector<std::string> health_recommendations(const HealthInputs& in);

// Utilization of the busiest resources at the lab's workloads (headroom is what is left).
Chart headroom_chart(const HealthInputs& in);

}  // namespace santwin::charts
