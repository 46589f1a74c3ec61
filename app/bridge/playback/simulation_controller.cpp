#include "bridge/playback/simulation_controller.h"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include "scenarios/backup_job.h"
#include "scenarios/box_operations.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"

using namespace santwin;

namespace {
// Follows the scenario's engine runs on the worker thread: reports progress to the controller
// (queued, at most every 50 ms of wall time), streams a copy of the recording so far about twice a
// second so the run plays while it is computed, and says stop once cancelled. Queued calls to one
// receiver keep their order, so frames arrive in the order they were sent, before the result.
class Watch : public engine::RunObserver {
  public:
    using Report = std::function<void(double, double, int)>;
    using Stream = std::function<void(LiveFrame)>;
    Watch(SimulationController* target, std::shared_ptr<std::atomic<bool>> cancel, Report report, Stream stream,
          std::shared_ptr<LivePacing> pacing)
        : target_(target), cancel_(std::move(cancel)), report_(std::move(report)), stream_(std::move(stream)),
          pacing_(std::move(pacing)) {
        since_.start();
        since_frame_.start();
    }
    bool step(double t, double end, const engine::Recorder& recording, const Topology& topology) override {
        frame(t, recording, topology);
        return keep_running(t, end);
    }
    int sent() const { return sent_; }

  private:
    bool keep_running(double t, double end) {
        if (runs_ == 0 || t < last_t_) ++runs_;  // a new simulation starts again at 0
        last_end_ = end;
        last_t_ = t;
        if (since_.elapsed() >= 50 || t >= end) {
            since_.restart();
            QMetaObject::invokeMethod(
                target_, [r = report_, t, end, n = runs_] { r(t, end, n); }, Qt::QueuedConnection);
        }
        return !cancel_->load();
    }
    void frame(double t, const engine::Recorder& recording, const Topology& topology) {
        // Not while the GUI still has one to show, nor sooner than it can afford.
        if (pacing_->in_flight.load() > 0 || since_frame_.elapsed() < pacing_->gap_ms.load()) return;
        since_frame_.restart();
        ++pacing_->in_flight;
        // One copy of each configuration per run; the recording is copied every frame.
        if (&topology != topology_) {
            topology_ = &topology;
            auto p = std::make_shared<Project>();
            p->topology = topology;
            project_ = std::move(p);
            ++run_;
        }
        LiveFrame f{++sent_, run_, t, std::make_shared<const engine::Recorder>(recording), project_};
        QMetaObject::invokeMethod(target_, [s = stream_, f] { s(f); }, Qt::QueuedConnection);
    }

    SimulationController* target_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    Report report_;
    Stream stream_;
    std::shared_ptr<LivePacing> pacing_;
    QElapsedTimer since_, since_frame_;
    double last_end_ = -1;
    double last_t_ = 0;
    int runs_ = 0;
    const Topology* topology_ = nullptr;
    std::shared_ptr<const Project> project_;
    int run_ = 0;
    int sent_ = 0;
};
}  // namespace

SimulationController::SimulationController(ProjectController* project, PlaybackController* playback,
                                           QObject* parent)
    : QObject(parent), project_(project), playback_(playback) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, &SimulationController::onDone);
}

SimulationController::~SimulationController() {
    if (cancel_) cancel_->store(true);
    watcher_.waitForFinished();
}

QVariantList SimulationController::scenarios() const {
    QVariantList out;
    for (const scenarios::Scenario& s : scenarios::registry())
        out.push_back(QVariantMap{{"id", qs(s.info.id)},
                                  {"lab", qs(s.info.lab)},
                                  {"title", qs(s.info.title)},
                                  {"description", qs(s.info.description)}});
    return out;
}

bool SimulationController::runScenario(const QString& id) {
    if (!scenarios::find_scenario(ss(id))) {
        setStatus(tr("No built-in scenario %1: pick one from the scenario list.").arg(id));
        return false;
    }
    const std::string sid = ss(id);
    return start(id, [sid](engine::RunObserver& observer) { return scenarios::run_scenario(sid, {}, observer); });
}

QVariantList SimulationController::operationsFor(qint64 entityId, const QVariantList& members) const {
    QVariantList out;
    const Project* p = project_->project();
    if (!p) return out;
    std::vector<Id> selection;
    for (const QVariant& v : project_->selectedIds()) selection.push_back(static_cast<Id>(v.toLongLong()));
    std::vector<Id> group;
    for (const QVariant& v : members) group.push_back(static_cast<Id>(v.toLongLong()));
    for (const scenarios::Offer& o : scenarios::offers(*p, static_cast<Id>(entityId), selection, group)) {
        QVariantList targets;
        for (const auto& t : o.targets)
            targets.push_back(QVariantMap{{"id", static_cast<qint64>(t.id)},
                                          {"name", qs(t.name)},
                                          {"value", qs(t.value)},
                                          {"current", t.current},
                                          {"custom", t.custom},
                                          {"askMax", t.ask_max}});
        QVariantList edit_ids;
        for (Id id : o.edit_ids) edit_ids.push_back(static_cast<qint64>(id));
        QVariantMap offer{{"op", qs(o.op)},
                          {"label", qs(o.label)},
                          {"subject", static_cast<qint64>(o.subject)},
                          {"targets", targets},
                          {"editKey", qs(o.edit_key)},
                          {"editIds", edit_ids}};
        if (o.has_ask)
            offer["ask"] = QVariantMap{{"label", qs(o.ask.label)},
                                       {"unit", qs(o.ask.unit)},
                                       {"value", o.ask.value},
                                       {"min", o.ask.min},
                                       {"max", o.ask.max}};
        out.push_back(offer);
    }
    return out;
}

bool SimulationController::runOperation(const QString& op, qint64 subject, qint64 target, double amount) {
    const Project* p = project_->project();
    if (!p) {
        setStatus(tr("Open a lab or project first: operations run on it."));
        return false;
    }
    // The worker runs on its own copy: the GUI may open another project meanwhile.
    auto copy = std::make_shared<const Project>(*p);
    const std::string o = ss(op);
    return start(op, [copy, o, subject, target, amount](engine::RunObserver& observer) {
        return scenarios::run_operation(*copy, o, static_cast<Id>(subject), static_cast<Id>(target), amount, observer);
    });
}

QVariantMap SimulationController::backupChoices() const {
    const Project* p = project_->project();
    if (!p) return {};
    const scenarios::BackupChoices c = scenarios::backup_choices(*p);
    auto list = [&](const std::vector<Id>& ids) {
        QVariantList out;
        for (Id id : ids) out.push_back(QVariantMap{{"id", static_cast<qint64>(id)}, {"name", qs(p->topology.at(id).name)}});
        return out;
    };
    return {{"vms", list(c.vms)}, {"proxies", list(c.proxies)}, {"libraries", list(c.libraries)}};
}

bool SimulationController::runBackup(const QVariantMap& spec) {
    const Project* p = project_->project();
    if (!p) {
        setStatus(tr("Open a lab or project first: backups run on it."));
        return false;
    }
    scenarios::BackupJobSpec job;
    job.type = ss(spec.value("type", "vcb-image").toString());
    for (const QVariant& v : spec.value("vms").toList()) job.vms.push_back(static_cast<Id>(v.toLongLong()));
    job.proxy = static_cast<Id>(spec.value("proxy", 0).toLongLong());
    job.library = static_cast<Id>(spec.value("library", 0).toLongLong());
    job.concurrency = spec.value("concurrency", 4).toInt();
    job.multiplexing = spec.value("multiplexing", 1).toInt();
    auto copy = std::make_shared<const Project>(*p);
    return start(tr("backup"),
                 [copy, job](engine::RunObserver& observer) { return scenarios::run_backup(*copy, job, observer); });
}

bool SimulationController::start(const QString& label,
                                 std::function<scenarios::ScenarioResult(engine::RunObserver&)> work) {
    if (running_) {
        setStatus(tr("%1 is still running: cancel it first.").arg(scenario_));
        return false;
    }
    scenario_ = label;
    running_ = true;
    progress_ = 0;
    runs_started_ = 0;
    last_elapsed_ = 0;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    clock_.start();
    QPointer<SimulationController> self(this);
    auto report = [self](double t, double end, int runs) {
        if (self) self->onProgress(t, end, runs);
    };
    auto stream = [self](LiveFrame f) {
        if (self) self->onLiveFrame(std::move(f));
    };
    auto cancel = cancel_;
    frames_received_ = 0;
    frames_sent_ = 0;
    pacing_ = std::make_shared<LivePacing>();
    pacing_->gap_ms = frame_every_ms_;
    watcher_.setFuture(
        QtConcurrent::run([work = std::move(work), cancel, report, stream, self_raw = this, pacing = pacing_]() {
            auto out = std::make_shared<Outcome>();
            Watch watch(self_raw, cancel, report, stream, pacing);
            try {
                // The work passes the watch to every ScenarioRun it makes (a scenario's, a
                // diagram operation's); a cancel comes back as a cancelled result.
                scenarios::ScenarioResult result = work(watch);
                if (result.cancelled)
                    out->cancelled = true;
                else
                    out->result = std::move(result);
            } catch (const std::exception& e) {
                out->error = qs(e.what());
            }
            out->frames_sent = watch.sent();
            return out;
        }));
    setStatus(tr("Running %1…").arg(label));
    emit runningChanged();
    emit progressChanged();
    return true;
}

void SimulationController::cancel() {
    if (running_ && cancel_) {
        cancel_->store(true);
        setStatus(tr("Cancelling %1…").arg(scenario_));
    }
}

bool SimulationController::waitForFinished(int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (running_ && t.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return !running_;
}

double SimulationController::elapsed() const {
    return running_ ? clock_.elapsed() / 1000.0 : last_elapsed_;
}

double SimulationController::remaining() const {
    // The current run's rate so far; a scenario with several runs may take longer.
    if (!running_ || progress_ <= 0.02) return -1;
    return elapsed() * (1 - progress_) / progress_;
}

void SimulationController::onProgress(double t, double end, int runs) {
    if (!running_) return;
    progress_ = end > 0 ? std::clamp(t / end, 0.0, 1.0) : 0;
    runs_started_ = runs;
    emit progressChanged();
}

void SimulationController::onLiveFrame(LiveFrame frame) {
    if (pacing_) --pacing_->in_flight;
    if (!running_) return;
    ++frames_received_;
    scenarios::RunRecord run;
    run.name = ss(scenario_) + " (running)";
    run.project = frame.project;
    run.recording = frame.recording;
    QElapsedTimer cost;
    cost.start();
    playback_->showLive(scenario_, std::move(run));
    // A big lab's frame takes long to show (5,000 VMs: ~0.4 s): space them so live frames take
    // at most a quarter of the GUI thread's time and it stays responsive.
    // (An interval of 0 asks for every frame the GUI can take, unspaced.)
    if (pacing_ && frame_every_ms_ > 0) pacing_->gap_ms = std::max(frame_every_ms_, static_cast<int>(4 * cost.elapsed()));
    emit liveFrame(frame.seq, frame.run, frame.t);
}

void SimulationController::onDone() {
    const std::shared_ptr<Outcome> out = watcher_.result();
    frames_sent_ = out->frames_sent;
    last_elapsed_ = clock_.elapsed() / 1000.0;
    running_ = false;
    progress_ = out->result ? 1 : progress_;
    emit runningChanged();
    emit progressChanged();
    if (!out->result) playback_->endLive();
    if (out->cancelled) {
        setStatus(tr("Cancelled %1 after %2 s.").arg(scenario_).arg(last_elapsed_, 0, 'f', 1));
        emit cancelled(scenario_);
    } else if (!out->error.isEmpty()) {
        setStatus(tr("%1 failed: %2").arg(scenario_, out->error));
        emit failed(scenario_, out->error);
    } else {
        const std::size_t n = out->result->runs.size();
        playback_->load(std::move(*out->result));
        setStatus(tr("%1: %2 run(s) recorded in %3 s.")
                      .arg(scenario_)
                      .arg(n)
                      .arg(last_elapsed_, 0, 'f', 1));
        emit finished(scenario_);
    }
}

void SimulationController::setStatus(const QString& s) {
    status_ = s;
    emit statusChanged();
}
