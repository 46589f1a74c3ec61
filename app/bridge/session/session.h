#pragma once
// One open project's session: the controllers that show, edit, simulate and play it back, made
// together and handed to each other explicitly (none looks another up). The QML engine shows
// one session: main() attaches the window's; an engine that has none (a QML test) gets a fresh
// one of its own, so no test sees what another left behind.
#include <QObject>
#include <memory>

class AnswersController;
class AppController;
class MaskingController;
class PlaybackController;
class ProjectController;
class ProjectEditor;
class QQmlEngine;
class Recovery;
class SimulationController;
class SweepController;
class VmwareController;
class ZoningController;

class Session : public QObject {
    Q_OBJECT
  public:
    explicit Session(QObject* parent = nullptr);
    ~Session() override;

    ProjectController* project() const { return project_.get(); }
    ProjectEditor* editor() const { return editor_.get(); }
    ZoningController* zoning() const { return zoning_.get(); }
    MaskingController* masking() const { return masking_.get(); }
    VmwareController* vmware() const { return vmware_.get(); }
    Recovery* recovery() const { return recovery_.get(); }
    PlaybackController* playback() const { return playback_.get(); }
    SimulationController* simulation() const { return simulation_.get(); }
    SweepController* sweep() const { return sweep_.get(); }
    AnswersController* answers() const { return answers_.get(); }
    AppController* app() const { return app_.get(); }

    // Makes this the session `engine`'s QML sees; call before loading any QML.
    void attachTo(QQmlEngine& engine);
    // The session attached to `engine`; an engine without one gets a new session it owns.
    static Session* of(QQmlEngine* engine);

  private:
    // Declared in the order they are made: each is given the ones above it, and goes after them.
    std::unique_ptr<ProjectController> project_;
    std::unique_ptr<ProjectEditor> editor_;
    std::unique_ptr<ZoningController> zoning_;
    std::unique_ptr<MaskingController> masking_;
    std::unique_ptr<VmwareController> vmware_;
    std::unique_ptr<Recovery> recovery_;
    std::unique_ptr<PlaybackController> playback_;
    std::unique_ptr<SimulationController> simulation_;
    std::unique_ptr<SweepController> sweep_;
    std::unique_ptr<AnswersController> answers_;
    std::unique_ptr<AppController> app_;
};
