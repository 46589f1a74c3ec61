// Playback frame times on lab 002 (500 VMs, the HNAS baseline scenario) in the real window on
// the software scene graph (offscreen): each frame moves the playhead as 60 fps playback at
// 100x would (1/60 s of wall time), recomputes the diagram state and renders the whole window
// (grabWindow forces a full software render). Prints the diagram-state and whole-frame times
// (median, 95th percentile, max) and fails only when no frame was drawn.
#include <QtQml/qqmlextensionplugin.h>
#include <QApplication>
#include <QElapsedTimer>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "bridge/app_controller.h"
#include "bridge/playback_controller.h"
#include "bridge/project_controller.h"
#include "bridge/simulation_controller.h"

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
}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QQuickStyle::setStyle("Fusion");
    ProjectController project(nullptr);
    ProjectController::setInstance(&project);
    AppController controller(&project);
    project.openLab("002");
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.load(QUrl(QStringLiteral("qrc:/SanTwin/Main.qml")));
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().value(0));
    if (!window) return 1;

    auto* sim = SimulationController::instance();
    const char* scenario = argc > 1 ? argv[1] : "hnas-baseline";
    QElapsedTimer t;
    t.start();
    if (!sim->runScenario(scenario) || !sim->waitForFinished(600000)) return 1;
    std::printf("%s simulated in %.2f s (worker thread)\n", scenario, t.elapsed() / 1000.0);
    auto* playback = PlaybackController::instance();
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
    return frame_ms.empty() ? 1 : 0;
}
