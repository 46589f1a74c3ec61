#pragma once
// The LUN-masking editor's view of an array: its host groups, each initiator (a WWPN as written)
// resolved to the host ports it matches, the LUs each group presents at which LUN id, and the
// edits — add or remove an initiator, present an LU at a LUN id, take a presentation away — as
// edits in a session, so they undo like any other.
#include <string>
#include <vector>

#include "editing/edit_session.h"

namespace santwin::editing {

struct Initiator {
    std::string text;       // as written in the host group
    std::vector<Id> ports;  // the host ports with that WWPN (empty: none)
};

std::vector<Initiator> host_group_initiators(const Topology& t, Id host_group);
// FC ports of host adapters (HBAs) with a WWPN, in id order: what may join a host group.
std::vector<Id> initiator_ports(const Topology& t);
// LUs of the group's array it does not present yet, in id order.
std::vector<Id> unmapped_lus(const Topology& t, Id host_group);
// The lowest LUN id the group does not use.
int next_free_lun(const Topology& t, Id host_group);

// Adds `port`'s WWPN to the group (EditError when it has none or is in already).
void add_initiator(EditSession& s, Id host_group, Id port);
// Removes the initiator written as `text`.
void remove_initiator(EditSession& s, Id host_group, const std::string& text);
// Presents `lu` to the group at `lun` (EditError: an LU of another array, a LUN id in use, an
// LU presented already); returns the new LUN mapping.
Id map_lu(EditSession& s, Id host_group, Id lu, int lun);

}  // namespace santwin::editing
