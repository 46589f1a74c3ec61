#include "playback/timeline.h"

#include <algorithm>

namespace santwin::playback {

Timeline::Timeline(const engine::Recorder& recording) : recording_(recording) {
    end_ = recording.end();
    for (const auto& [key, s] : recording.all())
        if (!s.t.empty()) end_ = std::max(end_, s.t.back());
    for (const auto& e : recording.events()) end_ = std::max(end_, e.t);
}

Frame Timeline::frame(double t) const {
    Frame f;
    f.t = std::clamp(t, start(), end_);
    f.values.reserve(recording_.all().size());
    for (const auto& [key, s] : recording_.all()) f.values.push_back({key.entity, key.metric, s.at(f.t)});
    return f;
}

double Timeline::value(Id entity, const std::string& metric, double t) const {
    return recording_.series(entity, metric).at(std::clamp(t, start(), end_));
}

std::vector<engine::Event> Timeline::events_until(double t) const {
    std::vector<engine::Event> out;
    for (const auto& e : recording_.events())
        if (e.t <= t + 1e-9) out.push_back(e);
    return out;
}

std::vector<engine::Event> Timeline::markers(const std::string& kind) const {
    std::vector<engine::Event> out;
    for (const auto& e : recording_.events())
        if (kind.empty() || e.kind == kind) out.push_back(e);
    return out;
}

double Timeline::next_event_after(double t) const {
    double best = t;
    for (const auto& e : recording_.events())
        if (e.t > t + 1e-9 && (best == t || e.t < best)) best = e.t;
    return best;
}

double Timeline::previous_event_before(double t) const {
    double best = t;
    for (const auto& e : recording_.events())
        if (e.t < t - 1e-9 && (best == t || e.t > best)) best = e.t;
    return best;
}

}  // namespace santwin::playback
