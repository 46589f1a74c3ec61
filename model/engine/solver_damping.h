#pragma once
// How the solver's fixed-point iteration steps (solver.h): a damped step, halved when the
// iterate swings or cycles instead of settling, and more iterations for one still creeping
// steadily toward its answer when they run out. Heuristics about convergence only: the
// equations are in solver.cpp.
#include <limits>

namespace santwin::engine {

class Damping {
public:
    // Starts at step share `damping` with `max_iterations` allowed (SolverOptions's).
    Damping(double damping, int max_iterations)
        : factor_(damping), limit_(max_iterations), max_iterations_(max_iterations) {}

    // The share of each step the iterate moves by.
    double factor() const { return factor_; }
    // Iterations allowed so far (grows while a solve creeps toward its answer).
    int limit() const { return limit_; }
    // Iteration `iteration` (from 0) changed the iterate by `change` (largest relative change)
    // without converging.
    void observe(int iteration, double change);

private:
    double factor_;
    int limit_;
    int max_iterations_;
    double change_1_ = 0, change_2_ = 0;  // the changes one and two iterations back
    int swinging_ = 0;
    double window_min_ = std::numeric_limits<double>::infinity();
    double last_window_min_ = std::numeric_limits<double>::infinity();
    int extensions_ = 0;
};

}  // namespace santwin::engine
