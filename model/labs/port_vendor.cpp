#include "labs/port_vendor.h"

#include <cctype>
#include <string>

namespace santwin::labs {

namespace {
bool mentions(const Entity& e, const char* vendor) {
    std::string text = e.text("model") + " " + e.text("hardware");
    for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return text.find(vendor) != std::string::npos;
}
}  // namespace

PortVendor port_vendor(const Topology& t, Id device) {
    const Entity* e = t.find(device);
    // An array's ports sit on its controllers; the model is the array's.
    if (e && e->kind == Kind::Controller) e = t.find(e->parent);
    if (!e) return PortVendor::Unknown;
    switch (e->kind) {
        case Kind::Hba:
            if (mentions(*e, "emulex")) return PortVendor::Emulex;
            if (mentions(*e, "qlogic")) return PortVendor::Qlogic;
            return PortVendor::Unknown;
        case Kind::FcSwitch:
            return mentions(*e, "brocade") ? PortVendor::Brocade : PortVendor::Unknown;
        case Kind::Array:
        case Kind::NasHead:
            if (mentions(*e, "hitachi")) return PortVendor::Hitachi;
            if (mentions(*e, "eva")) return PortVendor::HpEva;
            return PortVendor::Unknown;
        default:
            return PortVendor::Unknown;
    }
}

}  // namespace santwin::labs
