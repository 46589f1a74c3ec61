#include "engine/models/scsi_locking.h"

#include <cmath>
#include <string>

namespace santwin::engine {

double ScsiLockingModel::conflicts(Id lu) const {
    auto it = conflicts_.find(lu);
    return it == conflicts_.end() ? 0 : it->second;
}

bool ScsiLockingModel::advance(const Step& step, double dt) {
    const Flow& flow = step.flow;
    const Solution& solution = step.solution;
    std::map<Id, double> clashes;  // conflicts of the step, per LU
    for (size_t c = 0; c < flow.info.size() && c < solution.throughput.size(); ++c)
        if (flow.info[c].conflicts_per_io > 0 && flow.info[c].lu)
            clashes[flow.info[c].lu] += solution.throughput[c] * flow.info[c].conflicts_per_io * dt;
    const double now = step.ctx.now;
    for (auto [lu, n] : clashes) {
        const double before = conflicts_[lu];
        conflicts_[lu] += n;
        if (std::floor(conflicts_[lu]) > std::floor(before))
            step.ctx.recorder.event(now, lu, "scsi_conflict",
                                    std::to_string(static_cast<long>(std::floor(conflicts_[lu]) - std::floor(before))) +
                                        " reservation conflicts");
        step.ctx.recorder.record(lu, "conflicts_total", now + dt, conflicts_[lu]);
    }
    return false;  // conflicts cost time per I/O (in the flow), they change no route
}

}  // namespace santwin::engine
