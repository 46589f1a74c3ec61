#pragma once
// What QML calls ProjectController, PlaybackController, ...: façades registered as singletons that
// answer with the controller of the session the engine shows (Session::of). The controllers
// themselves are plain objects that know nothing of QML's registry.
#include <QtQml/qqmlregistration.h>
#include <QJSEngine>
#include <QObject>
#include <QQmlEngine>

#include "bridge/editor/project_editor.h"
#include "bridge/panels/masking_controller.h"
#include "bridge/panels/vmware_controller.h"
#include "bridge/panels/zoning_controller.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/playback/simulation_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/project/recovery.h"
#include "bridge/session/session.h"
#include "bridge/sweep/answers_controller.h"
#include "bridge/sweep/sweep_controller.h"
#include "bridge/window/app_controller.h"

namespace session_qml {
// The session's controller `get` returns, kept by C++ (the session owns it, not the engine).
template <class T>
T* owned_by_session(QQmlEngine* qml, T* (Session::*get)() const) {
    T* controller = (Session::of(qml)->*get)();
    QJSEngine::setObjectOwnership(controller, QJSEngine::CppOwnership);
    return controller;
}
}  // namespace session_qml

// One façade per controller (written out: moc reads them, and expands no macro of ours).
struct ProjectControllerFacade {
    Q_GADGET
    QML_FOREIGN(ProjectController)
    QML_NAMED_ELEMENT(ProjectController)
    QML_SINGLETON
  public:
    static ProjectController* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::project); }
};

struct ProjectEditorFacade {
    Q_GADGET
    QML_FOREIGN(ProjectEditor)
    QML_NAMED_ELEMENT(ProjectEditor)
    QML_SINGLETON
  public:
    static ProjectEditor* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::editor); }
};

struct ZoningControllerFacade {
    Q_GADGET
    QML_FOREIGN(ZoningController)
    QML_NAMED_ELEMENT(ZoningController)
    QML_SINGLETON
  public:
    static ZoningController* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::zoning); }
};

struct MaskingControllerFacade {
    Q_GADGET
    QML_FOREIGN(MaskingController)
    QML_NAMED_ELEMENT(MaskingController)
    QML_SINGLETON
  public:
    static MaskingController* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::masking); }
};

struct VmwareControllerFacade {
    Q_GADGET
    QML_FOREIGN(VmwareController)
    QML_NAMED_ELEMENT(VmwareController)
    QML_SINGLETON
  public:
    static VmwareController* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::vmware); }
};

struct RecoveryFacade {
    Q_GADGET
    QML_FOREIGN(Recovery)
    QML_NAMED_ELEMENT(Recovery)
    QML_SINGLETON
  public:
    static Recovery* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::recovery); }
};

struct PlaybackControllerFacade {
    Q_GADGET
    QML_FOREIGN(PlaybackController)
    QML_NAMED_ELEMENT(PlaybackController)
    QML_SINGLETON
  public:
    static PlaybackController* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::playback); }
};

struct SimulationControllerFacade {
    Q_GADGET
    QML_FOREIGN(SimulationController)
    QML_NAMED_ELEMENT(SimulationController)
    QML_SINGLETON
  public:
    static SimulationController* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::simulation); }
};

struct SweepControllerFacade {
    Q_GADGET
    QML_FOREIGN(SweepController)
    QML_NAMED_ELEMENT(SweepController)
    QML_SINGLETON
  public:
    static SweepController* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::sweep); }
};

struct AnswersControllerFacade {
    Q_GADGET
    QML_FOREIGN(AnswersController)
    QML_NAMED_ELEMENT(AnswersController)
    QML_SINGLETON
  public:
    static AnswersController* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::answers); }
};

struct AppControllerFacade {
    Q_GADGET
    QML_FOREIGN(AppController)
    QML_NAMED_ELEMENT(AppController)
    QML_SINGLETON
  public:
    static AppController* create(QQmlEngine* qml, QJSEngine*) { return session_qml::owned_by_session(qml, &Session::app); }
};
