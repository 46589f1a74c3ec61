#include "bridge/panels/project_questions.h"

#include "bridge/project/project_controller.h"

ProjectQuestions::ProjectQuestions(ProjectController* project, QObject* parent) : QObject(parent), project_(project) {
    connect(project_, &ProjectController::projectChanged, this, [this] {
        ++revision_;
        emit revisionChanged();
    });
}
