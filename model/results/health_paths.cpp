// Single points of failure from the paths: for each host and LU its VMs use, the components
// every path runs through.
#include <algorithm>
#include <map>
#include <set>

#include "results/health.h"
#include "topology/paths.h"

namespace santwin::results {

namespace {
// The cables at each port: a pulled cable takes its path down like a failed port.
std::map<Id, std::vector<Id>> cables_by_port(const Topology& t) {
    std::map<Id, std::vector<Id>> out;
    for (Id link : t.all_of(Kind::Link)) {
        out[t.at(link).ref("a")].push_back(link);
        out[t.at(link).ref("b")].push_back(link);
    }
    return out;
}

// Every component a path depends on: the initiator port and its HBA, the switch ports, their
// switches and fabrics, the cables between, the target port and its controller.
std::set<Id> components(const Topology& t, const StoragePath& p, const std::map<Id, std::vector<Id>>& cables) {
    std::set<Id> out{p.initiator_port, p.target_port, p.controller};
    if (const Id hba = t.at(p.initiator_port).parent; hba && t.at(hba).kind == Kind::Hba) out.insert(hba);
    std::vector<Id> ports{p.initiator_port};
    ports.insert(ports.end(), p.switch_ports.begin(), p.switch_ports.end());
    ports.push_back(p.target_port);
    for (Id sp : p.switch_ports) {
        out.insert(sp);
        const Id sw = t.at(sp).parent;
        if (sw && t.at(sw).kind == Kind::FcSwitch) {
            out.insert(sw);
            if (const Id fabric = t.at(sw).parent; fabric && t.at(fabric).kind == Kind::Fabric) out.insert(fabric);
        }
    }
    // A cable joins consecutive ports of the path (initiator to switch, switch to switch, to target).
    for (std::size_t i = 0; i + 1 < ports.size(); ++i) {
        const auto it = cables.find(ports[i]);
        if (it == cables.end()) continue;
        for (Id link : it->second) {
            const Id a = t.at(link).ref("a"), b = t.at(link).ref("b");
            if ((a == ports[i] && b == ports[i + 1]) || (b == ports[i] && a == ports[i + 1])) out.insert(link);
        }
    }
    out.erase(kNoId);
    return out;
}

int count_kind(const Topology& t, const std::set<Id>& ids, Kind k) {
    return static_cast<int>(std::count_if(ids.begin(), ids.end(), [&](Id id) { return t.at(id).kind == k; }));
}
}  // namespace

Redundancy path_redundancy(const Topology& t) {
    // The host-LU pairs the VMs' disks use, with their VMs.
    std::map<std::pair<Id, Id>, std::set<Id>> vms_of;
    std::map<std::pair<Id, Id>, std::vector<StoragePath>> paths_of;
    for (Id vm : t.all_of(Kind::Vm))
        for (Id disk : t.children(vm, Kind::Vmdk))
            for (const StoragePath& p : vmdk_paths(t, disk)) {
                const auto key = std::make_pair(p.host, p.lu);
                vms_of[key].insert(vm);
                auto& list = paths_of[key];
                if (std::find(list.begin(), list.end(), p) == list.end()) list.push_back(p);
            }
    const auto cables = cables_by_port(t);
    Redundancy out;
    std::map<Id, SinglePoint> points;
    for (const auto& [key, paths] : paths_of) {
        PathRedundancy r;
        r.host = key.first;
        r.lu = key.second;
        r.vms.assign(vms_of[key].begin(), vms_of[key].end());
        r.paths = static_cast<int>(paths.size());
        std::set<Id> any, every;
        for (std::size_t i = 0; i < paths.size(); ++i) {
            const std::set<Id> c = components(t, paths[i], cables);
            any.insert(c.begin(), c.end());
            if (i == 0) {
                every = c;
            } else {
                std::set<Id> both;
                std::set_intersection(every.begin(), every.end(), c.begin(), c.end(), std::inserter(both, both.end()));
                every = std::move(both);
            }
        }
        r.hbas = count_kind(t, any, Kind::Hba);
        r.fabrics = count_kind(t, any, Kind::Fabric);
        r.switches = count_kind(t, any, Kind::FcSwitch);
        r.controllers = count_kind(t, any, Kind::Controller);
        std::set<Id> targets;
        for (const auto& p : paths) targets.insert(p.target_port);
        r.target_ports = static_cast<int>(targets.size());
        r.single_points.assign(every.begin(), every.end());
        for (Id c : every) {
            SinglePoint& sp = points[c];
            sp.component = c;
            sp.pairs.push_back(key);
            sp.vms.insert(sp.vms.end(), r.vms.begin(), r.vms.end());
        }
        out.pairs.push_back(std::move(r));
    }
    for (auto& [id, sp] : points) {
        std::sort(sp.vms.begin(), sp.vms.end());
        sp.vms.erase(std::unique(sp.vms.begin(), sp.vms.end()), sp.vms.end());
        out.single_points.push_back(std::move(sp));
    }
    std::stable_sort(out.single_points.begin(), out.single_points.end(),
                     [](const SinglePoint& a, const SinglePoint& b) { return a.vms.size() > b.vms.size(); });
    return out;
}

}  // namespace santwin::results
