#include "playback/markers.h"

#include <algorithm>
#include <map>
#include <set>

namespace santwin::playback {

std::vector<Marker> group_markers(std::vector<engine::Event> events, double merge_window_s) {
    std::stable_sort(events.begin(), events.end(),
                     [](const engine::Event& a, const engine::Event& b) { return a.t < b.t; });
    std::vector<Marker> out;
    std::map<std::string, std::size_t> latest;     // kind -> index in out
    std::map<std::size_t, std::set<Id>> seen;      // marker -> its entities
    for (const engine::Event& e : events) {
        auto it = latest.find(e.kind);
        if (it != latest.end()) {
            Marker& m = out[it->second];
            if (e.t - m.last <= merge_window_s) {
                m.count += 1;
                m.last = e.t;
                auto& ids = seen[it->second];
                ids.insert(e.entity);
                m.entities = static_cast<int>(ids.size());
                continue;
            }
        }
        latest[e.kind] = out.size();
        seen[out.size()] = {e.entity};
        out.push_back(Marker{e.t, e.t, e.kind, e.detail, e.entity, 1, 1});
    }
    return out;
}

std::string marker_detail(const Marker& m) {
    if (m.entities <= 1 || m.count <= 1) return m.detail;
    return m.detail + " (and " + std::to_string(m.count - 1) + " more on " +
           std::to_string(m.entities) + " entities)";
}

}  // namespace santwin::playback
