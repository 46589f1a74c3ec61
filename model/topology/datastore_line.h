#pragma once
// One line of `santwin-cli lab show` about a datastore: its name and type, then what backs it —
// the LU with how many hosts and paths reach it, or the NFS export with its file system and NAS
// head. A reference to nothing, or to the wrong kind (ref.dangling), is marked "[dangling: ...]"
// so the rest of the summary still prints.
#include <string>

#include "topology/topology.h"

namespace santwin {

std::string datastore_line(const Topology& t, Id datastore);

}  // namespace santwin
