#pragma once
// How a virtualizing array reaches the LU behind one of its external volumes (Hitachi Universal
// Volume Manager). Its external ports are initiators toward the other array's front-end ports,
// through cables, zoning and masking as a host's HBA ports are (topology/paths.h).
//
// Path mode follows the external array ("path modes are based on the external storage system
// and cannot be changed", UVM user guide, external path modes):
//   Multi   every path carries I/O, load balanced (arrays whose ports all serve every LU);
//   Single  the primary path carries all I/O, the others stand by for a failure (arrays with
//           owner and non-owner paths). The primary is taken to be a path to the controller that
//           owns the LU, lowest local port first: a path to the other controller would make the
//           external array proxy every I/O.
#include <vector>

#include "topology/topology.h"

namespace santwin {
class Connectivity;
}

namespace santwin::engine {

struct ExternalPath {
    Id local_port = kNoId;         // the virtualizing array's external (initiator) port
    std::vector<Id> switch_ports;  // crossed, in order; empty for a direct cable
    Id remote_port = kNoId;        // the external array's front-end port
    Id remote_controller = kNoId;  // its controller
    double share = 1;              // part of the external volume's I/O on this path
};

// The paths `local_array` uses to `source_lu` (an LU of another array), with their shares;
// empty when its ports reach none (the lab does not cable or zone them).
// `owner`: the controller owning `source_lu`; `single_path`: the Single path mode (see above),
// otherwise Multi.
std::vector<ExternalPath> external_paths(const Connectivity& c, Id local_array, Id source_lu, Id owner,
                                         bool single_path);

}  // namespace santwin::engine
