#include "topology/port_speeds.h"

#include <algorithm>
#include <cmath>

namespace santwin {

const std::vector<double>& standard_speeds(std::string_view protocol) {
    static const std::vector<double> fc{1, 2, 4, 8, 16, 32};
    static const std::vector<double> ethernet{0.1, 1, 10, 25, 40, 100};
    static const std::vector<double> sas{1.5, 3, 6, 12};
    static const std::vector<double> any;
    if (protocol == "fc") return fc;
    if (protocol == "ethernet") return ethernet;
    if (protocol == "sas") return sas;
    return any;
}

namespace {
std::string rate(double gbps) {
    std::string s = std::to_string(gbps);
    s.erase(s.find_last_not_of('0') + 1);
    if (s.back() == '.') s.pop_back();
    return s;
}

std::string protocol_label(std::string_view protocol) {
    if (protocol == "fc") return "an FC";
    if (protocol == "sas") return "a SAS";
    return "an " + std::string(protocol == "ethernet" ? "Ethernet" : protocol);
}
}  // namespace

std::string port_speed_refusal(std::string_view protocol, double speed_gbps) {
    const auto& rates = standard_speeds(protocol);
    if (rates.empty()) return {};
    for (double r : rates)
        if (std::abs(r - speed_gbps) < 1e-9) return {};
    std::string list;
    for (size_t i = 0; i < rates.size(); ++i)
        list += (i == 0 ? "" : i + 1 == rates.size() ? " or " : ", ") + rate(rates[i]);
    return protocol_label(protocol) + " port runs at " + list + " Gb/s, not " + rate(speed_gbps);
}

double device_speed_cap(const Topology& t, Id port) {
    const Entity* p = t.find(port);
    const Entity* device = p ? t.find(p->parent) : nullptr;
    if (!device) return 0;
    switch (device->kind) {
        case Kind::Hba:
        case Kind::Nic: return device->num("max_speed_gbps", 0);
        case Kind::FcSwitch:
        case Kind::EthernetSwitch: return device->num("speed_gbps", 0);
        default: return 0;
    }
}

double port_line_rate(const Topology& t, Id port, double fallback) {
    const double own = t.at(port).num("speed_gbps", fallback);
    const double cap = device_speed_cap(t, port);
    return cap > 0 ? std::min(own, cap) : own;
}

}  // namespace santwin
