#include "bridge/app_controller.h"

#include <QCommandLineParser>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

AppController::AppController(QObject* parent) : QObject(parent) {}

bool AppController::parseArguments(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("SanTwin: a digital twin of a virtualized-storage lab");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"lab", "Open built-in lab <id>.", "id"});
    parser.addOption({"screenshot", "Save a PNG of the window to <file> and quit.", "file"});
    parser.addOption({"quit-after", "Quit after <ms> milliseconds.", "ms"});
    parser.addPositionalArgument("file", "A .santwin project to open.", "[file]");
    parser.process(args);
    m_screenshotPath = parser.value("screenshot");
    if (parser.isSet("quit-after")) m_quitAfterMs = parser.value("quit-after").toInt();
    return true;
}

void AppController::attach(QQmlApplicationEngine& engine) {
    auto roots = engine.rootObjects();
    auto* window = roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(roots.first());
    if (!m_screenshotPath.isEmpty() && window) {
        // Give the scene a few frames to lay out before grabbing it.
        QTimer::singleShot(1500, this, [this, window] {
            const bool ok = window->grabWindow().save(m_screenshotPath);
            std::fprintf(ok ? stdout : stderr, "%s %s\n", ok ? "saved" : "could not save",
                         qPrintable(m_screenshotPath));
            QCoreApplication::exit(ok ? 0 : 1);
        });
    }
    if (m_quitAfterMs >= 0) QTimer::singleShot(m_quitAfterMs, qApp, &QCoreApplication::quit);
}
