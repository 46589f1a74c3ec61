#pragma once
// Queries and wiring checks the built-in lab tests share. route_count() is a small test-side
// oracle of SAN reachability (links, switches joined by ISLs, the active zone set, host-group
// masking), kept independent of model/topology/paths so each can check the other.
#include <string>
#include <string_view>
#include <vector>

#include "topology/topology.h"

namespace labcheck {

using santwin::Id;
using santwin::Kind;
using santwin::Topology;

std::vector<Id> of_kind(const Topology& t, Kind kind);
// The entity of `kind` called `name`; fails the current test (and returns kNoId) when missing.
Id named(const Topology& t, Kind kind, std::string_view name);
// Entities of `kind` anywhere under `root`.
std::vector<Id> under(const Topology& t, Id root, Kind kind);

// FC ports of the HBAs of `host` (an ESX host or a server).
std::vector<Id> hba_ports(const Topology& t, Id host);
// The port at the other end of `port`'s link, or kNoId when uncabled.
Id peer(const Topology& t, Id port);

// Distinct (initiator, target port) pairs over which `lu` is reachable from `initiators`.
int route_count(const Topology& t, const std::vector<Id>& initiators, Id lu);
// Same, from an ESX host's HBA ports.
int host_routes(const Topology& t, Id esx_host, Id lu);

// Structural faults, one line each: links not joining two ports, ports cabled twice, WWPNs used
// twice, zone members naming no port, VMs without host, disks without datastore / size /
// format, datastores without LU, VM disks whose host cannot reach the datastore's LU, pools
// mixing drive types or RAID levels, RAID groups whose drive count differs from D+P.
std::vector<std::string> wiring_faults(const Topology& t);

}  // namespace labcheck
