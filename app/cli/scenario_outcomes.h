#pragma once
// Catalogue scenarios run as tasks (forked_tasks.h): each in a process of its own, its metrics
// passed back as text that keeps every double exactly, so a parallel validate reports exactly
// what a serial one does.
#include <functional>
#include <string>
#include <vector>

#include "scenarios/catalogue.h"

namespace santwin::cli {

struct ScenarioOutcome {
    scenarios::Metrics metrics;
    std::string problem;              // why it reported nothing (not built, an exception, a crash)
    std::vector<std::string> used;    // registry objects it looked up ("file:object")
};

// Something to do in the task's process before the scenario runs (set a parameter override).
using Prepare = std::function<void()>;

struct ScenarioTask {
    std::string id;
    Prepare prepare;  // may be empty
};

// Runs the tasks, at most `jobs` at a time; `progress(done, total)` after each one ends.
std::vector<ScenarioOutcome> run_scenario_tasks(const std::vector<ScenarioTask>& tasks, int jobs,
                                                const std::function<void(int, int)>& progress = {});

// --jobs N (1 to 256), all available cores when absent.
int jobs_option(const std::vector<std::string>& args);

}  // namespace santwin::cli
