#include "operations/task_queue.h"

#include <algorithm>
#include <map>

namespace santwin::operations {

using namespace santwin::engine;

void TaskQueue::add(std::unique_ptr<Job> job, Id host, Id datastore) {
    tasks_.push_back({std::move(job), host, datastore});
}

void TaskQueue::admit(SimContext& ctx) {
    std::map<Id, int> per_host, per_ds;
    for (size_t i : running_) {
        per_host[tasks_[i].host]++;
        per_ds[tasks_[i].datastore]++;
    }
    for (size_t i = 0; i < tasks_.size(); ++i) {
        QueuedTask& t = tasks_[i];
        if (t.started >= 0) continue;
        if (per_host[t.host] >= per_host_ || per_ds[t.datastore] >= per_datastore_) continue;
        t.started = ctx.now;
        t.job->start(ctx);
        ctx.recorder.event(ctx.now, t.job->subject(), "operation_start", t.job->name());
        running_.push_back(i);
        per_host[t.host]++;
        per_ds[t.datastore]++;
    }
}

std::vector<StreamSpec> TaskQueue::streams(SimContext& ctx) {
    admit(ctx);
    std::vector<StreamSpec> out;
    stream_counts_.clear();
    for (size_t i : running_) {
        auto s = tasks_[i].job->streams(ctx);
        stream_counts_.push_back(s.size());
        out.insert(out.end(), std::make_move_iterator(s.begin()), std::make_move_iterator(s.end()));
    }
    return out;
}

void TaskQueue::advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) {
    size_t k = 0;
    std::vector<size_t> still;
    for (size_t n = 0; n < running_.size(); ++n) {
        QueuedTask& t = tasks_[running_[n]];
        std::vector<StreamResult> mine(results.begin() + k, results.begin() + k + stream_counts_[n]);
        k += stream_counts_[n];
        t.job->advance(ctx, mine, dt);
        if (t.job->done()) {
            t.finished = ctx.now + dt;
            ctx.recorder.event(ctx.now + dt, t.job->subject(), "operation_end", t.job->name());
        } else {
            still.push_back(running_[n]);
        }
    }
    running_ = still;
}

double TaskQueue::time_to_event(const SimContext& ctx, const std::vector<StreamResult>& results) const {
    double t = kNever;
    size_t k = 0;
    for (size_t n = 0; n < running_.size(); ++n) {
        std::vector<StreamResult> mine(results.begin() + k, results.begin() + k + stream_counts_[n]);
        k += stream_counts_[n];
        t = std::min(t, tasks_[running_[n]].job->time_to_event(ctx, mine));
    }
    return t;
}

bool TaskQueue::continuous() const {
    for (size_t i : running_)
        if (tasks_[i].job->continuous()) return true;
    return false;
}

bool TaskQueue::done() const {
    for (const auto& t : tasks_)
        if (t.finished < 0) return false;
    return true;
}

double TaskQueue::progress() const {
    double sum = 0;
    for (const auto& t : tasks_) sum += t.finished >= 0 ? 1.0 : t.started >= 0 ? t.job->progress() : 0.0;
    return tasks_.empty() ? 1.0 : sum / tasks_.size();
}

double TaskQueue::finished_at() const {
    double last = -1;
    for (const auto& t : tasks_) last = std::max(last, t.finished);
    return last;
}

}  // namespace santwin::operations
