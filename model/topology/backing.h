#pragma once
// Where an LU's blocks live. A standard LU sits on a RAID group (its `drives`), a thin LU on a
// pool (whose members are RAID groups, or external volumes that virtualize an LU of another
// array, whose own backing is followed in turn), an EVA Vdisk on a disk group (its `drives`).
// The chain lists what was crossed, in order — e.g. pool, RG-1, RG-2, or pool, external
// volume, external LU, its RAID group — and `drives` every drive finally holding blocks.
// Each entity is visited once, so a reference cycle (an external volume virtualizing an LU of
// the same pool) ends the walk instead of looping.
#include <vector>

#include "topology/topology.h"

namespace santwin {

struct BackingChain {
    std::vector<Id> chain;   // RAID groups / pools / disk groups / external volumes / external LUs
    std::vector<Id> drives;  // each drive once, in the order reached
};

BackingChain resolve_backing(const Topology& t, Id lu);

// The first LU (in disk id order) a virtual disk keeps its data on — its VMFS datastore's LU,
// or the LU it maps raw — whose backing is not set (validation: lu.no_backing), or kNoId.
// A run refuses to start on such a lab: the LU's I/O would be served from nowhere.
Id unbacked_lu_in_use(const Topology& t);

}  // namespace santwin
