// Re-solving after demand changed (engine/solver_warm.h): started from the last solution, the
// solver reaches the fixed point a cold start reaches, in fewer iterations.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/solver_warm.h"

using namespace santwin::engine;

namespace {
// Three rate-capped classes sharing a 5-drive group with queue gain and a port, one of them
// held back by the drives.
std::vector<Station> stations() {
    Station rg{"rg", 5};
    rg.gain_alpha = 0.3;
    rg.gain_cap = 1.8;
    return {rg, {"port", 1}};
}

std::vector<ClassSpec> classes(double scale) {
    return {
        {"a", 8, 180 * scale, 0.0002, 0.7, {{0, 0.012, 0.008, false, VisitTag::Read}, {1, 0.0001}}},
        {"b", 4, 90 * scale, 0, 0.5, {{0, 0.006, 0.004, false, VisitTag::Write}, {1, 0.0004}}},
        {"c", 16, 400 * scale, 0, 1.0, {{0, 0.010, 0.007, false, VisitTag::Read}}},
    };
}
}  // namespace

TEST(SolverWarm, SameFixedPointAsAColdStart) {
    // The flow solved at one demand, then every target moved by +15 %: the warm re-solve's
    // rates, responses and utilizations equal the cold solve's within 1e-5 (relative).
    const Solution before = solve(stations(), classes(1.0));
    ASSERT_TRUE(before.converged);
    const Solution cold = solve(stations(), classes(1.15));
    const Solution warm = solve_from(stations(), classes(1.15), {}, before);
    ASSERT_TRUE(cold.converged);
    ASSERT_TRUE(warm.converged);
    for (size_t c = 0; c < 3; ++c) {
        EXPECT_NEAR(warm.throughput[c], cold.throughput[c], 1e-5 * cold.throughput[c]) << c;
        EXPECT_NEAR(warm.response_s[c], cold.response_s[c], 1e-5 * cold.response_s[c]) << c;
    }
    for (size_t k = 0; k < 2; ++k) EXPECT_NEAR(warm.utilization[k], cold.utilization[k], 1e-5) << k;
}

TEST(SolverWarm, FewerIterationsForASmallChange) {
    // Targets moved by 5 %: the warm start needs fewer iterations than the cold one.
    const Solution before = solve(stations(), classes(1.0));
    const Solution cold = solve(stations(), classes(1.05));
    const Solution warm = solve_from(stations(), classes(1.05), {}, before);
    EXPECT_LT(warm.iterations, cold.iterations);
}

TEST(SolverWarm, ASolutionOfAnotherShapeStartsCold) {
    // A warm solution of a flow with one class fewer does not fit: the solve is the cold one,
    // iteration for iteration.
    std::vector<ClassSpec> two = classes(1.0);
    two.pop_back();
    const Solution other = solve(stations(), two);
    const Solution cold = solve(stations(), classes(1.0));
    const Solution warm = solve_from(stations(), classes(1.0), {}, other);
    EXPECT_EQ(warm.iterations, cold.iterations);
    EXPECT_EQ(warm.throughput, cold.throughput);
}
