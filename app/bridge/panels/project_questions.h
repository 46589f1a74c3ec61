#pragma once
// Base of the side panels' question objects (zoning, LUN masking, VMware): they answer from the
// open project on demand, and `revision` changes after every edit so the QML bindings that call
// their invokables ask again. Each is a QML singleton: main() installs the instance it owns,
// tests and bare QML get one made on first use.
#include <QJSEngine>
#include <QObject>
#include <QPointer>
#include <QQmlEngine>

class ProjectController;

class ProjectQuestions : public QObject {
    Q_OBJECT
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
  public:
    ProjectQuestions(ProjectController* project, QObject* parent);
    int revision() const { return revision_; }

  signals:
    void revisionChanged();

  protected:
    // The shared instance in `slot`, made over the shared project when there is none yet.
    template <class T>
    static T* instance_in(QPointer<T>& slot, QQmlEngine* qml, QJSEngine* js);

    ProjectController* project_;

  private:
    int revision_ = 0;
};

// The project controller QML shares (ProjectController::create), for instance_in.
ProjectController* shared_project(QQmlEngine* qml, QJSEngine* js);

template <class T>
T* ProjectQuestions::instance_in(QPointer<T>& slot, QQmlEngine* qml, QJSEngine* js) {
    if (!slot) slot = new T(shared_project(qml, js), qml);
    QJSEngine::setObjectOwnership(slot, QJSEngine::CppOwnership);
    return slot;
}
