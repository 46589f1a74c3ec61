#pragma once
// Animated flow on a link: short strokes ("particles") spaced along a polyline, shifted by how
// far the flow has moved. Density and speed grow with MB/s; reads travel toward the hosts (the
// route's start), writes toward the storage (its end). LinkLayer adds them to its one mesh.
#include <vector>

#include "diagram/edge_routes.h"

struct FlowLook {
    double spacing = 40;  // scene units between particles of one direction
    double speed = 40;    // scene units per wall-clock second
};

// How a flow of `mbps` looks: denser and faster the more it carries.
FlowLook flow_look(double mbps);

// Particles `length` long every `spacing` along `line`, shifted by `travelled` (scene units);
// `backward`: they move from the line's end toward its start. At most kMaxParticles per line
// (a longer line spaces them wider), however far apart its ends are.
inline constexpr double kMaxParticles = 1000;
std::vector<std::vector<santwin::diagram::Vec2>> flow_particles(
    const std::vector<santwin::diagram::Vec2>& line, double spacing, double length,
    double travelled, bool backward);
