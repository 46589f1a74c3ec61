#pragma once
// Choosing the two ports of a cable the user draws between two boxes of the diagram. Where
// the user started or ended on a port chip, that port is used; on a device, its first free port
// that can be cabled to the other end (same protocol, not already cabled), preferring ports of
// equal speed so the link runs at full rate.
#include <string>

#include "topology/topology.h"

namespace santwin::editing {

struct CablePick {
    Id a = kNoId, b = kNoId;  // the ports, when a cable is possible
    double gbps = 0;          // its negotiated speed
    std::string refusal;      // why not, when it is not
};

// `port_a` / `port_b` may be kNoId (pick one on `device_a` / `device_b`).
CablePick pick_cable(const Topology& t, Id device_a, Id port_a, Id device_b, Id port_b);

}  // namespace santwin::editing
