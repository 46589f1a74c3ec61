#include "bridge/playback/playback_controller.h"

#include <QFileInfo>
#include <QUrl>
#include <algorithm>
#include <cmath>
#include <limits>

#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "charts/chart_resolve.h"
#include "playback/markers.h"
#include "scenarios/saved_runs.h"
#include "store/project_file.h"
#include "store/project_update.h"

using namespace santwin;

namespace {
// The wall-clock step of the playback timer: about 60 frames a second.
constexpr int kFrameMs = 16;
// An event flashes its node for this long on screen, whatever the speed.
constexpr double kFlashWallSeconds = 0.6;
}  // namespace

PlaybackController::PlaybackController(ProjectController* project, QObject* parent)
    : QObject(parent), project_(project) {
    timer_.setInterval(kFrameMs);
    timer_.setTimerType(Qt::PreciseTimer);
    connect(&timer_, &QTimer::timeout, this, &PlaybackController::tick);
    connect(project_, &ProjectController::projectChanged, this,
            &PlaybackController::onProjectChanged);
    connect(project_, &ProjectController::selectionChanged, this,
            &PlaybackController::rebuildCharts);
    boxes_.setNodes(project_->nodes());
    connect(project_->nodes(), &QAbstractItemModel::modelReset, this, &PlaybackController::updateBoxes);
    // A project opened before the playback was made still offers its kept runs.
    if (project_->project()) onProjectChanged();
}

PlaybackController::~PlaybackController() = default;

void PlaybackController::load(scenarios::ScenarioResult result,
                              std::map<std::string, std::string> parameters, bool keep_project) {
    pause();
    if (result.runs.empty()) {
        setMessage(tr("Scenario %1 recorded no runs: nothing to play.").arg(qs(result.id)));
        return;
    }
    live_ = false;
    live_config_ = nullptr;
    result_ = std::move(result);
    parameters_ = std::move(parameters);
    run_ = 0;
    compare_ = -1;
    // Runs kept in the open project file are played on it; a scenario's are not kept anywhere.
    if (keep_project) kept_in_ = project_->runFile().isEmpty() ? project_->sourcePath() : project_->runFile();
    else kept_in_.clear();
    if (!keep_project) {  // a scenario just run: not the file's runs
        kept_scenarios_.clear();
        kept_source_.reset();
    }
    if (!keep_project && result_->runs.front().project) {
        showing_run_ = true;
        project_->showRun(std::make_unique<Project>(*result_->runs.front().project), kept_in_);
        showing_run_ = false;
    }
    rebuildRun();
}

void PlaybackController::showLive(const QString& label, scenarios::RunRecord run) {
    if (!run.recording || !run.project) return;
    const bool same_config = live_ && live_config_ == run.project.get();
    const bool was_playing = playing();
    const bool at_end = !live_ || time() >= end() - 1e-9;
    const double t = time();
    const santwin::Project* config = run.project.get();
    scenarios::ScenarioResult partial;
    partial.id = ss(label);
    partial.runs.push_back(std::move(run));
    load(std::move(partial), {}, same_config);
    live_ = true;
    live_config_ = config;
    // At the growing end it follows the end; elsewhere it keeps playing toward it.
    seek(at_end ? end() : std::min(t, end()));
    if (was_playing && !at_end) play();
    emit runChanged();
}

void PlaybackController::endLive() {
    if (!live_) return;
    live_ = false;
    live_config_ = nullptr;
    emit runChanged();
}

void PlaybackController::unload() {
    live_ = false;
    live_config_ = nullptr;
    pause();
    result_.reset();
    frame_.reset();
    timeline_.reset();
    clock_ = playback::PlaybackClock(0);
    markers_.clear();
    events_.setEvents({}, nullptr);
    charts_.clear();
    updateBoxes();
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
        kept_scenarios_.clear();
        kept_source_.reset();
        unload();
        return;
    }
    kept_scenarios_ = kept;
    kept_source_ = std::make_shared<const Project>(*p);
    if (!playKept(qs(kept.front()))) unload();
}

bool PlaybackController::playKept(const QString& scenarioId) {
    const Project* p = kept_source_.get();
    const std::string id = ss(scenarioId);
    if (!p || std::find(kept_scenarios_.begin(), kept_scenarios_.end(), id) == kept_scenarios_.end()) {
        setMessage(tr("The open project keeps no runs of %1.").arg(scenarioId));
        return false;
    }
    try {
        load(scenarios::kept_result(*p, id), scenarios::kept_parameters(*p, id), true);
        return true;
    } catch (const std::exception& e) {
        setMessage(tr("The project's runs of %1 cannot be played: %2").arg(scenarioId, qs(e.what())));
        return false;
    }
}

QStringList PlaybackController::keptScenarios() const {
    QStringList out;
    for (const auto& id : kept_scenarios_) out << qs(id);
    return out;
}

QString PlaybackController::keptScenarioOfRun(const QString& run) const {
    const Project* p = kept_source_.get();
    if (!p) return {};
    for (const auto& r : p->runs)
        if (qs(r.name) == run &&
            std::find(kept_scenarios_.begin(), kept_scenarios_.end(), r.scenario) != kept_scenarios_.end())
            return qs(r.scenario);
    return {};
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
    if (p)
        frame_ = std::make_unique<playback::DiagramFrame>(project_->diagram(), p->topology,
                                                          *run.recording);
    // Markers: events of one kind close together are one tick (path thrashing can log thousands
    // of ownership changes, a large lab thousands of workload starts at t = 0).
    markers_.clear();
    for (const playback::Marker& m : playback::group_markers(run.recording->events(), timeline_->end() / 400.0))
        markers_.push_back(QVariantMap{{"t", m.t},
                                       {"last", m.last},
                                       {"kind", qs(m.kind)},
                                       {"detail", qs(playback::marker_detail(m))},
                                       {"entity", static_cast<qint64>(m.entity)},
                                       {"count", m.count},
                                       {"entities", m.entities}});
    events_.setEvents(run.recording->events(), p ? &p->topology : nullptr);
    emit runChanged();
    emit speedChanged();
    emit loopChanged();
    rebuildCharts();
    refresh();
}

void PlaybackController::refresh() {
    if (frame_) frame_->update(clock_.time(), std::max(1.0, clock_.speed() * kFlashWallSeconds));
    if (compare_frame_) compare_frame_->update(clock_.time(), 0);
    events_.setTime(clock_.time());
    updateBoxes();
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

void PlaybackController::togglePlay() {
    playing() ? pause() : play();
}

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
    if (!result_ || index < 0 || index >= static_cast<int>(result_->runs.size()) || index == run_)
        return;
    pause();
    run_ = index;
    const auto& run = result_->runs[static_cast<std::size_t>(index)];
    // Runs of one scenario may differ in configuration (more VMs, another RAID layout).
    if (run.project && project_->project() &&
        !(run.project->topology == project_->project()->topology)) {
        showing_run_ = true;
        project_->showRun(std::make_unique<Project>(*run.project), kept_in_);
        showing_run_ = false;
    }
    const double t = clock_.time();
    rebuildRun();
    seek(t);
}

void PlaybackController::setCompareIndex(int index) {
    if (compare_ == index) return;
    compare_ = index;
    rebuildCompare();
    rebuildCharts();
    refresh();
}

void PlaybackController::rebuildCompare() {
    compare_frame_.reset();
    const Project* p = project_->project();
    if (!result_ || !p || compare_ < 0 || compare_ == run_ || compare_ >= static_cast<int>(result_->runs.size()))
        return;
    const scenarios::RunRecord& other = result_->runs[static_cast<std::size_t>(compare_)];
    // Deltas per box only mean something when B ran on the boxes the diagram shows: nearly every
    // box's entity is in B's configuration under the same name (B may differ in attributes —
    // formats, VAAI, RAID layout — and in the bench's own VM, which plays the same part).
    if (other.project) {
        std::size_t same = 0;
        const auto& nodes = project_->diagram().nodes;
        for (const diagram::Node& n : nodes) {
            const Entity* mine = p->topology.find(n.key);
            const Entity* theirs = other.project->topology.find(n.key);
            same += mine && theirs && mine->name == theirs->name;
        }
        if (same * 10 < nodes.size() * 8) return;
    }
    compare_frame_ = std::make_unique<playback::DiagramFrame>(project_->diagram(), p->topology, *other.recording);
    compare_end_ = other.recording->end();
}

QString PlaybackController::scenarioId() const {
    return result_ ? qs(result_->id) : QString();
}

bool PlaybackController::seedScenario() const {
    return result_ && scenarios::find_scenario(result_->id) != nullptr;
}

QStringList PlaybackController::runNames() const {
    QStringList out;
    if (result_)
        for (const auto& r : result_->runs) out << qs(r.name);
    return out;
}

const std::vector<playback::EdgeFlow>* PlaybackController::edgeFlows() const {
    return frame_ ? &frame_->edges() : nullptr;
}

bool PlaybackController::saveRuns(const QString& pathOrUrl) {
    if (!result_ || !project_->project()) {
        setMessage(tr("Nothing to save: run or open a scenario first."));
        return false;
    }
    const QString path = local_path(pathOrUrl);
    try {
        Project copy = *project_->project();
        scenarios::keep_runs(copy, *result_, scenarios::ScenarioParams(parameters_),
                             charts::now_iso8601());
        // Into the open project's own file, the runs others kept there meanwhile stay.
        if (QFileInfo(path).absoluteFilePath() == project_->sourcePath())
            store::save_keeping_new_runs(copy, ss(path), project_->knownOnDisk());
        else
            store::save_locked(copy, ss(path));
    } catch (const std::exception& e) {
        setMessage(tr("Could not save %1: %2").arg(path, qs(e.what())));
        return false;
    }
    setMessage(
        tr("Saved %1 run(s) of %2 in %3").arg(result_->runs.size()).arg(qs(result_->id), path));
    return true;
}

QString PlaybackController::formatTime(double t) const {
    const long s = static_cast<long>(std::floor(std::max(0.0, t)));
    // One format for a whole run: in a run of an hour or more, 2:00 reads 0:02:00, not as if it
    // were the 2:00:00 it is shown beside.
    if (s >= 3600 || end() >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QChar('0'))
            .arg(s % 60, 2, 10, QChar('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(std::fmod(std::max(0.0, t), 60.0), 4, 'f', 1,
                                                   QChar('0'));
}

void PlaybackController::setMessage(const QString& m) {
    message_ = m;
    emit messageChanged();
}
