#pragma once
// A watcher for every simulation run on the current thread. Scenarios call
// Simulation::run_until without a listener, so a front end that runs a whole scenario on a
// worker thread installs a watch there to follow progress and to cancel: when the watch says
// stop, run_until throws RunCancelled, which unwinds the scenario.
#include <stdexcept>

namespace santwin {
class Topology;
}

namespace santwin::engine {

class Recorder;

class RunWatch {
  public:
    virtual ~RunWatch() = default;
    // Simulated time reached t of `end` in one run_until; false cancels the whole scenario.
    virtual bool keep_running(double t, double end) = 0;
    // After every step, the recording so far and the configuration it runs on: a front end may
    // copy them (now and then) to show the run while it is still going. Default: nothing.
    virtual void frame(double /*t*/, const Recorder& /*recording*/, const Topology& /*topology*/) {}
};

struct RunCancelled : std::runtime_error {
    RunCancelled() : std::runtime_error("the simulation was cancelled") {}
};

// The watch of this thread (null: none).
RunWatch* run_watch();

// Installs `watch` on this thread for the scope's lifetime (restoring the previous one).
class ScopedRunWatch {
  public:
    explicit ScopedRunWatch(RunWatch& watch);
    ~ScopedRunWatch();
    ScopedRunWatch(const ScopedRunWatch&) = delete;
    ScopedRunWatch& operator=(const ScopedRunWatch&) = delete;

  private:
    RunWatch* previous_;
};

}  // namespace santwin::engine
