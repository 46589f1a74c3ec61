// santwin-cli export (charts of runs kept in a project file) and sweep (a scenario over a
// parameter's values, charted).
#include <filesystem>
#include <iterator>

#include "chart_output.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "charts/sweep_charts.h"
#include "scenarios/saved_runs.h"
#include "store/project_file.h"
#include "text_table.h"

namespace santwin::cli {

int cmd_export(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, valued_options());
    const std::string dir = option(args, "--export");
    if (pos.size() != 1 || dir.empty()) {
        err << "santwin-cli: usage: export <file.santwin> [--scenario id] [--run name ...] --export DIR [--formats png,svg,pdf,csv]\n";
        return 2;
    }
    const Project project = store::load_project(pos[0]);
    const std::vector<std::string> wanted_runs = option_values(args, "--run");
    std::vector<std::string> ids = scenarios::kept_scenarios(project);
    if (const std::string only = option(args, "--scenario"); !only.empty()) ids = {only};
    if (ids.empty()) {
        err << "santwin-cli: " << pos[0] << " holds no recorded runs (save some with santwin-cli run <scenario> --save " << pos[0] << ")\n";
        return 2;
    }
    const exporting::ExportOptions options = export_options(args);
    // Every kept scenario's charts in one list, so the count printed is what was written.
    std::vector<charts::Chart> all;
    std::vector<std::string> found_runs;
    for (const std::string& id : ids) {
        // Only the runs asked for that this scenario has.
        std::vector<std::string> runs;
        for (const RecordedRun& r : project.runs)
            if (r.scenario == id && (wanted_runs.empty() || std::find(wanted_runs.begin(), wanted_runs.end(), r.name) != wanted_runs.end()))
                runs.push_back(r.name);
        if (runs.empty() && !wanted_runs.empty()) continue;
        const scenarios::ScenarioResult result = scenarios::kept_result(project, id, runs);
        charts::ChartContext ctx = charts::scenario_context(result, scenarios::kept_parameters(project, id));
        // Charts of the scenario's computed metrics draw on every run it made, not only those asked
        // for; charts of recorded series name their own runs whatever this says.
        for (const RecordedRun& r : project.runs)
            if (r.scenario == id) ctx.runs.push_back(r.name);
        ctx.source_file = std::filesystem::path(pos[0]).filename().string();
        // The lab the runs ran on is the scenario's, whatever lab the project file started from.
        if (ctx.lab.empty()) ctx.lab = project.lab_id;
        auto list = resolve_reporting(charts::default_charts(result), result, ctx, err);
        all.insert(all.end(), std::make_move_iterator(list.begin()), std::make_move_iterator(list.end()));
        found_runs.insert(found_runs.end(), runs.begin(), runs.end());
    }
    for (const std::string& name : wanted_runs)
        if (std::find(found_runs.begin(), found_runs.end(), name) == found_runs.end()) {
            // Name the runs of the scenarios asked about, and where the asked-for run is if elsewhere.
            std::string known, elsewhere;
            for (const RecordedRun& r : project.runs) {
                if (std::find(ids.begin(), ids.end(), r.scenario) != ids.end())
                    known += (known.empty() ? "" : ", ") + ("'" + r.name + "'");
                else if (r.name == name && elsewhere.empty())
                    elsewhere = "; '" + name + "' is a run of " + r.scenario + " (--scenario " + r.scenario + ")";
            }
            const std::string of = ids.size() == 1 ? " of scenario " + ids.front() : std::string();
            err << "santwin-cli: " << pos[0] << " has no run '" << name << "'" << of << " (" << (ids.size() == 1 ? "its" : "their") << " runs: "
                << (known.empty() ? "none" : known) << elsewhere << ")\n";
            return 2;
        }
    if (!all.empty()) write_chart_list(all, dir, options, out);
    return all.empty() ? 1 : 0;
}

// One row per numeric metric, one column per swept value.
static TextTable sweep_table(const std::string& scenario, const scenarios::SweepRequest& request,
                             const std::vector<scenarios::SweepPoint>& points) {
    std::vector<std::string> header = {scenario + " / " + request.parameter};
    header.insert(header.end(), request.values.begin(), request.values.end());
    TextTable table(header);
    for (const auto& [metric, first] : points.front().result.metrics) {
        if (!std::holds_alternative<double>(first)) continue;
        std::vector<std::string> row = {metric};
        for (const auto& p : points) {
            auto it = p.result.metrics.find(metric);
            row.push_back(it == p.result.metrics.end() ? "-" : scenarios::format_metric(it->second));
        }
        table.add_row(row);
    }
    return table;
}

int cmd_sweep(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, valued_options());
    const auto given = option_values(args, "--param");
    if (pos.size() != 1 || given.empty()) {
        err << "santwin-cli: usage: sweep <scenario> --param name=a,b,c [--param other=x] [--export DIR] [--formats ...]\n";
        return 2;
    }
    // The first --param with several values is swept; the others are held.
    scenarios::SweepRequest request;
    request.scenario = pos[0];
    for (const std::string& p : given) {
        const auto eq = p.find('=');
        if (eq == std::string::npos || eq == 0) {
            err << "santwin-cli: --param needs name=value or name=a,b,c (got '" << p << "')\n";
            return 2;
        }
        const std::string key = p.substr(0, eq), list = p.substr(eq + 1);
        if (request.parameter.empty() && list.find(',') != std::string::npos) {
            request.parameter = key;
            request.values = scenarios::split_values(list);
        } else {
            request.held[key] = list;
        }
    }
    if (request.parameter.empty()) {
        const scenarios::Scenario* s = scenarios::find_scenario(pos[0]);
        err << "santwin-cli: sweep needs one --param with several values, e.g. --param " +
                   (!s || s->parameters.empty() ? std::string("name") : s->parameters.front().name) +
                   "=a,b,c (one value is held, not swept)\n";
        return 2;
    }
    try {
        scenarios::check_sweep_values(request);  // a bad value fails before any point runs
    } catch (const std::invalid_argument& e) {
        err << "santwin-cli: " << e.what() << "\n";
        return 2;
    }
    require_option(args, {"--formats", "--size", "--dpi"}, "--export");
    const exporting::ExportOptions options = export_options(args);  // bad values fail before the sweep runs
    prepare_export_folder(option(args, "--export"));
    const auto points = scenarios::run_sweep(request, [&](std::size_t done, std::size_t) {
        out << "  " << request.parameter << "=" << request.values[done - 1] << " done\n";
        return true;
    });
    sweep_table(pos[0], request, points).print(out);
    // Charts only when asked for: a sweep without --export must not fill the current folder.
    if (const std::string dir = option(args, "--export"); !dir.empty())
        write_chart_list(charts::resolve_sweep(request, points), dir, options, out);
    return 0;
}

}  // namespace santwin::cli
