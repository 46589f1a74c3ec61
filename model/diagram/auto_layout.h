#pragma once
// Where the diagram's boxes go. Each tier is a column centred on tier_x(); frames stack their
// children under a title. Hosts, fabrics and front-end devices are stacked and centred on each
// other (fabric blocks ordered by where their cabled neighbours sit, to uncross cables); VMs
// gather beside the server that runs them and back-end nodes beside the array, NAS or VTL that
// holds them (column_packing keeps each column free of overlaps). A diagram much taller than
// wide (it would fit the screen too small to read) draws its RAID groups as one-line rows.
// Saved positions (Layout::positions, node centres keyed by the node's key entity) win: a node
// that has one keeps it, nodes without one go below the saved ones of their column, and frames
// are redrawn around their children. A saved position out of range (position_range.h) counts as
// none. Deterministic: same topology and layout, same result.
#include "diagram/diagram.h"

namespace santwin::diagram {

// Box sizes, scene units. The QML draws with the same numbers.
struct LayoutMetrics {
    double node_width = 240;
    double back_end_width = 280;  // the last column has room for longer drive summaries
    double node_height = 50;      // name line, summary line
    double compact_height = 28;   // one line
    double chip_height = 18;      // one row of port chips
    double chip_gap = 4;
    double chip_char = 6.6;    // chip width per label character (10 px sans)
    double chip_padding = 10;  // chip width beyond its label
    double gap = 10;           // between boxes of one column or frame
    double block_gap = 26;     // between top-level blocks of one column
    double frame_pad = 10;     // frame border to its children
    double frame_title = 50;   // frame top to its first child (title and summary)
    double tall_ratio = 0.7;   // taller than this × width: RAID groups become one-line rows
};

// Sizes every node (and lays out port chips); auto_layout calls it.
void size_nodes(Diagram& d, const LayoutMetrics& m = {});
// Sizes and places every node (centres in Node::x / y).
void auto_layout(Diagram& d, const Layout& saved = {}, const LayoutMetrics& m = {});
// Writes every node's centre into `layout` under its key.
void store_positions(const Diagram& d, Layout& layout);

struct Bounds {
    double left = 0, top = 0, right = 0, bottom = 0;
};
Bounds diagram_bounds(const Diagram& d);  // all zero for an empty diagram

// A project's diagram with geometry: build_diagram + auto_layout over its saved layout.
Diagram lay_out(const Project& project);

}  // namespace santwin::diagram
