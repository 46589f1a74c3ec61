#include "topology/cable_names.h"

namespace santwin {

std::string cable_end_name(const Topology& t, Id port) {
    if (!t.contains(port)) return "?";
    std::string out = t.at(port).name;
    Id at = t.at(port).parent;
    // Named after its device already ("SW-A/3"), and that device's name is unique.
    if (at != kNoId && t.contains(at) && out.rfind(t.at(at).name, 0) == 0 && t.where(at).empty()) return out;
    for (int levels = 0; at != kNoId && t.contains(at) && levels < 3; ++levels) {
        out = t.at(at).name + " " + out;
        if (t.where(at).empty()) break;  // this ancestor's name is unique: enough to tell it apart
        at = t.at(at).parent;
    }
    return out;
}

std::string cable_name(const Topology& t, Id link) {
    const Entity* e = t.find(link);
    if (!e) return "?";
    return cable_end_name(t, e->ref("a")) + " ↔ " + cable_end_name(t, e->ref("b"));
}

std::string protocol_name(const std::string& protocol) {
    if (protocol == "fc") return "Fibre Channel";
    if (protocol == "ethernet") return "Ethernet";
    if (protocol == "sas") return "SAS";
    return protocol;
}

std::string protocol_abbreviation(const std::string& protocol) {
    return protocol == "fc" ? "FC" : protocol_name(protocol);
}

}  // namespace santwin
