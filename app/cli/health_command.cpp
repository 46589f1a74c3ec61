// santwin-cli health: a lab's health report as PDF and HTML — single points of failure from its
// paths, what each controller, switch and HBA failure does to the VMs (run by the engine),
// headroom at its workloads, validation problems and the lab reports' advice, each finding with
// its recommendation.
#include <chrono>
#include <filesystem>
#include <iomanip>

#include "advice/advice.h"
#include "charts/health_report.h"
#include "checks/validate.h"
#include "commands.h"
#include "duration_text.h"
#include "export/qt_runtime.h"
#include "export/report.h"
#include "labs/labs.h"
#include "results/health.h"
#include "store/json_io.h"

namespace santwin::cli {

int cmd_health(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, {"--out", "--html", "--target-ms", "--duration", "--max-failures"});
    const std::string pdf = option(args, "--out");
    if (pos.size() != 1 || pdf.empty()) {
        err << "santwin-cli: usage: health <lab|file> --out health.pdf [--html health.html] [--target-ms 10]\n"
               "       [--duration 4m] [--max-failures 16] [--structure-only]\n";
        return 2;
    }
    std::string html = option(args, "--html");
    if (html.empty()) html = std::filesystem::path(pdf).replace_extension(".html").string();
    for (const std::string& file : {pdf, html}) {
        const auto dir = std::filesystem::path(file).parent_path();
        if (!dir.empty() && !std::filesystem::is_directory(dir))
            throw std::invalid_argument("cannot write " + file + ": the folder " + dir.string() + " does not exist");
    }
    results::HealthOptions options;
    if (!option(args, "--target-ms").empty()) options.target_ms = number_option(args, "--target-ms", 10, 0.01, 1e6);
    if (!option(args, "--duration").empty()) options.duration_s = parse_duration(option(args, "--duration"), "--duration");
    if (options.duration_s < 1.5 * options.fail_at_s)
        throw std::invalid_argument("--duration must be at least 1 min 30 s: the failures happen at 1 min and the hosts fail over 30 s later");
    options.max_failures = static_cast<int>(number_option(args, "--max-failures", options.max_failures, 0, 1000));
    options.simulate = !has_flag(args, "--structure-only");
    const bool is_file = std::filesystem::exists(pos[0]);
    const Project project = is_file ? store::import_project(pos[0]) : labs::build_lab(pos[0]);
    const Topology& t = project.topology;

    charts::HealthInputs in;
    in.project = &project;
    in.lab = is_file ? std::filesystem::path(pos[0]).filename().string() : pos[0];
    in.problems = validate(t);
    in.advice = advice::advise(t);
    for (const Problem& p : in.problems)
        if (p.severity == Severity::Error && options.simulate) {
            err << "santwin-cli: health: the lab has validation errors, so its workloads are not run (structure only); first: "
                << p.message << "\n";
            options.simulate = false;
            break;
        }
    const auto started = std::chrono::steady_clock::now();
    const results::HealthAnswer answer = results::check_health(project, options, [&](int done, int total, const std::string& next) {
        if (!next.empty())
            err << "health: run " << done + 1 << " of " << total << ": " << next << "\n";
        return true;
    });
    in.answer = &answer;
    exporting::Report report;
    report.content = charts::build_health_report(in);
    if (!answer.headroom.empty()) report.charts.push_back(charts::headroom_chart(in));
    report.context.lab = in.lab;
    report.context.scenario = "health";
    report.context.engine_version = SANTWIN_VERSION;
    exporting::ensure_gui_application();
    const int pages = exporting::write_report_pdf(report, pdf);
    exporting::write_report_html(report, html);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    for (const std::string& line : charts::health_recommendations(in)) out << "- " << line << "\n";
    out << "single points of failure: " << answer.redundancy.single_points.size() << "; failures simulated: "
        << answer.failures.size() << " (" << std::fixed << std::setprecision(0) << seconds << " s)\n";
    out << "wrote " << pdf << " (" << pages << " pages) and " << html << "\n";
    return 0;
}

}  // namespace santwin::cli
