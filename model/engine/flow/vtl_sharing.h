#pragma once
// How a virtual tape library's nodes share its disks: first come, first served. A node that is
// already streaming keeps the rate its own host port allows; a node that starts while the
// disks are busy gets what the earlier ones leave, and speeds up as they finish (seed 004:
// three 2 Gb/s nodes fill the VLS6510's 1.4 TB/h disk limit for part of the elapsed time, then
// the last node runs alone). Nodes that start together are taken in the library's order (the
// order the backup application starts its sessions is not published) [U].
#include "topology/topology.h"

namespace santwin::engine {

struct BuildContext;

// The VTL node a device (an emulated drive, or the node itself) belongs to (kNoId: none).
Id vtl_node_of(const Topology& t, Id device);

// Rank of `node` among the nodes of `vtl` this build's streams use: 0 is served first. Nodes
// whose streams ran in the last solution come before nodes whose streams are new; ties go by
// topology order.
int vtl_node_rank(const BuildContext& ctx, Id vtl, Id node);

}  // namespace santwin::engine
