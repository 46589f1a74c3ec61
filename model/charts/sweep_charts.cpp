#include "charts/sweep_charts.h"

#include <algorithm>
#include <cmath>
#include <functional>
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

// Numbers inside names compare as numbers: "dg24" < "dg48" < "dg144".
bool natural_less(const std::string& a, const std::string& b) {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const bool da = std::isdigit(static_cast<unsigned char>(a[i])), db = std::isdigit(static_cast<unsigned char>(b[j]));
        if (da && db) {
            std::size_t ei = i, ej = j;
            while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei]))) ++ei;
            while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej]))) ++ej;
            const double x = std::stod(a.substr(i, ei - i)), y = std::stod(b.substr(j, ej - j));
            if (x != y) return x < y;
            i = ei;
            j = ej;
        } else {
            if (a[i] != b[j]) return a[i] < b[j];
            ++i;
            ++j;
        }
    }
    return a.size() - i < b.size() - j;
}

bool same_values(const std::vector<double>& a, const std::vector<double>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (std::isnan(a[i]) != std::isnan(b[i])) return false;
        if (!std::isnan(a[i]) && std::abs(a[i] - b[i]) > 1e-9 * std::max(1.0, std::abs(a[i]))) return false;
    }
    return true;
}

// Series whose values are the same at every point (two VMs on identical halves of a pool) would
// draw one line over the other: they become one series naming them all ("VM1 = VM5").
void merge_identical(std::vector<SeriesSpec>& series) {
    std::vector<SeriesSpec> merged;
    for (SeriesSpec& s : series) {
        auto same = std::find_if(merged.begin(), merged.end(), [&](const SeriesSpec& m) { return same_values(m.values, s.values); });
        if (same == merged.end()) merged.push_back(std::move(s));
        else same->label += " = " + s.label;
    }
    series = std::move(merged);
}

// `series` over charts of at most kPerChart made by `make` (which sets everything but the
// series); a group spread over several charts numbers them and carries its colours on.
void split_into_charts(std::vector<SeriesSpec> series, const std::vector<ReferenceMark>& marks,
                       const std::function<ChartSpec()>& make, std::vector<ChartSpec>& out) {
    const size_t parts = (series.size() + kPerChart - 1) / kPerChart;
    for (size_t part = 0; part < parts; ++part) {
        ChartSpec c = make();
        const size_t first = part * kPerChart, last = std::min(series.size(), first + kPerChart);
        if (parts > 1) {
            c.id += "-" + std::to_string(part + 1);
            c.title += " (" + std::to_string(part + 1) + " of " + std::to_string(parts) + ")";
        }
        c.first_color = static_cast<int>(first);
        for (size_t i = first; i < last; ++i) c.series.push_back(std::move(series[i]));
        for (ReferenceMark m : marks)
            if (m.series >= static_cast<int>(first) && m.series < static_cast<int>(last)) {
                m.series -= static_cast<int>(first);
                c.marks.push_back(m);
            }
        out.push_back(std::move(c));
    }
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
    // A metric's qualifier ("dg24" of "iops.dg24") keeps one colour in every chart of the sweep.
    std::vector<std::string> qualifiers;
    for (auto& [unit, metrics] : by_unit) {
        std::sort(metrics.begin(), metrics.end(), natural_less);
        for (const std::string& m : metrics) qualifiers.push_back(split_metric(m).second);
    }
    std::sort(qualifiers.begin(), qualifiers.end(), natural_less);
    qualifiers.erase(std::unique(qualifiers.begin(), qualifiers.end()), qualifiers.end());
    for (const auto& [unit, metrics] : by_unit) {
        std::set<std::string> families;
        for (const std::string& m : metrics) families.insert(split_metric(m).first);
        const bool one_family = families.size() == 1;
        std::vector<SeriesSpec> series;
        std::vector<ReferenceMark> marks;
        for (const std::string& metric : metrics) {
            const auto [family, rest] = split_metric(metric);
            SeriesSpec s{one_family && !rest.empty() ? humanize(rest) : humanize(metric), {}, {}};
            if (one_family && !rest.empty())
                s.color = static_cast<int>(std::find(qualifiers.begin(), qualifiers.end(), rest) - qualifiers.begin());
            for (const SweepPoint& p : points) s.values.push_back(std::get<double>(p.result.metrics.at(metric)));
            ReferenceMark m;
            if (default_index >= 0 && published_mark(scenario, metric, m)) {
                m.category = default_index;
                m.series = static_cast<int>(series.size());
                marks.push_back(m);
            }
            series.push_back(std::move(s));
        }
        const std::string what = one_family ? metric_info(*families.begin()).label : "metrics in " + (unit.empty() ? std::string("units") : unit);
        split_into_charts(std::move(series), marks, [&, &unit = unit] {
            ChartSpec c = sweep_base(parameter, points);
            c.id = "sweep-" + slug(parameter) + "-" + slug(one_family ? *families.begin() : unit.empty() ? "value" : unit);
            c.title = capitalized(what) + " vs " + humanize(parameter);
            c.subtitle = "One run of " + scenario + " per value" +
                         (default_index >= 0 ? "; dashed: the paper's figure at its own setting (" + default_value + ")" : "");
            c.y = {one_family ? metric_info(*families.begin()).label : "value", unit};
            return c;
        }, out);
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
        for (const auto& [metric, roles] : roles_by_metric) {
            const MetricInfo info = metric_info(metric);
            std::vector<SeriesSpec> series;
            for (const std::string& role : roles) {
                SeriesSpec s{role, {}, {}};
                for (const SweepPoint& p : points) {
                    const auto& run = p.result.runs.front();
                    auto it = run.roles.find(role);
                    s.values.push_back(it == run.roles.end() ? kNaN
                                                             : run.recording->series(it->second, metric).mean(0, run.recording->end()));
                }
                series.push_back(std::move(s));
            }
            merge_identical(series);
            split_into_charts(std::move(series), {}, [&, &metric = metric] {
                ChartSpec c = sweep_base(parameter, points);
                c.id = "sweep-" + slug(parameter) + "-role-" + slug(metric);
                c.title = capitalized(info.label) + " per entity vs " + humanize(parameter);
                c.subtitle = "Mean over each run; a missing point: the entity is not part of that configuration; "
                             "'A = B': the same at every value; dashed: on top of another line";
                c.y = {info.label, info.unit};
                if (info.unit == "%") c.y.min = 0, c.y.max = 100;
                return c;
            }, out);
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
