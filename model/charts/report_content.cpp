#include "charts/report_content.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <sstream>

#include "advice/advice.h"
#include "charts/metric_info.h"
#include "labs/labs.h"

namespace santwin::charts {

namespace {

using scenarios::Catalogue;
using scenarios::RunRecord;
using scenarios::ScenarioResult;
using scenarios::Verdict;

std::string fixed(double v, int decimals) {
    std::ostringstream o;
    o.setf(std::ios::fixed);
    o.precision(decimals);
    o << v;
    return o.str();
}

std::string duration(double s) {
    if (s < 120) return fixed(s, 1) + " s";
    if (s < 3 * 3600) return fixed(s / 60, 1) + " min";
    return fixed(s / 3600, 2) + " h";
}

// "Switch" -> "Switches", "Multipath policy" -> "Multipath policies", "Drive" -> "Drives".
std::string plural(const std::string& noun) {
    auto ends = [&](const std::string& e) { return noun.size() >= e.size() && noun.compare(noun.size() - e.size(), e.size(), e) == 0; };
    if (ends("ch") || ends("sh") || ends("s") || ends("x")) return noun + "es";
    if (ends("y") && noun.size() > 1 && std::string("aeiou").find(noun[noun.size() - 2]) == std::string::npos)
        return noun.substr(0, noun.size() - 1) + "ies";
    return noun + "s";
}

ReportSection lab_section(const Project& lab, const ChartContext& ctx) {
    ReportSection s;
    s.heading = "Lab";
    const Topology& t = lab.topology;
    // A scenario's lab is built in; a project's own runs name the lab it started from, if any.
    const std::string origin = !ctx.lab.empty()       ? " (built-in lab " + ctx.lab + ")"
                               : !lab.lab_id.empty() ? " (a project started from built-in lab " + lab.lab_id + ")"
                                                     : " (a project's own topology)";
    s.paragraphs.push_back((lab.title.empty() ? ctx.lab : lab.title) + origin + ", " + std::to_string(t.size()) + " entities.");
    ReportTable counts;
    counts.header = {"Area", "What it holds"};
    counts.widths = {1, 5};
    std::map<Category, std::string> by_category;
    for (Kind k : all_kinds())
        if (size_t n = t.all_of(k).size()) {
            std::string& line = by_category[kind_category(k)];
            line += (line.empty() ? "" : ", ") + std::to_string(n) + " " + (n > 1 ? plural(std::string(kind_label(k))) : std::string(kind_label(k)));
        }
    for (const auto& [cat, line] : by_category) {
        counts.rows.push_back({std::string(category_name(cat)), line});
        counts.row_tone.push_back(CellTone::Plain);
    }
    s.tables.push_back(counts);
    for (Id a : t.all_of(Kind::Array)) {
        const Entity& e = t.at(a);
        size_t drives = 0;
        for (Id d : t.descendants(a)) drives += t.at(d).kind == Kind::Drive;
        s.bullets.push_back(e.name + ": " + (e.text("model").empty() ? "storage array" : e.text("model")) + ", " +
                            std::to_string(t.children(a, Kind::Controller).size()) + " controllers, " + std::to_string(drives) +
                            " drives, " + std::to_string(t.children(a, Kind::RaidGroup).size()) + " RAID groups, " +
                            std::to_string(t.children(a, Kind::Pool).size()) + " pools, " +
                            std::to_string(t.children(a, Kind::LogicalUnit).size()) + " LUs");
    }
    std::map<std::string, int> esx;
    for (Id h : t.all_of(Kind::EsxHost)) esx[t.at(h).text("version")]++;
    for (const auto& [version, n] : esx) s.bullets.push_back(std::to_string(n) + " ESX " + version + " host" + (n > 1 ? "s" : ""));
    return s;
}

ReportSection scenario_section(const ScenarioResult& r, const ChartContext& ctx) {
    ReportSection s;
    s.heading = "Scenario";
    if (const scenarios::Scenario* sc = scenarios::find_scenario(r.id)) {
        s.paragraphs.push_back(sc->info.title + ".");
        if (!sc->info.description.empty()) s.paragraphs.push_back(sc->info.description);
        for (const auto& p : sc->parameters) {
            auto it = ctx.parameters.find(p.name);
            s.bullets.push_back("parameter " + p.name + " = " + (it == ctx.parameters.end() ? p.default_value + " (the paper's)" : it->second) +
                                ": " + p.doc);
        }
        if (!r.what_if.empty()) {
            std::string changed;
            for (const auto& [name, value] : r.what_if) changed += (changed.empty() ? "" : ", ") + name + " = " + value;
            s.paragraphs.push_back("A what-if run: it changes the paper's setup (" + changed +
                                   "), so the description above is the paper's, not this run's.");
        }
    }
    if (!scenarios::find_scenario(r.id))
        s.paragraphs.push_back("Runs made on the project's own topology (santwin-cli simulate --save, or an operation "
                               "started from the diagram): not one of the lab reports' experiments.");
    if (const auto* target = Catalogue::builtin().find(r.id)) {
        // Name the paper by its lab's title, not the seed file the catalogue keys it by.
        std::string paper = "the lab report";
        for (const auto& lab : labs::builtin_labs())
            if (lab.seed == target->seed) paper = "the lab report behind " + lab.title;
        s.paragraphs.push_back("Reproduces " + paper + ", section \"" + target->section + "\".");
    }
    return s;
}

ReportSection runs_section(const ScenarioResult& r) {
    ReportSection s;
    s.heading = "Runs and operations";
    const std::string runs = std::to_string(r.runs.size()) + " simulation run" + (r.runs.size() == 1 ? "" : "s");
    s.paragraphs.push_back(scenarios::find_scenario(r.id)
                               ? "The scenario made " + runs + "; each starts from the lab with the paper's configuration for that case."
                               : "The project keeps " + runs + "; each ran on the topology as it was when it ran.");
    ReportTable t;
    t.header = {"Run", "Simulated", "Operations", "Events"};
    t.widths = {2.2, 1, 4, 2.4};
    for (const RunRecord& run : r.runs) {
        std::map<std::string, int> kinds;
        std::map<std::string, double> started;
        std::string ops;
        int shown = 0, more = 0;
        for (const auto& e : run.recording->events()) {
            kinds[e.kind]++;
            if (e.kind == "operation_start") started[e.detail] = e.t;
            if (e.kind == "operation_end") {
                const double t0 = started.count(e.detail) ? started[e.detail] : 0;
                if (shown < 6) {
                    ops += (ops.empty() ? "" : "; ") + e.detail + " (" + duration(e.t - t0) + ")";
                    ++shown;
                } else {
                    ++more;
                }
            }
        }
        if (more) ops += "; and " + std::to_string(more) + " more";
        std::string events;
        for (const auto& [k, n] : kinds)
            if (k != "operation_start" && k != "operation_end") events += (events.empty() ? "" : ", ") + std::to_string(n) + " " + humanize(k);
        t.rows.push_back({run.name, duration(run.recording->end()), ops.empty() ? "workloads only" : ops, events.empty() ? "-" : events});
        t.row_tone.push_back(CellTone::Plain);
    }
    s.tables.push_back(t);
    return s;
}

ReportSection validation_section(const ScenarioResult& r, ReportContent& content) {
    ReportSection s;
    s.heading = "Validation against the published figures";
    const auto* target = Catalogue::builtin().find(r.id);
    if (!target) {
        s.paragraphs.push_back(scenarios::find_scenario(r.id)
                                   ? "The catalogue holds no published figures for this scenario."
                                   : "Nothing is judged: no paper measured these runs.");
        return s;
    }
    ReportTable t;
    t.header = {"Metric", "Unit", "Published", "SanTwin", "Verdict"};
    t.widths = {4.2, 0.8, 1.4, 1.2, 2.6};
    for (const auto& m : target->metrics) {
        const auto j = Catalogue::builtin().judge(m, r);
        auto it = r.metrics.find(m.name);
        std::string verdict;
        CellTone tone = CellTone::Plain;
        switch (j.verdict) {
            case Verdict::Pass: verdict = "pass"; tone = CellTone::Pass; ++content.passed; break;
            case Verdict::Fail: verdict = "FAIL"; tone = CellTone::Fail; ++content.failed; break;
            case Verdict::Withheld: verdict = "withheld"; tone = CellTone::Muted; ++content.withheld; break;
            case Verdict::Missing: verdict = "MISSING"; tone = CellTone::Fail; ++content.failed; break;
            case Verdict::WhatIf: verdict = "what-if"; tone = CellTone::Muted; ++content.what_if; break;
            case Verdict::Disputed: verdict = "disputed"; tone = CellTone::Muted; ++content.disputed; break;
        }
        if (!j.detail.empty() && j.verdict != Verdict::Pass && j.verdict != Verdict::WhatIf) verdict += " (" + j.detail + ")";
        t.rows.push_back({m.name, m.unit, m.expectation(), it == r.metrics.end() ? "-" : scenarios::format_metric(it->second), verdict});
        t.row_tone.push_back(tone);
    }
    if (content.what_if > 0)
        s.paragraphs.push_back("A what-if run (a parameter changed the paper's setup): its " +
                               std::to_string(content.what_if) +
                               " metrics are shown beside the paper's figures for its own setup, not judged.");
    else
        s.paragraphs.push_back(std::to_string(content.passed) + " of " + std::to_string(content.passed + content.failed) +
                               " judged metrics pass" + (content.withheld ? "; " + std::to_string(content.withheld) + " withheld (checked independently later)" : "") +
                               (content.disputed ? "; " + std::to_string(content.disputed) + " disputed (not judged: see the note)" : "") + ".");
    s.tables.push_back(t);
    return s;
}

ReportSection findings_section(const ScenarioResult& r, const ReportContent& content) {
    ReportSection s;
    s.heading = "Findings";
    if (content.passed + content.failed > 0)
        s.bullets.push_back(content.failed == 0 ? "Every judged metric matches the paper within its tolerance."
                                                : std::to_string(content.failed) + " metric(s) differ from the paper; see the validation table and notes.");
    for (const auto& note : r.notes) s.bullets.push_back(note);
    // Each run's busiest resources, said for what they are: drives and processors busy, a write
    // cache full (which holds writers back only when they wait for it; the run's write latency
    // says whether they did).
    for (const RunRecord& run : r.runs) {
        std::vector<std::pair<double, std::string>> busiest;
        const double end = run.recording->end();
        for (const auto& [key, series] : run.recording->all()) {
            const bool cache = key.metric == "write_pending_pct";
            if (key.metric != "busy_pct" && key.metric != "mp_pct" && !cache) continue;
            const double m = series.mean(0, end);
            if (m < 50) continue;
            const std::string who = run.project ? run.project->topology.describe(key.entity) : std::to_string(key.entity);
            busiest.emplace_back(m, cache ? "the write cache of " + who + " (" + fixed(m, 0) + "% full on average)"
                                          : who + " (" + fixed(m, 0) + "% busy on average)");
        }
        std::sort(busiest.rbegin(), busiest.rend());
        if (busiest.empty()) continue;
        std::string line = "Run '" + run.name + "': busiest were ";
        for (size_t i = 0; i < busiest.size() && i < 2; ++i) line += (i ? " and " : "") + busiest[i].second;
        s.bullets.push_back(line + ".");
    }
    if (s.bullets.empty()) s.paragraphs.push_back("No notes.");
    return s;
}

}  // namespace

// The lab reports' advice on the lab (advice/advice.h): one bullet per item, with its source.
ReportSection advice_section(const Project& lab) {
    ReportSection s;
    s.heading = "Advice from the lab reports";
    for (const advice::Advice& a : advice::advise(lab.topology))
        s.bullets.push_back(a.message + (a.fix ? " Fix: " + a.fix->text + "." : std::string()) + " (Source: " + a.source + ".)");
    if (s.bullets.empty()) s.paragraphs.push_back("The lab follows every recommendation SanTwin checks (santwin-cli help advice).");
    return s;
}

ReportContent build_report(const ScenarioResult& r, const ChartContext& ctx, const Project* lab) {
    ReportContent c;
    c.title = "SanTwin run report: " + r.id;
    c.subtitle = ctx.scenario_title;
    const std::string lab_fact = !ctx.lab.empty() ? ctx.lab : lab && !lab->lab_id.empty() ? "from " + lab->lab_id : "own";
    c.facts = {{"Scenario", r.id}, {"Lab", lab_fact}, {"Engine", "SanTwin " + ctx.engine_version}, {"Created", ctx.created}};
    if (!ctx.parameters.empty()) {
        std::string p;
        for (const auto& [k, v] : ctx.parameters) p += (p.empty() ? "" : ", ") + k + "=" + v;
        c.facts.push_back({"Parameters", p});
    }
    if (!ctx.source_file.empty()) c.facts.push_back({"From file", ctx.source_file});
    const Project* summary = lab ? lab : (!r.runs.empty() && r.runs.front().project ? r.runs.front().project.get() : nullptr);
    if (summary) c.sections.push_back(lab_section(*summary, ctx));
    if (summary) c.sections.push_back(advice_section(*summary));
    c.sections.push_back(scenario_section(r, ctx));
    c.sections.push_back(runs_section(r));
    ReportSection validation = validation_section(r, c);
    c.sections.push_back(std::move(validation));
    c.sections.push_back(findings_section(r, c));
    return c;
}

}  // namespace santwin::charts
