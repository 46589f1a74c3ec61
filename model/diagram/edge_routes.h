#pragma once
// How each edge is drawn: a cubic Bézier from a point on one box's side to a point on the
// other's. Edges between columns leave the right side of the left box and enter the left side of
// the right box with horizontal tangents; edges inside one column (ISLs, switch to switch) bulge
// out to the right. Where several edges meet one side their anchors spread along it in the
// order of their far ends, so they do not cross at the box. Scene units, like the nodes.
#include <vector>

#include "diagram/diagram.h"

namespace santwin::diagram {

struct Vec2 {
    double x = 0;
    double y = 0;
};

struct Route {
    Vec2 start, control1, control2, end;
    Vec2 label;               // where the edge's label goes (the curve's midpoint)
    bool arc = false;         // both ends on the same column
    Vec2 at(double t) const;  // point on the curve, t in [0, 1]
};

// A route's length, and the point halfway along it by length (where playback crosses out a
// cable that is down), both measured over 48 straight segments.
double route_length(const Route& route);
Vec2 middle_by_length(const Route& route);

// One route per edge of `d`, in the same order. Needs geometry (auto_layout).
std::vector<Route> route_edges(const Diagram& d);

}  // namespace santwin::diagram
