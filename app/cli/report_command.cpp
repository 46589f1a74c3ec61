// santwin-cli report: a scenario's run report as PDF plus HTML (lab summary, runs and
// operations, validation table, findings, every default chart), from a fresh run or from runs
// kept in a project file.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "chart_output.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "charts/report_content.h"
#include "export/qt_runtime.h"
#include "export/report.h"
#include "labs/labs.h"
#include "scenarios/catalogue.h"
#include "scenarios/saved_runs.h"
#include "store/project_file.h"

namespace santwin::cli {

namespace {
// Throws unless `path` ends in `extension`: the writer does not change its format to match the name.
void require_extension(const std::string& path, const std::string& extension, const std::string& option_name) {
    if (std::filesystem::path(path).extension() != extension)
        throw std::invalid_argument(option_name + " must name a " + extension + " file (got '" + path + "')");
}

// Creates the folder a report goes into, as run --export does for its charts, and checks the
// file can be written there before any work: neither a long run nor the PDF is lost to an
// HTML file that cannot be written.
void prepare_output(const std::string& path, const std::string& option_name) {
    const auto parent = std::filesystem::path(path).parent_path();
    std::error_code ec;
    if (!parent.empty()) std::filesystem::create_directories(parent, ec);
    const std::string folder = parent.empty() ? std::string(".") : parent.string();
    if (ec || !std::filesystem::is_directory(folder))
        throw std::invalid_argument(option_name + " " + path + ": cannot make the folder " + folder +
                                    (ec ? " (" + ec.message() + ")" : std::string()) + "; nothing was run");
    const bool exists = std::filesystem::exists(path);
    if (::access(exists ? path.c_str() : folder.c_str(), W_OK) != 0)
        throw std::invalid_argument(option_name + " " + path + ": " + (exists ? "the file" : "the folder " + folder) +
                                    " is not writable (" + std::strerror(errno) + "); nothing was run");
}
}  // namespace

int cmd_report(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, valued_options());
    const std::string pdf = option(args, "--out");
    if (pos.size() != 1 || pdf.empty()) {
        err << "santwin-cli: usage: report <scenario|file.santwin> [--scenario id] [--param name=value] --out report.pdf [--html report.html]\n";
        return 2;
    }
    std::string html = option(args, "--html");
    if (html.empty()) html = std::filesystem::path(pdf).replace_extension(".html").string();
    require_extension(pdf, ".pdf", "--out");
    require_extension(html, ".html", "--html");
    prepare_output(pdf, "--out");
    prepare_output(html, "--html");
    // --scenario picks among a file's kept runs; --param sets up a fresh run. Neither means anything for the other.
    const bool from_file = std::filesystem::path(pos[0]).extension() == ".santwin";
    if (from_file && !option(args, "--param").empty())
        throw std::invalid_argument("--param only applies to a scenario run now, not to runs kept in " + pos[0]);
    if (!from_file && !option(args, "--scenario").empty())
        throw std::invalid_argument("--scenario only applies to a .santwin file (give the scenario id itself: report " +
                                    option(args, "--scenario") + " --out ...)");
    scenarios::ScenarioResult result;
    charts::ChartContext ctx;
    Project lab;
    if (from_file) {
        const Project project = store::load_project(pos[0]);
        std::string id = option(args, "--scenario");
        if (id.empty()) {
            const auto kept = scenarios::kept_scenarios(project);
            if (kept.empty()) {
                err << "santwin-cli: " << pos[0] << " holds no recorded runs (save some with santwin-cli run <scenario> --save "
                    << pos[0] << ")\n";
                return 2;  // bad input, as export says of the same file
            }
            if (kept.size() > 1) {
                std::string list;
                for (const std::string& k : kept) list += (list.empty() ? "" : ", ") + k;
                err << "santwin-cli: " << pos[0] << " keeps runs of " << kept.size() << " scenarios (" << list
                    << "): pick one with --scenario\n";
                return 2;
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
    exporting::ensure_gui_application();
    const int pages = exporting::write_report_pdf(report, pdf);
    exporting::write_report_html(report, html);
    out << "wrote " << pdf << " (" << pages << " pages, " << report.charts.size() << " charts) and " << html << "\n";
    if (scenarios::Catalogue::builtin().find(result.id) && report.content.what_if > 0)
        out << "validation: none (a what-if run: " << report.content.what_if
            << " metrics shown beside the paper's figures for its own setup, not judged)\n";
    else if (scenarios::Catalogue::builtin().find(result.id))
        out << "validation: " << report.content.passed << " pass, " << report.content.failed << " fail, " << report.content.withheld
            << " withheld\n";
    else
        out << "validation: none (" << result.id << " is not one of the lab reports' experiments)\n";
    return 0;
}

}  // namespace santwin::cli
