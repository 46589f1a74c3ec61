#include "commands/commands.h"

#include "bridge/qt_text.h"
#include "editing/device_templates.h"
#include "editing/placement.h"
#include "topology/attr_label.h"

using namespace santwin;
using editing::EditSession;

namespace commands {

namespace {
// "speed", "CPU sockets": a field's label as it reads mid-sentence.
QString field_words(const std::string& key) {
    QString words = qs(santwin::attr_label(key));
    if (words.size() > 1 && words[1].isLower()) words[0] = words[0].toLower();
    return words;
}

QString label(const Project& p, Id id) {
    const Entity* e = p.topology.find(id);
    return e ? QString::fromStdString(e->name) : QStringLiteral("#%1").arg(id);
}
}  // namespace

std::unique_ptr<EditCommand> setAttribute(Project& p, Id id, const std::string& key, const std::string& text,
                                          Changed c) {
    return EditCommand::make(
        p, QStringLiteral("Set %1 of %2").arg(field_words(key), label(p, id)),
        [&](EditSession& s) { editing::set_attribute_text(s, id, key, text); }, std::move(c));
}

std::unique_ptr<EditCommand> setAttributeOfAll(Project& p, const std::vector<Id>& ids, const std::string& key,
                                               const std::string& text, Changed c) {
    if (ids.empty()) throw editing::EditError("nothing is selected");
    const QString what = ids.size() == 1 ? label(p, ids.front()) : QStringLiteral("%1 items").arg(ids.size());
    return EditCommand::make(
        p, QStringLiteral("Set %1 of %2 to %3").arg(field_words(key), what, qs(text)),
        [&](EditSession& s) {
            for (Id id : ids) editing::set_attribute_text(s, id, key, text);
        },
        std::move(c));
}

std::unique_ptr<EditCommand> renameEntity(Project& p, Id id, const std::string& name, Changed c) {
    if (name.empty()) throw editing::EditError("a name cannot be empty");
    const QString old = label(p, id);
    return EditCommand::make(
        p, QStringLiteral("Rename %1 to %2").arg(old, qs(name)), [&](EditSession& s) { s.rename(id, name); },
        std::move(c));
}

std::unique_ptr<EditCommand> setNote(Project& p, Id id, const std::string& note, Changed c) {
    return EditCommand::make(
        p, QStringLiteral("Edit the note of %1").arg(label(p, id)), [&](EditSession& s) { s.set_note(id, note); },
        std::move(c));
}

std::unique_ptr<EditCommand> moveNodes(Project& p, const std::map<Id, Point>& to, qint64 drag, Changed c) {
    const QString text = to.size() == 1 ? QStringLiteral("Move %1").arg(label(p, to.begin()->first))
                                        : QStringLiteral("Move %1 items").arg(to.size());
    return EditCommand::make(
        p, text,
        [&](EditSession& s) {
            for (const auto& [id, at] : to) s.move(id, at);
        },
        std::move(c), MergeMove, drag);
}

std::unique_ptr<EditCommand> createEntity(Project& p, Kind kind, Id parent, Point at, Id* created, Changed c) {
    return EditCommand::make(
        p, QStringLiteral("Create %1").arg(qs(std::string(kind_label(kind)))),
        [&](EditSession& s) {
            *created = editing::create_entity(s, kind, "", parent, &at);
            editing::add_default_ports(s, *created);
            editing::place_new_box(s, *created, at);
        },
        std::move(c));
}

std::unique_ptr<EditCommand> addDevice(Project& p, const std::string& template_id, Point at, Id drop_target,
                                       Id* created, Changed c) {
    QString name = qs(template_id);
    for (const auto& t : editing::device_templates())
        if (t.id == template_id) name = qs(t.label);
    return EditCommand::make(
        p, QStringLiteral("Add %1").arg(name),
        [&](EditSession& s) { *created = editing::add_device(s, template_id, at, drop_target); }, std::move(c));
}

std::unique_ptr<EditCommand> deleteEntities(Project& p, const std::vector<Id>& ids, Changed c) {
    const QString text = ids.size() == 1 ? QStringLiteral("Delete %1").arg(label(p, ids.front()))
                                         : QStringLiteral("Delete %1 items").arg(ids.size());
    return EditCommand::make(
        p, text, [&](EditSession& s) { editing::delete_entities(s, ids); }, std::move(c));
}

std::unique_ptr<EditCommand> connectPorts(Project& p, Id a, Id b, Id* link, Changed c) {
    const QString text = QStringLiteral("Cable %1 to %2").arg(label(p, a), label(p, b));
    return EditCommand::make(
        p, text, [&](EditSession& s) { *link = editing::connect_ports(s, a, b); }, std::move(c));
}

std::unique_ptr<EditCommand> duplicate(Project& p, const std::vector<Id>& ids, Point offset, std::vector<Id>* copies,
                                       Changed c, const QString& verb, int count) {
    QString text = ids.size() == 1 ? QStringLiteral("%1 %2").arg(verb, label(p, ids.front()))
                                   : QStringLiteral("%1 %2 items").arg(verb).arg(ids.size());
    if (count != 1) text += QStringLiteral(" \u00d7%1").arg(count);
    return EditCommand::make(
        p, text,
        [&](EditSession& s) {
            *copies = count == 1 ? editing::duplicate(s, ids, offset) : editing::duplicate_copies(s, ids, count, offset);
        },
        std::move(c));
}

std::unique_ptr<EditCommand> layOutByTier(Project& p, const std::vector<Id>& ids, Changed c) {
    const QString text = ids.empty() ? QStringLiteral("Lay out everything by tier")
                         : ids.size() == 1 ? QStringLiteral("Lay out %1 by tier").arg(label(p, ids.front()))
                                           : QStringLiteral("Lay out %1 boxes by tier").arg(ids.size());
    return EditCommand::make(
        p, text, [&](EditSession& s) { editing::lay_out_by_tier(s, ids); }, std::move(c));
}

std::unique_ptr<EditCommand> setCollapsed(Project& p, const std::vector<Id>& ids, bool collapsed,
                                          const std::map<Id, Point>& at, Changed c) {
    const QString verb = collapsed ? QStringLiteral("Collapse") : QStringLiteral("Expand");
    const QString text = ids.size() == 1 ? QStringLiteral("%1 %2").arg(verb, label(p, ids.front()))
                                         : QStringLiteral("%1 %2 frames").arg(verb).arg(ids.size());
    return EditCommand::make(
        p, text,
        [&](EditSession& s) {
            editing::set_collapsed(s, ids, collapsed);
            for (const auto& [id, point] : at) s.move(id, point);
        },
        std::move(c));
}

}  // namespace commands
