#pragma once
// Path resolution: which physical routes carry a host's I/O to an LU, honouring links, fabric
// zoning (active zone set) and LUN masking (host groups); and the reverse, who can see an LU.
//
// How a path is found, hop by hop:
//  1. Host side. An ESX host, VCB proxy or backup server runs on a Server (its parent); a
//     Server may also be asked directly. The initiator ports are the FC ports of the server's
//     HBAs. A NAS head is its own initiator: its FC ports are its children.
//  2. Cabling. A Link (attrs a, b) joins two ports. An initiator port cabled straight to an
//     array front-end port (a Port whose parent is a Controller) is direct attach: no fabric,
//     no zoning. Cabled to an FC switch port, it reaches every front-end port cabled to a switch
//     of the same fabric, through that switch or over ISLs (switch-to-switch links), any number
//     of hops; see Connectivity for how the route is chosen and recorded.
//  3. Zoning. When the fabric's active_zone_set names a zone set, initiator and target must
//     share a zone in it. Zone members are WWPNs or names of aliases in the zone's fabric (an
//     alias stands for its `wwpns`); WWPNs compare case-insensitively, ':' ignored. A fabric
//     with no active zone set enforces no zoning (validation warns about it).
//  4. Masking. Host groups are children of the array. Target port P presents the LU to
//     initiator W when a host group of the LU's array applies to P (its `ports` holds P, or is
//     empty: every port), lists W in `initiators` and has a LunMapping child for the LU. The
//     LUN is that mapping's `lun`; if several groups qualify the lowest id wins.
//  5. Array side. The controller is the target port's parent; the backing chain and drives
//     come from resolve_backing (backing.h).
// One path per (initiator port, target port) pair that passes every step; results are sorted
// by host, initiator port, then target port id.
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin {

class Connectivity;

struct StoragePath {
    Id host = kNoId;                  // ESX host (or VCB proxy / server) issuing the I/O
    Id initiator_port = kNoId;        // HBA port
    std::vector<Id> switch_ports;     // in order from initiator to target (empty when direct)
    Id target_port = kNoId;           // array front-end port
    Id controller = kNoId;            // controller owning target_port
    Id lu = kNoId;
    int lun = -1;                     // LUN id the host sees through this port
    std::vector<Id> backing;          // LU backing chain: RAID group / pool (+ members) / disk group / external LU
    std::vector<Id> drives;           // drives finally holding the blocks (internal and external)
    bool operator==(const StoragePath&) const = default;
};

// Paths from `host` (an ESX host, or any Server / VcbProxy / BackupServer with HBAs) to `lu`.
// `host` in each path is the id asked about. Empty when either id is not of those kinds.
std::vector<StoragePath> paths_to_lu(const Topology& t, Id host, Id lu);

// Paths a VM disk's I/O can take: from the host of its VM (or template) to its datastore's LU.
// NFS datastores have no block paths (empty result); so have disks lacking a host or datastore.
std::vector<StoragePath> vmdk_paths(const Topology& t, Id vmdk);

// Every (host, path) that can reach `lu`: the reverse question. Every server with HBA ports is
// asked; `host` is the server's ESX host when it runs one, else the server itself.
std::vector<StoragePath> who_sees(const Topology& t, Id lu);

// Why `host` cannot reach `lu`, in words naming the first step that fails (no HBA ports, ports
// not cabled, no switch path to the LU's array, no zone holding both WWPNs, no host group
// listing the initiator, mapping only on unreachable ports, LU not mapped) and the fix;
// "" when it can.
std::string why_not_visible(const Topology& t, Id host, Id lu);

// A route from a host to a backup device's port (VTL node, tape library or tape drive).
// Devices have no LUN masking: physical reach (as for arrays) and fabric zoning decide.
struct DevicePath {
    Id host = kNoId;
    Id initiator_port = kNoId;
    std::vector<Id> switch_ports;  // in order from initiator to target (empty when direct)
    Id target_port = kNoId;        // the device's FC port
    Id device = kNoId;             // the device owning target_port
    bool operator==(const DevicePath&) const = default;
};

// Paths from `host` (as paths_to_lu) to `device`: a VTL node or tape library (its own ports),
// or a tape drive (its own ports, else those of the node or library holding it). Sorted by
// initiator port, then target port. Empty when the host cannot reach it.
std::vector<DevicePath> paths_to_device(const Topology& t, Id host, Id device);

// The same questions against a prebuilt index, for callers asking many (validation, engine).
std::vector<DevicePath> paths_to_device(const Connectivity& c, Id host, Id device);
std::vector<StoragePath> paths_to_lu(const Connectivity& c, Id host, Id lu);
std::vector<StoragePath> who_sees(const Connectivity& c, Id lu);
std::string why_not_visible(const Connectivity& c, Id host, Id lu);

}  // namespace santwin
