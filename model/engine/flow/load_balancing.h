#pragma once
// Dynamic load balancing of LU management (Hitachi AMS 2000 family).
//
// Model: each LU is managed by one controller (seed 003: "I/O is passed to the managing
// controller through cross-path communication"; the Hitachi Dynamic Link Manager guide: the
// controller the dynamic load balance function selects is the LU's owner controller). An I/O
// received by the managing controller costs it one I/O of processor work; one received by the
// other controller costs the receiver its front-end share f (command, transfer, status) and the
// manager `manager_factor` of an I/O (the forwarded request handled again). For LU i with
// arrivals a_i,c at controller c, managed by m:
//     work_m += a_i,m + manager_factor * sum_{c != m} a_i,c ;   work_c += f * a_i,c  (c != m)
// "If a microprocessor becomes excessively busy, the LU management automatically switches to
// help balance the microprocessor load" (seed 003): management moves one LU at a time, each
// move the one that most lowers the busiest controller's work, while a move lowers it.
#include <vector>

namespace santwin::engine {

struct ManagedLu {
    int manager = 0;               // index of the managing controller
    std::vector<double> arrivals;  // I/Os per second arriving at each controller
};

struct ForwardingCost {
    double front_end_share = 0.5;  // receiver's share of a forwarded I/O's work
    double manager_factor = 1.0;   // manager's work for a forwarded I/O, in I/Os
};

// Processor work per controller, in I/Os per second, for the LUs' current managers.
std::vector<double> controller_work(const std::vector<ManagedLu>& lus, const ForwardingCost& cost,
                                    int controllers);

// The managers after balancing, starting from the LUs' current ones. A move must lower the
// busiest controller's work by more than `min_gain` of it (so near-equal choices stay put).
std::vector<int> balance_management(std::vector<ManagedLu> lus, const ForwardingCost& cost, int controllers,
                                    double min_gain = 0.02);

}  // namespace santwin::engine
