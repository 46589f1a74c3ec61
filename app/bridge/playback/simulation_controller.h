#pragma once
// Runs a built-in scenario on a worker thread (QtConcurrent) so the GUI never freezes: progress
// (simulated time of the current run, elapsed wall time and an estimate of what remains) streams
// back through queued signals, Cancel stops it at the next engine step, and the finished result
// goes to the PlaybackController. QML sees it as SimulationController (bridge/session).
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <atomic>
#include <functional>
#include <memory>

#include "scenarios/scenario.h"

class PlaybackController;
class ProjectController;

// A copy of a run's recording while it is computed (streamed to the GUI thread).
// How the worker paces live frames: at most one waiting for the GUI, and at least `gap_ms`
// apart (the GUI widens the gap when showing a frame costs much).
struct LivePacing {
    std::atomic<int> in_flight{0};
    std::atomic<int> gap_ms{400};
};

struct LiveFrame {
    int seq = 0;  // 1, 2, 3 ... in the order sent
    int run = 0;  // which engine run of the scenario (1, 2 ...)
    double t = 0;
    std::shared_ptr<const santwin::engine::Recorder> recording;
    std::shared_ptr<const santwin::Project> project;
};

class SimulationController : public QObject {
    Q_OBJECT
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(QString scenarioId READ scenarioId NOTIFY runningChanged)
    // Fraction of the current engine run done, 0..1 (a scenario makes one or more runs).
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(int runsStarted READ runsStarted NOTIFY progressChanged)
    Q_PROPERTY(double elapsed READ elapsed NOTIFY progressChanged)      // wall seconds
    Q_PROPERTY(double remaining READ remaining NOTIFY progressChanged)  // wall seconds, -1 unknown
    Q_PROPERTY(QString status READ status NOTIFY statusChanged)
    // [{id, lab, title, description}] of every built-in validation scenario.
    Q_PROPERTY(QVariantList scenarios READ scenarios CONSTANT)
  public:
    // Runs on `project`'s open lab and hands what it recorded to `playback`.
    SimulationController(ProjectController* project, PlaybackController* playback, QObject* parent);
    ~SimulationController() override;

    // Starts scenario `id` off the GUI thread; false (status says why) when unknown or busy.
    Q_INVOKABLE bool runScenario(const QString& id);
    // What a diagram box offers: [{op, label, subject, targets: [{id, name, value, current}],
    // editKey, editIds, ask: {label, unit, value, min, max} when the run needs a number}].
    // `members`: the entities a group box stands for, when the box is one (its VMs' workload and
    // power-on then cover each of them, not only the first).
    Q_INVOKABLE QVariantList operationsFor(qint64 entityId, const QVariantList& members = {}) const;
    // Runs an operation on the open project (off the GUI thread) and plays it when done.
    Q_INVOKABLE bool runOperation(const QString& op, qint64 subject, qint64 target, double amount = 0);
    // The backup job editor's choices: {vms, proxies, libraries: [{id, name}]} of the open project.
    Q_INVOKABLE QVariantMap backupChoices() const;
    // Runs a backup job {type, vms: [id], proxy, library, concurrency, multiplexing} on the open
    // project (model/scenarios/backup_job.h), off the GUI thread; plays it when done.
    Q_INVOKABLE bool runBackup(const QVariantMap& spec);
    // Runs the open project under demand that changes over time (demand/demand_run.h), off the
    // GUI thread, and plays it: {schedule, variation (0..1), seed, interval (s), start (s of the
    // day), duration (s)} or {capture (an esxtop / vCenter CSV path or URL), duration}.
    Q_INVOKABLE bool runDemand(const QVariantMap& spec);
    // The built-in schedules the Workload menu offers (a ramp "ramp:0.5-1.5@08:00-12:00" too).
    Q_INVOKABLE QStringList scheduleNames() const;
    Q_INVOKABLE void cancel();
    // Blocks (processing events) until the current run ends; for tests and the command line.
    Q_INVOKABLE bool waitForFinished(int timeoutMs);

    bool running() const { return running_; }
    // Live frames of the last run: sent by the worker, received here (equal once it ended).
    int liveFramesSent() const { return frames_sent_; }
    int liveFramesReceived() const { return frames_received_; }
    // Least wall milliseconds between live frames (default 400, widened to four times what showing
    // one costs; 0: as fast as the GUI takes them, one waiting at a time).
    void setLiveFrameInterval(int ms) { frame_every_ms_ = ms; }
    QString scenarioId() const { return scenario_; }
    double progress() const { return progress_; }
    int runsStarted() const { return runs_started_; }
    double elapsed() const;
    double remaining() const;
    QString status() const { return status_; }
    QVariantList scenarios() const;

  signals:
    void runningChanged();
    void progressChanged();
    void statusChanged();
    // The scenario finished and PlaybackController holds its runs.
    void finished(const QString& scenarioId);
    void cancelled(const QString& scenarioId);
    void failed(const QString& scenarioId, const QString& message);
    // A live frame reached the GUI thread and is playing: its sequence number, run and time.
    void liveFrame(int seq, int run, double t);

  private:
    ProjectController* project_;
    PlaybackController* playback_;
    struct Outcome {
        std::optional<santwin::scenarios::ScenarioResult> result;
        bool cancelled = false;
        QString error;
        int frames_sent = 0;
    };
    // Runs `work` off the GUI thread, its simulation runs followed by the observer it is given
    // (progress, live frames, cancel).
    bool start(const QString& label,
               std::function<santwin::scenarios::ScenarioResult(santwin::engine::RunObserver&)> work);
    void onProgress(double t, double end, int runs);
    void onDone();
    void onLiveFrame(LiveFrame frame);
    void setStatus(const QString& s);

    QFutureWatcher<std::shared_ptr<Outcome>> watcher_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QElapsedTimer clock_;
    QString scenario_;
    bool running_ = false;
    double progress_ = 0;
    int runs_started_ = 0;
    double last_elapsed_ = 0;
    int frames_sent_ = 0;
    int frames_received_ = 0;
    int frame_every_ms_ = 400;
    std::shared_ptr<LivePacing> pacing_;
    QString status_;
};
