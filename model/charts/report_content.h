#pragma once
// What a run report says, before it is laid out as PDF or HTML: the lab summary, the scenario and
// its parameters, the runs and the operations in them, the validation table against the
// published figures, and findings (the scenario's notes, the verdict count, where each run was
// bound). The charts follow in the rendered report.
#include <string>
#include <utility>
#include <vector>

#include "charts/chart_spec.h"
#include "project/project.h"
#include "scenarios/scenario.h"

namespace santwin::charts {

enum class CellTone { Plain, Pass, Fail, Muted };

struct ReportTable {
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<CellTone> row_tone;  // per row: how its last column (a verdict) is shown
    std::vector<double> widths;      // relative column widths
};

struct ReportSection {
    std::string heading;
    std::vector<std::string> paragraphs;
    std::vector<std::string> bullets;
    std::vector<ReportTable> tables;
};

struct ReportContent {
    std::string title;
    std::string subtitle;
    std::vector<std::pair<std::string, std::string>> facts;  // "Lab", "Scenario", "Engine" ...
    std::vector<ReportSection> sections;
    int passed = 0, failed = 0, withheld = 0, what_if = 0, disputed = 0;  // what_if: judged nothing (a parameter changed the setup)
};

// `lab`: the scenario's lab as built (for the summary); may be null (then the first run's
// configuration is summarized).
ReportContent build_report(const scenarios::ScenarioResult& result, const ChartContext& context, const Project* lab);

}  // namespace santwin::charts
