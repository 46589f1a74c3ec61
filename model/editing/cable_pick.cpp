#include "editing/cable_pick.h"

#include <set>

#include "editing/edits.h"

namespace santwin::editing {

namespace {
std::set<Id> cabled_ports(const Topology& t) {
    std::set<Id> out;
    for (Id l : t.all_of(Kind::Link)) {
        out.insert(t.at(l).ref("a"));
        out.insert(t.at(l).ref("b"));
    }
    return out;
}

// The ports a cable could start from on `device`: the given one, or every port inside it.
std::vector<Id> candidates(const Topology& t, Id device, Id port) {
    if (port != kNoId) return {port};
    if (!t.contains(device)) return {};
    if (t.at(device).kind == Kind::Port) return {device};
    std::vector<Id> out;
    for (Id d : t.descendants(device))
        if (t.at(d).kind == Kind::Port) out.push_back(d);
    return out;
}
}  // namespace

CablePick pick_cable(const Topology& t, Id device_a, Id port_a, Id device_b, Id port_b) {
    CablePick pick;
    const std::vector<Id> from = candidates(t, device_a, port_a);
    const std::vector<Id> to = candidates(t, device_b, port_b);
    if (from.empty() || to.empty()) {
        const Id empty = from.empty() ? (port_a ? port_a : device_a) : (port_b ? port_b : device_b);
        pick.refusal = (t.contains(empty) ? t.describe(empty) : std::string("that")) + " has no ports to cable";
        return pick;
    }
    if (device_a == device_b && port_a == kNoId && port_b == kNoId) {
        pick.refusal = "a cable joins two different devices";
        return pick;
    }
    const std::set<Id> used = cabled_ports(t);
    std::string first_reason;
    for (bool same_speed : {true, false})
        for (Id a : from) {
            if (port_a == kNoId && used.count(a)) continue;
            for (Id b : to) {
                if (port_b == kNoId && used.count(b)) continue;
                const std::string why = cable_refusal(t, a, b);
                if (!why.empty()) {
                    if (first_reason.empty()) first_reason = why;
                    continue;
                }
                if (same_speed && t.at(a).num("speed_gbps") != t.at(b).num("speed_gbps")) continue;
                pick.a = a;
                pick.b = b;
                pick.gbps = negotiated_gbps(t, a, b);
                return pick;
            }
        }
    pick.refusal = first_reason.empty() ? "no free port on one side: every port is already cabled" : first_reason;
    return pick;
}

}  // namespace santwin::editing
