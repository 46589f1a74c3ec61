#include "engine/solver_priority.h"

#include <algorithm>
#include <cmath>

namespace santwin::engine {

void PriorityLoads::find(const std::vector<Station>& stations, const std::vector<ClassSpec>& classes) {
    stations_ = &stations;
    std::vector<int> first(stations.size(), -1);
    ranked_.assign(stations.size(), false);
    for (const ClassSpec& c : classes)
        for (const Visit& v : c.visits) {
            int& f = first[static_cast<std::size_t>(v.station)];
            if (f < 0) f = v.priority;
            else if (f != v.priority) ranked_[static_cast<std::size_t>(v.station)] = true;
        }
    busy_.assign(stations.size(), {});
    queue_.assign(stations.size(), {});
    throttle_.assign(stations.size(), {});
}

void PriorityLoads::update(const std::vector<ClassSpec>& classes, const std::vector<double>& throughput,
                           const std::vector<std::vector<double>>& busy_per_io,
                           const std::vector<std::vector<double>>& own_queue) {
    for (std::size_t k = 0; k < ranked_.size(); ++k)
        if (ranked_[k]) {
            busy_[k].clear();
            queue_[k].clear();
        }
    for (std::size_t c = 0; c < classes.size(); ++c)
        for (std::size_t i = 0; i < classes[c].visits.size(); ++i) {
            const Visit& v = classes[c].visits[i];
            const auto k = static_cast<std::size_t>(v.station);
            if (!ranked_[k]) continue;
            busy_[k][v.priority] += throughput[c] * busy_per_io[c][i];
            if (!v.async) queue_[k][v.priority] += own_queue[c][i];
        }
}

double PriorityLoads::ahead(int station, int priority) const {
    const auto k = static_cast<std::size_t>(station);
    double u = 0;
    for (const auto& [p, b] : busy_[k]) {
        if (p >= priority) break;
        u += b;
    }
    return u / (*stations_)[k].servers;
}

double PriorityLoads::same(int station, int priority) const {
    const auto& q = queue_[static_cast<std::size_t>(station)];
    auto it = q.find(priority);
    return it == q.end() ? 0.0 : it->second;
}

double PriorityLoads::throttle(int station, int priority) const {
    const auto& t = throttle_[static_cast<std::size_t>(station)];
    auto it = t.find(priority);
    return it == t.end() ? 1.0 : it->second;
}

double PriorityLoads::step_throttles(double saturation, double damping) {
    double change = 0;
    for (std::size_t k = 0; k < ranked_.size(); ++k) {
        if (!ranked_[k]) continue;
        const double servers = (*stations_)[k].servers;
        double ahead = 0;
        for (const auto& [p, b] : busy_[k]) {
            const double u = b / servers, room = std::max(1e-6, saturation - ahead);
            double& t = throttle_[k].try_emplace(p, 1.0).first->second;
            const double next = std::min(1.0, t * (u > 0 ? room / u : 2.0));
            t += damping * (next - t);
            if (t < 1.0) change = std::max(change, std::abs(next - t));
            ahead += u;
        }
    }
    return change;
}

}  // namespace santwin::engine
