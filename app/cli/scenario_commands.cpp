// santwin-cli list / run
#include <algorithm>
#include <chrono>
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>

#include <filesystem>

#include "chart_output.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "commands.h"
#include "verdict_output.h"
#include "text_table.h"
#include "labs/labs.h"
#include "scenarios/saved_runs.h"
#include "recording_output.h"
#include "save_target.h"
#include "scenarios/scenario.h"
#include "store/file_check.h"
#include "store/project_file.h"
#include "store/project_update.h"

namespace santwin::cli {

using scenarios::Catalogue;
using scenarios::Verdict;

nlohmann::json to_json(const scenarios::MetricValue& v) {
    if (const bool* b = std::get_if<bool>(&v)) return *b;
    return std::get<double>(v);
}

const char* verdict_name(Verdict v) {
    switch (v) {
        case Verdict::Pass: return "pass";
        case Verdict::Fail: return "FAIL";
        case Verdict::Withheld: return "withheld";
        case Verdict::Missing: return "MISSING";
        case Verdict::WhatIf: return "what-if";
        case Verdict::Disputed: return "disputed";
    }
    return "?";
}

// A run's metrics beside the published figures, in the column order validate uses.
static TextTable metrics_table(const scenarios::ScenarioResult& r) {
    const auto* target = Catalogue::builtin().find(r.id);
    TextTable table({"metric", "simulated", "published", "verdict"});
    for (const auto& [name, v] : r.metrics) {
        std::string published, verdict;
        if (target)
            for (const auto& m : target->metrics)
                if (m.name == name) {
                    published = m.expectation();
                    verdict = verdict_name(Catalogue::builtin().judge(m, r).verdict);
                }
        table.add_row({name, scenarios::format_metric(v), published, verdict});
    }
    return table;
}

// run --json's "judged": per catalogue metric, what the paper says and the verdict, as validate
// judges it. Metrics the catalogue does not list are in "metrics" only.
static nlohmann::json judged_json(const scenarios::ScenarioResult& r) {
    nlohmann::json judged = nlohmann::json::object();
    const auto* target = Catalogue::builtin().find(r.id);
    if (!target) return judged;
    for (const auto& m : target->metrics) {
        const scenarios::Judgement j = Catalogue::builtin().judge(m, r);
        nlohmann::json row = {{"published", m.expectation()}, {"verdict", verdict_name(j.verdict)}};
        if (m.published_number) row["published_value"] = *m.published_number;
        if (m.published_bool) row["published_value"] = *m.published_bool;
        if (!m.relation.empty()) row["relation"] = m.relation;
        if (j.relative_error) row["relative_error"] = *j.relative_error;
        if (!j.detail.empty()) row["detail"] = j.detail;
        judged[m.name] = row;
    }
    return judged;
}

// A table of id, lab and title; --ids prints bare ids, one a line, for scripts.
int cmd_list(const Args& args, std::ostream& out, std::ostream&) {
    const bool ids_only = has_flag(args, "--ids");
    TextTable table({"id", "lab", "title"});
    for (const auto& target : Catalogue::builtin().scenarios()) {
        if (ids_only) {
            out << target.id << "\n";
            continue;
        }
        const scenarios::Scenario* s = scenarios::find_scenario(target.id);
        table.add_row({target.id, s ? s->info.lab : "-", s ? s->info.title : "(not built yet)"});
    }
    if (!ids_only) table.print(out);
    return 0;
}

// After a run: its charts to --export DIR, its runs into --save FILE (messages to `log`).
static int keep_and_chart(const Args& args, const scenarios::ScenarioResult& r, const scenarios::ScenarioParams& params,
                   std::ostream& log, std::ostream& err) {
    if (const std::string dir = option(args, "--export"); !dir.empty())
        write_charts(charts::default_charts(r), r, charts::scenario_context(r, params.values()), dir, export_options(args), log, err);
    if (const std::string file = option(args, "--save"); !file.empty()) {
        const scenarios::Scenario* s = scenarios::find_scenario(r.id);
        // Under the file's lock, so a parallel --save into it keeps its runs too.
        bool exists = false;
        std::string lab_id;
        store::update_project(file, [&] { return labs::build_lab(s->info.lab); }, [&](Project& p, bool existed) {
            exists = existed;
            lab_id = p.lab_id;
            // Allowed (each run keeps the configuration it ran on), but rarely meant.
            if (p.lab_id != s->info.lab)
                err << "santwin-cli: warning: " << r.id << " runs on lab " << s->info.lab << ", not on " << file << "'s "
                    << (p.lab_id.empty() ? std::string("own topology") : "lab " + p.lab_id)
                    << ": its runs keep lab " << s->info.lab << "'s configuration\n";
            scenarios::keep_runs(p, r, params, charts::now_iso8601());
        });
        log << "saved " << r.runs.size() << (r.runs.size() == 1 ? " run of " : " runs of ") << r.id << " to " << file << (exists ? "" : " (new project from lab " + lab_id + ")")
            << "\n";
    }
    return 0;
}

int cmd_run(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, valued_options());
    if (pos.size() != 1) {
        err << "santwin-cli: usage: run <scenario-id> [--json] [--param name=value] [--export DIR] [--save file.santwin]"
               "   (santwin-cli list shows the ids)\n";
        return 2;
    }
    require_option(args, {"--formats", "--size", "--dpi"}, "--export");
    if (has_flag(args, "--json") && has_flag(args, "--details")) {
        err << "santwin-cli: run: --details adds text tables and does not combine with --json (drop one of them)\n";
        return 2;
    }
    const scenarios::ScenarioParams params = parse_params(args);
    export_options(args);  // bad --formats, --size or --dpi fail before the run
    prepare_export_folder(option(args, "--export"));
    check_save_target(option(args, "--save"));
    const auto start = std::chrono::steady_clock::now();
    scenarios::ScenarioResult r = scenarios::run_scenario(pos[0], params);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (has_flag(args, "--json")) {
        nlohmann::json j;
        j["scenario"] = r.id;
        j["metrics"] = nlohmann::json::object();
        for (const auto& [name, v] : r.metrics) j["metrics"][name] = to_json(v);
        j["judged"] = judged_json(r);
        j["notes"] = r.notes;
        out << j.dump(1) << "\n";
        return keep_and_chart(args, r, params, err, err);
    }
    out << r.id << " (" << std::fixed << std::setprecision(2) << secs << " s)\n";
    metrics_table(r).print(out, "  ");
    for (const auto& note : r.notes) out << "  note: " << note << "\n";
    if (has_flag(args, "--details")) {
        // The entities each run singled out, with their means over the run. Latencies are means
        // over the I/Os (weighted by the matching IOPS), the rest over time.
        for (const auto& run : r.runs) {
            const double end = run.recording->end();
            out << "  run '" << run.name << "' (" << std::fixed << std::setprecision(0) << end << " s simulated)\n";
            for (const auto& [role, id] : run.roles) {
                // The role's rates and latencies; its utilizations when it has none (a NAS head's
                // CPU and FPGA); no row for a role the run recorded nothing on.
                std::vector<std::string> metrics;
                for (const char* metric : {"iops", "latency_ms", "read_latency_ms", "write_latency_ms", "mbps", "busy_pct", "mp_pct"}) {
                    // A latency of I/Os that never happened (a streaming reader's writes) is left out.
                    const auto* rate = run.recording->find(id, engine::io_weight_metric(metric));
                    if (run.recording->find(id, metric) && (!rate || rate->max() > 0)) metrics.push_back(metric);
                }
                if (metrics.empty())
                    for (const auto& [key, series] : run.recording->all())
                        if (key.entity == id && engine::is_utilization_metric(key.metric)) metrics.push_back(key.metric);
                if (metrics.empty()) continue;
                out << "    " << std::left << std::setw(14) << role;
                for (const std::string& metric : metrics)
                    out << " " << metric << "=" << std::setprecision(1)
                        << engine::reported_mean(*run.recording, id, metric, 0, end);
                out << "\n";
            }
            // The busiest resources of the run: where it was bound.
            // Named so that shared names ("vmnic0" on every host) tell their owners apart.
            const auto labels = entity_labels(run.project->topology, *run.recording);
            std::vector<std::pair<double, std::string>> busiest;
            for (const auto& [key, series] : run.recording->all()) {
                if (!engine::is_utilization_metric(key.metric)) continue;
                const double m = series.mean(0, end);
                if (m > 1)
                    busiest.emplace_back(m, std::string(kind_label(run.project->topology.at(key.entity).kind)) + " " +
                                                labels.at(key.entity) + " " + key.metric);
            }
            std::sort(busiest.rbegin(), busiest.rend());
            for (size_t i = 0; i < busiest.size() && i < 4; ++i)
                out << "    busiest (mean % over the run): " << busiest[i].second << " " << busiest[i].first << "\n";
        }
    }
    return keep_and_chart(args, r, params, out, err);
}

}  // namespace santwin::cli
