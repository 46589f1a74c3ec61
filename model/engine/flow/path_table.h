#pragma once
// Resolved paths per (host, LU), computed once per topology (path resolution walks links,
// zoning and masking) and the multipath policy each host applies to each LU.
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "topology/paths.h"
#include "topology/topology.h"

namespace santwin::engine {

struct PolicySpec {
    std::string policy = "fixed";  // mru | fixed | rr
    Id preferred_port = kNoId;
    double rr_iops = 1000;
    std::string satp = "";  // auto | alua | default_aa | default_ap; "" keeps the topology's (auto)
};

struct WeightedPath {
    StoragePath path;
    double share = 1;  // fraction of the host's I/O to the LU on this path
};

class PathTable {
public:
    explicit PathTable(const Topology& t) : topology_(t) {}

    const std::vector<StoragePath>& paths(Id host, Id lu);
    PolicySpec policy(Id host, Id lu) const;
    // The paths the policy uses, with their shares. Throws std::invalid_argument naming why
    // the host cannot reach the LU.
    std::vector<WeightedPath> active_paths(Id host, Id lu);
    // Overrides the topology's policy (scenarios switch policies between runs).
    void set_policy(Id host, Id lu, PolicySpec spec) { overrides_[{host, lu}] = spec; }
    // Marks a port dark before hosts notice: paths through it stay in use, but carry (almost)
    // nothing, so I/O on them waits — until fail_port, when the hosts give them up.
    void kill_port(Id port) { dead_ports_.insert(port); }
    bool dead(Id port) const { return dead_ports_.count(port) != 0; }
    // Marks a port failed: paths through it are dropped.
    void fail_port(Id port) {
        dead_ports_.erase(port);
        failed_ports_.push_back(port);
        cache_.clear();
        device_cache_.clear();
    }

    // Routes from a host to a backup device (VTL node, tape drive) through zoning.
    const std::vector<DevicePath>& device_paths(Id host, Id device);
    // The route a host's I/O to a device takes: the first usable one (a tape device is opened
    // on one path). Throws std::invalid_argument naming the fix when there is none.
    const DevicePath& device_path(Id host, Id device);

private:
    const Topology& topology_;
    std::map<std::pair<Id, Id>, std::vector<StoragePath>> cache_;
    std::map<std::pair<Id, Id>, PolicySpec> overrides_;
    std::map<std::pair<Id, Id>, std::vector<DevicePath>> device_cache_;
    std::vector<Id> failed_ports_;
    std::set<Id> dead_ports_;
};

}  // namespace santwin::engine
