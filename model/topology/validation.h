#pragma once
// Topology validation: a list of problems, each naming the entities involved and the fix.
// checks/validate.h runs every rule; the rule families that need only the topology live here
// (topology/validation_*.cpp), those that also need the hardware or workload catalogues in
// checks/ (hardware.*, vm.bad_workload).
//
// Rule ids are stable (files, tests and the GUI filter on them):
//   ref.dangling                 a Ref / RefList attr points to a missing entity or a kind its
//                                schema does not allow
//   raid.drive_count             drives listed ≠ data_drives + parity_drives
//   raid.level_layout            raid0 nD+0, raid1 1D+1D, raid10 nD+nD, raid5 nD+1P, raid6 nD+2P
//   raid.drive_in_two_groups     a drive listed by two RAID / disk groups
//   raid.overallocated           standard LUs on a RAID group exceed its usable capacity
//   pool.member_in_two_pools     a RAID group or external volume listed by two pools
//   pool.mixed_raid_level        an HDP pool's members (external volumes: the source LU's
//                                backing) differ in RAID level; HDT compares within a drive type
//   pool.mixed_drive_type        an HDP pool's members differ in drive type (HDT tiers may mix)
//   pool.oversubscribed          thin LUs total > usable × subscription_limit_pct / 100
//   lu.no_backing                an LU whose backing is not set (its data would live nowhere)
//   lu.duplicate_number          two LUs of one array share an lu_number; names a free one
//   lu.exceeds_backing           a standard LU larger than its RAID group, or a Vdisk larger
//                                than its disk group allows for its Vraid
//   lu.other_array               an LU owned by another array's controller, or backed by
//                                another array's RAID group, pool or disk group
//   hardware.unknown_model       a drive, array, NAS head, VTL or tape drive naming a model the
//                                catalogue (resources/hardware/) does not have; lists the known
//   port.duplicate_wwpn          two ports share a WWPN (compared canonically)
//   port.unusual_speed           (error) a port speed that is no rate of its protocol (FC 3 Gb)
//   link.incompatible            a missing end, a port cabled twice, FC ↔ Ethernet, medium ≠
//                                protocol, host port to host port (errors); speed mismatch
//                                (warning stating the negotiated speed, the slower end's)
//   link.same_device             a cable between two ports of one device (a switch to itself)
//   link.isl_across_fabrics      an ISL joining FC switches of two different fabrics
//   zone.member_unmatched        a zone member WWPN matching no port, or naming no alias
//   alias.wwpn_unmatched         (warning) an alias WWPN matching no port
//   fabric.no_active_zone_set    (warning) the fabric enforces no zoning
//   vm.no_host, vmdk.no_datastore
//   vmdk.used_exceeds_size       a disk's used_gb over its size_gb
//   datastore.exceeds_lu         a VMFS datastore's capacity_gb over its LU's
//   vmdk.exceeds_datastore       one disk, or all thick disks together, larger than the datastore
//   vmdk.exceeds_vmfs_block_limit a disk over the VMFS3 largest file for the block size
//   datastore.unreachable        a VMFS datastore with no LU or an LU no host sees; an NFS
//                                datastore without its export
//   vm.datastore_not_visible     a VM's host cannot see the LU of a VMFS datastore its disks use
//   masking.no_path              (warning) a host group lists a host's initiator and maps LUs the
//                                host has no path to; says why (see why_not_visible)
//   masking.port_not_on_array    a host group lists a port not on its array's controllers
//   masking.lu_on_other_array    a LUN mapping presents an LU of another array
//   masking.duplicate_lun        two mappings of one host group use the same LUN id
//   multipath.preferred_not_a_path a policy prefers a port that is not one of the host's paths
//   multipath.single_path        (warning) one per host: its VMs reach VMFS datastores through
//                                one HBA port only (no redundancy)
//   multipath.lu_not_visible     (warning) one per host: it has policies for LUs it has no path
//                                to at all (a copied host not yet zoned or masked); says why
//   name.empty                   an entity named nothing, or only spaces
//   name.control_character       a name holding a control character (NUL, a line break, a bidi
//                                override such as U+202E); the message shows them as <U+202E>
//   name.duplicate               (warning) two VMs, templates or ESX hosts share a name
// (layout.position_out_of_range, about saved diagram positions, is diagram::check_layout's.)
// Problems come rule family by rule family, entities in ascending id order: the list is
// deterministic for a given topology.
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin {

enum class Severity { Error, Warning };

struct Problem {
    Severity severity = Severity::Error;
    std::string rule;          // stable id, e.g. "pool.mixed_raid_level", "zone.member_unmatched"
    std::vector<Id> entities;  // the culprits, most relevant first
    std::string message;       // names the fix
};

}  // namespace santwin
