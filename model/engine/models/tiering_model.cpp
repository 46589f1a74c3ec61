#include "engine/models/tiering_model.h"

#include <string>

namespace santwin::engine {

namespace {
constexpr double kMinStep = 1e-6;  // as the loop's: a cycle ending within it ends in this step
}

void TieringModel::flush_heat(const Flow& flow, Tiering& tiering) {
    for (size_t c = 0; c < heat_ios_.size() && c < flow.info.size(); ++c)
        if (heat_ios_[c] > 0)
            for (const TierHeat& h : flow.info[c].tier_heat) tiering.add_heat(h.lu, h.from_gb, h.to_gb, heat_ios_[c] * h.ops_per_io);
    heat_ios_.assign(flow.info.size(), 0.0);
}

void TieringModel::before_solve(const Step& step) {
    // The old flow's regions get their I/O before the flow is replaced.
    flush_heat(step.flow, step.ctx.storage.tiering());
}

double TieringModel::next_event_in(const Step& step) {
    return step.ctx.storage.tiering().next_event() - step.ctx.now;
}

bool TieringModel::advance(const Step& step, double dt) {
    const Flow& flow = step.flow;
    const Solution& solution = step.solution;
    StorageModel& storage = step.ctx.storage;
    Tiering& tiering = storage.tiering();
    const double end = step.ctx.now + dt;
    heat_ios_.resize(flow.info.size(), 0.0);
    for (size_t c = 0; c < flow.info.size() && c < solution.throughput.size(); ++c)
        if (!flow.info[c].tier_heat.empty()) heat_ios_[c] += solution.throughput[c] * dt;
    if (tiering.next_event() > end + kMinStep) return false;
    flush_heat(flow, tiering);
    double moved = 0;
    if (!tiering.advance(end, storage, &moved)) return false;
    step.ctx.recorder.event(end, kNoId, "tier_relocation", std::to_string(static_cast<long>(moved)) + " GB relocated");
    return true;
}

}  // namespace santwin::engine
