// Which chart set each scenario is shown with. To give a new scenario its paper's figures, write
// a builder (charts_seed<N>.cpp) and add one line here; without one it gets generic_charts().
#include "charts/scenario_chart_sets.h"

namespace santwin::charts {

const std::vector<ChartSet>& chart_sets() {
    static const std::vector<ChartSet> sets = {
        {"hdp-warmup", sets::hdp_warmup},
        {"std-lu-*", sets::placement},
        {"dp-pool-*", sets::placement},
        {"vaai-clone", sets::vaai_clone},
        {"aa-path-policy", sets::aa_path_policy},
    };
    return sets;
}

namespace {
bool matches(const std::string& pattern, const std::string& id) {
    if (!pattern.empty() && pattern.back() == '*') return id.rfind(pattern.substr(0, pattern.size() - 1), 0) == 0;
    return pattern == id;
}
}  // namespace

std::vector<ChartSpec> generic_charts(const scenarios::ScenarioResult& r) {
    std::vector<ChartSpec> out;
    auto add = [&](std::vector<ChartSpec> more) {
        for (auto& c : more) out.push_back(std::move(c));
    };
    add(before_after_charts(r));
    add(validation_charts(r));
    add(utilization_charts(r));
    add(latency_breakdown_charts(r));
    add(role_time_series(r));
    return out;
}

std::vector<ChartSpec> default_charts(const scenarios::ScenarioResult& r) {
    for (const ChartSet& set : chart_sets())
        if (matches(set.id, r.id)) return set.build(r);
    return generic_charts(r);
}

}  // namespace santwin::charts
