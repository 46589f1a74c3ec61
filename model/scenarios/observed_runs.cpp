#include "scenarios/observed_runs.h"

namespace santwin::scenarios {

namespace {
thread_local engine::RunObserver* g_observer = nullptr;
}

engine::RunObserver& scenario_observer() { return g_observer ? *g_observer : engine::unobserved(); }

ObservedRuns::ObservedRuns(engine::RunObserver& observer) : previous_(g_observer) { g_observer = &observer; }

ObservedRuns::~ObservedRuns() { g_observer = previous_; }

}  // namespace santwin::scenarios
