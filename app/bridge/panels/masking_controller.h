#pragma once
// The LUN-masking editor's questions about the open project, for QML: arrays, their host groups
// with each initiator resolved to the host ports it matches and the LUs presented at which LUN,
// the host ports that could join and the LUs a group could still present. `revision` changes
// after every edit so bindings re-ask. Edits go through ProjectEditor (undoable).
#include <QVariantList>

#include "bridge/panels/project_questions.h"

class MaskingController : public ProjectQuestions {
    Q_OBJECT
  public:
    MaskingController(ProjectController* project, QObject* parent) : ProjectQuestions(project, parent) {}

    Q_INVOKABLE QVariantList arrays() const;  // [{id, name}]
    // [{id, name, ports: "0A, 1A", initiators: [{text, ports, matched}],
    //   mappings: [{id, lu, name, lun, hosts}], nextLun}]
    Q_INVOKABLE QVariantList hostGroups(qint64 array) const;
    Q_INVOKABLE QVariantList candidateInitiators() const;          // [{id, label}]
    Q_INVOKABLE QVariantList unmappedLus(qint64 hostGroup) const;  // [{id, name}]
};
