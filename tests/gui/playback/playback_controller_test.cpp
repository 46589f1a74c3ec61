// The playback controllers over real scenarios: SimulationController runs a scenario on a worker
// thread (the GUI thread keeps handling events meanwhile) and hands the result to
// PlaybackController; Cancel stops a long scenario; playing to t shows what seeking to t shows;
// a chart exports to a non-blank PNG; runs saved in a project reopen without a re-run, and a
// kept run's configuration is said to be that, not the file's own lab.
#include <gtest/gtest.h>
#include <QCoreApplication>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <cmath>
#include <memory>

#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/session/session.h"
#include "bridge/playback/simulation_controller.h"
#include "labs/labs.h"
#include "store/json_io.h"
#include "store/project_file.h"

namespace {
// A session of the test's own, as QML sees it: no run or project left by another test.
struct Controllers {
    Session session;
    ProjectController* project = session.project();
    SimulationController* sim = session.simulation();
    PlaybackController* playback = session.playback();
};

// Runs `id` to the end through the controllers; how many GUI-thread timer ticks happened
// meanwhile is returned in `ticks`.
bool run(Controllers& c, const QString& id, int* ticks = nullptr) {
    int n = 0;
    QTimer beat;
    QObject::connect(&beat, &QTimer::timeout, [&] { ++n; });
    beat.start(5);
    if (!c.sim->runScenario(id)) return false;
    const bool done = c.sim->waitForFinished(120000);
    if (ticks) *ticks = n;
    return done;
}
}  // namespace

TEST(PlaybackControllers, ScenarioRunsOffTheGuiThreadAndLoads) {
    // hdp-warmup through SimulationController: while it runs the GUI thread's 5 ms timer keeps
    // firing (the run is on a worker), finished() comes with the result loaded for playback:
    // runs, an end time, markers, a diagram with busy links once the playhead is mid-run.
    Controllers c;
    QSignalSpy finished(c.sim, &SimulationController::finished);
    int ticks = 0;
    ASSERT_TRUE(run(c, "hdp-warmup", &ticks));
    ASSERT_EQ(finished.count(), 1);
    EXPECT_GT(ticks, 3);
    EXPECT_TRUE(c.playback->hasRun());
    EXPECT_EQ(c.playback->scenarioId(), "hdp-warmup");
    EXPECT_GT(c.playback->end(), 1000);
    EXPECT_FALSE(c.playback->markers().isEmpty());
    EXPECT_FALSE(c.playback->metrics().isEmpty());
    EXPECT_FALSE(c.playback->chartTitles().isEmpty());
    c.playback->seek(c.playback->end() / 2);
    EXPECT_GT(c.playback->busyEdges(), 0);
    EXPECT_EQ(c.playback->events()->currentRow() >= 0, true);
}

TEST(PlaybackControllers, CancelStopsALongScenario) {
    // The 500-VM HNAS baseline is cancelled as soon as it reports progress: cancelled() comes,
    // not finished(), and the controller is idle again with a status naming the cancel.
    Controllers c;
    QSignalSpy finished(c.sim, &SimulationController::finished);
    QSignalSpy cancelled(c.sim, &SimulationController::cancelled);
    QObject::connect(c.sim, &SimulationController::progressChanged, c.sim, [&] {
        if (c.sim->running() && c.sim->progress() > 0) c.sim->cancel();
    });
    ASSERT_TRUE(c.sim->runScenario("hnas-baseline"));
    ASSERT_TRUE(c.sim->waitForFinished(120000));
    QObject::disconnect(c.sim, &SimulationController::progressChanged, c.sim, nullptr);
    EXPECT_EQ(cancelled.count(), 1);
    EXPECT_EQ(finished.count(), 0);
    EXPECT_FALSE(c.sim->running());
    EXPECT_TRUE(c.sim->status().startsWith("Cancelled")) << c.sim->status().toStdString();
}

TEST(PlaybackControllers, LiveFramesStreamInOrderWhileRunning) {
    // Frames streamed as fast as the GUI takes them (one waiting at a time): each reaches the GUI
    // thread once, in the order sent (sequence 1, 2, 3 ... with time never going back within a
    // run), plays as a live run while the scenario computes, and the finished result then
    // replaces it. The warm-up computes for most of a second, long enough for several frames to
    // cross even on a loaded machine (a scenario of a few milliseconds may end before the first
    // frame is taken).
    Controllers c;
    c.sim->setLiveFrameInterval(0);
    std::vector<int> seqs;
    std::vector<std::pair<int, double>> times;
    int live_while_running = 0;
    const auto conn = QObject::connect(c.sim, &SimulationController::liveFrame, c.sim, [&](int seq, int run, double t) {
        seqs.push_back(seq);
        times.emplace_back(run, t);
        live_while_running += c.playback->live() && c.playback->hasRun() && c.sim->running();
    });
    ASSERT_TRUE(c.sim->runScenario("hdp-warmup"));
    const bool done = c.sim->waitForFinished(120000);
    QObject::disconnect(conn);
    c.sim->setLiveFrameInterval(400);
    ASSERT_TRUE(done);
    ASSERT_GE(seqs.size(), 2u);
    EXPECT_EQ(c.sim->liveFramesReceived(), c.sim->liveFramesSent()) << "no frame lost";
    EXPECT_EQ(static_cast<int>(seqs.size()), c.sim->liveFramesSent());
    for (std::size_t i = 0; i < seqs.size(); ++i) EXPECT_EQ(seqs[i], static_cast<int>(i) + 1) << "in order";
    for (std::size_t i = 1; i < times.size(); ++i)
        if (times[i].first == times[i - 1].first) {
            EXPECT_GE(times[i].second, times[i - 1].second);
        }
    EXPECT_EQ(live_while_running, static_cast<int>(seqs.size())) << "each frame played live";
    EXPECT_FALSE(c.playback->live());
    EXPECT_EQ(c.playback->scenarioId(), "hdp-warmup");
    for (const QString& name : c.playback->runNames()) EXPECT_FALSE(name.contains("running"));
}

TEST(PlaybackControllers, PlayingToTShowsWhatSeekingShows) {
    // Play the warm-up at 1000x in uneven wall-clock steps to some time t, note every node's
    // heat, fill and figure and every edge's flow; jump to the end and back to t: the same.
    Controllers c;
    ASSERT_TRUE(run(c, "hdp-warmup"));
    auto* p = c.playback;
    p->seek(0);
    p->setSpeed(1000);
    p->play();
    ASSERT_TRUE(p->playing());
    for (double wall : {0.016, 0.4, 0.033, 0.21, 0.5}) p->advance(wall);
    p->pause();
    const double t = p->time();
    EXPECT_NEAR(t, 1000 * (0.016 + 0.4 + 0.033 + 0.21 + 0.5), 1e-6);
    const int n = c.project->nodes()->rowCount();
    std::vector<double> heat, fill;
    QStringList figures;
    for (int i = 0; i < n; ++i) {
        heat.push_back(p->nodeHeat(i));
        fill.push_back(p->nodeFill(i));
        figures << p->nodeFigure(i);
    }
    const auto flows = *p->edgeFlows();
    const int row = p->events()->currentRow();
    p->seek(p->end());
    p->seek(t);
    for (int i = 0; i < n; ++i) {
        EXPECT_EQ(p->nodeHeat(i), heat[static_cast<std::size_t>(i)]);
        EXPECT_EQ(p->nodeFill(i), fill[static_cast<std::size_t>(i)]);
        EXPECT_EQ(p->nodeFigure(i), figures[i]);
    }
    for (std::size_t i = 0; i < flows.size(); ++i)
        EXPECT_EQ((*p->edgeFlows())[i].mbps, flows[i].mbps);
    EXPECT_EQ(p->events()->currentRow(), row);
    // Speed is clamped to 1..10,000x; stepping pauses and moves by the step.
    p->setSpeed(1e6);
    EXPECT_EQ(p->speed(), 10000);
    p->play();
    p->step(-10);
    EXPECT_FALSE(p->playing());
    EXPECT_NEAR(p->time(), t - 10, 1e-9);
}

TEST(PlaybackControllers, ChartExportsANonBlankPngAndRunsAreKept) {
    // The first chart exports to a PNG of 1600 x 1000 with more than one colour in it; the runs
    // saved into a project file reopen with ProjectController and play without a re-run.
    Controllers c;
    ASSERT_TRUE(run(c, "hdp-warmup"));
    QTemporaryDir dir;
    const QString png = dir.filePath("chart.png");
    ASSERT_TRUE(c.playback->exportChart(0, png)) << c.playback->message().toStdString();
    QImage img(png);
    ASSERT_FALSE(img.isNull());
    EXPECT_EQ(img.size(), QSize(1600, 1000));
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += 7)
        for (int x = 0; x < img.width(); x += 7) colours.insert(img.pixel(x, y));
    EXPECT_GT(colours.size(), 5);
    EXPECT_FALSE(c.playback->exportChart(0, dir.filePath("chart.bmp")));

    const QString file = dir.filePath("kept.santwin");
    const double end = c.playback->end();
    const QStringList runs = c.playback->runNames();
    ASSERT_TRUE(c.playback->saveRuns(file)) << c.playback->message().toStdString();
    c.project->openLab("000");  // something else first: the playback unloads
    EXPECT_FALSE(c.playback->hasRun());
    ASSERT_TRUE(c.project->openFile(file));
    EXPECT_TRUE(c.playback->hasRun());
    EXPECT_EQ(c.playback->scenarioId(), "hdp-warmup");
    EXPECT_EQ(c.playback->runNames(), runs);
    EXPECT_DOUBLE_EQ(c.playback->end(), end);
    c.playback->seek(end / 2);
    EXPECT_GT(c.playback->busyEdges(), 0);
}

TEST(PlaybackControllers, RunsKeptInAFileOpenedFirstArePlayable) {
    // A playback controller made after its project was opened still loads the runs the file
    // keeps.
    QTemporaryDir dir;
    const QString file = dir.filePath("first.santwin");
    {
        Controllers c;
        ASSERT_TRUE(run(c, "hdp-warmup"));
        ASSERT_TRUE(c.playback->saveRuns(file)) << c.playback->message().toStdString();
        c.project->openLab("000");
    }
    ProjectController project(nullptr);
    ASSERT_TRUE(project.openFile(file));
    PlaybackController late(&project, nullptr);
    EXPECT_TRUE(late.hasRun());
    EXPECT_EQ(late.scenarioId(), "hdp-warmup");
    EXPECT_FALSE(late.runNames().isEmpty());
}

TEST(PlaybackControllers, CompareTwoRunsShowsDeltas) {
    // The warm-up's zeroedthick run against its eagerzeroedthick run mid-warm-up: the diagram
    // compares (same boxes), some box differs in utilization, the delta is A minus B, and the live
    // charts of that box carry both runs' series; without a comparison deltas are NaN.
    Controllers c;
    ASSERT_TRUE(run(c, "hdp-warmup"));
    auto* p = c.playback;
    ASSERT_GE(p->runNames().size(), 2);
    p->setRunIndex(0);
    const int n = c.project->nodes()->rowCount();
    EXPECT_TRUE(std::isnan(p->nodeDelta(0)));
    int b = -1;
    for (int i = 0; i < p->runNames().size(); ++i)
        if (p->runNames()[i].contains("eager")) b = i;
    ASSERT_GE(b, 0);
    p->setCompareIndex(b);
    ASSERT_TRUE(p->comparing());
    p->seek(300);
    int differing = -1;
    for (int i = 0; i < n; ++i)
        if (!std::isnan(p->nodeDelta(i)) && std::abs(p->nodeDelta(i)) > 1) differing = i;
    ASSERT_GE(differing, 0) << "no box differs between the zeroedthick and eagerzeroedthick warm-ups";
    const double a = p->nodeHeat(differing);
    EXPECT_GE(a, 0);
    c.project->selectNode(differing);
    bool both = false;
    for (int k = 0; k < p->chartTitles().size(); ++k)
        if (auto chart = p->chartAt(k); chart && chart->spec.id.rfind("live-", 0) == 0)
            both = both || chart->spec.series.size() >= 2;
    EXPECT_TRUE(both);
    p->setCompareIndex(-1);
    EXPECT_FALSE(p->comparing());
    EXPECT_TRUE(std::isnan(p->nodeDelta(differing)));
    c.project->clearSelection();
}

TEST(PlaybackControllers, EqualOrEndedComparisonsAreNotTinted) {
    // A/B on the warm-up: a box within half a point of the compared run has no badge (never
    // "-0 pts"), a badge is at least one point with its sign, and once the playhead is past the
    // compared run's end (pre warm-up OLTP thin is shorter than the warm-up) no box compares.
    Controllers c;
    ASSERT_TRUE(run(c, "hdp-warmup"));
    auto* p = c.playback;
    const int a = p->runNames().indexOf("warm-up thin"), b = p->runNames().indexOf("pre warm-up OLTP thin");
    ASSERT_GE(a, 0);
    ASSERT_GE(b, 0);
    p->setRunIndex(a);
    p->setCompareIndex(b);
    ASSERT_TRUE(p->comparing());
    const int n = c.project->nodes()->rowCount();
    p->seek(60);
    int compared = 0;
    for (int i = 0; i < n; ++i) {
        const double d = p->nodeDelta(i);
        if (std::isnan(d)) continue;
        ++compared;
        const QString label = p->nodeDeltaLabel(i);
        EXPECT_EQ(label.isEmpty(), std::abs(d) < 0.5) << d << " " << label.toStdString();
        EXPECT_NE(label, QString::fromUtf8("\u22120 pts"));
        EXPECT_NE(label, "+0 pts");
        EXPECT_FALSE(label.startsWith("-")) << "a minus sign, not a hyphen: " << label.toStdString();
    }
    EXPECT_GT(compared, 0);
    ASSERT_GT(p->end(), 1200);
    p->seek(1200);
    for (int i = 0; i < n; ++i) {
        EXPECT_TRUE(std::isnan(p->nodeDelta(i))) << "box " << i << " compared past the compared run's end";
        EXPECT_TRUE(p->nodeDeltaLabel(i).isEmpty());
    }
    p->setCompareIndex(-1);
}

TEST(PlaybackControllers, AKeptRunsConfigurationIsNotTheFilesLab) {
    // A file made from lab 004 keeping the warm-up's runs (which ran on lab 000's configuration),
    // as `santwin-cli lab export 004 f; santwin-cli run hdp-warmup --save f` make it. Opened, it
    // shows its own lab; choosing a run shows that run's configuration, known as a run kept in
    // that file (the overview and the window title name the file, not lab 004), and with no
    // source path, so Save cannot write the run's configuration over the file.
    Controllers c;
    ASSERT_TRUE(run(c, "hdp-warmup"));
    QTemporaryDir dir;
    const QString ran = dir.filePath("ran.santwin"), file = dir.filePath("lab004.santwin");
    ASSERT_TRUE(c.playback->saveRuns(ran)) << c.playback->message().toStdString();
    santwin::Project kept = santwin::store::import_project(ran.toStdString());
    for (auto& r : kept.runs) r.configuration = std::make_shared<const santwin::Topology>(kept.run_topology(r));
    const santwin::Project lab = santwin::labs::build_lab("004");
    kept.title = lab.title;
    kept.lab_id = lab.lab_id;
    kept.topology = lab.topology;
    kept.layout = lab.layout;
    santwin::store::save_project(kept, file.toStdString());

    ASSERT_TRUE(c.project->openFile(file));
    EXPECT_FALSE(c.project->showsRun());
    EXPECT_EQ(c.project->sourcePath(), file);
    ASSERT_GE(c.playback->runNames().size(), 2);
    c.playback->setRunIndex(1);
    EXPECT_TRUE(c.project->showsRun());
    EXPECT_EQ(c.project->runFile(), file);
    EXPECT_TRUE(c.project->sourcePath().isEmpty());
    EXPECT_EQ(c.project->title(), "lab004.santwin");  // not lab 004's title, which the file carries
}

TEST(PlaybackControllers, AProjectKeepingTwoScenariosPlaysEither) {
    // std-lu-1rg's and hdp-warmup's runs kept in one file (as two `santwin-cli run ... --save f`
    // make it): opened, the first scenario plays; the other's runs are one choice away, and a
    // run of it is found by name even while a run's configuration is on the diagram.
    Controllers c;
    QTemporaryDir dir;
    const QString file = dir.filePath("two.santwin");
    ASSERT_TRUE(run(c, "std-lu-1rg"));
    ASSERT_TRUE(c.playback->saveRuns(file)) << c.playback->message().toStdString();
    santwin::Project both = santwin::store::import_project(file.toStdString());
    ASSERT_TRUE(run(c, "hdp-warmup"));
    const QString warm = dir.filePath("warm.santwin");
    ASSERT_TRUE(c.playback->saveRuns(warm)) << c.playback->message().toStdString();
    const santwin::Project warm_runs = santwin::store::import_project(warm.toStdString());
    for (const auto& sc : warm_runs.scenarios) both.scenarios.push_back(sc);
    for (const auto& r : warm_runs.runs) both.runs.push_back(r);
    santwin::store::save_project(both, file.toStdString());

    ASSERT_TRUE(c.project->openFile(file));
    EXPECT_EQ(c.playback->keptScenarios(), (QStringList{"std-lu-1rg", "hdp-warmup"}));
    EXPECT_EQ(c.playback->scenarioId(), "std-lu-1rg");
    if (c.playback->runNames().size() > 1) c.playback->setRunIndex(1);  // a run's configuration shown
    EXPECT_EQ(c.playback->keptScenarioOfRun("warm-up thin"), "hdp-warmup");
    ASSERT_TRUE(c.playback->playKept("hdp-warmup")) << c.playback->message().toStdString();
    EXPECT_EQ(c.playback->scenarioId(), "hdp-warmup");
    EXPECT_TRUE(c.playback->runNames().contains("warm-up thin"));
    EXPECT_FALSE(c.playback->playKept("no-such-scenario"));
}

TEST(PlaybackControllers, ARunKeepsOneTimeFormat) {
    // In a run of two hours, two minutes read 0:02:00 beside its end 2:00:00 (not 2:00.0, which
    // reads like the end); a run shorter than an hour keeps minutes and tenths.
    Controllers c;
    ASSERT_TRUE(run(c, "aa-path-policy"));
    ASSERT_GE(c.playback->end(), 3600);
    EXPECT_EQ(c.playback->formatTime(120), "0:02:00");
    EXPECT_EQ(c.playback->formatTime(c.playback->end()), "2:00:00");
    ASSERT_TRUE(run(c, "std-lu-1rg"));
    ASSERT_LT(c.playback->end(), 3600);
    EXPECT_EQ(c.playback->formatTime(120), "2:00.0");
}

TEST(PlaybackControllers, ALiveChartSaysWhatTheComparedRunLacks) {
    // eva-dpsnap-vtl's twelve-VM run against its one-VM run: a VM of the twelve has no series in
    // the other run, and its live chart says so instead of silently drawing one line.
    Controllers c;
    ASSERT_TRUE(run(c, "eva-dpsnap-vtl"));
    auto* p = c.playback;
    const int a = p->runNames().indexOf("dp 12vm"), b = p->runNames().indexOf("dp 1vm");
    ASSERT_GE(a, 0);
    ASSERT_GE(b, 0);
    p->setRunIndex(a);
    p->setCompareIndex(b);
    const santwin::Topology& t = c.project->project()->topology;
    santwin::Id vm = santwin::kNoId;
    for (santwin::Id v : t.all_of(santwin::Kind::Vm))
        if (t.at(v).name.find("12vm-h4") != std::string::npos) vm = v;
    ASSERT_NE(vm, santwin::kNoId);
    c.project->select(static_cast<qint64>(vm));
    bool said = false;
    for (int k = 0; k < p->chartTitles().size(); ++k)
        if (auto chart = p->chartAt(k); chart && chart->spec.id.rfind("live-", 0) == 0)
            said = said || chart->spec.subtitle.find("Run 'dp 1vm' recorded nothing for") != std::string::npos;
    EXPECT_TRUE(said);
    p->setCompareIndex(-1);
    c.project->clearSelection();
}
