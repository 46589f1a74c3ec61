#pragma once
// Where a newly created thing appears: with its box centred where the user dropped it.
#include "editing/edit_session.h"

namespace santwin::editing {

// Centres entity `id`'s box on `at`. A box without contents simply takes that position; a frame
// (an array, a chassis, a device from a template) is drawn around its contents, so they move
// with it, keeping their arrangement. Does nothing when `id` is folded into a collapsed box.
void centre_box_at(EditSession& s, Id id, Point at);

}  // namespace santwin::editing
