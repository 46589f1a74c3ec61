// Fabric: FC switches, Ethernet switches and zoning.
#include "topology/schema.h"

namespace santwin::schema_detail {

void add_fabric(std::vector<KindSpec>& out) {
    out.push_back({Kind::Fabric, {}, false,
                   {ref("active_zone_set", {Kind::ZoneSet}, "The zone set in force; none means no zoning (all ports see each other)")},
                   "One FC fabric: switches joined by ISLs share its zoning."});
    out.push_back({Kind::FcSwitch, {Kind::Fabric}, true,
                   {text("model", "", "Switch model, e.g. Brocade 4/24, Brocade 6510"),
                    integer("domain_id", "", 1, 239, 1, "Fabric domain id"),
                    num("speed_gbps", "Gb/s", 1, 32, 4, "Port speed"),
                    ref("chassis", {Kind::BladeChassis}, "The blade chassis it is a module of, if any")},
                   "A Fibre Channel switch; its ports are children."});
    out.push_back({Kind::EthernetSwitch, {}, false,
                   {text("model", "", "Switch model"), num("speed_gbps", "Gb/s", 0.1, 100, 10, "Port speed"),
                    ref("chassis", {Kind::BladeChassis}, "The blade chassis it is a module of, if any")},
                   "An Ethernet switch (NFS, LAN restores)."});
    out.push_back({Kind::Alias, {Kind::Fabric}, true,
                   {texts("wwpns", "Port names (WWPN) the alias stands for")},
                   "A name for one or more WWPNs, usable as a zone member."});
    out.push_back({Kind::Zone, {Kind::Fabric}, true,
                   {texts("members", "WWPNs or alias names")},
                   "Ports in one zone may talk to each other."});
    out.push_back({Kind::ZoneSet, {Kind::Fabric}, true,
                   {refs("zones", {Kind::Zone}, "Zones in this set")},
                   "A configuration of zones; one set per fabric is active."});
}

}  // namespace santwin::schema_detail
