#pragma once
// Failures: a port, an HBA, a switch or a controller goes away. Paths through it are dropped
// (the multipath policies fail over to what is left; a host with no path left to an LU stops
// its I/O there: all paths down), and a failed controller's LUs move to the surviving one.
#include <memory>
#include <string>

#include "engine/job.h"

namespace santwin::operations {

// `what` may be a Link (both its ports fail), a Port, an Hba, an FcSwitch or a Controller.
std::unique_ptr<engine::Job> make_failure(const Topology& t, Id what);

// The ports a failure of `what` takes down.
std::vector<Id> failed_ports(const Topology& t, Id what);

}  // namespace santwin::operations
