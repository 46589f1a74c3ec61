#include "topology/port_vendor.h"

#include <cctype>
#include <cstdio>
#include <string>

namespace santwin {

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

std::string wwpn_prefix(PortVendor vendor, int index) {
    char prefix[16];
    switch (vendor) {
        case PortVendor::Emulex: std::snprintf(prefix, sizeof prefix, "10:00:00:00:c9"); break;
        case PortVendor::Qlogic: std::snprintf(prefix, sizeof prefix, "21:00:00:e0:8b"); break;
        case PortVendor::Brocade: std::snprintf(prefix, sizeof prefix, "20:%02x:00:05:1e", index & 0xff); break;
        case PortVendor::Hitachi: std::snprintf(prefix, sizeof prefix, "50:06:0e:80:00"); break;
        case PortVendor::HpEva: std::snprintf(prefix, sizeof prefix, "50:00:1f:e1:00"); break;
        case PortVendor::Unknown: std::snprintf(prefix, sizeof prefix, "30:00:00:00:00"); break;
    }
    return prefix;
}

}  // namespace santwin
