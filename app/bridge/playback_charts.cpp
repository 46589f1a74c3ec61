// PlaybackController's charts: the selected box's live charts and the scenario's default charts
// (the CLI's definitions), the playhead on them, their export, and the metrics table.
#include <QUrl>
#include <algorithm>

#include "bridge/playback_controller.h"
#include "bridge/project_controller.h"
#include "bridge/qt_text.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "export/chart_export.h"
#include "scenarios/catalogue.h"

using namespace santwin;

void PlaybackController::rebuildCharts() {
    charts_.clear();
    if (result_) {
        charts::ChartContext context;
        try {
            context = charts::scenario_context(*result_, parameters_);
        } catch (const std::exception&) {
            context.scenario = result_->id;  // not a built-in scenario: an operation on the project
            context.created = charts::now_iso8601();
        }
        const scenarios::RunRecord& run = result_->runs[static_cast<std::size_t>(run_)];
        const scenarios::RunRecord* other = compare_ >= 0 && compare_ != run_
                                                ? &result_->runs[static_cast<std::size_t>(compare_)]
                                                : nullptr;
        // Live charts of the selected node: the entities it shows that recorded each metric.
        const int node = project_->selectedNode();
        if (node >= 0 && project_->project()) {
            struct Family {
                const char* title;
                const char* unit;
                bool (*matches)(const std::string&);
            };
            static const Family families[] = {
                {"IOPS", "IOPS", [](const std::string& m) { return m == "iops"; }},
                {"Throughput", "MB/s", [](const std::string& m) { return m == "mbps"; }},
                {"Response time", "ms", [](const std::string& m) { return m == "latency_ms"; }},
                {"Utilization", "%", engine::is_utilization_metric},
            };
            const Topology& topo = project_->project()->topology;
            for (const Family& f : families) {
                std::vector<std::pair<double, engine::SeriesKey>> found;
                for (const auto& [key, series] : run.recording->all())
                    if (f.matches(key.metric) && project_->diagram().node_for(key.entity) == node &&
                        series.max() > 0)
                        found.push_back({series.max(), key});
                if (found.empty()) continue;
                std::sort(found.begin(), found.end(),
                          [](const auto& a, const auto& b) { return a.first > b.first; });
                if (found.size() > 4) found.resize(4);  // the busiest four (a NAS head's four ports)
                charts::ChartSpec spec;
                spec.id = "live-" + std::string(f.unit == std::string("%") ? "util" : f.title);
                spec.type = charts::ChartType::TimeSeries;
                spec.title = std::string(f.title) + " · " +
                             project_->diagram().nodes[static_cast<std::size_t>(node)].name;
                spec.x = {"time", charts::time_unit_for(run.recording->end())};
                spec.y = {f.title, f.unit};
                if (f.unit == std::string("%")) {
                    // Scaled to the run's peak (the compared run's too): a lightly loaded box
                    // is not a flat line at the bottom of 0-100%.
                    double peak = found.front().first;
                    for (const auto& entry : found) {
                        const engine::SeriesKey& key = entry.second;
                        if (other)
                            if (const auto* o = other->recording->find(key.entity, key.metric))
                                peak = std::max(peak, o->max());
                    }
                    spec.y.min = 0;
                    spec.y.max = charts::percent_axis_ceiling(peak);
                }
                std::vector<std::string> missing;  // in the compared run's configuration: none
                for (const auto& [peak, key] : found) {
                    const Entity* e = topo.find(key.entity);
                    const std::string who =
                        (e ? e->name : "#" + std::to_string(key.entity)) +
                        (f.unit == std::string("%") ? " " + playback::heat_label(key.metric) : "");
                    const std::string role = "#" + std::to_string(key.entity);
                    spec.series.push_back({who + (other ? " · " + run.name : ""),
                                           {{run.name, role, key.metric}},
                                           {}});
                    if (other && other->recording->find(key.entity, key.metric))
                        spec.series.push_back(
                            {who + " · " + other->name, {{other->name, role, key.metric}}, {}});
                    else if (other)
                        missing.push_back(who);
                }
                // Said, not just left out: the compared run ran on another configuration.
                if (!missing.empty()) {
                    std::string names;
                    for (const std::string& m : missing) names += (names.empty() ? "" : ", ") + m;
                    spec.subtitle = "Run '" + other->name + "' recorded nothing for " + names +
                                    " (its configuration differs or it was idle)";
                }
                try {
                    charts_.push_back(charts::resolve_chart(spec, *result_, context));
                } catch (const std::exception&) {
                    // An entity the compared run does not have: leave the chart out.
                }
            }
        }
        try {
            auto defaults =
                charts::resolve_charts(charts::default_charts(*result_), *result_, context);
            charts_.insert(charts_.end(), std::make_move_iterator(defaults.begin()),
                           std::make_move_iterator(defaults.end()));
        } catch (const std::exception&) {
            // An operation started from the diagram has no default charts: the live ones remain.
        }
    }
    emit chartsChanged();
}

QVariantList PlaybackController::metrics() const {
    QVariantList out;
    if (!result_) return out;
    const auto& cat = scenarios::Catalogue::builtin();
    const scenarios::ScenarioTarget* target = cat.find(result_->id);
    if (!target) return out;
    for (const scenarios::MetricTarget& m : target->metrics) {
        const auto it = result_->metrics.find(m.name);
        const scenarios::Judgement j = cat.judge(m, *result_);
        const char* verdict = j.verdict == scenarios::Verdict::Pass       ? "pass"
                              : j.verdict == scenarios::Verdict::Withheld ? "withheld"
                              : j.verdict == scenarios::Verdict::WhatIf   ? "what-if"
                              : j.verdict == scenarios::Verdict::Missing  ? "missing"
                                                                          : "fail";
        out.push_back(QVariantMap{
            {"name", qs(m.name)},
            {"unit", qs(m.unit)},
            {"value", it == result_->metrics.end() ? QString("—")
                                                   : qs(scenarios::format_metric(it->second))},
            {"published", qs(m.expectation())},
            {"verdict", QString(verdict)}});
    }
    return out;
}

QStringList PlaybackController::chartTitles() const {
    QStringList out;
    for (const auto& c : charts_) out << qs(c.spec.title);
    return out;
}

std::optional<charts::Chart> PlaybackController::chartAt(int index) const {
    if (index < 0 || index >= static_cast<int>(charts_.size())) return std::nullopt;
    charts::Chart c = charts_[static_cast<std::size_t>(index)];
    if (c.spec.type == charts::ChartType::TimeSeries && timeline_) {
        charts::ReferenceMark now;
        now.value = clock_.time() / charts::seconds_per(c.spec.x.unit);
        now.label = "playhead";
        now.kind = charts::MarkKind::Playhead;
        now.on_x_axis = true;
        c.spec.marks.push_back(now);
    }
    return c;
}

bool PlaybackController::exportChart(int index, const QString& pathOrUrl) {
    if (index < 0 || index >= static_cast<int>(charts_.size())) {
        setMessage(tr("There is no chart %1 to export.").arg(index));
        return false;
    }
    const charts::Chart& c = charts_[static_cast<std::size_t>(index)];
    const QString path = local_path(pathOrUrl);
    try {
        exporting::write_chart_file(c, ss(path));
    } catch (const std::exception& e) {
        setMessage(qs(e.what()));
        return false;
    }
    setMessage(tr("Exported %1").arg(path));
    return true;
}
