#pragma once
// Playback of a recorded run: the value of every recorded series at any simulated time, and
// the events up to it. Seeking is a binary search per series, so showing time t is the same
// whether playback got there by playing, stepping or jumping — backwards as well as forwards.
#include <string>
#include <vector>

#include "engine/recorder.h"

namespace santwin::playback {

struct FrameValue {
    Id entity = kNoId;
    std::string metric;
    double value = 0;
};

struct Frame {
    double t = 0;
    std::vector<FrameValue> values;  // one per recorded series, in the recorder's order
};

class Timeline {
public:
    explicit Timeline(const engine::Recorder& recording);

    double start() const { return 0; }
    double end() const { return end_; }
    // Every series' value at `t` (clamped to [start, end]).
    Frame frame(double t) const;
    // One series' value at `t`.
    double value(Id entity, const std::string& metric, double t) const;
    // Events with start <= e.t <= t (for a log synchronised with the playhead).
    std::vector<engine::Event> events_until(double t) const;
    // Events a marker should show on the timeline, by kind ("" = all).
    std::vector<engine::Event> markers(const std::string& kind = "") const;
    // The next / previous event time after / before t (for stepping through markers); t itself
    // when there is none.
    double next_event_after(double t) const;
    double previous_event_before(double t) const;

private:
    const engine::Recorder& recording_;
    double end_ = 0;
};

}  // namespace santwin::playback
