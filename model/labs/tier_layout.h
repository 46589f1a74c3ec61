#pragma once
// A first diagram layout for a lab, by tier: left to right VMs and templates (x = -800),
// datastores (-400), servers and chassis (0), fabrics and switches (400), arrays and their
// controllers (800), LUs (1000), pools, RAID groups, disk groups and external volumes (1200),
// drives (1600), backup devices (2000). Within a tier entities stack 60 apart in id order.
// The GUI offers auto-layout later; this only keeps a new lab readable.
#include <optional>

#include "project/project.h"

namespace santwin::labs {

// The tier x of `kind`, or nothing for kinds drawn inside others (ports, zones, disks, links...).
std::optional<double> tier_x(Kind kind);

// Places every entity of a tiered kind that has no position yet.
void layout_by_tier(const Topology& t, Layout& layout);

}  // namespace santwin::labs
