// Charts over the entities a scenario's runs single out (RunRecord::roles): their main metrics
// over time, utilization bars for RAID groups and controllers, and response time split by hop.
#include <algorithm>
#include <map>
#include <set>

#include "charts/default_charts.h"
#include "charts/metric_info.h"
#include "charts/run_labels.h"

namespace santwin::charts {

namespace {

using scenarios::RunRecord;
using scenarios::ScenarioResult;

constexpr size_t kMaxSeries = 8;
constexpr size_t kLinesPerChart = 4;
constexpr size_t kMaxCategories = 16;
constexpr int kPaletteGrey = 8;  // ChartStyle::series(8), the palette's neutral slate grey

std::optional<Kind> kind_of(const RunRecord& run, Id id) {
    if (!run.project) return std::nullopt;
    const Entity* e = run.project->topology.find(id);
    return e ? std::optional<Kind>(e->kind) : std::nullopt;
}

bool records(const RunRecord& run, Id id, const std::string& metric) {
    const engine::Series* s = run.recording->find(id, metric);
    return s && !s->v.empty() && s->max() > 0;
}

std::vector<const RunRecord*> selected(const ScenarioResult& r, const std::vector<std::string>& names) {
    std::vector<const RunRecord*> out;
    for (const RunRecord& run : r.runs)
        if (names.empty() || std::find(names.begin(), names.end(), run.name) != names.end()) out.push_back(&run);
    return out;
}

std::string slug(std::string s) {
    for (auto& c : s)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '-';
    return s;
}

// One recorded line: a role of a run.
struct Line {
    const RunRecord* run;
    std::string role;
};

// "queue" of a drive group counts every drive's I/Os; say so, as catalogue figures are per drive.
std::string scope_of(const std::string& metric, const RunRecord& run, const std::string& role) {
    if (metric != "queue") return "";
    const auto kind = kind_of(run, run.roles.at(role));
    return kind == Kind::DiskGroup ? "whole disk group" : kind == Kind::RaidGroup ? "whole RAID group" : "";
}

// Charts of `metric` over time for `lines`: those of runs that last about as long share a chart,
// a few at a time. With `by_run`, lines are named and coloured by their run and `role` (when not
// empty) goes to the title; else they are named by their entity.
void add_time_series(const ScenarioResult& r, const std::string& metric, std::vector<Line> lines,
                     const std::string& role, bool by_run, std::vector<ChartSpec>& out) {
    const MetricInfo info = metric_info(metric);
    const std::string scope = scope_of(metric, *lines.front().run, lines.front().role);
    // A one-minute run is unreadable on an hour's axis, and more than four lines tangle.
    std::stable_sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.run->recording->end() < b.run->recording->end(); });
    std::vector<std::vector<Line>> groups;
    for (const Line& l : lines) {
        const double len = std::max(1.0, l.run->recording->end());
        if (groups.empty() || groups.back().size() >= kLinesPerChart ||
            len > 3 * std::max(1.0, groups.back().front().run->recording->end()))
            groups.emplace_back();
        groups.back().push_back(l);
    }
    if (by_run)  // the legend in run order, as the bar charts list the runs
        for (auto& group : groups)
            std::stable_sort(group.begin(), group.end(), [&](const Line& a, const Line& b) { return run_color(r, a.run->name) < run_color(r, b.run->name); });
    for (size_t g = 0; g < groups.size(); ++g) {
        ChartSpec c;
        c.type = ChartType::TimeSeries;
        c.id = "timeline-" + slug(metric) + (role.empty() ? "" : "-" + slug(role)) +
               (groups.size() > 1 ? "-" + std::to_string(g + 1) : "");
        c.title = capitalized(info.label) + " over time" + (scope.empty() ? "" : ", " + scope) +
                  (role.empty() ? "" : ": " + role_name(r, role));
        if (groups.size() > 1) c.title += " (" + std::to_string(g + 1) + " of " + std::to_string(groups.size()) + ")";
        c.y = {info.label + (scope.empty() ? "" : ", " + scope), info.unit};
        if (metric.size() > 4 && metric.compare(metric.size() - 4, 4, "_pct") == 0) {
            c.y.min = 0;
            c.y.max = 100;
        }
        for (const Line& l : groups[g]) {
            SeriesSpec s{by_run ? l.run->name : role_name(*l.run, l.role), {{l.run->name, l.role, metric}}, {}};
            if (by_run) s.color = run_color(r, l.run->name);
            c.series.push_back(std::move(s));
        }
        const std::string of = by_run && role.empty() ? " of " + role_name(r, lines.front().role) : "";
        c.subtitle = "Bin means of the recorded " + info.label + of + (c.series.size() > 1 && by_run ? ", runs overlaid from their start" : "");
        out.push_back(std::move(c));
    }
}

}  // namespace

std::vector<ChartSpec> role_time_series(const ScenarioResult& r, const std::vector<std::string>& run_names) {
    const auto runs = selected(r, run_names);
    // metric -> (run, role) pairs that record it, in run and role order.
    std::map<std::string, std::vector<Line>> by_metric;
    std::vector<std::string> metric_order;
    for (const RunRecord* run : runs)
        for (const auto& [role, id] : run->roles) {
            const auto kind = kind_of(*run, id);
            if (!kind) continue;
            const auto& metrics = chart_metrics(*kind);
            // The kind's first two metrics the run recorded (a VM: IOPS and latency; an LU: IOPS
            // and consumed capacity; a RAID group: busy and queue).
            int taken = 0;
            for (const std::string& m : metrics)
                if (taken < 2 && records(*run, id, m)) {
                    if (!by_metric.count(m)) metric_order.push_back(m);
                    by_metric[m].push_back({run, role});
                    ++taken;
                }
        }
    std::vector<ChartSpec> out;
    for (const std::string& metric : metric_order) {
        const auto& lines = by_metric[metric];
        std::set<std::string> run_set;
        for (const Line& l : lines) run_set.insert(l.run->name);
        if (run_set.size() == 1) {  // one run: its roles share the charts
            add_time_series(r, metric, lines, "", false, out);
            continue;
        }
        // Several runs: a chart per role whose lines are the runs, so that each line takes its
        // run's colour and no run has two lines in one chart.
        std::vector<std::string> roles;
        for (const Line& l : lines)
            if (std::find(roles.begin(), roles.end(), l.role) == roles.end()) roles.push_back(l.role);
        for (const std::string& role : roles) {
            std::vector<Line> of_role;
            for (const Line& l : lines)
                if (l.role == role) of_role.push_back(l);
            add_time_series(r, metric, of_role, roles.size() > 1 ? role : "", true, out);
        }
    }
    return out;
}

std::vector<ChartSpec> utilization_charts(const ScenarioResult& r) {
    std::vector<ChartSpec> out;
    for (const std::string metric : {"busy_pct", "mp_pct"}) {
        std::vector<std::string> roles;  // categories, first appearance order
        for (const RunRecord& run : r.runs)
            for (const auto& [role, id] : run.roles)
                if (records(run, id, metric) && std::find(roles.begin(), roles.end(), role) == roles.end()) roles.push_back(role);
        if (roles.empty()) continue;
        if (roles.size() > kMaxCategories) roles.resize(kMaxCategories);
        ChartSpec c;
        c.type = ChartType::UtilizationBars;
        c.id = metric == "busy_pct" ? "drive-utilization" : "mp-utilization";
        const MetricInfo info = metric_info(metric);
        c.title = metric == "busy_pct" ? "Drive utilization per RAID / disk group" : "Controller MP utilization";
        c.subtitle = "Mean over each run";
        c.y = {info.label, "%", 0, 100};
        for (const std::string& role : roles) c.categories.push_back(role_name(r, role));
        for (const RunRecord& run : r.runs) {
            SeriesSpec s{run.name, {}, {}};
            s.color = run_color(r, run.name);
            bool any = false;
            for (const std::string& role : roles) {
                auto it = run.roles.find(role);
                const bool has = it != run.roles.end() && records(run, it->second, metric);
                any = any || has;
                s.sources.push_back(has ? SeriesSource{run.name, role, metric} : SeriesSource{run.name, role, ""});
            }
            if (any) c.series.push_back(std::move(s));
        }
        if (c.series.size() > kMaxSeries) c.series.resize(kMaxSeries);
        out.push_back(std::move(c));
    }
    return out;
}

std::vector<ChartSpec> latency_breakdown_charts(const ScenarioResult& r) {
    // Each hop keeps its palette colour whichever hops a chart has. "other" is the palette's
    // grey: at its place (the sixth colour, a vermilion) it read as the orange of "ports & links".
    struct Hop {
        std::string metric, label;
        int color;
    };
    static const std::vector<Hop> hops = {
        {"hop_ms.fixed", "host stack, front end & locks", 0}, {"hop_ms.ports", "ports & links", 1},
        {"hop_ms.controller", "controller", 2},              {"hop_ms.drives", "drives", 3},
        {"hop_ms.cache_wait", "write-cache wait", 4},         {"hop_ms.other", "other (CPU, NAS, throttling)", kPaletteGrey},
    };
    struct Bar {
        const RunRecord* run;
        std::string role;
    };
    std::vector<Bar> bars;
    std::set<std::string> run_names;
    for (const RunRecord& run : r.runs)
        for (const auto& [role, id] : run.roles) {
            const auto kind = kind_of(run, id);
            if (kind == Kind::Vm && records(run, id, "latency_ms")) {
                bars.push_back({&run, role});
                run_names.insert(run.name);
            }
        }
    if (bars.empty()) return {};
    if (bars.size() > kMaxCategories) bars.resize(kMaxCategories);
    ChartSpec c;
    c.type = ChartType::StackedBars;
    c.id = "latency-breakdown";
    c.title = "Response time per hop";
    c.subtitle = "Where each workload's I/O spends its time (mean over the run)";
    c.y = {"response time", "ms"};
    for (const Bar& b : bars) {
        const std::string entity = role_name(*b.run, b.role);
        c.categories.push_back(run_names.size() == 1 ? entity : b.run->name + ": " + entity);
    }
    for (const Hop& hop : hops) {
        const std::string& metric = hop.metric;
        SeriesSpec s{hop.label, {}, {}};
        s.color = hop.color;
        bool any = false;
        for (const Bar& b : bars) {
            s.sources.push_back({b.run->name, b.role, metric});
            const engine::Series* series = b.run->recording->find(b.run->roles.at(b.role), metric);
            any = any || (series && series->mean(0, b.run->recording->end()) > 1e-6);
        }
        if (any) c.series.push_back(std::move(s));
    }
    if (c.series.empty()) return {};
    return {c};
}

}  // namespace santwin::charts
