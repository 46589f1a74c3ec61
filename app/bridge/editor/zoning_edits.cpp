// ProjectEditor's zoning edits (project_editor.h): zone members, zones, their place in the
// active zone set, and aliases; each one undoable command.
#include "bridge/editor/project_editor.h"
#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "editing/edit_session.h"
#include "editing/zoning.h"

using namespace santwin;

namespace {
QString name_of(const Project* p, qint64 id) {
    return p && p->topology.contains(static_cast<Id>(id)) ? qs(p->topology.at(static_cast<Id>(id)).name)
                                                           : QStringLiteral("#%1").arg(id);
}
}  // namespace

QString ProjectEditor::addZoneMember(qint64 zone, qint64 port) {
    const Project* p = project_->project();
    return pushEdit(tr("Zone %1 into %2").arg(name_of(p, port), name_of(p, zone)), [&](editing::EditSession& s) {
        editing::add_zone_member(s, static_cast<Id>(zone), static_cast<Id>(port));
    });
}

QString ProjectEditor::removeZoneMember(qint64 zone, const QString& member) {
    return pushEdit(tr("Remove %1 from %2").arg(member, name_of(project_->project(), zone)),
                    [&](editing::EditSession& s) { editing::remove_zone_member(s, static_cast<Id>(zone), ss(member)); });
}

QString ProjectEditor::addZone(qint64 fabric) {
    Id zone = kNoId;
    const QString error = pushEdit(tr("New zone in %1").arg(name_of(project_->project(), fabric)),
                                   [&](editing::EditSession& s) { zone = editing::add_zone(s, static_cast<Id>(fabric)); });
    if (error.isEmpty()) project_->select(static_cast<qint64>(zone));
    return error;
}

QString ProjectEditor::setZoneActive(qint64 zone, bool active) {
    const Project* p = project_->project();
    if (!p || !p->topology.contains(static_cast<Id>(zone))) return tr("No such zone");
    const Id fabric = p->topology.at(static_cast<Id>(zone)).parent;
    const Id set = p->topology.at(fabric).ref("active_zone_set");
    if (!set) return tr("%1 has no active zone set: pick one first").arg(name_of(p, fabric));
    return pushEdit((active ? tr("Put %1 in %2") : tr("Take %1 out of %2")).arg(name_of(p, zone), name_of(p, set)),
                    [&](editing::EditSession& s) { editing::set_zone_in_set(s, set, static_cast<Id>(zone), active); });
}

QString ProjectEditor::addAlias(qint64 fabric, qint64 port) {
    return pushEdit(tr("New alias for %1").arg(name_of(project_->project(), port)), [&](editing::EditSession& s) {
        editing::add_alias(s, static_cast<Id>(fabric), static_cast<Id>(port));
    });
}

QString ProjectEditor::addAliasMember(qint64 zone, qint64 alias) {
    const Project* p = project_->project();
    return pushEdit(tr("Zone alias %1 into %2").arg(name_of(p, alias), name_of(p, zone)), [&](editing::EditSession& s) {
        editing::add_alias_member(s, static_cast<Id>(zone), static_cast<Id>(alias));
    });
}
