#pragma once
// What one edit did to a project, as before/after states of every entity, diagram position and
// collapsed frame it touched. Undo applies the "before" side, redo the "after" side: ids never change, so an
// undone delete brings back the very same entities and everything that referred to them works
// again. Change sets merge (a drag is one edit however many moves it took).
#include <map>
#include <optional>

#include "project/project.h"

namespace santwin::editing {

class ChangeSet {
public:
    // Records `id` as it is now, unless it was recorded already (the first state wins).
    void note_before(const Topology& t, Id id);
    void note_position_before(const Layout& layout, Id id);
    void note_collapsed_before(const Layout& layout, Id id);
    // Takes the "after" side of everything noted from the project as it is now.
    void close(const Project& p);

    void apply_before(Project& p) const { apply(p, false); }
    void apply_after(Project& p) const { apply(p, true); }

    // This set followed by `later`, as one: before from this, after from `later`.
    void merge(const ChangeSet& later);

    bool empty() const;  // nothing actually changed
    // Ids whose entity exists on one side only or differs between the sides.
    std::vector<Id> changed_entities() const;

private:
    using EntityStates = std::pair<std::optional<Entity>, std::optional<Entity>>;
    using PointStates = std::pair<std::optional<Point>, std::optional<Point>>;
    void apply(Project& p, bool forward) const;

    std::map<Id, EntityStates> entities_;
    std::map<Id, PointStates> positions_;
    std::map<Id, std::pair<bool, bool>> collapsed_;  // frame drawn as one box, before / after
};

}  // namespace santwin::editing
