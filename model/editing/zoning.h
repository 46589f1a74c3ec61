#pragma once
// The zoning editor's view of a fabric: each zone member resolved to the ports it stands for
// (a WWPN, or an alias naming several), the ports that could join a zone (FC ports of hosts,
// arrays and backup devices cabled into the fabric), and member edits as attribute edits of the
// zone, so they undo like any other.
#include <string>
#include <vector>

#include "editing/edit_session.h"

namespace santwin::editing {

struct ZoneMember {
    std::string text;        // as written in the zone: a WWPN or an alias name
    std::vector<Id> ports;   // ports it matches (empty: it matches none — a validation error)
};

std::vector<ZoneMember> zone_members(const Topology& t, Id zone);
// FC ports outside switches cabled to a switch of `fabric`, in id order.
std::vector<Id> fabric_ports(const Topology& t, Id fabric);
// Every port the zone's members match, for highlighting.
std::vector<Id> zone_ports(const Topology& t, Id zone);

// Adds `port`'s WWPN to the zone (EditError if the port has none or is a member already).
void add_zone_member(EditSession& s, Id zone, Id port);
// Removes the member written as `text`.
void remove_zone_member(EditSession& s, Id zone, const std::string& text);

}  // namespace santwin::editing
