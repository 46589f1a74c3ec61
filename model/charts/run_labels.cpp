#include "charts/run_labels.h"

namespace santwin::charts {

int run_color(const scenarios::ScenarioResult& result, const std::string& name) {
    for (size_t i = 0; i < result.runs.size(); ++i)
        if (result.runs[i].name == name) return static_cast<int>(i);
    return -1;
}

}  // namespace santwin::charts
