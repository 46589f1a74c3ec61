#pragma once
// Triangles for wide, anti-aliased lines: a polyline becomes a strip with a solid core and a
// fringe fading to transparent on both sides (one pixel wide), with mitred joins. Plain data,
// laid out like QSGGeometry::ColoredPoint2D, so LinkLayer copies it straight into the scene graph.
#include <cstdint>
#include <vector>

#include "diagram/edge_routes.h"

struct StrokeVertex {
    float x, y;
    unsigned char r, g, b, a;  // premultiplied
};

struct Rgba {
    unsigned char r, g, b, a;
};

class StrokeMesh {
  public:
    // Adds one stroke. `half_width` and `fringe` in the points' units.
    void addPolyline(const std::vector<santwin::diagram::Vec2>& points, double half_width,
                     double fringe, Rgba color);
    void clear();

    std::vector<StrokeVertex> vertices;
    std::vector<std::uint32_t> indices;
};

// The route as a polyline, points at most `step` apart along the curve (at least 8 segments).
std::vector<santwin::diagram::Vec2> flatten(const santwin::diagram::Route& route, double step);
// Cuts a polyline into dashes `on` long with `off` gaps; at most kMaxDashes of them (a longer
// line's dashes and gaps are stretched), so a cable to a far-off box costs no more to draw.
inline constexpr double kMaxDashes = 2000;
std::vector<std::vector<santwin::diagram::Vec2>> dashes(
    const std::vector<santwin::diagram::Vec2>& line, double on, double off);
// A cross (two strokes `size` wide) centred on `mid`: a cable that is down, drawn halfway along it
// (diagram::middle_by_length, where labels leave room for it).
std::vector<std::vector<santwin::diagram::Vec2>> cross_at(santwin::diagram::Vec2 mid, double size);
