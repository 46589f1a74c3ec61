#include "engine/solver_damping.h"

#include <algorithm>
#include <cmath>

namespace santwin::engine {

namespace {
constexpr int kSwingIterations = 20;  // alternating changes in a row before the step is halved
constexpr double kMinDamping = 0.01;
constexpr int kWindowIterations = 100;  // iterations over which a longer cycle is looked for
constexpr double kCycleChange = 1e-3;   // a window whose every change is above this is cycling
constexpr int kCreepExtensions = 4;     // times a steady creep may run past max_iterations (by half each)
}  // namespace

void Damping::observe(int iteration, double change) {
    // Near saturation the fixed point can be steep enough that a damped step overshoots it back
    // and forth forever (a full write cache throttling read-ahead does): the change alternates
    // between two sizes instead of shrinking. Then the step is halved. A slow, steady approach
    // (the change about the same each iteration) is left alone: it gets there.
    const bool alternating = std::abs(change - change_2_) < 0.05 * change &&
                             std::abs(change - change_1_) > 0.1 * change;
    swinging_ = alternating ? swinging_ + 1 : 0;
    // A longer cycle: over a window of iterations the smallest change did not shrink, and it is
    // large (a slow creep toward the answer has small changes and is left alone).
    window_min_ = std::min(window_min_, change);
    bool cycling = false;
    if ((iteration + 1) % kWindowIterations == 0) {
        cycling = window_min_ > kCycleChange && window_min_ > 0.9 * last_window_min_;
        // A solve still creeping steadily toward its answer when the iterations run out (each
        // window's smallest change well below the last one's) gets more: it is getting there.
        const bool creeping = window_min_ < kCycleChange && window_min_ < 0.8 * last_window_min_;
        if (iteration + 1 == limit_ && creeping && extensions_ < kCreepExtensions) {
            limit_ += std::max(kWindowIterations, max_iterations_ / 2);
            ++extensions_;
        }
        last_window_min_ = window_min_;
        window_min_ = std::numeric_limits<double>::infinity();
    }
    if ((swinging_ >= kSwingIterations || cycling) && factor_ > kMinDamping) {
        factor_ = std::max(kMinDamping, factor_ / 2);
        swinging_ = 0;
    }
    change_2_ = change_1_;
    change_1_ = change;
}

}  // namespace santwin::engine
