#pragma once
// What an attribute left at 0 stands for where the schema lets 0 mean "the hardware's default":
// a RAID group's stripe_kb 0 is its array model's chunk size. The inspector shows these words
// instead of a bare "0 KB", which reads as a stripe of nothing.
#include <string>
#include <string_view>

#include "devices/hardware_catalog.h"
#include "topology/topology.h"

namespace santwin {

// "array default (256 KB)" for a RAID group whose stripe_kb is 0 or unset ("array default" when
// its array names no known model), "array model's (21 GB)" for a controller's cache_gb or
// processors left at 0; "" when the value is set or the key has no such default.
std::string default_meaning(const Topology& t, const Entity& e, std::string_view key,
                            const devices::HardwareCatalog& catalog = devices::HardwareCatalog::builtin());

// A controller's cache, GB: its own cache_gb when set, else its array model's per-controller
// cache; 0 when neither is known (no model, or one the catalogue lacks).
double controller_cache_gb(const Topology& t, const Entity& controller,
                           const devices::HardwareCatalog& catalog = devices::HardwareCatalog::builtin());

}  // namespace santwin
