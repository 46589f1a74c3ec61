#pragma once
// Fitting the diagram into the view around what floats over it: the minimap and zoom buttons in
// one corner, the legends in another. A plain fit would slide the last column's boxes under
// them; this one zooms out a little and shifts the drawing, as little as it can, until no box
// is hidden (and gives up, keeping the plain fit, when that would shrink the drawing too far).
#include <vector>

#include "diagram/diagram.h"

namespace santwin::diagram {

struct ViewRect {
    double x = 0, y = 0, width = 0, height = 0;
};

struct ViewFit {
    double zoom = 1;
    double pan_x = 0, pan_y = 0;  // view position of scene (0, 0)
    bool clear = true;            // no box under an overlay
};

struct FitRequest {
    double view_width = 0, view_height = 0;
    double margin = 28;                // view pixels kept free around the drawing
    double min_zoom = 0.08, max_zoom = 1.25;
    double max_shrink = 0.6;           // zoom out at most to this share of the plain fit
    std::vector<ViewRect> overlays;    // view coordinates
};

ViewFit fit_view(const Diagram& d, const FitRequest& request);

}  // namespace santwin::diagram
