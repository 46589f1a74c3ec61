#pragma once
// The catalogue's models an entity's "hardware" attribute can name: arrays for an array, drive
// models for a drive, NAS heads, VTLs, tape drives. The inspector offers them as a pick list
// instead of free text that only the Problems panel would check.
#include <string>
#include <vector>

#include "devices/hardware_catalog.h"
#include "topology/kind.h"

namespace santwin::devices {

// The catalogue keys for `kind`'s hardware, in order; empty for a kind without a catalogue.
std::vector<std::string> hardware_choices(Kind kind, const HardwareCatalog& catalog = HardwareCatalog::builtin());

}  // namespace santwin::devices
