#pragma once
// The VMware panel's questions about the open project, for QML: datastores with their backing,
// size and fill, the virtual disks on each (VM, format, size), and per ESX host the LUs it sees
// with the multipath policy it uses and how many paths it has. `revision` changes after every
// edit so bindings re-ask. Edits go through ProjectEditor (undoable).
#include <QVariantList>

#include "bridge/panels/project_questions.h"

class VmwareController : public ProjectQuestions {
    Q_OBJECT
  public:
    VmwareController(ProjectController* project, QObject* parent) : ProjectQuestions(project, parent) {}

    // [{id, name, type, backing, capacityGb, provisionedGb,
    //   disks: [{id, vm, vmId, name, format, sizeGb, usedGb, rdm, rdmLu ("" = not named)}]}]
    // provisionedGb leaves out raw device mappings (their data is on their own LU).
    Q_INVOKABLE QVariantList datastores() const;
    // [{id, name, lus: [{lu, name, policy ("" = array default), paths}]}]
    Q_INVOKABLE QVariantList hosts() const;
};
