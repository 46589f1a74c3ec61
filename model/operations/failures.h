#pragma once
// Failures: a port, an HBA, a switch, a cable, a controller or a drive goes away.
//
// Paths: the failed ports go dark at once, but a host only gives a path up when its HBA driver
// declares the link down — I/O on it waits meanwhile (hosts.json path_failover_s, ~30 s) — and
// then fails over to what its multipath policy has left; a host with no path left to an LU
// stops its I/O there (all paths down).
// Controller: its ports go dark and the survivor takes its LUs at once (the array sees its
// partner go); what hosts see depends on the architecture (symmetric: nothing to follow; ALUA:
// the optimized paths move; active-passive: a trespass). A survivor that mirrored its write
// cache to the failed partner stops caching writes (arrays.json write_through_without_partner).
// Drive: the RAID group runs degraded and rebuilds a spare (operations/raid_rebuild.h).
#include <memory>
#include <string>
#include <vector>

#include "engine/job.h"

namespace santwin::operations {

// `what` may be a Link (both its ports fail), a Port, an Hba, an FcSwitch or a Controller. The
// failover is immediate (no detection delay): the GUI's one-click failure.
std::unique_ptr<engine::Job> make_failure(const Topology& t, Id what);

// The jobs that play a failure of `what` out from `at` seconds: with a detection delay for path
// failures, a rebuild for a drive. Throws std::invalid_argument naming what can fail when `what`
// cannot (a VM, a drive in no RAID group).
std::vector<std::unique_ptr<engine::Job>> failure_jobs(const Topology& t, const devices::HardwareCatalog& catalog,
                                                       Id what, double at);

// The ports a failure of `what` takes down.
std::vector<Id> failed_ports(const Topology& t, Id what);

}  // namespace santwin::operations
