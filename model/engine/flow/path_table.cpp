#include "engine/flow/path_table.h"

#include <algorithm>
#include <stdexcept>

namespace santwin::engine {

const std::vector<StoragePath>& PathTable::paths(Id host, Id lu) {
    auto key = std::make_pair(host, lu);
    auto it = cache_.find(key);
    if (it != cache_.end()) return it->second;
    std::vector<StoragePath> found = paths_to_lu(topology_, host, lu);
    std::erase_if(found, [&](const StoragePath& p) {
        for (Id f : failed_ports_)
            if (p.initiator_port == f || p.target_port == f ||
                std::find(p.switch_ports.begin(), p.switch_ports.end(), f) != p.switch_ports.end())
                return true;
        return false;
    });
    return cache_.emplace(key, std::move(found)).first->second;
}

const std::vector<DevicePath>& PathTable::device_paths(Id host, Id device) {
    auto key = std::make_pair(host, device);
    auto it = device_cache_.find(key);
    if (it != device_cache_.end()) return it->second;
    std::vector<DevicePath> found = paths_to_device(topology_, host, device);
    std::erase_if(found, [&](const DevicePath& p) {
        for (Id f : failed_ports_)
            if (p.initiator_port == f || p.target_port == f ||
                std::find(p.switch_ports.begin(), p.switch_ports.end(), f) != p.switch_ports.end())
                return true;
        return false;
    });
    return device_cache_.emplace(key, std::move(found)).first->second;
}

const DevicePath& PathTable::device_path(Id host, Id device) {
    const auto& all = device_paths(host, device);
    if (all.empty())
        throw std::invalid_argument(topology_.describe(host) + " has no path to " + topology_.describe(device) +
                                    ": zone one of its HBA ports with a port of the device (cabled to the same "
                                    "fabric)");
    return all.front();
}

PolicySpec PathTable::policy(Id host, Id lu) const {
    PolicySpec spec;
    for (Id mp : topology_.children(host, Kind::MultipathPolicy)) {
        const Entity& e = topology_.at(mp);
        if (e.ref("lu") != lu) continue;
        spec.policy = e.text("policy");
        spec.preferred_port = e.ref("preferred_port");
        spec.rr_iops = e.num("rr_iops", 1000);
        spec.satp = e.text("satp");
    }
    if (auto it = overrides_.find({host, lu}); it != overrides_.end()) {
        // A scenario switching the policy keeps the plugin the host claims the LU with.
        PolicySpec switched = it->second;
        if (switched.satp.empty()) switched.satp = spec.satp;
        spec = switched;
    }
    if (spec.satp.empty()) spec.satp = "auto";
    return spec;
}

std::vector<WeightedPath> PathTable::active_paths(Id host, Id lu) {
    const auto& all = paths(host, lu);
    if (all.empty()) {
        std::string why = why_not_visible(topology_, host, lu);
        throw std::invalid_argument(topology_.describe(host) + " has no path to " + topology_.describe(lu) +
                                    (why.empty() ? std::string() : ": " + why));
    }
    const PolicySpec spec = policy(host, lu);
    std::vector<WeightedPath> out;
    if (spec.policy == "rr") {
        for (const auto& p : all) out.push_back({p, 1.0 / all.size()});
        return out;
    }
    // Fixed and MRU use one path: the preferred one when it is usable, else the first.
    auto chosen = all.begin();
    if (spec.preferred_port)
        if (auto it = std::find_if(all.begin(), all.end(),
                                   [&](const StoragePath& p) { return p.target_port == spec.preferred_port; });
            it != all.end())
            chosen = it;
    out.push_back({*chosen, 1.0});
    return out;
}

}  // namespace santwin::engine
