#include "bridge/editor/project_editor.h"

#include <QFileInfo>
#include <QUrl>
#include <QVariantMap>
#include <algorithm>
#include <limits>
#include <set>

#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "commands/commands.h"
#include "editing/cable_pick.h"
#include "editing/device_templates.h"
#include "editing/masking.h"
#include "editing/path_policy.h"
#include "editing/placement.h"
#include "editing/zoning.h"
#include "store/json_io.h"
#include "store/project_file.h"
#include "store/project_update.h"

using namespace santwin;

namespace {
std::vector<Id> to_ids(const QVariantList& list) {
    std::vector<Id> out;
    for (const QVariant& v : list)
        if (v.toLongLong() > 0) out.push_back(static_cast<Id>(v.toLongLong()));
    return out;
}
}  // namespace

ProjectEditor::ProjectEditor(ProjectController* project, QObject* parent) : QObject(parent), project_(project) {
    connect(&stack_, &QUndoStack::indexChanged, this, &ProjectEditor::stackChanged);
    connect(&stack_, &QUndoStack::cleanChanged, this, &ProjectEditor::stackChanged);
    // A newly opened project starts a fresh history.
    connect(project_, &ProjectController::projectOpened, this, [this] {
        stack_.clear();
        emit stackChanged();
    });
}

QStringList ProjectEditor::history() const {
    QStringList out;
    for (int i = 0; i < stack_.count(); ++i) out << stack_.text(i);
    return out;
}

template <typename Make>
QString ProjectEditor::push(Make make) {
    Project* p = project_->editableProject();
    if (!p) return tr("No project is open");
    try {
        EditCommand::Changed changed = [this](const std::vector<Id>&) { project_->refreshAfterEdit(); };
        std::unique_ptr<EditCommand> command = make(*p, changed);
        if (command) stack_.push(command.release());  // push() runs redo(), which refreshes
        return {};
    } catch (const std::exception& e) {
        const QString reason = qs(e.what());
        emit refused(reason);
        return reason;
    }
}

QString ProjectEditor::pushEdit(const QString& text, const std::function<void(editing::EditSession&)>& edit) {
    return push([&](Project& p, auto changed) { return EditCommand::make(p, text, edit, changed); });
}

QString ProjectEditor::setAttribute(qint64 id, const QString& key, const QString& text) {
    return push([&](Project& p, auto changed) {
        return commands::setAttribute(p, static_cast<Id>(id), ss(key), ss(text), changed);
    });
}

QString ProjectEditor::setAttributeOfAll(const QVariantList& ids, const QString& key, const QString& text) {
    const std::vector<Id> list = to_ids(ids);
    return push([&](Project& p, auto changed) {
        return commands::setAttributeOfAll(p, list, ss(key), ss(text), changed);
    });
}

QString ProjectEditor::rename(qint64 id, const QString& name) {
    return push([&](Project& p, auto changed) {
        return commands::renameEntity(p, static_cast<Id>(id), ss(name.trimmed()), changed);
    });
}

QString ProjectEditor::setNote(qint64 id, const QString& note) {
    return push([&](Project& p, auto changed) { return commands::setNote(p, static_cast<Id>(id), ss(note), changed); });
}

QString ProjectEditor::deletePlan(const QVariantList& ids) const {
    const Project* p = project_->project();
    const std::vector<Id> list = to_ids(ids);
    if (!p || list.empty()) return {};
    return qs(editing::plan_delete(p->topology, list).describe(p->topology));
}

QString ProjectEditor::deleteEntities(const QVariantList& ids) {
    const std::vector<Id> list = to_ids(ids);
    if (list.empty()) return tr("Nothing is selected");
    project_->clearSelection();
    return push([&](Project& p, auto changed) { return commands::deleteEntities(p, list, changed); });
}

QString ProjectEditor::moveNode(qint64 id, double x, double y, qint64 drag) {
    return push([&](Project& p, auto changed) {
        return commands::moveNodes(p, {{static_cast<Id>(id), Point{x, y}}}, drag, changed);
    });
}

QString ProjectEditor::moveNodeBy(int index, double dx, double dy) {
    return moveNodesBy({index}, dx, dy);
}

namespace {
// Moves node `index` by (dx, dy): positions are kept for nodes without children; frames are
// fitted around those, so a frame moves by moving everything drawn inside it. A collapsed frame
// takes its hidden parts' saved positions along, so it opens again where it now is.
void collect_moves(const diagram::Diagram& d, const Layout& layout, int index, double dx, double dy,
                   std::map<Id, Point>& to) {
    std::vector<int> pending{index};
    while (!pending.empty()) {
        const int at = pending.back();
        const diagram::Node& n = d.nodes[static_cast<size_t>(at)];
        pending.pop_back();
        if (n.children.empty()) to[n.key] = Point{n.x + dx, n.y + dy};
        pending.insert(pending.end(), n.children.begin(), n.children.end());
        if (!diagram::is_collapsed_frame(n)) continue;
        for (const auto& [entity, node] : d.node_of) {
            auto saved = layout.positions.find(entity);
            if (node == at && entity != n.key && saved != layout.positions.end())
                to[entity] = Point{saved->second.x + dx, saved->second.y + dy};
        }
    }
}

// A gesture id of its own, so the move does not merge with the previous one.
qint64 new_gesture() {
    static qint64 last = 0;
    return ++last;
}

// The valid node indexes of `indexes`, without those inside another one of them.
std::vector<int> outermost(const diagram::Diagram& d, const QVariantList& indexes) {
    std::set<int> chosen;
    for (const QVariant& v : indexes)
        if (int i = v.toInt(); i >= 0 && i < static_cast<int>(d.nodes.size())) chosen.insert(i);
    std::vector<int> out;
    for (int i : chosen) {
        bool inside = false;
        for (int up = d.nodes[static_cast<size_t>(i)].parent; up >= 0 && !inside; up = d.nodes[static_cast<size_t>(up)].parent)
            inside = chosen.count(up) > 0;
        if (!inside) out.push_back(i);
    }
    return out;
}
}  // namespace

QString ProjectEditor::moveNodesBy(const QVariantList& indexes, double dx, double dy) {
    const diagram::Diagram& d = project_->diagram();
    std::map<Id, Point> to;
    for (int i : outermost(d, indexes)) collect_moves(d, project_->project()->layout, i, dx, dy, to);
    if (to.empty()) return tr("Nothing to move");
    return push([&](Project& p, auto changed) { return commands::moveNodes(p, to, new_gesture(), changed); });
}

QString ProjectEditor::alignNodes(const QVariantList& indexes, const QString& edge) {
    const diagram::Diagram& d = project_->diagram();
    const std::vector<int> nodes = outermost(d, indexes);
    if (nodes.size() < 2) return tr("Select two or more boxes to align");
    static const QStringList edges = {"left", "right", "top", "bottom", "hcenter", "vcenter"};
    if (!edges.contains(edge)) return tr("Align to left, right, top, bottom, hcenter or vcenter, not '%1'").arg(edge);
    const bool horizontal = edge == "left" || edge == "right" || edge == "hcenter";
    const bool low = edge == "left" || edge == "top", high = edge == "right" || edge == "bottom";
    // Where a box's aligned edge (or centre) is along the axis; node geometry is centre and size.
    auto at = [&](int i) {
        const diagram::Node& n = d.nodes[static_cast<size_t>(i)];
        const double centre = horizontal ? n.x : n.y, half = (horizontal ? n.width : n.height) / 2;
        return low ? centre - half : high ? centre + half : centre;
    };
    // The line every box is brought to: the outermost edge, or the mean centre.
    double line = at(nodes.front()), sum = 0;
    for (int i : nodes) {
        sum += at(i);
        line = low ? std::min(line, at(i)) : std::max(line, at(i));
    }
    if (!low && !high) line = sum / static_cast<double>(nodes.size());
    std::map<Id, Point> to;
    for (int i : nodes) {
        const double by = line - at(i);
        collect_moves(d, project_->project()->layout, i, horizontal ? by : 0, horizontal ? 0 : by, to);
    }
    return push([&](Project& p, auto changed) { return commands::moveNodes(p, to, new_gesture(), changed); });
}

QString ProjectEditor::setCollapsed(const QVariantList& indexes, bool collapse) {
    if (!project_->project()) return tr("No project");
    const diagram::Diagram& d = project_->diagram();
    std::set<int> frames;
    for (const QVariant& v : indexes) {
        int i = v.toInt();
        if (i < 0 || i >= static_cast<int>(d.nodes.size())) continue;
        // Collapsing a part collapses the frame it sits in.
        if (collapse)
            while (i >= 0 && !d.nodes[static_cast<size_t>(i)].frame) i = d.nodes[static_cast<size_t>(i)].parent;
        if (i >= 0 && (collapse ? d.nodes[static_cast<size_t>(i)].frame : diagram::is_collapsed_frame(d.nodes[static_cast<size_t>(i)])))
            frames.insert(i);
    }
    if (frames.empty())
        return collapse ? tr("Select a chassis, fabric, array, pool or VTL (or a part of one) to collapse")
                        : tr("Select a collapsed box to expand");
    std::vector<Id> ids;
    std::map<Id, Point> at;
    for (int i : frames) {
        const diagram::Node& n = d.nodes[static_cast<size_t>(i)];
        ids.push_back(n.key);
        if (!collapse) continue;
        // The parts keep where they are drawn now (saved, so moving the box carries them), and
        // the box takes the frame's place, centred under its title.
        collect_moves(d, project_->project()->layout, i, 0, 0, at);
        at[n.key] = Point{n.x, n.top() + 45};
    }
    return push([&](Project& p, auto changed) { return commands::setCollapsed(p, ids, collapse, at, changed); });
}

QString ProjectEditor::toggleCollapsed(int index) {
    const diagram::Diagram& d = project_->diagram();
    if (index < 0 || index >= static_cast<int>(d.nodes.size())) return tr("No such box");
    return setCollapsed({index}, d.nodes[static_cast<size_t>(index)].frame);
}

QString ProjectEditor::setAllCollapsed(bool collapse) {
    if (!project_->project()) return tr("No project");
    if (!collapse) {
        // Every mark, frames hidden inside collapsed ones too.
        const std::set<Id>& marked = project_->project()->layout.collapsed;
        if (marked.empty()) return tr("Nothing is collapsed");
        const std::vector<Id> all(marked.begin(), marked.end());
        return push([&](Project& p, auto changed) { return commands::setCollapsed(p, all, false, {}, changed); });
    }
    // The outermost frames (a pool goes with its array).
    const diagram::Diagram& d = project_->diagram();
    QVariantList outermost;
    for (size_t i = 0; i < d.nodes.size(); ++i)
        if (d.nodes[i].frame && d.nodes[i].parent < 0) outermost << static_cast<int>(i);
    return setCollapsed(outermost, true);
}

QString ProjectEditor::layOutByTier(const QVariantList& ids) {
    const std::vector<Id> which = to_ids(ids);
    return push([&](Project& p, auto changed) { return commands::layOutByTier(p, which, changed); });
}

bool ProjectEditor::isCollapsible(int index) const {
    const diagram::Diagram& d = project_->diagram();
    return index >= 0 && index < static_cast<int>(d.nodes.size()) && diagram::is_frame_kind(d.nodes[static_cast<size_t>(index)].kind);
}

QString ProjectEditor::duplicate(const QVariantList& ids, int step, bool paste, int count) {
    std::vector<Id> copies;
    const std::vector<Id> originals = to_ids(ids);
    // Copies go just below their originals, in free space (further down for each repeated paste).
    const Point offset = editing::free_offset_below(project_->diagram(), originals, step);
    const QString error = push([&](Project& p, auto changed) {
        return commands::duplicate(p, originals, offset, &copies, changed,
                                   paste ? QStringLiteral("Paste") : QStringLiteral("Duplicate"), count);
    });
    if (error.isEmpty() && !copies.empty()) {
        QVariantList selected;
        for (Id id : copies) selected.append(static_cast<qint64>(id));
        project_->selectIds(selected);
    }
    return error;
}

QString ProjectEditor::create(const QString& kind, qint64 parent, double x, double y) {
    const auto k = kind_from_name(ss(kind));
    if (!k) return tr("Unknown kind '%1'").arg(kind);
    Id created = kNoId;
    const QString error = push([&](Project& p, auto changed) {
        return commands::createEntity(p, *k, static_cast<Id>(parent), Point{x, y}, &created, changed);
    });
    if (error.isEmpty()) project_->select(static_cast<qint64>(created));
    return error;
}

QVariantList ProjectEditor::paletteKinds() const {
    QVariantList out;
    for (Kind k : all_kinds()) {
        const KindSpec& spec = kind_spec(k);
        QStringList parents;
        for (Kind p : spec.parents) parents << qs(kind_label(p));
        out.append(QVariantMap{{"kind", qs(kind_name(k))},
                               {"label", qs(kind_label(k))},
                               {"category", qs(category_name(kind_category(k)))},
                               {"doc", qs(spec.doc)},
                               {"parents", parents.join(", ")},
                               {"icon", qs("kind-" + std::string(kind_name(k)))}});
    }
    // Whole devices last, in their own group.
    for (const auto& t : editing::device_templates())
        out.append(QVariantMap{{"kind", qs("device:" + t.id)},
                               {"label", qs(t.label)},
                               {"category", QStringLiteral("devices")},
                               {"doc", qs(t.doc)},
                               {"parents", QString()},
                               {"icon", qs(t.category)}});
    return out;
}

QString ProjectEditor::dropDevice(const QString& templateId, int node, double x, double y) {
    if (!project_->project()) return tr("No project");
    const diagram::Diagram& d = project_->diagram();
    const Id under = node >= 0 && node < static_cast<int>(d.nodes.size()) ? d.nodes[static_cast<size_t>(node)].key : kNoId;
    Id created = kNoId;
    const QString error = push([&](Project& p, auto changed) {
        return commands::addDevice(p, ss(templateId), Point{x, y}, under, &created, changed);
    });
    if (error.isEmpty()) project_->select(static_cast<qint64>(created));
    return error;
}

double ProjectEditor::columnX(const QString& kind) const {
    const auto k = kind_from_name(ss(kind));
    const auto tier = k ? diagram::kind_tier(*k) : std::nullopt;
    return tier ? diagram::tier_x(*tier) : std::numeric_limits<double>::quiet_NaN();
}

QString ProjectEditor::dropNew(const QString& kind, int node, double x, double y) {
    // Palette entries "device:<template>" add a whole device.
    if (kind.startsWith(QStringLiteral("device:"))) return dropDevice(kind.mid(7), node, x, y);
    const auto k = kind_from_name(ss(kind));
    const Project* p = project_->project();
    if (!k || !p) return tr("Unknown kind '%1'").arg(kind);
    const KindSpec& spec = kind_spec(*k);
    const diagram::Diagram& d = project_->diagram();
    Id parent = kNoId;
    // The entities under the drop, innermost first: the node's, then its frames'.
    for (int n = node; n >= 0 && parent == kNoId; n = d.nodes[static_cast<size_t>(n)].parent)
        for (Id at = d.nodes[static_cast<size_t>(n)].key; at != kNoId && parent == kNoId;
             at = p->topology.contains(at) ? p->topology.at(at).parent : kNoId)
            if (std::find(spec.parents.begin(), spec.parents.end(), p->topology.at(at).kind) != spec.parents.end())
                parent = at;
    if (parent == kNoId && spec.parent_required) {
        QStringList where;
        for (Kind w : spec.parents) where << qs(kind_label(w));
        const QString label = qs(kind_label(*k));
        // "an FC switch", "an ESX host", "a Drive": the article as the label is said.
        const bool vowel_sound = label.startsWith(QStringLiteral("FC")) || QStringLiteral("AEIOU").contains(label.front());
        const QString reason = tr("Drop %1 %2 onto a %3").arg(vowel_sound ? tr("an") : tr("a"), label, where.join(tr(" or ")));
        emit refused(reason);
        return reason;
    }
    return create(kind, static_cast<qint64>(parent), x, y);
}

QString ProjectEditor::cableRefusal(qint64 a, qint64 b) const {
    const Project* p = project_->project();
    return p ? qs(editing::cable_refusal(p->topology, static_cast<Id>(a), static_cast<Id>(b))) : tr("No project");
}

QString ProjectEditor::connectPorts(qint64 a, qint64 b) {
    Id link = kNoId;
    return push([&](Project& p, auto changed) {
        return commands::connectPorts(p, static_cast<Id>(a), static_cast<Id>(b), &link, changed);
    });
}

QVariantMap ProjectEditor::cablePlan(int fromNode, qint64 fromPort, int toNode, qint64 toPort) const {
    const Project* p = project_->project();
    const diagram::Diagram& d = project_->diagram();
    const int n = static_cast<int>(d.nodes.size());
    if (!p || fromNode < 0 || fromNode >= n) return {{"ok", false}, {"text", QString()}};
    if (toNode < 0 || toNode >= n) return {{"ok", false}, {"text", tr("Drop on a device or one of its ports")}};
    const editing::CablePick pick =
        editing::pick_cable(p->topology, d.nodes[static_cast<size_t>(fromNode)].key, static_cast<Id>(fromPort),
                            d.nodes[static_cast<size_t>(toNode)].key, static_cast<Id>(toPort));
    if (!pick.refusal.empty()) return {{"ok", false}, {"text", qs(pick.refusal)}};
    const Topology& t = p->topology;
    const QString text = QStringLiteral("%1 → %2 · %3 Gb/s %4")
                             .arg(qs(t.at(pick.a).name), qs(t.at(pick.b).name))
                             .arg(pick.gbps)
                             .arg(qs(t.at(pick.a).text("protocol")).toUpper());
    return {{"ok", true}, {"a", static_cast<qint64>(pick.a)}, {"b", static_cast<qint64>(pick.b)},
            {"gbps", pick.gbps}, {"text", text}};
}

QString ProjectEditor::connectCable(int fromNode, qint64 fromPort, int toNode, qint64 toPort) {
    const QVariantMap plan = cablePlan(fromNode, fromPort, toNode, toPort);
    if (!plan.value("ok").toBool()) {
        const QString reason = tr("Cannot cable: %1").arg(plan.value("text").toString());
        emit refused(reason);
        return reason;
    }
    return connectPorts(plan.value("a").toLongLong(), plan.value("b").toLongLong());
}

QString ProjectEditor::addInitiator(qint64 hostGroup, qint64 port) {
    return push([&](Project& p, auto changed) {
        const Topology& t = p.topology;
        const Id hg = static_cast<Id>(hostGroup), pt = static_cast<Id>(port);
        const QString what = t.contains(pt) ? qs(t.at(pt).name) : tr("a port");
        return EditCommand::make(
            p, tr("Mask %1 into %2").arg(what, t.contains(hg) ? qs(t.at(hg).name) : tr("a host group")),
            [&](editing::EditSession& s) { editing::add_initiator(s, hg, pt); }, changed);
    });
}

QString ProjectEditor::removeInitiator(qint64 hostGroup, const QString& initiator) {
    return push([&](Project& p, auto changed) {
        const Id hg = static_cast<Id>(hostGroup);
        return EditCommand::make(
            p, tr("Remove %1 from %2").arg(initiator, p.topology.contains(hg) ? qs(p.topology.at(hg).name) : tr("a host group")),
            [&](editing::EditSession& s) { editing::remove_initiator(s, hg, ss(initiator)); }, changed);
    });
}

QString ProjectEditor::mapLu(qint64 hostGroup, qint64 lu, int lun) {
    return push([&](Project& p, auto changed) {
        const Topology& t = p.topology;
        const Id hg = static_cast<Id>(hostGroup), unit = static_cast<Id>(lu);
        const QString what = t.contains(unit) ? qs(t.at(unit).name) : tr("an LU");
        return EditCommand::make(
            p, tr("Present %1 as LUN %2").arg(what).arg(lun),
            [&](editing::EditSession& s) { editing::map_lu(s, hg, unit, lun); }, changed);
    });
}

QString ProjectEditor::setPathPolicy(qint64 host, qint64 lu, const QString& policy) {
    return push([&](Project& p, auto changed) {
        const Topology& t = p.topology;
        const Id h = static_cast<Id>(host), unit = static_cast<Id>(lu);
        return EditCommand::make(
            p, tr("Path policy %1 for %2 on %3").arg(policy, t.contains(unit) ? qs(t.at(unit).name) : tr("an LU"),
                                                   t.contains(h) ? qs(t.at(h).name) : tr("a host")),
            [&](editing::EditSession& s) { editing::set_path_policy(s, h, unit, ss(policy)); }, changed);
    });
}

QString ProjectEditor::saveAs(const QString& pathOrUrl) {
    const Project* p = project_->project();
    if (!p) return tr("No project is open");
    QString path = local_path(pathOrUrl);
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".santwin");
    try {
        const bool own_file = QFileInfo(path).absoluteFilePath() == project_->sourcePath();
        if (QFileInfo(path).suffix().toLower() == QStringLiteral("json"))
            store::export_project(*p, ss(path));
        else if (own_file)  // runs santwin-cli kept in the file meanwhile stay in it
            store::save_keeping_new_runs(*p, ss(path), project_->knownOnDisk());
        else
            store::save_locked(*p, ss(path));
    } catch (const std::exception& e) {
        // The store's reason names the file already ("cannot save '<path>': ...").
        const QString reason = tr("Could not save the project: %1").arg(qs(e.what()));
        emit refused(reason);
        emit saveFailed(reason);
        return reason;
    }
    project_->setSourcePath(QFileInfo(path).absoluteFilePath());
    stack_.setClean();
    emit saved(QFileInfo(path).absoluteFilePath());
    return {};
}

QString ProjectEditor::save() {
    if (project_->sourcePath().isEmpty()) return tr("The project has no file yet: use Save As");
    return saveAs(project_->sourcePath());
}
