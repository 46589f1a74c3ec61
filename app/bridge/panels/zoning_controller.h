#pragma once
// The zoning editor's questions about the open project, for QML: fabrics, their zone sets and
// which is active, their zones with each member resolved to the ports it stands for, and the
// ports that could join. Answers are recomputed on demand; `revision` changes after every edit
// so bindings re-ask. Edits go through ProjectEditor (undoable).
#include <QVariantList>

#include "bridge/panels/project_questions.h"

class ZoningController : public ProjectQuestions {
    Q_OBJECT
  public:
    ZoningController(ProjectController* project, QObject* parent) : ProjectQuestions(project, parent) {}

    Q_INVOKABLE QVariantList fabrics() const;                    // [{id, name}]
    Q_INVOKABLE QVariantList zoneSets(qint64 fabric) const;      // [{id, name, active}]
    // [{id, name, members: [{text, ports: "ESX-1 HBA0-p0", matched}], inActiveSet}]
    Q_INVOKABLE QVariantList zones(qint64 fabric) const;
    Q_INVOKABLE QVariantList candidatePorts(qint64 fabric) const;  // [{id, label}]
    Q_INVOKABLE QVariantList aliases(qint64 fabric) const;         // [{id, name, ports}]
};
