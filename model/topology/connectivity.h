#pragma once
// Connectivity: the indexes path resolution and validation ask over and over, built once from
// a Topology — which ports each port is cabled to, which port carries a WWPN, which WWPN pairs
// each fabric's active zone set lets talk, and which host groups mask each array.
//
// Physical reach (reachable_targets) is a breadth-first search over switches of one fabric:
// a switch forwards between any two of its own ports, and ISLs (links between two switch ports
// of the same fabric) join switches. The route is recorded as the switch ports crossed, in
// order: ingress, egress (ISL), ingress, ..., egress (to the target). One route per target
// port: the fewest hops, ties broken by lowest port ids. Where several ISLs join two switches
// the switch spreads its ingress ports over them in turn (Brocade's port-based routing with
// dynamic load sharing, FOS 5.x: "DLS shares traffic among multiple equivalent paths between
// switches"), so a blade module's hosts do not all cross its first uplink.
//
// Holds a reference to the topology, which must not change while the index is in use. The
// per-initiator searches are cached lazily, so a Connectivity is not safe to share between
// threads.
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "topology/topology.h"

namespace santwin {

// A front-end port an initiator port can physically reach.
struct Reach {
    Id target_port = kNoId;        // array front-end port (its parent is a Controller), or a
                                   // backup device's port (reachable_devices)
    Id fabric = kNoId;             // fabric crossed; kNoId for a direct-attach cable
    std::vector<Id> switch_ports;  // switch ports crossed, in order; empty when direct
};

// LUN masking on one array, indexed.
struct HostGroupIndex {
    Id id = kNoId;
    std::set<Id> ports;                // empty: every front-end port of the array
    std::set<std::string> initiators;  // canonical WWPNs
    std::map<Id, int> luns;            // LU -> LUN (the lowest-id mapping wins)
};

struct Masking {
    Id host_group = kNoId;
    int lun = -1;
};

class Connectivity {
public:
    explicit Connectivity(const Topology& t);

    const Topology& topology() const { return t_; }

    // Ports cabled to `port` (ascending ids) and the links touching it.
    const std::vector<Id>& peers(Id port) const;
    const std::vector<Id>& links_of(Id port) const;
    // Canonical WWPN of a port ("" when none) and the ports carrying a canonical WWPN.
    const std::string& wwpn(Id port) const;
    const std::vector<Id>& ports_with_wwpn(const std::string& canonical) const;

    // The Server under an ESX host / VCB proxy / backup server, or a Server itself; else kNoId.
    Id server_of(Id host) const;
    // The id who_sees reports for a server: its ESX host when it runs one, else the server.
    Id host_of_server(Id server) const;
    // FC ports on the server's HBAs, ascending.
    std::vector<Id> initiator_ports(Id server) const;

    Id controller_of(Id port) const;  // kNoId unless the port is an array front-end port
    Id switch_of(Id port) const;      // kNoId unless the port is on an FC switch
    Id array_of(Id port) const;       // array owning a front-end port
    std::vector<Id> front_end_ports(Id array) const;

    // Fabric zoning: enforced when the fabric's active_zone_set names an existing zone set.
    bool zoning_enforced(Id fabric) const;
    // True when some zone of the fabric's active set holds both canonical WWPNs (always true
    // when zoning is not enforced).
    bool zoned(Id fabric, const std::string& a, const std::string& b) const;
    // The alias of that name defined in the fabric, or kNoId.
    Id alias_named(Id fabric, const std::string& name) const;

    // Front-end ports the initiator port reaches over cables and switches, ignoring zoning
    // and masking; sorted by target port id.
    const std::vector<Reach>& reachable_targets(Id initiator_port) const;
    // The same search for ports of backup devices (VTL nodes, tape libraries, tape drives):
    // targets that zoning alone admits (they have no LUN masking).
    const std::vector<Reach>& reachable_devices(Id initiator_port) const;
    // The backup device (VTL node, tape library or drive) a port belongs to, else kNoId.
    Id device_of(Id port) const;

    const std::vector<HostGroupIndex>& host_groups(Id array) const;
    // The first host group (by id) on `array` that applies to `target_port`, lists `initiator`
    // (canonical) and maps `lu`.
    std::optional<Masking> masking(Id array, Id target_port, const std::string& initiator,
                                   Id lu) const;

    // "Port 'hba0-p0' (#12, WWPN 10:00:...)": how messages name a port.
    std::string describe_port(Id port) const;

private:
    struct PortInfo {
        Id parent = kNoId;
        Kind parent_kind = Kind::Server;
        std::string wwpn;       // canonical
        std::vector<Id> peers;  // ascending, may repeat if cabled twice to the same port
        std::vector<Id> links;
    };
    struct FabricZoning {
        bool enforced = false;
        std::map<std::string, std::vector<Id>> zones_of;  // canonical WWPN -> zone ids, ascending
        std::map<std::string, Id> aliases;                // alias name -> alias id
    };

    void index_ports();
    void index_links();
    void index_zoning();
    void index_masking();
    // Breadth-first search from an initiator port; `devices` picks backup-device ports as
    // targets instead of array front-end ports.
    std::vector<Reach> search(Id initiator_port, bool devices) const;
    bool is_target(Id port, bool devices) const;
    const PortInfo* port(Id id) const;

    const Topology& t_;
    std::unordered_map<Id, PortInfo> ports_;
    std::map<std::string, std::vector<Id>> by_wwpn_;
    std::map<Id, std::vector<Id>> switch_ports_;  // switch -> its ports, ascending
    std::map<Id, FabricZoning> fabrics_;
    std::map<Id, std::vector<HostGroupIndex>> host_groups_;
    mutable std::unordered_map<Id, std::vector<Reach>> reach_cache_;
    mutable std::unordered_map<Id, std::vector<Reach>> device_reach_cache_;
};

}  // namespace santwin
