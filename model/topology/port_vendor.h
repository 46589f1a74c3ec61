#pragma once
// Whose FC ports a device's are, from its model or hardware text: the built-in labs and the
// editor number each port as its vendor does (Emulex 10:00:00:00:C9:..., QLogic 21:00:00:E0:8B:..., Brocade
// 20:<port>:00:05:1E:..., Hitachi 50:06:0E:80:..., HP EVA 50:00:1F:E1:...).
#include <string>

#include "topology/topology.h"

namespace santwin {

enum class PortVendor { Unknown, Emulex, Qlogic, Brocade, Hitachi, HpEva };

// The vendor of `device`'s FC ports: an HBA's or switch's model, or the array or NAS head the
// port's controller belongs to. Unknown when the text names no vendor listed above.
PortVendor port_vendor(const Topology& t, Id device);

// The first five bytes of a WWPN as `vendor` numbers its ports (its IEEE OUI; Brocade puts the
// port's `index` in the second byte). Unknown vendors get an NAA 3 locally assigned prefix, so
// no vendor's number is claimed.
std::string wwpn_prefix(PortVendor vendor, int index);

}  // namespace santwin
