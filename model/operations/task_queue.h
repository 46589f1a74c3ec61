#pragma once
// vCenter runs provisioning tasks with limits: at most so many at once per host and per
// datastore; the rest wait their turn (vSphere 4.1 configuration maximums: Storage vMotion 2
// per host, 8 per datastore). A TaskQueue holds such tasks (any jobs) and starts each as soon as
// the limits let it, so their streams compete only while they actually run.
#include <memory>
#include <string>
#include <vector>

#include "engine/job.h"

namespace santwin::operations {

struct QueuedTask {
    std::unique_ptr<engine::Job> job;
    Id host = kNoId;       // counted against the per-host limit
    Id datastore = kNoId;  // counted against the per-datastore limit (source)
    double started = -1, finished = -1;
};

class TaskQueue : public engine::Job {
public:
    TaskQueue(std::string label, int per_host, int per_datastore)
        : label_(std::move(label)), per_host_(per_host), per_datastore_(per_datastore) {}

    void add(std::unique_ptr<engine::Job> job, Id host, Id datastore);

    std::string name() const override { return label_; }
    std::vector<engine::StreamSpec> streams(engine::SimContext& ctx) override;
    void advance(engine::SimContext& ctx, const std::vector<engine::StreamResult>& results, double dt) override;
    double time_to_event(const engine::SimContext& ctx, const std::vector<engine::StreamResult>& results) const override;
    bool continuous() const override;
    bool done() const override;
    double progress() const override;
    double finished_at() const;
    const std::vector<QueuedTask>& tasks() const { return tasks_; }

private:
    void admit(engine::SimContext& ctx);

    std::string label_;
    int per_host_, per_datastore_;
    std::vector<QueuedTask> tasks_;
    std::vector<size_t> running_;                 // indexes of running tasks, stream order
    std::vector<size_t> stream_counts_;           // streams each running task gave this step
};

}  // namespace santwin::operations
