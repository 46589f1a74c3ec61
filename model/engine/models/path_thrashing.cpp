#include "engine/models/path_thrashing.h"

#include <cmath>
#include <string>

namespace santwin::engine {

double PathThrashingModel::transfers(Id lu) const {
    auto it = transfers_.find(lu);
    return it == transfers_.end() ? 0 : it->second;
}

bool PathThrashingModel::advance(const Step& step, double dt) {
    const Flow& flow = step.flow;
    const Solution& solution = step.solution;
    std::map<Id, double> moved;  // transfers of the step, per LU
    for (size_t c = 0; c < flow.info.size() && c < solution.throughput.size(); ++c)
        if (flow.info[c].thrash_lu) moved[flow.info[c].thrash_lu] += solution.throughput[c] * flow.info[c].transfers_per_io * dt;
    for (auto [lu, n] : moved) {
        const double before = transfers_[lu];
        transfers_[lu] += n;
        if (std::floor(transfers_[lu]) > std::floor(before))
            step.ctx.recorder.event(step.ctx.now, lu, "path_thrash",
                                    std::to_string(static_cast<long>(std::floor(transfers_[lu]) - std::floor(before))) +
                                        " ownership changes");
    }
    return false;  // the stall is in the flow already; ownership itself is the builder's
}

}  // namespace santwin::engine
