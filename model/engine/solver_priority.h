#pragma once
// Stations that serve their visitors by priority rather than sharing evenly: a visit with a
// lower `Visit::priority` is served first (preemptive), so a later one gets only the capacity
// the earlier ones leave. Approximated the usual way for mean value analysis (the shadow
// server, Sevcik 1977): a visit's demand is stretched by 1 / (1 - U_ahead), U_ahead being the
// busy share of the visits ahead of it, and it queues only behind visits of its own priority.
// Asynchronous visits outside a cache group (a stream's writes behind its reads) are held to
// the station's saturation by a throttle per priority: each priority gets what the ones ahead
// leave. A station whose visits all have one priority is solved as before.
#include <map>
#include <vector>

#include "engine/solver.h"

namespace santwin::engine {

class PriorityLoads {
  public:
    // Marks the stations whose visitors have more than one priority.
    void find(const std::vector<Station>& stations, const std::vector<ClassSpec>& classes);
    // Busy share and queue per (station, priority) at the current rates (`busy_per_io[c][i]`:
    // server-seconds visit i of class c needs per I/O; `own_queue[c][i]`: its customers there).
    void update(const std::vector<ClassSpec>& classes, const std::vector<double>& throughput,
                const std::vector<std::vector<double>>& busy_per_io,
                const std::vector<std::vector<double>>& own_queue);
    bool ranked(int station) const { return ranked_[static_cast<std::size_t>(station)]; }
    // Busy share (per server) of the visits served before `priority`.
    double ahead(int station, int priority) const;
    // Customers of `priority` at the station.
    double same(int station, int priority) const;
    // The throttle of `priority`'s asynchronous work at the station (1: not held back), and
    // one damped step of each towards holding the station at `saturation`; returns the largest
    // change of a throttle still below 1.
    double throttle(int station, int priority) const;
    double step_throttles(double saturation, double damping);

  private:
    const std::vector<Station>* stations_ = nullptr;
    std::vector<bool> ranked_;
    std::vector<std::map<int, double>> busy_, queue_, throttle_;
};

}  // namespace santwin::engine
