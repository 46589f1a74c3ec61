// Frame times of the editor's diagram while panning and while zooming, on the software renderer
// this machine has: lab 002 (500 VMs) as built in, and a lab grown to at least 2,000 diagram items by
// duplicating lab 002's servers, cables and all (the editor's own duplicate). Each frame moves
// the view, then renders the window synchronously; prints mean, 95th percentile and worst.
// Zooming is measured twice: as the wheel does it (the last drawing scaled at each step, then
// one full drawing when the wheel stops: the "settle" frame) and redrawn in full at every step.
#include <QtQml/qqmlextensionplugin.h>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <vector>

#include "../gui/test_sandbox.h"
#include "bridge/project/project_controller.h"
#include "bridge/editor/project_editor.h"
#include "bridge/session/session.h"
#include "diagram/auto_layout.h"
#include "editing/edits.h"
#include "labs/labs.h"
#include "store/project_file.h"

Q_IMPORT_QML_PLUGIN(SanTwinPlugin)

using namespace santwin;

namespace {
struct Figures {
    double mean_ms = 0, p95_ms = 0, worst_ms = 0;
    double settle_ms = -1;  // wheel zoom: the full drawing once the wheel stops
};

enum class Motion { Pan, WheelZoom, Zoom };

double render_ms(QQuickWindow* window) {
    QElapsedTimer t;
    t.start();
    window->grabWindow();  // lays out and renders one frame
    return t.nsecsElapsed() / 1e6;
}

// `frames` frames of panning (a slow circle) or zooming in (up to 1.6 times), each rendered
// synchronously, starting from the fit or, if `zoom` > 0, that zoom at the fit's centre.
Figures measure(QQuickWindow* window, QObject* canvas, int frames, Motion motion, double zoom) {
    QMetaObject::invokeMethod(canvas, "fit");
    if (zoom > 0) {
        const double factor = zoom / canvas->property("zoom").toDouble();
        QMetaObject::invokeMethod(canvas, "zoomAt", Q_ARG(double, canvas->property("width").toDouble() / 2),
                                  Q_ARG(double, canvas->property("height").toDouble() / 2), Q_ARG(double, factor));
    }
    window->grabWindow();
    std::vector<double> ms;
    const double zoom0 = canvas->property("zoom").toDouble();
    canvas->setProperty("zoomGesture", motion == Motion::WheelZoom);
    for (int f = 0; f < frames; ++f) {
        if (motion == Motion::Pan) {
            canvas->setProperty("panX", canvas->property("panX").toDouble() + (f % 40 < 20 ? 12 : -12));
            canvas->setProperty("panY", canvas->property("panY").toDouble() + (f % 80 < 40 ? 7 : -7));
        } else {
            canvas->setProperty("zoom", zoom0 * (1.0 + 0.6 * ((f % 60) / 60.0)));
        }
        ms.push_back(render_ms(window));
    }
    Figures out;
    if (motion == Motion::WheelZoom) {
        canvas->setProperty("zoomGesture", false);
        out.settle_ms = render_ms(window);
    }
    std::sort(ms.begin(), ms.end());
    for (double m : ms) out.mean_ms += m / ms.size();
    out.p95_ms = ms[static_cast<size_t>(0.95 * (ms.size() - 1))];
    out.worst_ms = ms.back();
    return out;
}

// Boxes (or names) the two node layers drew in the last frame.
int drawn(QQuickWindow* window, const char* what) {
    int n = 0;
    for (const char* layer : {"frameLayer", "cardLayer"})
        n += window->findChild<QObject*>(QString::fromLatin1(layer))->property(what).toInt();
    return n;
}

void report(const char* what, int items, QQuickWindow* window, QObject* canvas, int frames, double zoom = 0) {
    for (Motion motion : {Motion::Pan, Motion::WheelZoom, Motion::Zoom}) {
        const Figures f = measure(window, canvas, frames, motion, zoom);
        const char* name = motion == Motion::Pan ? "pan" : (motion == Motion::WheelZoom ? "wheel zoom" : "zoom redrawn");
        std::printf("  %-30s %5d items %-12s mean %6.1f ms (%5.1f fps)   p95 %6.1f ms   worst %6.1f ms", what, items,
                    name, f.mean_ms, 1000.0 / f.mean_ms, f.p95_ms, f.worst_ms);
        if (f.settle_ms >= 0) std::printf("   settle %6.1f ms", f.settle_ms);
        std::printf("\n");
    }
}
}  // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    if (qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND")) qputenv("QT_QUICK_BACKEND", "software");
    sandbox_user_files();
    QGuiApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("SanTwin"));  // where Settings keep view prefs
    QQuickStyle::setStyle("Fusion");
    Session session;
    ProjectController& project = *session.project();
    ProjectEditor& editor = *session.editor();
    if (!project.openLab("002")) return 1;

    QQmlApplicationEngine engine;
    session.attachTo(engine);
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.load(QUrl(QStringLiteral("qrc:/SanTwin/Main.qml")));
    auto* window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
    QObject* canvas = window ? window->findChild<QObject*>(QStringLiteral("diagramCanvas")) : nullptr;
    if (!canvas) return 1;
    window->resize(1600, 1000);
    const int frames = 120;
    std::setvbuf(stdout, nullptr, _IONBF, 0);
    std::printf("diagram frame times, %d frames each, %s renderer, %dx%d window\n", frames,
                qPrintable(qEnvironmentVariable("QT_QUICK_BACKEND")), window->width(), window->height());
    window->grabWindow();
    report("lab 002 (500 VMs)", project.nodes()->rowCount() + project.links()->rowCount(), window, canvas, frames);

    // Grow the lab to 2,000 diagram items or more with copies of its servers (the editor's
    // duplicate: HBAs, ports and their cables come along), laid out in rows so that no two boxes
    // overlap, saved and opened as a project.
    Project grown = labs::build_lab("002");
    std::vector<Id> seed = grown.topology.all_of(Kind::Server);
    int rounds = 0;
    for (size_t items = 0; items < 2000 && rounds < 600;) {
        for (int i = 0; i < 10; ++i, ++rounds) {
            // Each copy beside the last, in rows of 25 below the lab: every box has its own place.
            editing::EditSession session(grown);
            editing::duplicate(session, seed, Point{(rounds % 25) * 260.0, 400 + (rounds / 25) * 260.0});
        }
        const diagram::Diagram d = diagram::lay_out(grown);
        items = d.nodes.size() + d.edges.size();
    }
    QTemporaryDir dir;
    const QString path = dir.filePath("grown.santwin");
    store::save_project(grown, path.toStdString());
    QElapsedTimer open_time;
    open_time.start();
    if (!project.openFile(path)) return 1;
    const double open_ms = open_time.elapsed();
    QMetaObject::invokeMethod(canvas, "fit");
    window->grabWindow();
    const int grown_items = project.nodes()->rowCount() + project.links()->rowCount();
    std::printf("  grown lab at the fit: zoom %.2f, %d boxes drawn, %d with names\n", canvas->property("zoom").toDouble(),
                drawn(window, "drawnNodes"), drawn(window, "drawnNames"));
    report("grown lab, whole lab in view", grown_items, window, canvas, frames);
    // At working zoom (text readable, port chips shown), around the middle of the copies.
    QMetaObject::invokeMethod(canvas, "zoomAt", Q_ARG(double, 800), Q_ARG(double, 500),
                              Q_ARG(double, 0.75 / canvas->property("zoom").toDouble()));
    window->grabWindow();
    std::printf("  grown lab at 75%%: %d boxes drawn\n", drawn(window, "drawnNodes"));
    report("grown lab, at 75%", grown_items, window, canvas, frames, 0.75);
    // One edit at this size: a rename, which re-lays out the diagram and resets the models.
    QElapsedTimer edit_time;
    edit_time.start();
    editor.rename(static_cast<qint64>(project.project()->topology.all_of(Kind::Server).front()), "renamed");
    std::printf("  %zu entities after %d rounds of copies: open %.0f ms, one edit (re-layout) %lld ms\n",
                project.project()->topology.size(), rounds, open_ms, static_cast<long long>(edit_time.elapsed()));
    return 0;
}
