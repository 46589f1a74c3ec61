#pragma once
// What the inspector offers for an entity's attributes: whether an attribute means anything for
// this entity (an EVA Vraid on a standard LU does not), and which entities a reference may name.
#include <vector>

#include "topology/schema.h"
#include "topology/topology.h"

namespace santwin {

// False for an attribute that only applies to other configurations (Vraid without a disk group
// behind the LU, HDT settings outside an HDT pool) and is unset; a set one is always shown.
bool attribute_applies(const Topology& t, const Entity& e, const AttrSpec& spec);

// The entities a reference attribute of `e` may point to: those of the allowed kinds inside the
// same device (an LU's owner among its array's controllers) when there are any, else all of
// them, in id order, at most `limit`. A cable's end may move to a free port of its protocol.
std::vector<Id> ref_candidates(const Topology& t, const Entity& e, const AttrSpec& spec, size_t limit = 200);

}  // namespace santwin
