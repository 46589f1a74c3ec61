#include "devices/hardware_choices.h"

namespace santwin::devices {

namespace {
template <typename Map>
std::vector<std::string> keys(const Map& m) {
    std::vector<std::string> out;
    out.reserve(m.size());
    for (const auto& [key, params] : m) out.push_back(key);
    return out;
}
}  // namespace

std::vector<std::string> hardware_choices(Kind kind, const HardwareCatalog& catalog) {
    switch (kind) {
        case Kind::Array: return keys(catalog.arrays());
        case Kind::Drive: return keys(catalog.disks());
        case Kind::NasHead: return keys(catalog.nas_heads());
        case Kind::Vtl: return keys(catalog.vtls());
        case Kind::TapeDrive: return keys(catalog.tape_drives());
        default: return {};
    }
}

}  // namespace santwin::devices
