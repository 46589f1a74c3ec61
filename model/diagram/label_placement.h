#pragma once
// Where edge labels go without covering each other or a box: each cable label tries its curve's
// midpoint, then points further along either way; a label with no free spot is left out (its
// edge still shows the count by its width). Labels of more cables are placed first. The label
// size comes from the caller (it depends on the zoom: the GUI keeps labels legible on screen).
#include <vector>

#include "diagram/edge_routes.h"

namespace santwin::diagram {

struct LabelSpot {
    Vec2 centre;
    bool shown = false;
};

// One spot per edge of `d` (edges without a label are never shown). `char_width` and `height`
// in scene units.
std::vector<LabelSpot> place_labels(const Diagram& d, const std::vector<Route>& routes,
                                    double char_width, double height);

}  // namespace santwin::diagram
