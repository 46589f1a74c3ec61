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
// The ports alias `alias`'s WWPNs name.
std::vector<Id> alias_ports(const Topology& t, Id alias);
// Every port the zone's members match, for highlighting.
std::vector<Id> zone_ports(const Topology& t, Id zone);

// Adds `port`'s WWPN to the zone (EditError if the port has none or is a member already).
void add_zone_member(EditSession& s, Id zone, Id port);
// Removes the member written as `text`.
void remove_zone_member(EditSession& s, Id zone, const std::string& text);

// A new zone in `fabric` ("Zone", "Zone-2", ...), put in the fabric's active zone set if it has
// one (a zone outside the active set does nothing). Returns it.
Id add_zone(EditSession& s, Id fabric);
// Puts `zone` in zone set `zone_set` or takes it out (EditError if it already is / is not).
void set_zone_in_set(EditSession& s, Id zone_set, Id zone, bool in);
// A new alias in `fabric` standing for `port`'s WWPN, named after the port's device and name.
Id add_alias(EditSession& s, Id fabric, Id port);
// Adds alias `alias` (by name) to the zone's members (EditError if a member already).
void add_alias_member(EditSession& s, Id zone, Id alias);

}  // namespace santwin::editing
