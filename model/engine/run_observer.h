#pragma once
// Who follows a run while it goes, passed to Simulation::run_until (after OMNeT++'s cEnvir): the
// CLI prints progress and judges the output's size, the GUI streams frames of the recording and
// cancels, a test stops a run at its first step. A run nobody follows uses unobserved().
#include <string>

#include "engine/recorder.h"

namespace santwin {
class Topology;
}

namespace santwin::engine {

class RunObserver {
public:
    virtual ~RunObserver() = default;
    // A step ended at simulated time `t` of a run going to `end`: the recording so far and the
    // configuration it runs on (a front end may copy them now and then to show the run while it
    // goes). Returning false cancels the run: run_until stops there and returns false.
    virtual bool step(double /*t*/, double /*end*/, const Recorder& /*recording*/, const Topology& /*topology*/) {
        return true;
    }
    // An event was logged (a job started or ended, a cache filled, a path thrashed ...).
    virtual void event(const Event& /*event*/) {}
    // A job advanced: the fraction of it done, in [0, 1].
    virtual void progress(const std::string& /*job*/, double /*fraction*/) {}
};

// Follows nothing and never cancels.
RunObserver& unobserved();

}  // namespace santwin::engine
