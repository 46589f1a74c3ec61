#include "run_roles.h"

#include <algorithm>
#include <functional>

#include "topology/name_lookup.h"

namespace santwin::cli {

std::map<std::string, Id> chart_roles(const Topology& t, const engine::Recorder& rec,
                                      const std::vector<Id>& chosen, double duration) {
    std::map<std::string, Id> roles;
    auto take_busiest = [&](std::vector<std::pair<double, Id>> by_load, std::size_t n) {
        std::sort(by_load.begin(), by_load.end(), std::greater<>());
        for (std::size_t i = 0; i < by_load.size() && i < n; ++i)
            if (by_load[i].first > 0) roles[qualified_name(t, by_load[i].second)] = by_load[i].second;
    };
    std::vector<std::pair<double, Id>> vms, groups, processors;
    for (Id vm : chosen)
        if (const engine::Series* s = rec.find(vm, "iops")) vms.emplace_back(s->mean(0, duration), vm);
    for (const auto& [key, series] : rec.all()) {
        const Entity* e = t.find(key.entity);
        if (!e) continue;
        if (key.metric == "busy_pct" && (e->kind == Kind::RaidGroup || e->kind == Kind::DiskGroup))
            groups.emplace_back(series.mean(0, duration), key.entity);
        if (key.metric == "mp_pct" && e->kind == Kind::Controller) processors.emplace_back(series.mean(0, duration), key.entity);
    }
    take_busiest(vms, 6);
    take_busiest(groups, 4);
    take_busiest(processors, 4);
    return roles;
}

}  // namespace santwin::cli
