// PlaybackController's charts: the selected box's live charts and the scenario's default charts
// (the CLI's definitions), the playhead on them, their export, and the metrics table.
#include <QUrl>
#include <algorithm>

#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "export/chart_export.h"
#include "playback/live_charts.h"
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
        // Live charts of the selected box, or of the selected part folded into it (a port).
        if (project_->project()) {
            const playback::LiveRun this_run{run.name, run.recording.get()};
            const playback::LiveRun other_run{other ? other->name : std::string(),
                                              other ? other->recording.get() : nullptr};
            for (const charts::ChartSpec& spec : playback::live_chart_specs(
                     project_->diagram(), project_->project()->topology, project_->selectedNode(),
                     static_cast<Id>(project_->selectedId()), this_run, other ? &other_run : nullptr)) {
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
                              : j.verdict == scenarios::Verdict::Disputed ? "disputed"
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
