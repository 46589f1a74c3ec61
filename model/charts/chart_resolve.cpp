#include "charts/chart_resolve.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <ctime>

namespace santwin::charts {

namespace {

using scenarios::RunRecord;
using scenarios::ScenarioResult;

struct Located {
    const RunRecord* run = nullptr;
    Id entity = kNoId;
    double from = 0, to = 0;
};

Located locate(const ChartSpec& spec, const ScenarioResult& result, const SeriesSource& s) {
    Located l;
    l.run = find_run(result, s.run);
    if (!l.run)
        throw ChartError("chart '" + spec.id + "' needs run '" + s.run + "', which scenario '" + result.id +
                         "' did not record (it has " + std::to_string(result.runs.size()) + " runs)");
    l.entity = role_entity(*l.run, s.role);
    if (l.entity == kNoId)
        throw ChartError("chart '" + spec.id + "': run '" + l.run->name + "' has no role '" + s.role + "'");
    l.from = s.from_s;
    l.to = s.to_s < 0 ? l.run->recording->end() : s.to_s;
    return l;
}

double aggregate(const engine::Series& series, const SeriesSource& s, double from, double to) {
    switch (s.aggregate) {
        case Aggregate::Mean: return series.mean(from, to);
        case Aggregate::Last: return series.at(to);
        case Aggregate::Max: {
            double m = series.at(from);
            for (size_t i = 0; i < series.t.size(); ++i)
                if (series.t[i] >= from && series.t[i] < to) m = std::max(m, series.v[i]);
            return m;
        }
    }
    return kNaN;
}

// A bin width giving at most ~240 points: round steps people read easily.
double auto_bin(double span) {
    for (double step : {1.0, 5.0, 10.0, 30.0, 60.0, 300.0, 600.0, 1800.0, 3600.0})
        if (span / step <= 240) return step;
    return 7200;
}

void resolve_time_series(Chart& c, const ScenarioResult& result) {
    ChartSpec& spec = c.spec;
    std::vector<Located> where;
    double from = INFINITY, to = -INFINITY;
    for (const SeriesSpec& s : spec.series) {
        if (s.sources.size() != 1)
            throw ChartError("time-series chart '" + spec.id + "': series '" + s.label + "' needs exactly one source");
        where.push_back(locate(spec, result, s.sources[0]));
        from = std::min(from, where.back().from);
        to = std::max(to, where.back().to);
    }
    if (where.empty() || !(to > from)) throw ChartError("time-series chart '" + spec.id + "' has nothing to draw");
    if (spec.x.unit.empty()) spec.x.unit = time_unit_for(to - from);
    if (spec.x.label.empty()) spec.x.label = "time";
    const double unit_s = seconds_per(spec.x.unit);
    if (spec.bin_s <= 0) spec.bin_s = auto_bin(to - from);
    const double bin = spec.bin_s;
    for (double t = from; t < to - 1e-9; t += bin) c.x.push_back(t / unit_s);
    for (size_t i = 0; i < spec.series.size(); ++i) {
        const SeriesSource& src = spec.series[i].sources[0];
        const Located& l = where[i];
        const engine::Series& series = l.run->recording->series(l.entity, src.metric);
        std::vector<double>& out = spec.series[i].values;
        out.clear();
        for (double x : c.x) {
            const double t = x * unit_s;
            if (t < l.from - 1e-9 || t >= l.to - 1e-9) {
                out.push_back(kNaN);
                continue;
            }
            out.push_back(src.scale * series.mean(t, std::min(l.to, t + bin)));
        }
    }
    for (const Located& l : where)
        if (std::find(c.context.runs.begin(), c.context.runs.end(), l.run->name) == c.context.runs.end())
            c.context.runs.push_back(l.run->name);
}

void resolve_categorical(Chart& c, const ScenarioResult& result) {
    ChartSpec& spec = c.spec;
    const size_t n = spec.categories.size();
    for (SeriesSpec& s : spec.series) {
        if (s.sources.empty()) {
            if (s.values.size() != n)
                throw ChartError("chart '" + spec.id + "': series '" + s.label + "' has " +
                                 std::to_string(s.values.size()) + " values for " + std::to_string(n) + " categories");
            continue;
        }
        if (s.sources.size() != n)
            throw ChartError("chart '" + spec.id + "': series '" + s.label + "' has " + std::to_string(s.sources.size()) +
                             " sources for " + std::to_string(n) + " categories");
        s.values.clear();
        for (const SeriesSource& src : s.sources) {
            if (src.metric.empty()) {  // a gap: this series has no bar in this category
                s.values.push_back(kNaN);
                continue;
            }
            const Located l = locate(spec, result, src);
            s.values.push_back(src.scale * aggregate(l.run->recording->series(l.entity, src.metric), src, l.from, l.to));
            if (std::find(c.context.runs.begin(), c.context.runs.end(), l.run->name) == c.context.runs.end())
                c.context.runs.push_back(l.run->name);
        }
    }
    // A sweep over numbers keeps the numbers, so the x axis can be to scale.
    if (spec.type == ChartType::Sweep) {
        std::vector<double> xs;
        for (const std::string& cat : spec.categories) {
            try {
                size_t used = 0;
                const double v = std::stod(cat, &used);
                if (used != cat.size()) break;
                xs.push_back(v);
            } catch (const std::exception&) {
                break;
            }
        }
        if (xs.size() == n) c.x = xs;
    }
}

}  // namespace

const RunRecord* find_run(const ScenarioResult& result, const std::string& name) {
    if (name.empty()) return result.runs.empty() ? nullptr : &result.runs.front();
    for (const RunRecord& r : result.runs)
        if (r.name == name) return &r;
    return nullptr;
}

Id role_entity(const RunRecord& run, const std::string& role) {
    if (!role.empty() && role[0] == '#') {
        try {
            const Id id = std::stoull(role.substr(1));
            return run.project && run.project->topology.contains(id) ? id : kNoId;
        } catch (const std::exception&) {
            return kNoId;
        }
    }
    auto it = run.roles.find(role);
    return it == run.roles.end() ? kNoId : it->second;
}

std::string time_unit_for(double seconds) {
    if (seconds < 600) return "s";
    if (seconds < 3 * 3600) return "min";
    return "h";
}

double seconds_per(const std::string& unit) {
    if (unit == "min") return 60;
    if (unit == "h") return 3600;
    return 1;
}

std::string now_iso8601() {
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

ChartContext scenario_context(const ScenarioResult& result, const std::map<std::string, std::string>& parameters) {
    ChartContext c;
    c.scenario = result.id;
    if (const scenarios::Scenario* s = scenarios::find_scenario(result.id)) {
        c.lab = s->info.lab;
        c.scenario_title = s->info.title;
    }
    c.parameters = parameters;
    c.engine_version = SANTWIN_VERSION;
    c.created = now_iso8601();
    return c;
}

std::vector<Chart> resolve_charts(const std::vector<ChartSpec>& specs, const ScenarioResult& result,
                                  const ChartContext& context, std::vector<std::string>* skipped) {
    std::vector<Chart> out;
    for (const ChartSpec& spec : specs) {
        try {
            out.push_back(resolve_chart(spec, result, context));
        } catch (const ChartError& e) {
            if (skipped) skipped->push_back(spec.id + ": " + e.what());
        }
    }
    return out;
}

Chart resolve_chart(const ChartSpec& spec, const ScenarioResult& result, ChartContext context) {
    Chart c;
    c.spec = spec;
    c.context = std::move(context);
    if (c.context.scenario.empty()) c.context.scenario = result.id;
    // The runs named in the caption: those the chart's sources read; for charts of computed
    // values, the runs the caller named, else every run of the result (its metrics come from them).
    const std::vector<std::string> given = c.context.runs;
    c.context.runs.clear();
    if (spec.type == ChartType::TimeSeries) resolve_time_series(c, result);
    else resolve_categorical(c, result);
    if (c.context.runs.empty()) {
        c.context.runs = given;
        if (given.empty())
            for (const auto& r : result.runs) c.context.runs.push_back(r.name);
    }
    return c;
}

}  // namespace santwin::charts
