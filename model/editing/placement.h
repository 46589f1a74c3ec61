#pragma once
// Where new things appear: a created box centred where the user dropped it, and clear of the
// boxes already there; copies just below their originals, in free space.
#include <vector>

#include "diagram/diagram.h"
#include "editing/edit_session.h"

namespace santwin::editing {

// Centres entity `id`'s box on `at`. A box without contents simply takes that position; a frame
// (an array, a chassis, a device from a template) is drawn around its contents, so they move
// with it, keeping their arrangement. Does nothing when `id` is folded into a collapsed box.
void centre_box_at(EditSession& s, Id id, Point at);

// Moves entity `id`'s box (with its contents) straight down, a box height at a time, until it
// covers no other box, so a new device never hides what was there. Returns whether it moved.
bool move_clear_of_others(EditSession& s, Id id);

// Where a newly created box goes: centred on `at`, then moved clear of the boxes there.
void place_new_box(EditSession& s, Id id, Point at);

// How far to move boxes `ids` (and what they contain) so they land below where they are, at
// least `steps` of their height down, covering no other box: where copies of them go.
Point free_offset_below(const diagram::Diagram& d, const std::vector<Id>& ids, int steps);

}  // namespace santwin::editing
