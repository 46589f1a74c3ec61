#pragma once
// Following a scenario's runs. A scenario makes several simulation runs deep inside its own code
// (ScenarioRun); the observer given to run_scenario (or installed here by a front end around
// work that makes ScenarioRuns, such as a diagram operation) reaches each of them through this
// thread's scope, so the 34 scenario functions need not pass it along. When the observer cancels,
// the run returns false and ScenarioRun throws RunCancelled: a scenario cannot go on half-run.
#include <stdexcept>

#include "engine/run_observer.h"

namespace santwin::scenarios {

struct RunCancelled : std::runtime_error {
    RunCancelled() : std::runtime_error("the simulation was cancelled") {}
};

// The observer of the scenario runs on this thread (engine::unobserved() when none).
engine::RunObserver& scenario_observer();

// Installs `observer` for the scenario runs of this thread for the scope's lifetime (restoring
// the previous one).
class ObservedRuns {
public:
    explicit ObservedRuns(engine::RunObserver& observer);
    ~ObservedRuns();
    ObservedRuns(const ObservedRuns&) = delete;
    ObservedRuns& operator=(const ObservedRuns&) = delete;

private:
    engine::RunObserver* previous_;
};

}  // namespace santwin::scenarios
