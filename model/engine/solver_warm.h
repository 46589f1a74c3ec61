#pragma once
// Re-solving a flow whose demand changed while its topology did not (a workload's target rate
// moving every interval): the iteration starts from the last solution's rates (held to the new
// targets), queues, queue gains and cache waits instead of from no queueing, so it settles in
// fewer iterations, to the same fixed point within the solver's tolerance.
#include "engine/solver.h"

namespace santwin::engine {

// `warm` solved the same stations and classes under other target rates; when its shape does not
// fit them this is a cold solve.
Solution solve_from(const std::vector<Station>& stations, const std::vector<ClassSpec>& classes,
                    const SolverOptions& options, const Solution& warm);

}  // namespace santwin::engine
