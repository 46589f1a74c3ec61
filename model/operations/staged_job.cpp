#include "operations/staged_job.h"

#include <algorithm>

namespace santwin::operations {

using namespace santwin::engine;

namespace {
constexpr double kEps = 1e-9;
}

void StagedJob::set_stages(std::vector<Stage> stages) {
    stages_.clear();
    for (auto& s : stages)
        if (s.seconds > 0 || s.gb > 0) stages_.push_back(std::move(s));
    at_ = 0;
    started_ = true;
    total_ = 0;
    for (const Stage& s : stages_) total_ += s.transfer() ? s.gb : 0;
    left_ = stages_.empty() ? 0 : (stages_[0].transfer() ? stages_[0].gb : stages_[0].seconds);
}

void StagedJob::enter(SimContext& ctx, double at) {
    if (at_ >= stages_.size()) {
        finished_at_ = at;
        return;
    }
    const Stage& s = stages_[at_];
    times_[s.name].first = at;
    left_ = s.transfer() ? s.gb : s.seconds;
    ctx.recorder.event(at, subject(), "stage", name() + ": " + s.name);
}

std::vector<StreamSpec> StagedJob::streams(SimContext& ctx) {
    if (done() || !started_) return {};
    const Stage& s = stages_[at_];
    if (times_.find(s.name) == times_.end()) times_[s.name] = {ctx.now, -1};
    if (!s.transfer()) return {};
    return transfer_streams(ctx, s, s.gb - left_);
}

void StagedJob::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    if (done() || !started_) return;
    const Stage& s = stages_[at_];
    double used = dt;
    if (s.transfer()) {
        const double rate = results.empty() ? 0 : results[0].iops * gb_per_io(ctx, s, s.gb - left_);
        ctx.recorder.record(subject(), s.name + "_mbps", ctx.now, rate * 1024.0);
        const double moved = std::min(left_, rate * dt);
        moved_[s.name] += moved;
        left_ -= moved;
        if (rate > 0 && left_ <= kEps) used = moved / rate;
    } else {
        left_ -= dt;
    }
    if (left_ > kEps) return;
    const double end = ctx.now + std::min(dt, used);
    if (s.transfer()) ctx.recorder.record(subject(), s.name + "_mbps", end, 0.0);
    times_[s.name].second = end;
    stage_done(ctx, s);
    ++at_;
    enter(ctx, end);
}

double StagedJob::time_to_event(const SimContext& ctx,
                                const std::vector<StreamResult>& results) const {
    if (done() || !started_) return kNever;
    const Stage& s = stages_[at_];
    if (!s.transfer()) return std::max(0.0, left_);
    if (results.empty() || results[0].iops <= 0) return kNever;
    return left_ / (results[0].iops * gb_per_io(ctx, s, s.gb - left_));
}

double StagedJob::progress() const {
    if (total_ <= 0) return done() ? 1 : 0;
    double moved = 0;
    for (const auto& [k, v] : moved_) moved += v;
    return std::min(1.0, moved / total_);
}

double StagedJob::moved_gb(const std::string& stage) const {
    auto it = moved_.find(stage);
    return it == moved_.end() ? 0 : it->second;
}

double StagedJob::started_at(const std::string& stage) const {
    auto it = times_.find(stage);
    return it == times_.end() ? -1 : it->second.first;
}

double StagedJob::ended_at(const std::string& stage) const {
    auto it = times_.find(stage);
    return it == times_.end() ? -1 : it->second.second;
}

}  // namespace santwin::operations
