#pragma once
// The diagram's edges: cables aggregated per device pair and medium ("4 × 8G FC"), VMs to the
// server that runs them, and each storage system to the back-end nodes it holds.
#include "diagram/diagram.h"

namespace santwin::diagram {

// Appends the edges of `d`'s nodes (which must already map every port to its device node).
void add_edges(const Topology& t, Diagram& d);

}  // namespace santwin::diagram
