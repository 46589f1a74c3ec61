#pragma once
// A model of one phenomenon with state over time, in SimGrid's shape: it says when its next
// discrete change is and updates its state over a time step. The loop (simulation.h) solves the
// flows of the current streams, asks every model for its next event, advances time to the
// earliest, and lets each model integrate its state over the step at the solution's rates.
//
// The models (engine/models/): SCSI locking (reservation conflicts), path thrashing (LU
// ownership transfers), the jobs (workloads and operations: deploys, NAS dedupe, backups ...),
// the write cache (write-pending data per array) and tiering (page heat and relocation).
#include <limits>

#include "engine/flow/flow_builder.h"
#include "engine/job.h"
#include "engine/solver.h"

namespace santwin::engine {

class RunObserver;

// What the models see of the current step: the lab's run-time state (ctx.now is the step's
// start), the classes last solved with their side data, and their rates.
struct Step {
    SimContext& ctx;
    const Flow& flow;
    const Solution& solution;
    RunObserver& observer;  // told of each job's progress
};

class Model {
public:
    static constexpr double kNever = std::numeric_limits<double>::infinity();
    virtual ~Model() = default;

    // A new flow is about to replace `step.flow` (what the old one did is settled first).
    virtual void before_solve(const Step& /*step*/) {}
    // Solver settings the model's state implies for `flow` (a write cache with room absorbs).
    virtual void configure(const Flow& /*flow*/, SolverOptions& /*options*/) const {}
    // `step.flow` is solved. True when the model changed what the flow depends on, so it must
    // be solved again (caches that start full).
    virtual bool solved(const Step& /*step*/) { return false; }
    // Seconds from the step's start to the model's next discrete change at the current rates.
    virtual double next_event_in(const Step& /*step*/) { return kNever; }
    // The step [now, now + dt) ran at the current rates. True when the flows must be solved
    // again (a cache filled, pages moved).
    virtual bool advance(const Step& step, double dt) = 0;
    // Time is now at the step's end. True when the flows must be solved again (a job ended).
    virtual bool stepped(const Step& /*step*/) { return false; }
};

}  // namespace santwin::engine
