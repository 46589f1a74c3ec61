// Playback frame times on lab 002 (500 VMs, the HNAS baseline scenario) in the real window on
// the software scene graph (offscreen): each frame moves the playhead as 60 fps playback at
// 100x would (1/60 s of wall time), recomputes the diagram state and renders the whole window
// (grabWindow forces a full software render). Prints the diagram-state and whole-frame times
// (median, 95th percentile, max), then what a live frame costs while a run computes, at 500 and
// 5,000 VMs; first, how long lab 002 takes to open. Fails only when no frame was drawn.
#include <QtQml/qqmlextensionplugin.h>
#include <QApplication>
#include <QElapsedTimer>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "bridge/session/session.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/playback/simulation_controller.h"
#include "labs/labs.h"
#include "scenarios/scenario_run.h"
#include "scenarios/seed002_common.h"

Q_IMPORT_QML_PLUGIN(SanTwinPlugin)

namespace {
void report(const char* what, std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) {
        return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1))];
    };
    std::printf(
        "%-28s frames %zu  median %.2f ms  p95 %.2f ms  max %.2f ms  (%.0f fps at the median)\n",
        what, ms.size(), at(0.5), at(0.95), ms.back(), 1000.0 / std::max(0.01, at(0.5)));
}
// What a live frame costs while a run computes (SimulationController streams one about every
// 400 ms): the worker's copy of the recording so far, then on the GUI thread showing it
// (timeline, markers, diagram state) and rendering the window. Lab 002's workloads for five
// simulated minutes on `pods` copies of the lab.
void measure_live(PlaybackController* playback, QQuickWindow* window, int pods) {
    using namespace santwin;
    const Project project = pods == 1 ? labs::build_lab("002") : labs::scaled_lab_002(pods);
    scenarios::ScenarioRun run(project, engine::unobserved());
    scenarios::seed002::start_tiles(run, 0, 300);
    static_cast<void>(run.run_until(300));  // unobserved: nothing cancels it
    const scenarios::RunRecord done = run.record("live");
    std::vector<double> copy_ms, show_ms;
    for (int i = 0; i < 6; ++i) {
        QElapsedTimer t;
        t.start();
        scenarios::RunRecord frame = done;
        frame.recording = std::make_shared<const engine::Recorder>(*done.recording);
        copy_ms.push_back(t.nsecsElapsed() / 1e6);
        t.restart();
        playback->showLive(QStringLiteral("live"), frame);
        QCoreApplication::processEvents();
        window->grabWindow();
        show_ms.push_back(t.nsecsElapsed() / 1e6);
    }
    playback->endLive();
    const std::size_t vms = project.topology.all_of(Kind::Vm).size();
    std::printf("live frames, %zu VMs (first one loads the run's project: %.0f ms)\n", vms, show_ms.front());
    show_ms.erase(show_ms.begin());
    report("  copy of the recording", copy_ms);
    report("  shown and rendered", show_ms);
}
}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("SanTwin"));
    QQuickStyle::setStyle("Fusion");
    Session session;
    ProjectController& project = *session.project();
    QElapsedTimer opening;
    opening.start();
    project.openLab("002");
    std::printf("lab 002 opened in %.0f ms (topology, diagram and its boxes)\n", opening.nsecsElapsed() / 1e6);
    QQmlApplicationEngine engine;
    session.attachTo(engine);
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.load(QUrl(QStringLiteral("qrc:/SanTwin/Main.qml")));
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    if (!window) return 1;

    auto* sim = session.simulation();
    const char* scenario = argc > 1 ? argv[1] : "hnas-baseline";
    QElapsedTimer t;
    t.start();
    if (!sim->runScenario(scenario) || !sim->waitForFinished(600000)) return 1;
    std::printf("%s simulated in %.2f s (worker thread)\n", scenario, t.elapsed() / 1000.0);
    auto* playback = session.playback();
    if (!playback->hasRun()) return 1;
    std::printf("lab %s: %d boxes, %d edges; run of %.0f s simulated\n",
                qPrintable(project.labId()), project.nodes()->rowCount(),
                project.links()->rowCount(), playback->end());
    window->grabWindow();  // first layout and render outside the measurement

    std::vector<double> state_ms, frame_ms;
    playback->setSpeed(100);
    playback->seek(playback->end() * 0.1);
    playback->play();
    int busy = 0;
    for (int i = 0; i < 120; ++i) {
        QElapsedTimer f;
        f.start();
        playback->advance(1.0 / 60);
        state_ms.push_back(f.nsecsElapsed() / 1e6);
        QCoreApplication::processEvents();
        window->grabWindow();
        frame_ms.push_back(f.nsecsElapsed() / 1e6);
        busy = std::max(busy, playback->busyEdges());
    }
    playback->pause();
    std::printf("busy links at most %d\n", busy);
    report("diagram state per frame", state_ms);
    report("whole frame (software)", frame_ms);
    measure_live(playback, window, 1);
    measure_live(playback, window, 10);
    return frame_ms.empty() ? 1 : 0;
}
