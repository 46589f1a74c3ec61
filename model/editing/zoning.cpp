#include "editing/zoning.h"

#include <algorithm>
#include <set>

#include "editing/edits.h"
#include "topology/connectivity.h"
#include "topology/wwpn.h"

namespace santwin::editing {

namespace {
std::vector<Id> ports_of_alias(const Connectivity& c, const Topology& t, Id alias) {
    std::vector<Id> out;
    for (const std::string& w : t.at(alias).texts("wwpns"))
        for (Id p : c.ports_with_wwpn(normalize_wwpn(w))) out.push_back(p);
    return out;
}
}  // namespace

std::vector<Id> alias_ports(const Topology& t, Id alias) {
    return ports_of_alias(Connectivity(t), t, alias);
}

std::vector<ZoneMember> zone_members(const Topology& t, Id zone) {
    const Connectivity c(t);
    const Id fabric = t.ancestor(zone, Kind::Fabric);
    std::vector<ZoneMember> out;
    for (const std::string& m : t.at(zone).texts("members")) {
        ZoneMember member{m, {}};
        if (looks_like_wwpn(m)) {
            member.ports = c.ports_with_wwpn(normalize_wwpn(m));
        } else if (Id alias = c.alias_named(fabric, m)) {
            member.ports = ports_of_alias(c, t, alias);
        }
        out.push_back(std::move(member));
    }
    return out;
}

std::vector<Id> zone_ports(const Topology& t, Id zone) {
    std::set<Id> ports;
    for (const ZoneMember& m : zone_members(t, zone)) ports.insert(m.ports.begin(), m.ports.end());
    return {ports.begin(), ports.end()};
}

std::vector<Id> fabric_ports(const Topology& t, Id fabric) {
    const Connectivity c(t);
    std::vector<Id> out;
    for (Id p : t.all_of(Kind::Port)) {
        if (c.switch_of(p) != kNoId || t.at(p).text("protocol") != "fc") continue;
        for (Id peer : c.peers(p)) {
            const Id sw = c.switch_of(peer);
            if (sw != kNoId && t.ancestor(sw, Kind::Fabric) == fabric) {
                out.push_back(p);
                break;
            }
        }
    }
    return out;
}

void add_zone_member(EditSession& s, Id zone, Id port) {
    const Topology& t = s.topology();
    const std::string wwpn = t.at(port).text("wwpn");
    if (wwpn.empty()) throw EditError(t.describe(port) + " has no WWPN: set one in the inspector first");
    TextList members = t.at(zone).texts("members");
    for (const std::string& m : members)
        if (looks_like_wwpn(m) && normalize_wwpn(m) == normalize_wwpn(wwpn))
            throw EditError(t.describe(port) + " is a member of " + t.describe(zone) + " already");
    members.push_back(wwpn);
    s.set(zone, "members", members);
}

void remove_zone_member(EditSession& s, Id zone, const std::string& text) {
    TextList members = s.topology().at(zone).texts("members");
    auto it = std::find(members.begin(), members.end(), text);
    if (it == members.end()) throw EditError("'" + text + "' is not a member of " + s.topology().describe(zone));
    members.erase(it);
    s.set(zone, "members", members);
}

}  // namespace santwin::editing
