#pragma once
// Small read-only queries the built-in lab tests share: counting, cabling, zoning and LUN
// masking, answered straight from the topology (independent of the path resolver, so a lab
// test can fail on the lab's own wiring).
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin::labtest {

inline std::vector<Id> of_kind(const Topology& t, Kind k) {
    return t.all_of(k);
}

// The entity named `name` of kind `k`; fails the test when there is none.
inline Id named(const Topology& t, Kind k, const std::string& name) {
    Id id = t.find_by_name(k, name);
    EXPECT_NE(id, kNoId) << "no " << kind_name(k) << " named '" << name << "'";
    return id;
}

// The port at the far end of the cable on `port`, or kNoId.
inline Id peer(const Topology& t, Id port) {
    for (const auto& [id, key] : t.referrers(port)) {
        const Entity& e = t.at(id);
        if (e.kind != Kind::Link) continue;
        return e.ref("a") == port ? e.ref("b") : e.ref("a");
    }
    return kNoId;
}

// The fabric an FC port is cabled into (through the switch port it plugs into), or kNoId.
inline Id fabric_of(const Topology& t, Id port) {
    Id p = peer(t, port);
    if (p == kNoId) return kNoId;
    Id sw = t.at(p).parent;
    return t.at(sw).kind == Kind::FcSwitch ? t.at(sw).parent : kNoId;
}

inline std::map<std::string, Id> ports_by_wwpn(const Topology& t) {
    std::map<std::string, Id> out;
    for (Id p : t.all_of(Kind::Port))
        if (!t.at(p).text("wwpn").empty()) out[t.at(p).text("wwpn")] = p;
    return out;
}

// FC ports of a server (its HBAs' ports) or of any device.
inline std::vector<Id> fc_ports_under(const Topology& t, Id device) {
    std::vector<Id> out;
    for (Id d : t.descendants(device))
        if (t.at(d).kind == Kind::Port && t.at(d).text("protocol") == "fc") out.push_back(d);
    return out;
}

// The ports `port` shares a zone with in the active zone set of the fabric it is cabled into.
inline std::set<Id> zoned_with(const Topology& t, Id port) {
    std::set<Id> out;
    const Id fabric = fabric_of(t, port);
    if (fabric == kNoId) return out;
    const Id zs = t.at(fabric).ref("active_zone_set");
    if (zs == kNoId) return out;
    const auto wwpns = ports_by_wwpn(t);
    const std::string mine = t.at(port).text("wwpn");
    for (Id z : t.at(zs).refs("zones")) {
        const TextList& members = t.at(z).texts("members");
        if (std::find(members.begin(), members.end(), mine) == members.end()) continue;
        for (const auto& m : members) {
            auto it = wwpns.find(m);
            if (it != wwpns.end() && it->second != port && fabric_of(t, it->second) == fabric)
                out.insert(it->second);
        }
    }
    return out;
}

// Does some initiator port of `server` reach `lu` through a cable, a zone and a host group?
inline bool sees(const Topology& t, Id server, Id lu) {
    const Id array = t.at(lu).parent;
    for (Id init : fc_ports_under(t, server)) {
        const std::string wwpn = t.at(init).text("wwpn");
        for (Id hg : t.children(array, Kind::HostGroup)) {
            const TextList& inits = t.at(hg).texts("initiators");
            if (std::find(inits.begin(), inits.end(), wwpn) == inits.end()) continue;
            bool maps = false;
            for (Id m : t.children(hg, Kind::LunMapping)) maps = maps || t.at(m).ref("lu") == lu;
            if (!maps) continue;
            const RefList& hg_ports = t.at(hg).refs("ports");
            for (Id target : zoned_with(t, init)) {
                const bool on_array = t.ancestor(target, Kind::Array) == array;
                const bool allowed = hg_ports.empty() || std::find(hg_ports.begin(), hg_ports.end(),
                                                                   target) != hg_ports.end();
                if (on_array && allowed) return true;
            }
        }
    }
    return false;
}

// Ethernet ports reachable from `device`'s own Ethernet ports over cables, passing only
// through Ethernet switches.
inline std::set<Id> ethernet_reach(const Topology& t, Id device) {
    std::set<Id> seen;
    std::deque<Id> todo;
    for (Id d : t.descendants(device))
        if (t.at(d).kind == Kind::Port && t.at(d).text("protocol") == "ethernet") todo.push_back(d);
    while (!todo.empty()) {
        Id p = todo.front();
        todo.pop_front();
        if (!seen.insert(p).second) continue;
        if (Id q = peer(t, p); q != kNoId) todo.push_back(q);
        const Id box = t.at(p).parent;
        if (t.at(box).kind == Kind::EthernetSwitch)
            for (Id sib : t.children(box, Kind::Port)) todo.push_back(sib);
    }
    return seen;
}

inline std::set<std::string> names(const Topology& t, const std::set<Id>& ids) {
    std::set<std::string> out;
    for (Id id : ids) out.insert(t.at(id).name);
    return out;
}

}  // namespace santwin::labtest
