// Zoning edits beyond members: zones, their place in zone sets, and aliases.
#include <algorithm>

#include "editing/edits.h"
#include "editing/zoning.h"

namespace santwin::editing {

namespace {
void require(const Topology& t, Id id, Kind kind, const char* what) {
    if (!t.contains(id) || t.at(id).kind != kind) throw EditError(std::string("not a ") + what + ": #" + std::to_string(id));
}
}  // namespace

Id add_zone(EditSession& s, Id fabric) {
    require(s.topology(), fabric, Kind::Fabric, "fabric");
    const Id zone = create_entity(s, Kind::Zone, "Zone", fabric);
    const Id active = s.topology().at(fabric).ref("active_zone_set");
    if (active && s.topology().contains(active)) set_zone_in_set(s, active, zone, true);
    return zone;
}

void set_zone_in_set(EditSession& s, Id zone_set, Id zone, bool in) {
    const Topology& t = s.topology();
    require(t, zone_set, Kind::ZoneSet, "zone set");
    require(t, zone, Kind::Zone, "zone");
    RefList zones = t.at(zone_set).refs("zones");
    const auto it = std::find(zones.begin(), zones.end(), zone);
    if (in == (it != zones.end()))
        throw EditError(t.describe(zone) + (in ? " is in " : " is not in ") + t.describe(zone_set) + " already");
    if (in) zones.push_back(zone);
    else zones.erase(it);
    s.set(zone_set, "zones", zones);
}

Id add_alias(EditSession& s, Id fabric, Id port) {
    const Topology& t = s.topology();
    require(t, fabric, Kind::Fabric, "fabric");
    require(t, port, Kind::Port, "port");
    const std::string wwpn = t.at(port).text("wwpn");
    if (wwpn.empty()) throw EditError(t.describe(port) + " has no WWPN: set one in the inspector first");
    const Entity& p = t.at(port);
    Id device = p.parent;
    if (t.contains(device) && (t.at(device).kind == Kind::Hba || t.at(device).kind == Kind::Nic)) device = t.at(device).parent;
    const std::string name = (t.contains(device) ? t.at(device).name + "_" : "") + p.name;
    const Id alias = create_entity(s, Kind::Alias, name, fabric);
    s.set(alias, "wwpns", TextList{wwpn});
    return alias;
}

void add_alias_member(EditSession& s, Id zone, Id alias) {
    const Topology& t = s.topology();
    require(t, zone, Kind::Zone, "zone");
    require(t, alias, Kind::Alias, "alias");
    TextList members = t.at(zone).texts("members");
    const std::string& name = t.at(alias).name;
    if (std::find(members.begin(), members.end(), name) != members.end())
        throw EditError(t.describe(alias) + " is a member of " + t.describe(zone) + " already");
    members.push_back(name);
    s.set(zone, "members", members);
}

}  // namespace santwin::editing
