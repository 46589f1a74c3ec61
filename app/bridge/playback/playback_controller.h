#pragma once
// Plays back a scenario's recorded runs (model/playback): play/pause, step, speed 1x..10,000x of
// simulated time, loop, and seek anywhere — seeking to t shows exactly what playing to t shows,
// because every frame is looked up in the recording, never integrated. Whenever the playhead
// moves it recomputes the diagram's state (node heat, fill, link flows, flashes) for LinkLayer
// and the heat overlay, the event log's tense, and the playhead on the charts. Holds the
// scenario result so charts (the CLI's chart definitions) and exports need no re-run, and keeps
// the runs in a project file. QML sees it as PlaybackController (bridge/session).
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVariantList>
#include <memory>
#include <optional>

#include "bridge/playback/box_states_model.h"
#include "bridge/charts/chart_source.h"
#include "bridge/playback/event_log_model.h"
#include "charts/chart_spec.h"
#include "playback/diagram_frame.h"
#include "playback/playback_clock.h"
#include "playback/timeline.h"
#include "scenarios/scenario.h"

class ProjectController;

class PlaybackController : public QObject, public ChartSource {
    Q_OBJECT
    Q_PROPERTY(bool hasRun READ hasRun NOTIFY runChanged)
    Q_PROPERTY(QString scenarioId READ scenarioId NOTIFY runChanged)
    // True while the run shown is one of a built-in validation scenario's (not an operation run
    // on the user's own project).
    Q_PROPERTY(bool seedScenario READ seedScenario NOTIFY runChanged)
    Q_PROPERTY(QStringList runNames READ runNames NOTIFY runChanged)
    // The scenarios whose runs the open project file keeps (one plays at a time).
    Q_PROPERTY(QStringList keptScenarios READ keptScenarios NOTIFY runChanged)
    Q_PROPERTY(int runIndex READ runIndex WRITE setRunIndex NOTIFY runChanged)
    // A second run to compare with in the charts (A/B), -1 for none.
    Q_PROPERTY(int compareIndex READ compareIndex WRITE setCompareIndex NOTIFY chartsChanged)
    // The diagram shows A/B deltas (a compared run recorded on the same entities).
    Q_PROPERTY(bool comparing READ comparing NOTIFY chartsChanged)
    Q_PROPERTY(double time READ time NOTIFY timeChanged)
    Q_PROPERTY(double end READ end NOTIFY runChanged)
    Q_PROPERTY(bool playing READ playing NOTIFY playingChanged)
    Q_PROPERTY(double speed READ speed WRITE setSpeed NOTIFY speedChanged)
    Q_PROPERTY(bool loop READ loop WRITE setLoop NOTIFY loopChanged)
    // Timeline markers, merged per kind and entity: [{t, kind, detail, entity, count}].
    Q_PROPERTY(QVariantList markers READ markers NOTIFY runChanged)
    Q_PROPERTY(EventLogModel* events READ events CONSTANT)
    // Every diagram box's state at the playhead, for the heat overlay (updated once a frame).
    Q_PROPERTY(BoxStatesModel* boxes READ boxes CONSTANT)
    // The scenario's summary metrics against the published values:
    // [{name, unit, value, published, verdict}].
    Q_PROPERTY(QVariantList metrics READ metrics NOTIFY runChanged)
    // Chart titles: the selected entity's live charts first, then the scenario's default charts.
    Q_PROPERTY(QStringList chartTitles READ chartTitles NOTIFY chartsChanged)
    // Edges carrying traffic at the playhead (what LinkLayer animates).
    Q_PROPERTY(int busyEdges READ busyEdges NOTIFY frameChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // The run is still being computed: what plays is the part recorded so far, growing.
    Q_PROPERTY(bool live READ live NOTIFY runChanged)
  public:
    // Plays the runs of `project`'s session; QML reaches it through the session's façade.
    PlaybackController(ProjectController* project, QObject* parent);
    ~PlaybackController() override;

    // Shows `result` (runs recorded by a scenario): the first run's configuration becomes the
    // project on the diagram unless `keep_project`, and playback starts at 0, paused.
    void load(santwin::scenarios::ScenarioResult result,
              std::map<std::string, std::string> parameters = {}, bool keep_project = false);
    void unload();
    // A frame of a run still being computed (SimulationController streams them): shown as a
    // one-run result; the playhead stays where the user put it, or follows the growing end when
    // it was there, and playing goes on. The finished result replaces it through load().
    void showLive(const QString& label, santwin::scenarios::RunRecord run);
    // The run ended without a result (cancelled or failed): the partial recording stays, not live.
    void endLive();
    bool live() const { return live_; }

    Q_INVOKABLE void play();
    Q_INVOKABLE void pause();
    Q_INVOKABLE void togglePlay();
    Q_INVOKABLE void step(double seconds);
    Q_INVOKABLE void seek(double t);
    Q_INVOKABLE void nextMarker();
    Q_INVOKABLE void previousMarker();
    // Advances the playhead by `wallSeconds` of wall-clock time as the timer does (tests drive
    // playback exactly with it).
    Q_INVOKABLE void advance(double wallSeconds);

    // "1:02:03" / "2:03.5": simulated time for labels.
    Q_INVOKABLE QString formatTime(double t) const;

    // Diagram state of node `index` at the playhead.
    Q_INVOKABLE double nodeHeat(int index) const;  // 0..100, -1: none
    Q_INVOKABLE double nodeFill(int index) const;  // 0..1, -1: not a container
    Q_INVOKABLE QString nodeFigure(int index) const;
    // What its heat is: "cache write pending 100 %" ("" when none).
    Q_INVOKABLE QString nodeHeatText(int index) const;
    // Its busiest port's utilization where that is not what tints it (a controller), else -1.
    Q_INVOKABLE double nodePortHeat(int index) const;
    Q_INVOKABLE bool nodeFlash(int index) const;
    // A failure took node `index`'s device out of service by the playhead ("failed at 0:20").
    Q_INVOKABLE bool nodeFailed(int index) const;
    // What failed there by the playhead: "failed at 0:20", "HBA0 failed at 0:20"; "" if nothing.
    Q_INVOKABLE QString nodeFailure(int index) const;
    // A/B: node `index`'s utilization in this run minus the compared run's (percentage points);
    // NaN when there is no comparison, either run has no figure for it or the compared run has
    // ended by the playhead.
    Q_INVOKABLE double nodeDelta(int index) const;
    // The delta as its badge reads ("+3 pts", "−2 pts"); "" when the two are the same within
    // half a point (no tint then) or there is nothing to compare.
    Q_INVOKABLE QString nodeDeltaLabel(int index) const;

    // Writes chart `index` to `path` (format from the suffix: .png .svg .pdf .csv) through
    // app/export; false with `message` set when it cannot.
    Q_INVOKABLE bool exportChart(int index, const QString& pathOrUrl);
    // Saves the project with this scenario's runs kept in it (store v3) to `path`.
    Q_INVOKABLE bool saveRuns(const QString& pathOrUrl);

    bool hasRun() const { return result_.has_value(); }
    QString scenarioId() const;
    bool seedScenario() const;
    QStringList runNames() const;
    QStringList keptScenarios() const;
    // Plays the runs the open project keeps of `scenarioId`; false when it keeps none.
    Q_INVOKABLE bool playKept(const QString& scenarioId);
    // The kept scenario one of whose runs is called `run` ("" when none is).
    Q_INVOKABLE QString keptScenarioOfRun(const QString& run) const;
    int runIndex() const { return run_; }
    void setRunIndex(int index);
    int compareIndex() const { return compare_; }
    bool comparing() const { return compare_frame_ != nullptr; }
    void setCompareIndex(int index);
    double time() const { return clock_.time(); }
    double end() const { return clock_.end(); }
    bool playing() const { return clock_.playing(); }
    double speed() const { return clock_.speed(); }
    void setSpeed(double speed);
    bool loop() const { return clock_.loop(); }
    void setLoop(bool on);
    QVariantList markers() const { return markers_; }
    EventLogModel* events() { return &events_; }
    BoxStatesModel* boxes() { return &boxes_; }
    QVariantList metrics() const;
    QStringList chartTitles() const;
    int busyEdges() const { return frame_ ? frame_->busy_edges() : 0; }
    QString message() const { return message_; }

    // For LinkLayer and ChartItem.
    const std::vector<santwin::playback::EdgeFlow>* edgeFlows() const;
    // Seconds of wall-clock animation while playing (particles move with it).
    double animationPhase() const { return phase_; }
    // Chart `index` with the playhead drawn as a mark on time axes; nullopt when out of range.
    std::optional<santwin::charts::Chart> chartAt(int index) const override;
    const santwin::playback::DiagramFrame* diagramFrame() const { return frame_.get(); }
    // The run being played (its configuration and recording); nullptr when none.
    const santwin::scenarios::RunRecord* currentRun() const {
        return result_ ? &result_->runs[static_cast<std::size_t>(run_)] : nullptr;
    }

  signals:
    void runChanged();
    void timeChanged();
    void playingChanged();
    void speedChanged();
    void loopChanged();
    void frameChanged();
    void chartsChanged();
    void messageChanged();

  private:
    void onProjectChanged();
    void rebuildRun();
    void rebuildCharts();
    void rebuildCompare();
    void refresh();
    void updateBoxes();  // every box's state at the playhead into boxes_
    void tick();
    void setMessage(const QString& m);

    ProjectController* project_ = nullptr;
    std::optional<santwin::scenarios::ScenarioResult> result_;
    std::map<std::string, std::string> parameters_;
    int run_ = 0;
    int compare_ = -1;
    std::unique_ptr<santwin::playback::Timeline> timeline_;
    std::unique_ptr<santwin::playback::DiagramFrame> frame_;
    std::unique_ptr<santwin::playback::DiagramFrame> compare_frame_;  // the B run on this diagram
    double compare_end_ = 0;                                          // where the B run's recording ends
    santwin::playback::PlaybackClock clock_{0};
    QTimer timer_;
    QElapsedTimer wall_;
    double phase_ = 0;
    bool showing_run_ = false;  // the project on the diagram is the run's configuration
    QString kept_in_;           // the project file keeping the runs played ("" for a scenario's)
    std::vector<std::string> kept_scenarios_;  // of the open project file, in its order
    // The project file as opened (the diagram may show a run's configuration instead).
    std::shared_ptr<const santwin::Project> kept_source_;
    bool live_ = false;
    const santwin::Project* live_config_ = nullptr;  // the configuration of the live run shown
    QVariantList markers_;
    EventLogModel events_;
    BoxStatesModel boxes_;
    std::vector<santwin::charts::Chart> charts_;
    QString message_;
};
