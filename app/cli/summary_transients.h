#pragma once
// What a run's means mix: a write cache filling (writes complete in cache until it is full, then
// wait for the drives) and first-write zeroing of lazily zeroed disks (each new VMFS block
// costs extra writes until the disk is warm). A summary that averaged both states would report
// the warm-up as capacity, so it says when each ended and gives the means after.
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "engine/recorder.h"
#include "topology/topology.h"

namespace santwin::cli {

// Notes on `out` for each transient `rec` shows ending inside the run, then the busiest VMs'
// (`vms`: IOPS, id, busiest first) means from the last one's end to `duration`. Nothing when
// the run holds no such change.
void write_transients(std::ostream& out, const Topology& t, const engine::Recorder& rec, double duration,
                      const std::map<Id, std::string>& labels, const std::vector<std::pair<double, Id>>& vms);

}  // namespace santwin::cli
