#pragma once
// The one way an edit changes a project: every change goes through a session, which notes the
// before-state of what it touches, so the result is a ChangeSet that undo and redo replay.
// Throws what Topology throws (TopologyError) for an edit the schema refuses; the caller then
// rolls back with take().apply_before().
#include <string>
#include <vector>

#include "editing/change_set.h"

namespace santwin::editing {

class EditSession {
public:
    explicit EditSession(Project& p) : project_(p) {}

    const Topology& topology() const { return project_.topology; }
    const Project& project() const { return project_; }

    Id add(Kind kind, const std::string& name, Id parent = kNoId);
    void insert(const Entity& e);
    void remove(Id id);  // with everything it contains
    void set(Id id, const std::string& key, const Value& v);
    void rename(Id id, const std::string& name);
    void set_note(Id id, const std::string& note);
    void move(Id id, Point to);
    void unplace(Id id);  // forget a hand-placed position: the box goes back to auto-layout
    void set_collapsed(Id id, bool collapsed);  // a frame drawn as one box (Layout::collapsed)

    // The changes made so far, closed (after-states taken now).
    ChangeSet take();

private:
    void forget_layout(Id id);  // a removed entity's position and collapsed mark

    Project& project_;
    ChangeSet changes_;
};

}  // namespace santwin::editing
