#include "bridge/window/app_controller.h"

#include "bridge/qt_text.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QScreen>
#include <QTimer>
#include <cstdio>

#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/session/session.h"
#include "bridge/playback/simulation_controller.h"
#include "bridge/sweep/sweep_controller.h"
#include "bridge/window/window_size.h"
#include "scenarios/scenario.h"
#include "scenarios/sweep.h"
#include "topology/name_lookup.h"

AppController::AppController(Session* session, QObject* parent)
    : QObject(parent), session_(session), project_(session->project()) {
    connect(project_, &ProjectController::projectChanged, this, &AppController::titleChanged);
}

QSize AppController::initialSize() const {
    const QScreen* screen = QGuiApplication::primaryScreen();
    return initialWindowSize(screen ? screen->availableGeometry() : QRect(), QGuiApplication::platformName(),
                             screenshotMode());
}

void AppController::describeOptions(QCommandLineParser& parser) {
    parser.setApplicationDescription("SanTwin: a digital twin of a virtualized-storage lab");
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({"lab", "Open built-in lab <id> (or its 3-digit prefix, e.g. 004).", "id"});
    parser.addOption({"screenshot", "Save a PNG of the window to <file> and quit.", "file"});
    parser.addOption({"quit-after", "Quit after <ms> milliseconds.", "ms"});
    parser.addOption({"scenario", "Run built-in validation scenario <id> and show its runs.", "id"});
    parser.addOption({"play", "Start playing the scenario's first run when it is ready."});
    parser.addOption({"seek", "Put the playhead at <seconds> of simulated time.", "seconds"});
    parser.addOption({"speed", "Playback speed, 1 to 10000 times simulated time.", "x"});
    parser.addOption({"run", "Show the scenario's run named <run> (else its first).", "run"});
    parser.addOption({"compare", "Compare with the scenario's run named <run> (A/B).", "run"});
    parser.addOption({"sweep", "Run a sweep at start and show it: <scenario>:<parameter>=<a,b,c> (not with --scenario).", "spec"});
    parser.addOption({"view", "Show <tab> at start: diagram, 3d or sweeps.", "tab"});
    parser.addOption({"panel", "Show the left <tab> at start: entities, palette, zoning, masking or vmware.", "tab"});
    parser.addOption({"theme", "Start with the <theme> colours, dark or light (remembered, like the toolbar switch; with --screenshot, for that picture only).", "theme"});
    parser.addOption({"select", "Select the entity named <name> (its live charts show).", "name"});
    parser.addPositionalArgument("file", "A .santwin or .json project to open.", "[file]");
}

bool AppController::parseArguments(const QStringList& args) {
    QCommandLineParser parser;
    describeOptions(parser);
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
    sweep_ = parser.value("sweep");
    if (!sweep_.isEmpty()) {
        if (!sweep_.contains(':') || !sweep_.contains('=')) {
            std::fprintf(stderr, "santwin: --sweep wants <scenario>:<parameter>=<a,b,c>, e.g. dp-pool-4rg:raid_groups=2,3,4\n");
            return false;
        }
        santwin::scenarios::SweepRequest request;
        request.scenario = ss(sweep_.section(':', 0, 0).trimmed());
        request.parameter = ss(sweep_.section(':', 1).section('=', 0, 0).trimmed());
        request.values = santwin::scenarios::split_values(ss(sweep_.section(':', 1).section('=', 1)));
        try {
            santwin::scenarios::check_sweep_values(request);  // a bad value exits 2 before any window
        } catch (const std::invalid_argument& e) {
            std::fprintf(stderr, "santwin: --sweep: %s\n", e.what());
            return false;
        }
        view_ = 2;
    }
    if (parser.isSet("view")) {
        view_ = QStringList{"diagram", "3d", "sweeps"}.indexOf(parser.value("view").toLower());
        if (view_ < 0) {
            std::fprintf(stderr, "santwin: --view is diagram, 3d or sweeps (got '%s')\n", qPrintable(parser.value("view")));
            return false;
        }
    }
    if (parser.isSet("panel")) {
        panel_ = QStringList{"entities", "palette", "zoning", "masking", "vmware"}.indexOf(parser.value("panel").toLower());
        if (panel_ < 0) {
            std::fprintf(stderr, "santwin: --panel is entities, palette, zoning, masking or vmware (got '%s')\n",
                         qPrintable(parser.value("panel")));
            return false;
        }
    }
    if (parser.isSet("theme")) {
        theme_ = parser.value("theme").toLower();
        if (theme_ != "dark" && theme_ != "light") {
            std::fprintf(stderr, "santwin: --theme is dark or light (got '%s')\n", qPrintable(parser.value("theme")));
            return false;
        }
    }
    scenario_ = parser.value("scenario");
    if (const std::string why = scenario_.isEmpty() ? "" : santwin::scenarios::unknown_scenario(ss(scenario_)); !why.empty()) {
        std::fprintf(stderr, "santwin: --scenario: %s\n", why.c_str());
        return false;
    }
    select_ = parser.value("select");
    compare_ = parser.value("compare");
    run_ = parser.value("run");
    play_ = parser.isSet("play");
    for (auto [name, target] : {std::pair{"seek", &seek_s_}, std::pair{"speed", &speed_}}) {
        if (!parser.isSet(name)) continue;
        bool ok = false;
        *target = parser.value(name).toDouble(&ok);
        if (!ok) {
            std::fprintf(stderr, "santwin: --%s wants a number, e.g. --%s 600\n", name, name);
            return false;
        }
        if (*target < 0) {
            std::fprintf(stderr, "santwin: --%s cannot be negative (got %s): %s\n", name, qPrintable(parser.value(name)),
                         std::string(name) == "seek" ? "seconds from the run's start, 0 or more" : "a speed-up, 1 or more");
            return false;
        }
    }
    if (parser.isSet("speed") && (speed_ < 1 || speed_ > 10000)) {
        std::fprintf(stderr, "santwin: --speed is 1 to 10000 times simulated time (got %s)\n",
                     qPrintable(parser.value("speed")));
        return false;
    }
    if (!sweep_.isEmpty() && (!scenario_.isEmpty() || playbackOptionsGiven())) {
        // A sweep shows its own runs in the sweeps view: it has no run to play or seek.
        std::fprintf(stderr, "santwin: --sweep runs on its own; give it without --scenario, --play, --seek, --speed, --run and --compare\n");
        return false;
    }
    if (playbackOptionsGiven() && scenario_.isEmpty() && file_.isEmpty()) {
        std::fprintf(stderr, "santwin: --play, --seek, --speed, --run and --compare need --scenario <id>, or a project file that keeps runs\n");
        return false;
    }
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
    return ok;  // --select waits for the window (attach)
}

void AppController::selectNamedWhenShown(QQuickWindow* window) {
    if (select_.isEmpty()) return;
    if (!window || window_shown_) {
        selectNamed();
        return;
    }
    if (select_pending_) return;
    select_pending_ = true;
    connect(window, &QQuickWindow::frameSwapped, this, [this] {
        select_pending_ = false;
        selectNamed();
    }, Qt::SingleShotConnection);
}

void AppController::selectNamed() {
    if (select_.isEmpty() || !project_->project()) return;
    const santwin::Topology& t = project_->project()->topology;
    const std::vector<santwin::Id> found = santwin::entities_named(t, ss(select_));
    if (found.empty()) {
        refuse(QStringLiteral("--select in %1: %2").arg(project_->title(), qs(santwin::unknown_entity(t, ss(select_)))));
        return;
    }
    project_->select(static_cast<qint64>(found.front()));
    if (found.size() > 1) {  // the first is shown; say how to pick another
        QStringList forms;
        for (santwin::Id id : found) forms << "'" + qs(santwin::qualified_name(t, id)) + "'";
        std::fprintf(stderr, "santwin: --select: %d entities are named '%s'; showing the first: give one of %s\n",
                     static_cast<int>(found.size()), qPrintable(select_), qPrintable(forms.join(", ")));
    }
}

void AppController::refuse(const QString& why) {
    std::fprintf(stderr, "santwin: %s\n", qPrintable(why));
    if (!screenshotMode()) return;  // the window stays open: the user sees what did load
    refused_ = true;
    QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(2); });
}

QString AppController::title() const {
    const QString t = project_->title();
    return t.isEmpty() ? QStringLiteral("SanTwin") : QStringLiteral("%1 — SanTwin").arg(t);
}

void AppController::attach(QQmlApplicationEngine& engine) {
    const auto roots = engine.rootObjects();
    auto* window = roots.isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(roots.first());
    if (window)
        connect(window, &QQuickWindow::frameSwapped, this, [this] { window_shown_ = true; }, Qt::SingleShotConnection);
    // A scenario shows its own lab once it has run: --select looks there (applyPlaybackOptions),
    // not in the lab open meanwhile.
    if (scenario_.isEmpty()) selectNamedWhenShown(window);
    if (!scenario_.isEmpty()) {
        startScenario(window);
    } else if (!file_.isEmpty() && playbackOptionsGiven()) {
        // A project file that keeps runs opens with them loaded: play those.
        if (!session_->playback()->hasRun()) {
            std::fprintf(stderr, "santwin: %s keeps no runs to play (keep some with Keep runs..., or give --scenario <id>)\n",
                         qPrintable(file_));
            QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(2); });
            return;
        }
        applyPlaybackOptions(window);
    } else if (!sweep_.isEmpty()) {
        startSweep(window);
    } else if (!screenshot_path_.isEmpty()) {
        if (!window) {
            std::fprintf(stderr, "santwin: no window to grab for %s\n",
                         qPrintable(screenshot_path_));
            QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(1); });
            return;
        }
        // Give the scene a few frames to lay out (and fit the diagram) before grabbing it.
        grab(window, view_ == 1 ? 3000 : 1200);
    }
    if (quit_after_ms_ >= 0) QTimer::singleShot(quit_after_ms_, qApp, &QCoreApplication::quit);
}

void AppController::grab(QQuickWindow* window, int delay_ms) {
    QTimer::singleShot(delay_ms, this, [this, window] {
        if (refused_) return;  // a picture of something other than what was asked for misleads
        const bool ok = window->grabWindow().save(screenshot_path_);
        std::fprintf(ok ? stdout : stderr, "%s %s\n", ok ? "saved" : "could not save",
                     qPrintable(screenshot_path_));
        QCoreApplication::exit(ok ? 0 : 1);
    });
}

void AppController::startSweep(QQuickWindow* window) {
    auto* sweeps = session_->sweep();
    const QString scenario = sweep_.section(':', 0, 0);
    const QString rest = sweep_.section(':', 1);
    const QString parameter = rest.section('=', 0, 0), values = rest.section('=', 1);
    connect(sweeps, &SweepController::finished, this, [this, window] {
        if (screenshotMode() && window) grab(window, 1200);
    });
    if (!sweeps->start(scenario, parameter, values)) {
        std::fprintf(stderr, "santwin: %s\n", qPrintable(sweeps->message()));
        if (screenshotMode()) QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(1); });
    }
}

QString AppController::quotedRunNames() const {
    QStringList quoted;
    for (const QString& name : session_->playback()->runNames()) quoted << "'" + name + "'";
    return quoted.join(", ");
}

bool AppController::playbackOptionsGiven() const {
    return play_ || seek_s_ >= 0 || speed_ > 0 || !compare_.isEmpty() || !run_.isEmpty();
}

void AppController::applyPlaybackOptions(QQuickWindow* window) {
    auto* playback = session_->playback();
    if (speed_ > 0) playback->setSpeed(speed_);
    if (!run_.isEmpty()) {
        // A run of another scenario the project file keeps: play that scenario's runs.
        if (!playback->runNames().contains(run_))
            if (const QString other = playback->keptScenarioOfRun(run_); !other.isEmpty()) playback->playKept(other);
        const int a = playback->runNames().indexOf(run_);
        if (a < 0)
            refuse(QStringLiteral("--run: no run '%1' to show (runs: %2)").arg(run_, quotedRunNames()));
        else
            playback->setRunIndex(a);
    }
    if (!compare_.isEmpty()) {
        const int b = playback->runNames().indexOf(compare_);
        if (b < 0)
            refuse(QStringLiteral("--compare: no run '%1' to compare with (runs: %2)").arg(compare_, quotedRunNames()));
        playback->setCompareIndex(b);
    }
    if (refused_) return;
    selectNamedWhenShown(window);  // again: a scenario's run replaced the project
    if (seek_s_ >= 0) playback->seek(seek_s_);
    if (play_) playback->play();
    // A screenshot shows the playhead's moment: it is taken paused so it is that moment.
    if (screenshotMode() && window) {
        if (play_) QTimer::singleShot(900, playback, [playback] { playback->pause(); });
        grab(window, view_ == 1 ? 3000 : 1500);
    }
}

void AppController::startScenario(QQuickWindow* window) {
    auto* sim = session_->simulation();
    auto fail = [this](const QString& why) {
        std::fprintf(stderr, "santwin: %s\n", qPrintable(why));
        if (screenshotMode()) QTimer::singleShot(0, qApp, [] { QCoreApplication::exit(1); });
    };
    connect(sim, &SimulationController::finished, this, [this, window] { applyPlaybackOptions(window); });
    connect(sim, &SimulationController::failed, this,
            [fail](const QString& id, const QString& message) { fail(id + ": " + message); });
    if (!sim->runScenario(scenario_)) fail(sim->status());
}
