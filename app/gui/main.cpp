// santwin: the desktop application. Arguments are parsed by AppController; everything else lives
// in the SanTwin QML module (app/bridge + qml/).
#include <QtQml/qqmlextensionplugin.h>
#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFont>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "bridge/project/project_controller.h"
#include "bridge/session/session.h"
#include "bridge/window/app_controller.h"

Q_IMPORT_QML_PLUGIN(SanTwinPlugin)

namespace {
bool asked_for(int argc, char** argv, std::initializer_list<const char*> flags) {
    for (int i = 1; i < argc; ++i)
        for (const char* f : flags)
            if (std::strcmp(argv[i], f) == 0) return true;
    return false;
}

bool set(const char* variable) {
    const char* v = std::getenv(variable);
    return v && *v;
}

// --help and --version need no window system: answer them on a plain core application, so they
// work on a machine without a display too.
int answer_help_or_version(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("SanTwin");
    QCoreApplication::setApplicationVersion(SANTWIN_VERSION);
    QCommandLineParser parser;
    AppController::describeOptions(parser);
    parser.process(app);  // prints and exits
    return 0;
}
}  // namespace

int main(int argc, char** argv) {
    if (asked_for(argc, argv, {"-h", "--help", "--help-all", "-v", "--version"}))
        return answer_help_or_version(argc, argv);
    if (!set("QT_QPA_PLATFORM") && !set("DISPLAY") && !set("WAYLAND_DISPLAY")) {
        // No display. A screenshot needs none: render offscreen. A window does: say how to get one
        // rather than let Qt abort with a message about platform plugins.
        if (asked_for(argc, argv, {"--screenshot"})) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        } else {
            std::fprintf(stderr,
                         "santwin: no display to open a window on (DISPLAY is not set).\n"
                         "  Run it under a virtual one: xvfb-run -a build/bin/santwin ...\n"
                         "  (.ci/start does that for you), or take a picture without a window:\n"
                         "  santwin --lab 001 --screenshot lab.png\n");
            return 1;
        }
    }
    // Qt Charts in QML needs a QApplication (widgets), not just a QGuiApplication.
    QApplication app(argc, argv);
    QApplication::setApplicationName("SanTwin");
    QApplication::setOrganizationName("SanTwin");
    QApplication::setApplicationVersion(SANTWIN_VERSION);
    QQuickStyle::setStyle("Fusion");
    QApplication::setFont(QFont("DejaVu Sans", 10));

    // The window's session: the open project and the controllers around it (bridge/session).
    Session session;
    AppController& controller = *session.app();
    if (!controller.parseArguments(QApplication::arguments())) return 2;
    if (!controller.openInitial() && controller.screenshotMode()) {
        // Nobody is there to read a dialog: say it on stderr and fail.
        std::fprintf(stderr, "santwin: %s\n", qPrintable(session.project()->errorMessage()));
        return 1;
    }

    QQmlApplicationEngine engine;
    session.attachTo(engine);
    engine.addImportPath(QStringLiteral("qrc:/"));
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/SanTwin/Main.qml")));
    controller.attach(engine);
    return QApplication::exec();
}
