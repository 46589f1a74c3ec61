// santwin-cli report: a scenario's run report as PDF plus HTML (lab summary, runs and
// operations, validation table, findings, every default chart), from a fresh run or from runs
// kept in a project file.
#include <filesystem>

#include "chart_output.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "charts/report_content.h"
#include "export/qt_runtime.h"
#include "export/report.h"
#include "labs/labs.h"
#include "scenarios/saved_runs.h"
#include "store/project_file.h"

namespace santwin::cli {

int cmd_report(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, valued_options());
    const std::string pdf = option(args, "--out");
    if (pos.size() != 1 || pdf.empty()) {
        err << "santwin-cli: usage: report <scenario|file.santwin> [--scenario id] [--param name=value] --out report.pdf [--html report.html]\n";
        return 2;
    }
    scenarios::ScenarioResult result;
    charts::ChartContext ctx;
    Project lab;
    if (std::filesystem::path(pos[0]).extension() == ".santwin") {
        const Project project = store::load_project(pos[0]);
        std::string id = option(args, "--scenario");
        if (id.empty()) {
            const auto kept = scenarios::kept_scenarios(project);
            if (kept.empty()) {
                err << "santwin-cli: " << pos[0] << " holds no recorded runs (save some with santwin-cli run <scenario> --save)\n";
                return 1;
            }
            id = kept.front();
        }
        result = scenarios::kept_result(project, id);
        ctx = charts::scenario_context(result, scenarios::kept_parameters(project, id));
        ctx.source_file = std::filesystem::path(pos[0]).filename().string();
        lab = project;
    } else {
        const scenarios::ScenarioParams params = parse_params(args);
        result = scenarios::run_scenario(pos[0], params);
        ctx = charts::scenario_context(result, params.values());
        lab = labs::build_lab(ctx.lab);
    }
    for (const auto& run : result.runs) ctx.runs.push_back(run.name);
    exporting::Report report;
    report.context = ctx;
    std::vector<std::string> skipped;
    report.charts = charts::resolve_charts(charts::default_charts(result), result, ctx, &skipped);
    for (const auto& s : skipped) err << "santwin-cli: chart left out: " << s << "\n";
    report.content = charts::build_report(result, ctx, &lab);
    std::string html = option(args, "--html");
    if (html.empty()) html = std::filesystem::path(pdf).replace_extension(".html").string();
    exporting::ensure_gui_application();
    const int pages = exporting::write_report_pdf(report, pdf);
    exporting::write_report_html(report, html);
    out << "wrote " << pdf << " (" << pages << " pages, " << report.charts.size() << " charts) and " << html << "\n";
    out << "validation: " << report.content.passed << " pass, " << report.content.failed << " fail, " << report.content.withheld
        << " withheld\n";
    return 0;
}

}  // namespace santwin::cli
