#pragma once
// The VMware panel's multipath edit: how one ESX host spreads I/O to one LU (NMP path selection).
// A host without a policy entity for the LU uses the array's default; choosing one creates it.
#include <string>

#include "editing/edit_session.h"

namespace santwin::editing {

// The host's MultipathPolicy entity for `lu`, or kNoId.
Id path_policy_of(const Topology& t, Id host, Id lu);

// Sets `host`'s policy for `lu` to "mru", "fixed" or "rr", creating the policy entity when the
// host has none for it (EditError for a host or LU that is not one, or another policy name).
Id set_path_policy(EditSession& s, Id host, Id lu, const std::string& policy);

}  // namespace santwin::editing
