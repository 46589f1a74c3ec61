#include "charts/run_labels.h"

#include "charts/chart_resolve.h"
#include "charts/metric_info.h"

namespace santwin::charts {

int run_color(const scenarios::ScenarioResult& result, const std::string& name) {
    for (size_t i = 0; i < result.runs.size(); ++i)
        if (result.runs[i].name == name) return static_cast<int>(i);
    return -1;
}

std::string role_name(const scenarios::RunRecord& run, const std::string& role) {
    const Id id = role_entity(run, role);
    const Entity* e = id != kNoId && run.project ? run.project->topology.find(id) : nullptr;
    return e && !e->name.empty() ? e->name : humanize(role);
}

std::string role_name(const scenarios::ScenarioResult& result, const std::string& role) {
    std::string agreed;
    for (const scenarios::RunRecord& run : result.runs) {
        if (!run.roles.count(role)) continue;
        const std::string name = role_name(run, role);
        if (!agreed.empty() && name != agreed) return humanize(role);
        agreed = name;
    }
    return agreed.empty() ? humanize(role) : agreed;
}

}  // namespace santwin::charts
