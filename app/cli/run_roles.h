#pragma once
// What a kept run's charts follow: up to six of the VMs that ran, busiest first, and the four
// busiest drive groups and controller processors, each by a name that tells it apart.
// simulate --save and replay --save keep their runs with these roles.
#include <map>
#include <string>
#include <vector>

#include "engine/recorder.h"
#include "topology/topology.h"

namespace santwin::cli {

std::map<std::string, Id> chart_roles(const Topology& t, const engine::Recorder& rec, const std::vector<Id>& vms,
                                      double duration);

}  // namespace santwin::cli
