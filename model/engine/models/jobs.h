#pragma once
// The jobs as a model: every workload and operation of the run (engine/job.h), started when
// their time comes, asked for their streams each step, told what those streams achieved, and
// ended when done or stopped. NAS operations (deploys, dedupe) and backups are jobs: their state
// (files, snapshots, stages, bytes copied) changes over the steps here.
#include <memory>
#include <vector>

#include "engine/model.h"

namespace santwin::engine {

class JobsModel : public Model {
public:
    explicit JobsModel(double tick_s) : tick_s_(tick_s) {}

    Job& add(std::unique_ptr<Job> job);
    // Starts the jobs whose time has come, logging each; true when one did (a configuration
    // change such as a failure or growth reroutes the flows).
    bool start_due(SimContext& ctx);
    // The streams of the running jobs, job after job (remembering whose they are).
    std::vector<StreamSpec> streams(SimContext& ctx);
    // True while a running job's streams change continuously (the run re-solves each tick).
    bool continuous() const { return continuous_; }
    // No job left that is running or will run after `now`.
    bool idle(double now) const;

    // The earliest of: a tick while continuous, a job starting or stopping, a running job's
    // own next change (finishing, next phase) at what its streams achieve.
    double next_event_in(const Step& step) override;
    bool advance(const Step& step, double dt) override;
    // Logs the jobs that ended in the step; true when one did (its streams are gone).
    bool stepped(const Step& step) override;

private:
    struct Running {
        Job* job;
        size_t first;  // its streams: [first, first + count) of the step's
        size_t count;
    };
    std::vector<StreamResult> results_for(const Running& r, const Step& step) const;

    double tick_s_;
    std::vector<std::unique_ptr<Job>> jobs_;
    std::vector<bool> started_;
    std::vector<Running> running_;
    std::vector<std::vector<StreamResult>> results_;  // per running job, at the current solution
    bool continuous_ = false;
};

}  // namespace santwin::engine
