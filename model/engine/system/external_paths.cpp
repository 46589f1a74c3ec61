#include "engine/system/external_paths.h"

#include <algorithm>

#include "topology/connectivity.h"

namespace santwin::engine {

std::vector<ExternalPath> external_paths(const Connectivity& c, Id local_array, Id source_lu, Id owner,
                                         bool single_path) {
    const Topology& t = c.topology();
    const Entity* lu = t.find(source_lu);
    if (!lu || lu->kind != Kind::LogicalUnit) return {};
    const Id remote_array = t.ancestor(source_lu, Kind::Array);
    std::vector<ExternalPath> all;
    for (Id port : c.front_end_ports(local_array)) {
        const std::string& w = c.wwpn(port);
        for (const Reach& r : c.reachable_targets(port)) {
            if (c.array_of(r.target_port) != remote_array) continue;
            if (r.fabric != kNoId && !c.zoned(r.fabric, w, c.wwpn(r.target_port))) continue;
            if (!c.masking(remote_array, r.target_port, w, source_lu)) continue;
            all.push_back({port, r.switch_ports, r.target_port, c.controller_of(r.target_port), 1});
        }
    }
    if (all.empty()) return all;
    if (single_path) {
        // The primary: to the owning controller when a path reaches it, lowest local port first.
        auto to_owner = std::find_if(all.begin(), all.end(), [&](const ExternalPath& p) { return p.remote_controller == owner; });
        ExternalPath primary = to_owner != all.end() ? *to_owner : all.front();
        primary.share = 1;
        return {primary};
    }
    for (auto& p : all) p.share = 1.0 / static_cast<double>(all.size());
    return all;
}

}  // namespace santwin::engine
