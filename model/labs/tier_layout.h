#pragma once
// A first position for every tiered entity of a lab, by tier: left to right VMs, templates and
// datastores (x = -400), servers, chassis and backup servers (0), fabrics and switches (400),
// arrays, controllers, NAS heads, VTLs and tape libraries (800), LUs (1000), pools, RAID groups,
// disk groups and external volumes (1200), drives (1600). Within a tier entities stack 60 apart
// in id order. build_lab then replaces the positions of what the diagram draws with
// diagram::auto_layout's (same columns: diagram::tier_x), so only folded entities keep these.
#include <optional>

#include "project/project.h"

namespace santwin::labs {

// The tier x of `kind`, or nothing for kinds drawn inside others (ports, zones, disks, links...).
std::optional<double> tier_x(Kind kind);

// Places every entity of a tiered kind that has no position yet.
void layout_by_tier(const Topology& t, Layout& layout);

}  // namespace santwin::labs
