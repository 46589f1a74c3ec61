#pragma once
// Path resolution: which physical routes carry a host's I/O to an LU, honouring links, fabric
// zoning (active zone set) and LUN masking (host groups); and the reverse, who can see an LU.
#include <vector>

#include "topology/topology.h"

namespace santwin {

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

// Paths from `host` (an ESX host, or any Server / VcbProxy with HBAs) to `lu`.
std::vector<StoragePath> paths_to_lu(const Topology& t, Id host, Id lu);

// Paths a VM disk's I/O can take: from the VM's host to its datastore's LU. NFS datastores
// have no block paths (empty result).
std::vector<StoragePath> vmdk_paths(const Topology& t, Id vmdk);

// Every (host, path) that can reach `lu`: the reverse question.
std::vector<StoragePath> who_sees(const Topology& t, Id lu);

// Why `host` cannot reach `lu`, in words ("no zone on fabric A holds both 10:00:.. and 50:..",
// "host group HG-1 does not map the LU"), or "" when it can.
std::string why_not_visible(const Topology& t, Id host, Id lu);

}  // namespace santwin
