#pragma once
// Runs independent tasks in parallel, each in its own forked process, and hands back what each
// printed, in task order. A process per task keeps runs apart: no engine state is shared, so a
// parallel run gives exactly what running them one after another gives.
#include <functional>
#include <string>
#include <vector>

namespace santwin::cli {

struct TaskOutput {
    std::string text;   // what the task returned (empty when it failed)
    std::string error;  // why it failed: an exception's message, or how its process ended
};

// Runs task(i) for i in [0, count), at most `jobs` at a time, each in a forked process; with
// jobs <= 1 and `serial_in_process`, in this process one after another instead (for tasks that
// leave nothing behind). `done(finished, count)` is called after each task ends, in this process.
std::vector<TaskOutput> run_forked(int count, int jobs, const std::function<std::string(int)>& task,
                                   const std::function<void(int, int)>& done = {}, bool serial_in_process = true);

// The number of cores this process may use (at least 1).
int available_cores();

}  // namespace santwin::cli
