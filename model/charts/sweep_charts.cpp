#include "charts/sweep_charts.h"

#include <algorithm>
#include <map>
#include <set>

#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "charts/metric_info.h"

namespace santwin::charts {

namespace {
constexpr size_t kPerChart = 6;

std::string unit_of(const std::string& scenario, const std::string& metric) {
    if (const auto* t = scenarios::Catalogue::builtin().find(scenario))
        for (const auto& m : t->metrics)
            if (m.name == metric && !m.unit.empty()) return m.unit;
    return metric_info(split_metric(metric).first).unit;
}

ChartSpec sweep_base(const std::string& parameter, const std::vector<SweepPoint>& points) {
    ChartSpec c;
    c.type = ChartType::Sweep;
    c.x = {humanize(parameter), ""};
    for (const SweepPoint& p : points) c.categories.push_back(p.value);
    return c;
}

// "met_count" -> "met-count", "%" -> "pct": file-name-safe pieces of a chart id.
std::string slug(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += c;
        else if (c == '%')
            out += "pct";
        else if (out.empty() || out.back() != '-')
            out += '-';
    }
    while (!out.empty() && out.back() == '-') out.pop_back();
    return out.empty() ? "value" : out;
}
}  // namespace

std::vector<ChartSpec> sweep_charts(const std::string& scenario, const std::string& parameter,
                                    const std::vector<SweepPoint>& points, const std::string& default_value) {
    std::vector<ChartSpec> out;
    if (points.empty()) return out;
    int default_index = -1;
    for (size_t i = 0; i < points.size(); ++i)
        if (points[i].value == default_value) default_index = static_cast<int>(i);

    // Metrics every point reports as numbers, by unit.
    std::map<std::string, std::vector<std::string>> by_unit;
    for (const auto& [name, v] : points.front().result.metrics) {
        bool everywhere = true;
        for (const SweepPoint& p : points) {
            auto it = p.result.metrics.find(name);
            everywhere = everywhere && it != p.result.metrics.end() && std::holds_alternative<double>(it->second);
        }
        if (everywhere) by_unit[unit_of(scenario, name)].push_back(name);
    }
    for (const auto& [unit, metrics] : by_unit)
        for (size_t first = 0; first < metrics.size(); first += kPerChart) {
            ChartSpec c = sweep_base(parameter, points);
            const size_t last = std::min(metrics.size(), first + kPerChart);
            std::set<std::string> families;
            for (size_t i = first; i < last; ++i) families.insert(split_metric(metrics[i]).first);
            const std::string what = families.size() == 1 ? metric_info(*families.begin()).label : "metrics in " + (unit.empty() ? std::string("units") : unit);
            c.id = "sweep-" + slug(parameter) + "-" + slug(families.size() == 1 ? *families.begin() : unit.empty() ? "value" : unit) +
                   (first ? "-" + std::to_string(first / kPerChart + 1) : "");
            c.title = capitalized(what) + " vs " + humanize(parameter);
            c.subtitle = "One run of " + scenario + " per value" +
                         (default_index >= 0 ? "; dashed: the paper's figure at its own setting (" + default_value + ")" : "");
            c.y = {families.size() == 1 ? metric_info(*families.begin()).label : "value", unit};
            for (size_t i = first; i < last; ++i) {
                const auto [family, rest] = split_metric(metrics[i]);
                SeriesSpec s{families.size() == 1 && !rest.empty() ? humanize(rest) : humanize(metrics[i]), {}, {}};
                for (const SweepPoint& p : points) s.values.push_back(std::get<double>(p.result.metrics.at(metrics[i])));
                ReferenceMark m;
                if (default_index >= 0 && published_mark(scenario, metrics[i], m)) {
                    m.category = default_index;
                    m.series = static_cast<int>(c.series.size());
                    c.marks.push_back(m);
                }
                c.series.push_back(std::move(s));
            }
            out.push_back(std::move(c));
        }

    // One run per point: each role's main metric over the values.
    const bool single_runs = std::all_of(points.begin(), points.end(), [](const SweepPoint& p) { return p.result.runs.size() == 1; });
    if (single_runs) {
        std::map<std::string, std::vector<std::string>> roles_by_metric;  // metric -> roles, first seen order
        for (const SweepPoint& p : points) {
            const auto& run = p.result.runs.front();
            for (const auto& [role, id] : run.roles) {
                const Entity* e = run.project ? run.project->topology.find(id) : nullptr;
                if (!e || chart_metrics(e->kind).empty()) continue;
                auto& roles = roles_by_metric[chart_metrics(e->kind).front()];
                if (std::find(roles.begin(), roles.end(), role) == roles.end()) roles.push_back(role);
            }
        }
        for (const auto& [metric, roles] : roles_by_metric)
            for (size_t first = 0; first < roles.size(); first += kPerChart) {
                ChartSpec c = sweep_base(parameter, points);
                const MetricInfo info = metric_info(metric);
                c.id = "sweep-" + slug(parameter) + "-role-" + slug(metric) + (first ? "-" + std::to_string(first / kPerChart + 1) : "");
                c.title = capitalized(info.label) + " per entity vs " + humanize(parameter);
                c.subtitle = "Mean over each run; a missing point: the entity is not part of that configuration";
                c.y = {info.label, info.unit};
                if (info.unit == "%") c.y.min = 0, c.y.max = 100;
                for (size_t i = first; i < std::min(roles.size(), first + kPerChart); ++i) {
                    SeriesSpec s{roles[i], {}, {}};
                    for (const SweepPoint& p : points) {
                        const auto& run = p.result.runs.front();
                        auto it = run.roles.find(roles[i]);
                        s.values.push_back(it == run.roles.end() ? kNaN
                                                                 : run.recording->series(it->second, metric).mean(0, run.recording->end()));
                    }
                    c.series.push_back(std::move(s));
                }
                out.push_back(std::move(c));
            }
    }
    return out;
}

std::vector<Chart> resolve_sweep(const scenarios::SweepRequest& request, const std::vector<SweepPoint>& points) {
    const scenarios::Scenario* s = scenarios::find_scenario(request.scenario);
    std::string default_value;
    if (s)
        for (const auto& p : s->parameters)
            if (p.name == request.parameter) default_value = p.default_value;
    const auto specs = sweep_charts(request.scenario, request.parameter, points, default_value);
    ChartContext ctx = scenario_context(points.front().result, request.held);
    std::string swept;
    for (const auto& p : points) swept += (swept.empty() ? "" : ",") + p.value;
    ctx.parameters[request.parameter] = swept;
    for (const auto& p : points) ctx.runs.push_back(request.parameter + "=" + p.value);
    // Sweep charts hold computed values: they resolve against any one of the results.
    return resolve_charts(specs, points.front().result, ctx);
}

}  // namespace santwin::charts
