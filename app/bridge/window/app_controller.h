#pragma once
// The application around the project: reads the command line (--lab, a project file,
// --screenshot, --quit-after, --scenario/--play/--seek/--speed), opens what it asks for in the
// session's project, runs and plays what it asks for, and grabs the window for --screenshot. QML
// sees it as AppController (window title, screenshot mode; bridge/session).
#include <QObject>
#include <QSize>
#include <QString>
#include <QStringList>

class QCommandLineParser;

class QQmlApplicationEngine;
class ProjectController;
class Session;
class QQuickWindow;

class AppController : public QObject {
    Q_OBJECT
    Q_PROPERTY(QString title READ title NOTIFY titleChanged)
    Q_PROPERTY(bool screenshotMode READ screenshotMode CONSTANT)
    // The main window's opening size: fitted to a small screen (see window_size.h).
    Q_PROPERTY(QSize initialSize READ initialSize CONSTANT)
    // --view: the centre tab shown at start (0 diagram, 1 3D lab, 2 sweeps).
    Q_PROPERTY(int initialView READ initialView CONSTANT)
    // --panel: the left tab shown at start (0 entities, 1 palette, 2 zoning, 3 masking, 4 VMware).
    Q_PROPERTY(int initialPanel READ initialPanel CONSTANT)
    // --theme: "dark" or "light" to start with ("" keeps the saved preference).
    Q_PROPERTY(QString theme READ theme CONSTANT)
  public:
    AppController(Session* session, QObject* parent);

    // Reads the arguments; false (after printing why) when they are wrong.
    bool parseArguments(const QStringList& args);
    // The command line's options, for parseArguments and for --help / --version, which main
    // answers before any window system is needed.
    static void describeOptions(QCommandLineParser& parser);
    // Opens the lab or file the arguments name (the first built-in lab when none). False when it
    // cannot be opened; the message is in ProjectController::errorMessage.
    bool openInitial();
    // Called once the QML is loaded: takes the screenshot and quits if asked.
    void attach(QQmlApplicationEngine& engine);

    QString title() const;
    bool screenshotMode() const { return !screenshot_path_.isEmpty(); }
    QSize initialSize() const;
    int initialView() const { return view_; }
    QString theme() const { return theme_; }
    int initialPanel() const { return panel_; }

  signals:
    void titleChanged();

  private:
    Session* session_;
    ProjectController* project_;
    QString lab_;
    QString file_;
    QString screenshot_path_;
    QString select_;  // --select: entity name selected at start
    int quit_after_ms_ = -1;
    int view_ = 0;
    QString theme_;
    int panel_ = 0;
    // --scenario <id> [--play] [--seek <s>] [--speed <x>]: run a built-in scenario and play it.
    QString scenario_;
    bool play_ = false;
    double seek_s_ = -1;
    double speed_ = 0;
    QString compare_;  // --compare <run>: a second run of the scenario for A/B
    QString run_;      // --run <run>: which of the scenario's runs to show (else its first)
    QString sweep_;    // --sweep <scenario>:<parameter>=<a,b,c>
    void startScenario(QQuickWindow* window);
    // What --speed, --compare, --select, --seek and --play ask of the loaded run; a screenshot
    // then shows that moment.
    void applyPlaybackOptions(QQuickWindow* window);
    bool playbackOptionsGiven() const;
    void startSweep(QQuickWindow* window);
    void selectNamed();  // --select: the first entity of that name
    // --select once `window` has drawn its first frame (at once if it has): a selection made
    // before the views are laid out finds a diagram with no size to reveal the box in, and an
    // inspector whose rows, rebuilt before the first layout pass, are never placed.
    void selectNamedWhenShown(QQuickWindow* window);
    // Says why an argument names nothing there is; with --screenshot also quits with 2 and takes
    // no picture (a window stays open with a warning: the user sees what did load).
    void refuse(const QString& why);
    bool refused_ = false;
    QString quotedRunNames() const;  // "'warm-up thin', 'warm-up thick'"
    bool window_shown_ = false;
    bool select_pending_ = false;
    void grab(QQuickWindow* window, int delay_ms);
};
