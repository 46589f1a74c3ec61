// ProjectEditor's New host group and New datastore (project_editor.h): one undoable command each.
#include "bridge/editor/project_editor.h"
#include "bridge/project/project_controller.h"
#include "editing/edit_session.h"
#include "editing/new_parts.h"

using namespace santwin;

QString ProjectEditor::addHostGroup(qint64 array) {
    Id group = kNoId;
    const QString error = pushEdit(tr("New host group"), [&](editing::EditSession& s) {
        group = editing::add_host_group(s, static_cast<Id>(array));
    });
    if (error.isEmpty()) project_->select(static_cast<qint64>(group));
    return error;
}

QString ProjectEditor::addDatastore() {
    Id ds = kNoId;
    const QString error = pushEdit(tr("New datastore"), [&](editing::EditSession& s) { ds = editing::add_datastore(s); });
    if (error.isEmpty()) project_->select(static_cast<qint64>(ds));
    return error;
}
