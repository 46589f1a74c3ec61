#include "bridge/playback_controller.h"

#include <QJSEngine>
#include <QQmlEngine>
#include <QPointer>
#include <QUrl>
#include <algorithm>
#include <cmath>

#include "bridge/project_controller.h"
#include "bridge/qt_text.h"
#include "charts/chart_resolve.h"
#include "charts/default_charts.h"
#include "export/chart_export.h"
#include "scenarios/catalogue.h"
#include "scenarios/saved_runs.h"
#include "store/project_file.h"

using namespace santwin;

namespace {
QPointer<PlaybackController> g_playback;

// The wall-clock step of the playback timer: about 60 frames a second.
constexpr int kFrameMs = 16;
// An event flashes its node for this long on screen, whatever the speed.
constexpr double kFlashWallSeconds = 0.6;

QString local_path(const QString& pathOrUrl) {
    const QUrl url(pathOrUrl);
    return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}
}  // namespace

PlaybackController::PlaybackController(QObject* parent) : QObject(parent) {
    if (!g_playback) g_playback = this;
    timer_.setInterval(kFrameMs);
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &PlaybackController::tick);
    project_ = ProjectController::create(nullptr, nullptr);
    connect(project_, &ProjectController::projectChanged, this, &PlaybackController::onProjectChanged);
    connect(project_, &ProjectController::selectionChanged, this, &PlaybackController::rebuildCharts);
}

PlaybackController::~PlaybackController() = default;

PlaybackController* PlaybackController::create(QQmlEngine* qml, QJSEngine*) {
    if (!g_playback) g_playback = new PlaybackController(qml);
    QJSEngine::setObjectOwnership(g_playback, QJSEngine::CppOwnership);
    return g_playback;
}

PlaybackController* PlaybackController::instance() { return create(nullptr, nullptr); }

void PlaybackController::load(scenarios::ScenarioResult result, std::map<std::string, std::string> parameters,
                              bool keep_project) {
    pause();
    if (result.runs.empty()) {
        setMessage(tr("Scenario %1 recorded no runs: nothing to play.").arg(qs(result.id)));
        return;
    }
    result_ = std::move(result);
    parameters_ = std::move(parameters);
    run_ = 0;
    compare_ = -1;
    if (!keep_project && result_->runs.front().project) {
        showing_run_ = true;
        project_->showProject(std::make_unique<Project>(*result_->runs.front().project));
        showing_run_ = false;
    }
    rebuildRun();
}

void PlaybackController::unload() {
    pause();
    result_.reset();
    frame_.reset();
    timeline_.reset();
    clock_ = playback::PlaybackClock(0);
    markers_.clear();
    events_.setEvents({}, nullptr);
    charts_.clear();
    emit runChanged();
    emit chartsChanged();
    emit timeChanged();
    emit frameChanged();
}

void PlaybackController::onProjectChanged() {
    if (showing_run_) return;
    // Another project was opened: play the runs it keeps, if any.
    const Project* p = project_->project();
    const auto kept = p ? scenarios::kept_scenarios(*p) : std::vector<std::string>{};
    if (kept.empty()) {
        unload();
        return;
    }
    try {
        load(scenarios::kept_result(*p, kept.front()), scenarios::kept_parameters(*p, kept.front()), true);
    } catch (const std::exception& e) {
        unload();
        setMessage(tr("The project's runs cannot be played: %1").arg(qs(e.what())));
    }
}

void PlaybackController::rebuildRun() {
    const scenarios::RunRecord& run = result_->runs[static_cast<std::size_t>(run_)];
    const double speed = clock_.speed();
    const bool loop = clock_.loop();
    timeline_ = std::make_unique<playback::Timeline>(*run.recording);
    clock_ = playback::PlaybackClock(timeline_->end());
    clock_.set_speed(speed);
    clock_.set_loop(loop);
    const Project* p = project_->project();
    frame_.reset();
    if (p) frame_ = std::make_unique<playback::DiagramFrame>(project_->diagram(), p->topology, *run.recording);
    // Markers: events of one kind on one entity close together are one marker (path thrashing
    // can log thousands of ownership changes).
    markers_.clear();
    std::vector<engine::Event> evs = run.recording->events();
    std::stable_sort(evs.begin(), evs.end(), [](const auto& a, const auto& b) { return a.t < b.t; });
    const double merge = timeline_->end() / 400.0;
    std::map<std::pair<std::string, Id>, int> last;  // -> index in markers_
    for (const engine::Event& e : evs) {
        const auto key = std::make_pair(e.kind, e.entity);
        auto it = last.find(key);
        if (it != last.end()) {
            QVariantMap m = markers_[it->second].toMap();
            if (e.t - m["last"].toDouble() <= merge) {
                m["count"] = m["count"].toInt() + 1;
                m["last"] = e.t;
                markers_[it->second] = m;
                continue;
            }
        }
        QVariantMap m{{"t", e.t},           {"last", e.t},   {"kind", qs(e.kind)},
                      {"detail", qs(e.detail)}, {"entity", static_cast<qint64>(e.entity)}, {"count", 1}};
        last[key] = static_cast<int>(markers_.size());
        markers_.push_back(m);
    }
    events_.setEvents(run.recording->events(), p ? &p->topology : nullptr);
    emit runChanged();
    emit speedChanged();
    emit loopChanged();
    rebuildCharts();
    refresh();
}

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
        const scenarios::RunRecord* other =
            compare_ >= 0 && compare_ != run_ ? &result_->runs[static_cast<std::size_t>(compare_)] : nullptr;
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
                {"Utilization", "%",
                 [](const std::string& m) {
                     return m.size() > 4 && m.ends_with("_pct") && m != "read_hit_pct";
                 }},
            };
            const Topology& topo = project_->project()->topology;
            for (const Family& f : families) {
                std::vector<std::pair<double, engine::SeriesKey>> found;
                for (const auto& [key, series] : run.recording->all())
                    if (f.matches(key.metric) && project_->diagram().node_for(key.entity) == node &&
                        series.max() > 0)
                        found.push_back({series.max(), key});
                if (found.empty()) continue;
                std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
                if (found.size() > 3) found.resize(3);
                charts::ChartSpec spec;
                spec.id = "live-" + std::string(f.unit == std::string("%") ? "util" : f.title);
                spec.type = charts::ChartType::TimeSeries;
                spec.title = std::string(f.title) + " · " + project_->diagram().nodes[static_cast<std::size_t>(node)].name;
                spec.x = {"time", charts::time_unit_for(timeline_->end())};
                spec.y = {f.title, f.unit};
                if (f.unit == std::string("%")) spec.y.min = 0, spec.y.max = 100;
                for (const auto& [peak, key] : found) {
                    const Entity* e = topo.find(key.entity);
                    const std::string who = (e ? e->name : "#" + std::to_string(key.entity)) +
                                            (f.unit == std::string("%") ? " " + playback::heat_label(key.metric) : "");
                    const std::string role = "#" + std::to_string(key.entity);
                    spec.series.push_back({who + (other ? " · " + run.name : ""), {{run.name, role, key.metric}}, {}});
                    if (other && other->recording->find(key.entity, key.metric))
                        spec.series.push_back({who + " · " + other->name, {{other->name, role, key.metric}}, {}});
                }
                try {
                    charts_.push_back(charts::resolve_chart(spec, *result_, context));
                } catch (const std::exception&) {
                    // An entity the compared run does not have: leave the chart out.
                }
            }
        }
        try {
            auto defaults = charts::resolve_charts(charts::default_charts(*result_), *result_, context);
            charts_.insert(charts_.end(), std::make_move_iterator(defaults.begin()), std::make_move_iterator(defaults.end()));
        } catch (const std::exception&) {
            // An operation started from the diagram has no default charts: the live ones remain.
        }
    }
    emit chartsChanged();
}

void PlaybackController::refresh() {
    if (frame_) frame_->update(clock_.time(), std::max(1.0, clock_.speed() * kFlashWallSeconds));
    events_.setTime(clock_.time());
    emit timeChanged();
    emit frameChanged();
}

void PlaybackController::tick() {
    const double wall = wall_.restart() / 1000.0;
    advance(wall);
}

void PlaybackController::advance(double wallSeconds) {
    if (!clock_.playing()) return;
    phase_ += wallSeconds;
    clock_.advance(wallSeconds);
    refresh();
    if (!clock_.playing()) {
        timer_.stop();
        emit playingChanged();
    }
}

void PlaybackController::play() {
    if (!timeline_) return;
    if (clock_.time() >= clock_.end() && !clock_.loop()) clock_.seek(0);
    clock_.play();
    if (!clock_.playing()) return;
    wall_.restart();
    timer_.start();
    emit playingChanged();
}

void PlaybackController::pause() {
    timer_.stop();
    if (!clock_.playing()) return;
    clock_.pause();
    emit playingChanged();
}

void PlaybackController::togglePlay() { playing() ? pause() : play(); }

void PlaybackController::step(double seconds) {
    pause();
    clock_.step(seconds);
    refresh();
}

void PlaybackController::seek(double t) {
    clock_.seek(t);
    refresh();
}

void PlaybackController::nextMarker() {
    if (timeline_) seek(timeline_->next_event_after(clock_.time()));
}

void PlaybackController::previousMarker() {
    if (timeline_) seek(timeline_->previous_event_before(clock_.time()));
}

void PlaybackController::setSpeed(double speed) {
    const double before = clock_.speed();
    clock_.set_speed(speed);
    if (clock_.speed() != before) emit speedChanged();
}

void PlaybackController::setLoop(bool on) {
    if (clock_.loop() == on) return;
    clock_.set_loop(on);
    emit loopChanged();
}

void PlaybackController::setRunIndex(int index) {
    if (!result_ || index < 0 || index >= static_cast<int>(result_->runs.size()) || index == run_) return;
    pause();
    run_ = index;
    const auto& run = result_->runs[static_cast<std::size_t>(index)];
    // Runs of one scenario may differ in configuration (more VMs, another RAID layout).
    if (run.project && project_->project() && !(run.project->topology == project_->project()->topology)) {
        showing_run_ = true;
        project_->showProject(std::make_unique<Project>(*run.project));
        showing_run_ = false;
    }
    const double t = clock_.time();
    rebuildRun();
    seek(t);
}

void PlaybackController::setCompareIndex(int index) {
    if (compare_ == index) return;
    compare_ = index;
    rebuildCharts();
}

QString PlaybackController::scenarioId() const { return result_ ? qs(result_->id) : QString(); }

QStringList PlaybackController::runNames() const {
    QStringList out;
    if (result_)
        for (const auto& r : result_->runs) out << qs(r.name);
    return out;
}

QVariantList PlaybackController::metrics() const {
    QVariantList out;
    if (!result_) return out;
    const auto& cat = scenarios::Catalogue::builtin();
    const scenarios::ScenarioTarget* target = cat.find(result_->id);
    if (!target) return out;
    for (const scenarios::MetricTarget& m : target->metrics) {
        const auto it = result_->metrics.find(m.name);
        const scenarios::Judgement j = cat.judge(m, result_->metrics);
        const char* verdict = j.verdict == scenarios::Verdict::Pass       ? "pass"
                              : j.verdict == scenarios::Verdict::Withheld ? "withheld"
                              : j.verdict == scenarios::Verdict::Missing  ? "missing"
                                                                          : "fail";
        out.push_back(QVariantMap{{"name", qs(m.name)},
                                  {"unit", qs(m.unit)},
                                  {"value", it == result_->metrics.end() ? QString("—") : qs(scenarios::format_metric(it->second))},
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

double PlaybackController::nodeHeat(int index) const {
    if (!frame_ || index < 0 || index >= static_cast<int>(frame_->nodes().size())) return -1;
    return frame_->nodes()[static_cast<std::size_t>(index)].heat;
}

double PlaybackController::nodeFill(int index) const {
    if (!frame_ || index < 0 || index >= static_cast<int>(frame_->nodes().size())) return -1;
    return frame_->nodes()[static_cast<std::size_t>(index)].fill;
}

QString PlaybackController::nodeFigure(int index) const {
    if (!frame_ || index < 0 || index >= static_cast<int>(frame_->nodes().size())) return {};
    return qs(frame_->nodes()[static_cast<std::size_t>(index)].figure);
}

bool PlaybackController::nodeFlash(int index) const {
    if (!frame_ || index < 0 || index >= static_cast<int>(frame_->nodes().size())) return false;
    return frame_->nodes()[static_cast<std::size_t>(index)].flash;
}

const std::vector<playback::EdgeFlow>* PlaybackController::edgeFlows() const {
    return frame_ ? &frame_->edges() : nullptr;
}

std::optional<charts::Chart> PlaybackController::chartAt(int index) const {
    if (index < 0 || index >= static_cast<int>(charts_.size())) return std::nullopt;
    charts::Chart c = charts_[static_cast<std::size_t>(index)];
    if (c.spec.type == charts::ChartType::TimeSeries && timeline_) {
        charts::ReferenceMark now;
        now.value = clock_.time() / charts::seconds_per(c.spec.x.unit);
        now.label = "playhead";
        now.kind = charts::MarkKind::Requirement;
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
    const QString suffix = path.section('.', -1).toLower();
    try {
        if (suffix == "png")
            exporting::write_png(c, ss(path), QSize(1600, 1000), 192);
        else if (suffix == "svg")
            exporting::write_svg(c, ss(path));
        else if (suffix == "pdf")
            exporting::write_pdf(c, ss(path));
        else if (suffix == "csv")
            exporting::write_csv(c, ss(path));
        else {
            setMessage(tr("Cannot export to %1: end the file name in .png, .svg, .pdf or .csv.").arg(path));
            return false;
        }
    } catch (const std::exception& e) {
        setMessage(qs(e.what()));
        return false;
    }
    setMessage(tr("Exported %1").arg(path));
    return true;
}

bool PlaybackController::saveRuns(const QString& pathOrUrl) {
    if (!result_ || !project_->project()) {
        setMessage(tr("Nothing to save: run or open a scenario first."));
        return false;
    }
    const QString path = local_path(pathOrUrl);
    try {
        Project copy = *project_->project();
        scenarios::keep_runs(copy, *result_, scenarios::ScenarioParams(parameters_), charts::now_iso8601());
        store::save_project(copy, ss(path));
    } catch (const std::exception& e) {
        setMessage(tr("Could not save %1: %2").arg(path, qs(e.what())));
        return false;
    }
    setMessage(tr("Saved %1 run(s) of %2 in %3").arg(result_->runs.size()).arg(qs(result_->id), path));
    return true;
}

QString PlaybackController::formatTime(double t) const {
    const long s = static_cast<long>(std::floor(std::max(0.0, t)));
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3").arg(s / 3600).arg((s / 60) % 60, 2, 10, QChar('0')).arg(s % 60, 2, 10, QChar('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(std::fmod(std::max(0.0, t), 60.0), 4, 'f', 1, QChar('0'));
}

void PlaybackController::setMessage(const QString& m) {
    message_ = m;
    emit messageChanged();
}
