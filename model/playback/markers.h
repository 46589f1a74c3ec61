#pragma once
// Timeline markers: a run's events grouped into the ticks the scrubber shows. Events of one kind
// close together in time are one marker, whichever entities they happened on — a strip a
// thousand pixels wide cannot show 5,000 workload starts at t = 0 apart, and thousands of
// delegates would make every live frame of a large lab slow. A marker keeps how many events
// and entities it stands for, and the first event's entity and detail.
#include <string>
#include <vector>

#include "engine/recorder.h"

namespace santwin::playback {

struct Marker {
    double t = 0;     // first event
    double last = 0;  // last event it stands for
    std::string kind;
    std::string detail;     // the first event's
    Id entity = kNoId;      // the first event's
    int count = 1;          // events
    int entities = 1;       // distinct entities among them
};

// Events sorted by time and merged per kind: an event joins its kind's latest marker when it
// comes at most `merge_window_s` after that marker's last event.
std::vector<Marker> group_markers(std::vector<engine::Event> events, double merge_window_s);

// The text a marker's tooltip shows under its kind and time: the detail, and for a marker over
// several entities how many more events it stands for.
std::string marker_detail(const Marker& m);

}  // namespace santwin::playback
