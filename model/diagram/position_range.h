#pragma once
// How far out a saved diagram position may lie. Hand-placed boxes sit within a few thousand
// units of the origin; a position far beyond that (a hand-edited or damaged file: 1e12, ±1e300)
// would make the scene, the fit-to-view and every cable drawn to the box as large as the
// coordinates. The layout ignores such a position and places the box itself (auto_layout), and
// check_layout warns so the user knows why the box is not where the file says.
#include <vector>

#include "project/project.h"
#include "topology/validation.h"

namespace santwin::diagram {

inline constexpr double kMaxSavedCoordinate = 1e6;  // scene units, either axis

// Finite and within ±kMaxSavedCoordinate on both axes.
bool usable_position(const Point& p);

// layout.position_out_of_range (warnings) about existing entities whose saved position is not
// usable, in id order: one per entity, or for more than three one naming them all. Positions
// of entities the topology no longer has are left alone.
std::vector<Problem> check_layout(const Project& project);

}  // namespace santwin::diagram
