#pragma once
// How the engine reports to the outside world while it runs (after OMNeT++'s cEnvir): the GUI
// streams frames from these calls; headless runs use NullListener.
#include <string>

#include "engine/recorder.h"

namespace santwin::engine {

class EngineListener {
public:
    virtual ~EngineListener() = default;
    // A frame: the values of every recorded series at simulated time t.
    virtual void frame_recorded(double /*t*/, const Recorder& /*recorder*/) {}
    virtual void event_occurred(const Event& /*event*/) {}
    // An operation advanced: fraction done in [0, 1].
    virtual void operation_progress(const std::string& /*operation*/, double /*fraction*/) {}
    // Simulated time reached t of `end`; return false to cancel the run.
    virtual bool keep_running(double /*t*/, double /*end*/) { return true; }
};

class NullListener : public EngineListener {};

}  // namespace santwin::engine
