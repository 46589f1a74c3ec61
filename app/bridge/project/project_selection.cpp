// ProjectController's multiple selection: Ctrl-click and the rubber band. The inspected entity
// is the primary one; the others ride along for delete, duplicate, copy and moves.
#include <algorithm>

#include "bridge/project/project_controller.h"

using namespace santwin;

QVariantList ProjectController::selectedIds() const {
    QVariantList out;
    for (Id id : selection()) out.append(static_cast<qint64>(id));
    return out;
}

QVariantList ProjectController::sameKindSelected() const {
    QVariantList out;
    if (!project_ || !selected_id_ || !project_->topology.contains(static_cast<Id>(selected_id_))) return out;
    const Kind kind = project_->topology.at(static_cast<Id>(selected_id_)).kind;
    for (Id id : extra_)
        if (project_->topology.contains(id) && project_->topology.at(id).kind == kind) out.append(static_cast<qint64>(id));
    return out;
}

QVariantList ProjectController::selectedNodes() const {
    QVariantList out;
    if (selected_node_ >= 0) out.append(selected_node_);
    for (Id id : extra_)
        if (int n = diagram_.node_for(id); n >= 0 && !out.contains(n)) out.append(n);
    return out;
}

void ProjectController::toggleNode(int index) {
    if (!project_ || index < 0 || index >= static_cast<int>(diagram_.nodes.size())) return;
    const diagram::Node& node = diagram_.nodes[static_cast<size_t>(index)];
    if (node.group) return;  // a group of VMs is inspected, not edited as one
    toggleId(static_cast<qint64>(node.key));
}

void ProjectController::toggleId(qint64 entityId) {
    if (!project_ || !project_->topology.contains(static_cast<Id>(entityId))) return;
    const auto key = static_cast<Id>(entityId);
    if (static_cast<Id>(selected_id_) == key) {  // the primary leaves; the newest other takes over
        if (extra_.empty()) {
            clearSelection();
            return;
        }
        const Id next = extra_.back();
        extra_.pop_back();
        showPrimary(static_cast<qint64>(next));
        return;
    }
    if (auto it = std::find(extra_.begin(), extra_.end(), key); it != extra_.end()) {
        extra_.erase(it);
        emit selectionChanged();
        return;
    }
    if (selected_id_) extra_.push_back(static_cast<Id>(selected_id_));
    showPrimary(static_cast<qint64>(key));
}

void ProjectController::selectIds(const QVariantList& ids) {
    if (!project_) return;
    std::vector<Id> chosen;
    for (const QVariant& v : ids) {
        const auto id = static_cast<Id>(v.toLongLong());
        if (project_->topology.contains(id) && std::find(chosen.begin(), chosen.end(), id) == chosen.end())
            chosen.push_back(id);
    }
    if (chosen.empty()) {
        clearSelection();
        return;
    }
    extra_.assign(chosen.begin() + 1, chosen.end());
    showPrimary(static_cast<qint64>(chosen.front()));
}

void ProjectController::selectRect(qreal x, qreal y, qreal width, qreal height, bool add) {
    if (!project_) return;
    std::vector<Id> inside;
    for (const diagram::Node& n : diagram_.nodes) {
        if (n.group || !n.children.empty()) continue;
        if (n.left() >= x && n.right() <= x + width && n.top() >= y && n.bottom() <= y + height) inside.push_back(n.key);
    }
    if (!add) {
        extra_.clear();
        if (inside.empty()) {
            clearSelection();
            return;
        }
        selected_id_ = 0;
    }
    for (Id id : inside)
        if (static_cast<Id>(selected_id_) != id && std::find(extra_.begin(), extra_.end(), id) == extra_.end())
            extra_.push_back(id);
    if (!selected_id_ && !extra_.empty()) {
        const Id primary = extra_.front();
        extra_.erase(extra_.begin());
        showPrimary(static_cast<qint64>(primary));
    } else {
        emit selectionChanged();
    }
}
