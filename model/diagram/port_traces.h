#pragma once
// Which port a cable uses, for the diagram's port chips. Cables are drawn bundled box to box
// ("2 × 4G FC"); when the user points at a chip or selects a port or a cable, the cables it is
// part of are traced chip to chip over the boxes, and the chip explains itself in one hint.
#include <optional>
#include <string>
#include <vector>

#include "diagram/diagram.h"
#include "diagram/edge_routes.h"

namespace santwin::diagram {

// The links cabled to `port`, ascending ids.
std::vector<Id> links_of_port(const Topology& t, Id port);

// The centre of `port`'s chip in scene units, when its box draws one.
std::optional<Vec2> chip_centre(const Diagram& d, Id port);

// A cable drawn from the chip (or box) of one end to the other's.
struct CableTrace {
    Id link = kNoId;
    Route route;
};
// One trace per link of `links` whose two ends the diagram shows; an end without a chip (its box
// is collapsed into a frame, or draws no chips) starts at the side of its box facing the other.
std::vector<CableTrace> trace_cables(const Topology& t, const Diagram& d, const std::vector<Id>& links);

// What a chip says when pointed at, two lines: the port, its box and rate; then what it is
// cabled to and at what speed, or how to cable it.
//   "vls_p0 on VTL1 · FC 2 Gb/s"
//   "Cabled to SW-B2/20 on SW-B2 · runs at 2 Gb/s"
std::string port_hint(const Topology& t, const Diagram& d, Id port);

}  // namespace santwin::diagram
