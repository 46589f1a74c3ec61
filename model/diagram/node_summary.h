#pragma once
// The words on a diagram node: its role ("ESX host", "VCB proxy") and one line of facts
// ("ESX 4.0 · 16 cores · 128 GB", "RAID-5 4D+1P · 5 × 300 GB SAS 15K"), plus the formatting
// helpers other views share (capacities, drive mixes, link speeds).
#include <string>
#include <vector>

#include "diagram/diagram.h"

namespace santwin::diagram {

std::string node_role(const Topology& t, const Node& node);
std::string node_summary(const Topology& t, const Node& node);

// "300 GB", "1.2 TB" (1 TB = 1000 GB, as drive vendors count).
std::string format_gb(double gb);
// "5 × 300 GB SAS 15K + 2 × 1.6 TB FMD": the drives by capacity, type and speed.
std::string drive_mix(const Topology& t, const std::vector<Id>& drives);
// "8G FC", "10GbE", "6G SAS".
std::string format_speed(double gbps, const std::string& medium);

}  // namespace santwin::diagram
