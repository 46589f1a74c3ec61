#include "bridge/session/session.h"

#include <QQmlEngine>

#include "bridge/editor/project_editor.h"
#include "bridge/panels/masking_controller.h"
#include "bridge/panels/vmware_controller.h"
#include "bridge/panels/zoning_controller.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/playback/simulation_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/project/recovery.h"
#include "bridge/sweep/answers_controller.h"
#include "bridge/sweep/sweep_controller.h"
#include "bridge/window/app_controller.h"

namespace {
// The dynamic property of a QQmlEngine that names its session.
constexpr char kSessionProperty[] = "santwinSession";
}  // namespace

Session::Session(QObject* parent)
    : QObject(parent),
      project_(std::make_unique<ProjectController>(nullptr)),
      editor_(std::make_unique<ProjectEditor>(project_.get(), nullptr)),
      zoning_(std::make_unique<ZoningController>(project_.get(), nullptr)),
      masking_(std::make_unique<MaskingController>(project_.get(), nullptr)),
      vmware_(std::make_unique<VmwareController>(project_.get(), nullptr)),
      recovery_(std::make_unique<Recovery>(project_.get(), editor_.get(), nullptr)),
      playback_(std::make_unique<PlaybackController>(project_.get(), nullptr)),
      simulation_(std::make_unique<SimulationController>(project_.get(), playback_.get(), nullptr)),
      sweep_(std::make_unique<SweepController>(nullptr)),
      answers_(std::make_unique<AnswersController>(project_.get(), nullptr)),
      app_(std::make_unique<AppController>(this, nullptr)) {}

// The members go in reverse order: the app first, the project last.
Session::~Session() = default;

void Session::attachTo(QQmlEngine& engine) {
    engine.setProperty(kSessionProperty, QVariant::fromValue(static_cast<QObject*>(this)));
}

Session* Session::of(QQmlEngine* engine) {
    if (!engine) return nullptr;
    if (auto* session = qobject_cast<Session*>(engine->property(kSessionProperty).value<QObject*>()))
        return session;
    auto* session = new Session(engine);
    session->attachTo(*engine);
    return session;
}
