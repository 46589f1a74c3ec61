#pragma once
// How the zoning tab and the inspector's lists name a port: its device and its own name.
#include <QString>

#include "topology/topology.h"

namespace santwin {

// "ESX-1 · HBA0-p0", "AMS2100 CTL0 · 0A": an HBA's or NIC's port under its server, a
// controller's port with its array (two arrays' "CTL0 · 0A" are not one port).
QString port_label(const Topology& t, Id port);

}  // namespace santwin
