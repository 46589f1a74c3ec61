#pragma once
// Where edge labels go without covering each other, a box or a frame's title. Each label tries its
// curve's middle, then points further along either way within the middle 40 % (nearer the ends
// cables bunch up at their boxes and a label could name any of them); a label with no free spot
// is left out (its cable still shows the count by its width, and the GUI names it on hover).
// A label wider than its cable is long is left out too: it could not say which cable it names;
// and so is one that would repeat the same text close by (a bundle of alike cables reads as a
// ladder of "1GbE" otherwise; one says what they are).
// The caller gives the label sizes (they depend on the font and the zoom), which node's edges
// go first (the selection's) and the last placement, whose spots are kept where still free so
// labels do not jump when the zoom or the selection changes.
#include <vector>

#include "diagram/edge_routes.h"

namespace santwin::diagram {

struct LabelSpot {
    Vec2 centre;
    double t = 0.5;  // where along its route
    bool shown = false;
};

// What to place: the labels' sizes and what goes first.
struct LabelRequest {
    std::vector<double> widths;  // one per edge: the drawn label, text and padding
    double height = 14;          // of every label
    double gap = 2;              // clear space kept around a label
    double clearance = 6;        // and between a label and a box (where cables converge)
    double repeat = 0;  // no two labels of one text nearer than this (centres), but the first node's
    int first_node = -1;         // edges touching this node (or a box inside it) go first
    bool first_only = false;     // and no others are placed
    const std::vector<LabelSpot>* previous = nullptr;  // the last placement, tried first
};

// A rectangle in scene units, left-top-right-bottom.
struct Rect {
    double l = 0, t = 0, r = 0, b = 0;
    bool hits(const Rect& o) const { return l < o.r && o.l < r && t < o.b && o.t < b; }
};

// The drawn rectangle of a label of `width` × `height` centred on `centre`.
Rect label_rect(Vec2 centre, double width, double height);

// Where a frame's title block is drawn (name, role, fold toggle): labels keep off it.
Rect frame_title(const Node& frame);

// One spot per edge of `d` (edges without a label are never shown). Scene units.
std::vector<LabelSpot> place_labels(const Diagram& d, const std::vector<Route>& routes,
                                    const LabelRequest& request);

}  // namespace santwin::diagram
