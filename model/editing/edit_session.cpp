#include "editing/edit_session.h"

namespace santwin::editing {

Id EditSession::add(Kind kind, const std::string& name, Id parent) {
    changes_.note_before(project_.topology, project_.topology.next_id());
    const Id id = project_.topology.add(kind, name, parent);
    changes_.note_before(project_.topology, id);  // no-op unless ids were not sequential
    return id;
}

void EditSession::insert(const Entity& e) {
    changes_.note_before(project_.topology, e.id);
    project_.topology.insert(e);
}

void EditSession::remove(Id id) {
    changes_.note_before(project_.topology, id);
    for (Id d : project_.topology.descendants(id)) {
        changes_.note_before(project_.topology, d);
        forget_layout(d);
    }
    forget_layout(id);
    project_.topology.remove(id);
}

void EditSession::set(Id id, const std::string& key, const Value& v) {
    changes_.note_before(project_.topology, id);
    project_.topology.set(id, key, v);
}

void EditSession::rename(Id id, const std::string& name) {
    changes_.note_before(project_.topology, id);
    project_.topology.rename(id, name);
}

void EditSession::set_note(Id id, const std::string& note) {
    changes_.note_before(project_.topology, id);
    project_.topology.set_note(id, note);
}

void EditSession::move(Id id, Point to) {
    changes_.note_position_before(project_.layout, id);
    project_.layout.positions[id] = to;
}

void EditSession::unplace(Id id) {
    if (!project_.layout.positions.count(id)) return;
    changes_.note_position_before(project_.layout, id);
    project_.layout.positions.erase(id);
}

void EditSession::set_collapsed(Id id, bool collapsed) {
    changes_.note_collapsed_before(project_.layout, id);
    if (collapsed) project_.layout.collapsed.insert(id);
    else project_.layout.collapsed.erase(id);
}

void EditSession::forget_layout(Id id) {
    changes_.note_position_before(project_.layout, id);
    project_.layout.positions.erase(id);
    if (project_.layout.collapsed.count(id)) set_collapsed(id, false);
}

ChangeSet EditSession::take() {
    changes_.close(project_);
    ChangeSet out = std::move(changes_);
    changes_ = ChangeSet{};
    return out;
}

}  // namespace santwin::editing
