#include "bridge/app_controller.h"

#include "bridge/qt_text.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJSEngine>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

#include "bridge/project_controller.h"

namespace {
QPointer<AppController> g_app;
}

AppController::AppController(ProjectController* project, QObject* parent)
    : QObject(parent), project_(project) {
    g_app = this;
    connect(project_, &ProjectController::projectChanged, this, &AppController::titleChanged);
}

AppController* AppController::create(QQmlEngine* qml, QJSEngine*) {
    // Tests load the QML without main(): give them a controller over the shared project.
    if (!g_app) g_app = new AppController(ProjectController::create(qml, nullptr), qml);
    QJSEngine::setObjectOwnership(g_app, QJSEngine::CppOwnership);
    return g_app;
}

bool AppController::parseArguments(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription("SanTwin: a digital twin of a virtualized-storage lab");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"lab", "Open built-in lab <id> (or its 3-digit prefix, e.g. 004).", "id"});
    parser.addOption({"screenshot", "Save a PNG of the window to <file> and quit.", "file"});
    parser.addOption({"quit-after", "Quit after <ms> milliseconds.", "ms"});
    parser.addOption({"select", "Select the entity named <name> (the first of that name).", "name"});
    parser.addPositionalArgument("file", "A .santwin or .json project to open.", "[file]");
    parser.process(args);
    lab_ = parser.value("lab");
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        std::fprintf(stderr, "santwin: give one project file, not %lld\n",
                     static_cast<long long>(files.size()));
        return false;
    }
    if (!files.isEmpty()) file_ = files.first();
    if (!lab_.isEmpty() && !file_.isEmpty()) {
        std::fprintf(stderr, "santwin: give either --lab or a project file, not both\n");
        return false;
    }
    screenshot_path_ = parser.value("screenshot");
    select_ = parser.value("select");
    if (parser.isSet("quit-after")) {
        bool ok = false;
        quit_after_ms_ = parser.value("quit-after").toInt(&ok);
        if (!ok || quit_after_ms_ < 0) {
            std::fprintf(stderr,
                         "santwin: --quit-after wants milliseconds, e.g. --quit-after 2000\n");
            return false;
        }
    }
    return true;
}

bool AppController::openInitial() {
    bool ok = false;
    if (!file_.isEmpty()) ok = project_->openFile(file_);
    else if (!lab_.isEmpty()) ok = project_->openLab(lab_);
    else {
        const QVariantList labs = project_->builtinLabs();
        ok = !labs.isEmpty() && project_->openLab(labs.first().toMap().value("id").toString());
    }
    if (ok && !select_.isEmpty() && project_->project()) {
        for (const auto& [id, e] : project_->project()->topology.entities())
            if (qs(e.name) == select_) {
                project_->select(static_cast<qint64>(id));
                break;
            }
    }
    return ok;
}

QString AppController::title() const {
    const QString t = project_->title();
    return t.isEmpty() ? QStringLiteral("SanTwin") : QStringLiteral("%1 — SanTwin").arg(t);
}

void AppController::attach(QQmlApplicationEngine& engine) {
    const auto roots = engine.rootObjects();
    auto* window = roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(roots.first());
    if (!screenshot_path_.isEmpty()) {
        if (!window) {
            std::fprintf(stderr, "santwin: no window to grab for %s\n",
                         qPrintable(screenshot_path_));
            QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(1); });
            return;
        }
        // Give the scene a few frames to lay out (and fit the diagram) before grabbing it.
        QTimer::singleShot(1200, this, [this, window] {
            const bool ok = window->grabWindow().save(screenshot_path_);
            std::fprintf(ok ? stdout : stderr, "%s %s\n", ok ? "saved" : "could not save",
                         qPrintable(screenshot_path_));
            QCoreApplication::exit(ok ? 0 : 1);
        });
    }
    if (quit_after_ms_ >= 0) QTimer::singleShot(quit_after_ms_, qApp, &QCoreApplication::quit);
}
