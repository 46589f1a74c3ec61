#pragma once
// A run report as one PDF (A4, text pages then two charts per page) and as a self-contained
// HTML page (charts inline as SVG): the lab summary, the scenario, its runs and operations, the
// validation table against the published figures, findings, and every default chart.
#include <string>
#include <vector>

#include "charts/chart_spec.h"
#include "charts/report_content.h"

namespace santwin::exporting {

struct Report {
    charts::ReportContent content;
    std::vector<charts::Chart> charts;
    charts::ChartContext context;
};

// Writes the PDF; returns its page count. Throws std::runtime_error naming the file.
int write_report_pdf(const Report& report, const std::string& path);
void write_report_html(const Report& report, const std::string& path);

}  // namespace santwin::exporting
