#include "engine/models/jobs.h"

#include <algorithm>
#include <iterator>

#include "engine/run_observer.h"

namespace santwin::engine {

namespace {
constexpr double kMinStep = 1e-6;  // as the loop's
}

Job& JobsModel::add(std::unique_ptr<Job> job) {
    jobs_.push_back(std::move(job));
    started_.push_back(false);
    return *jobs_.back();
}

bool JobsModel::start_due(SimContext& ctx) {
    bool started = false;
    for (size_t j = 0; j < jobs_.size(); ++j)
        if (!started_[j] && jobs_[j]->start_at <= ctx.now + kMinStep) {
            started_[j] = true;
            jobs_[j]->start(ctx);
            started = true;
            ctx.recorder.event(ctx.now, jobs_[j]->subject(), "operation_start", jobs_[j]->label(ctx.topology));
        }
    return started;
}

std::vector<StreamSpec> JobsModel::streams(SimContext& ctx) {
    running_.clear();
    continuous_ = false;
    std::vector<StreamSpec> streams;
    for (size_t j = 0; j < jobs_.size(); ++j) {
        Job* job = jobs_[j].get();
        if (!started_[j] || job->done() || job->stop_at <= ctx.now + kMinStep) continue;
        auto s = job->streams(ctx);
        running_.push_back({job, streams.size(), s.size()});
        streams.insert(streams.end(), std::make_move_iterator(s.begin()), std::make_move_iterator(s.end()));
        continuous_ = continuous_ || job->continuous();
    }
    return streams;
}

bool JobsModel::idle(double now) const {
    for (const auto& job : jobs_)
        if (!job->done() && job->stop_at > now + kMinStep) return false;
    return true;
}

std::vector<StreamResult> JobsModel::results_for(const Running& r, const Step& step) const {
    std::vector<StreamResult> out;
    for (size_t i = r.first; i < r.first + r.count; ++i) {
        StreamResult s;
        const double x = step.solution.throughput[i];
        const ClassInfo& info = step.flow.info[i];
        s.iops = x;
        s.read_iops = x * info.read_fraction;
        s.write_iops = x * (1 - info.read_fraction);
        s.response_s = step.solution.response_s[i];
        s.read_response_s = step.solution.read_response_s[i];
        s.write_response_s = step.solution.write_response_s[i];
        s.array_iops = x * info.array_ios_per_io;
        s.mb_s = x * (info.mb_per_io + info.vmkernel_mb_per_io);
        out.push_back(s);
    }
    return out;
}

double JobsModel::next_event_in(const Step& step) {
    const double now = step.ctx.now;
    double dt = continuous_ ? tick_s_ : kNever;
    for (size_t j = 0; j < jobs_.size(); ++j) {
        if (!started_[j]) dt = std::min(dt, jobs_[j]->start_at - now);
        else if (!jobs_[j]->done() && jobs_[j]->stop_at > now) dt = std::min(dt, jobs_[j]->stop_at - now);
    }
    results_.clear();
    for (const Running& r : running_) {
        results_.push_back(results_for(r, step));
        dt = std::min(dt, r.job->time_to_event(step.ctx, results_.back()));
    }
    return dt;
}

bool JobsModel::advance(const Step& step, double dt) {
    for (size_t k = 0; k < running_.size(); ++k) {
        running_[k].job->advance(step.ctx, results_[k], dt);
        step.observer.progress(running_[k].job->name(), running_[k].job->progress());
    }
    return false;  // what ends a job's streams is told by stepped()
}

bool JobsModel::stepped(const Step& step) {
    bool ended = false;
    for (const Running& r : running_)
        if (r.job->done()) {
            step.ctx.recorder.event(step.ctx.now, r.job->subject(), "operation_end", r.job->label(step.ctx.topology));
            ended = true;
        }
    return ended;
}

}  // namespace santwin::engine
