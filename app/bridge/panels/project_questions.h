#pragma once
// Base of the side panels' question objects (zoning, LUN masking, VMware): they answer from the
// open project on demand, and `revision` changes after every edit so the QML bindings that call
// their invokables ask again. Each session (bridge/session) has one of each.
#include <QObject>

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
    ProjectController* project_;

  private:
    int revision_ = 0;
};
