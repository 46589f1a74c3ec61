#pragma once
// How messages name cables and their ends, by what the user sees on the diagram: a port by its
// name, after its device's when the port's name alone does not say where it is ("VTL1 vls_p0",
// "BL480c-1 QMH2462 (mezz 1) host1_vmhba1"; a switch's "SW-B2/20" needs nothing), and a cable by
// its two ends ("VTL1 vls_p0 ↔ SW-B2/20").
#include <string>

#include "topology/topology.h"

namespace santwin {

std::string cable_end_name(const Topology& t, Id port);
std::string cable_name(const Topology& t, Id link);

// "Fibre Channel", "Ethernet", "SAS"; and the short "FC" where space is tight.
std::string protocol_name(const std::string& protocol);
std::string protocol_abbreviation(const std::string& protocol);

}  // namespace santwin
