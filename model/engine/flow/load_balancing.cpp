#include "engine/flow/load_balancing.h"

#include <algorithm>

namespace santwin::engine {

std::vector<double> controller_work(const std::vector<ManagedLu>& lus, const ForwardingCost& cost,
                                    int controllers) {
    std::vector<double> work(static_cast<size_t>(std::max(0, controllers)), 0.0);
    for (const ManagedLu& lu : lus) {
        if (lu.manager < 0 || lu.manager >= controllers) continue;
        for (int c = 0; c < controllers && c < static_cast<int>(lu.arrivals.size()); ++c) {
            const double a = lu.arrivals[static_cast<size_t>(c)];
            if (c == lu.manager) {
                work[static_cast<size_t>(c)] += a;
            } else {
                work[static_cast<size_t>(c)] += cost.front_end_share * a;
                work[static_cast<size_t>(lu.manager)] += cost.manager_factor * a;
            }
        }
    }
    return work;
}

std::vector<int> balance_management(std::vector<ManagedLu> lus, const ForwardingCost& cost, int controllers,
                                    double min_gain) {
    auto busiest = [&](const std::vector<ManagedLu>& v) {
        const auto w = controller_work(v, cost, controllers);
        return w.empty() ? 0.0 : *std::max_element(w.begin(), w.end());
    };
    // Each pass moves at most one LU, so the loop ends after at most (LUs x controllers) moves
    // that each lower the maximum; bound it anyway.
    for (size_t pass = 0; pass < lus.size() * static_cast<size_t>(std::max(1, controllers)) + 1; ++pass) {
        const double now = busiest(lus);
        double best = now * (1.0 - min_gain);
        int best_lu = -1, best_ctl = -1;
        for (size_t i = 0; i < lus.size(); ++i)
            for (int c = 0; c < controllers; ++c) {
                if (c == lus[i].manager) continue;
                const int was = lus[i].manager;
                lus[i].manager = c;
                const double w = busiest(lus);
                lus[i].manager = was;
                if (w < best) {
                    best = w;
                    best_lu = static_cast<int>(i);
                    best_ctl = c;
                }
            }
        if (best_lu < 0) break;
        lus[static_cast<size_t>(best_lu)].manager = best_ctl;
    }
    std::vector<int> out;
    out.reserve(lus.size());
    for (const ManagedLu& lu : lus) out.push_back(lu.manager);
    return out;
}

}  // namespace santwin::engine
