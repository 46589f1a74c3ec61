// Stations of several servers against exact results: a shared queue (processor cores) checked
// with exact load-dependent mean value analysis, and per-server queues (the drives of a group,
// each I/O going to one of them) with what random routing gives.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/solver.h"

using namespace santwin::engine;

namespace {
// Exact throughput of `n` customers cycling through `z` seconds of delay and a station of `m`
// servers sharing one queue, `d` seconds of service each (load-dependent MVA, one class).
double exact_throughput(int n, int m, double d, double z) {
    std::vector<double> p{1.0};  // p[j]: probability j customers are at the station
    double x = 0;
    for (int k = 1; k <= n; ++k) {
        double r = 0;
        for (int j = 1; j <= k; ++j) r += j * d / std::min(j, m) * p[j - 1];
        x = k / (z + r);
        std::vector<double> next(k + 1, 0.0);
        double busy = 0;
        for (int j = 1; j <= k; ++j) busy += next[j] = x * d / std::min(j, m) * p[j - 1];
        next[0] = std::max(0.0, 1.0 - busy);
        p = next;
    }
    return x;
}

double solved_throughput(int n, int m, double d, double z, bool shared) {
    Station cores{"cores", m};
    cores.shared_queue = shared;
    std::vector<ClassSpec> cl{{"c", static_cast<double>(n), INFINITY, z, 0, {{0, d}}}};
    const Solution s = solve({cores}, cl);
    EXPECT_TRUE(s.converged);
    return s.throughput[0];
}
}  // namespace

TEST(SolverMultiServer, SharedQueueFollowsExactMva) {
    // From light load (customers fewer than cores) through saturation: within 4% everywhere
    // (per-server queues would be 15-40% low on these).
    struct Case { int n, m; double d, z; };
    for (const Case c : {Case{4, 4, 0.2, 0.01}, Case{8, 4, 0.01, 0.01}, Case{12, 12, 0.03, 0.03},
                         Case{32, 12, 0.03, 0.06}, Case{64, 12, 0.03, 0.01}, Case{6, 2, 0.005, 0.01}, Case{100, 64, 0.01, 0.01}, Case{3, 8, 0.01, 0.001}}) {
        const double exact = exact_throughput(c.n, c.m, c.d, c.z);
        EXPECT_NEAR(solved_throughput(c.n, c.m, c.d, c.z, true), exact, 0.04 * exact)
            << c.n << " customers, " << c.m << " servers";
    }
}

TEST(SolverMultiServer, AsManyCustomersAsCoresDoNotQueue) {
    // Four threads on four cores never wait for one: each cycle is its own 200 ms of work plus
    // 10 ms elsewhere. Per-server queues (random routing) would have them collide.
    EXPECT_NEAR(solved_throughput(4, 4, 0.2, 0.01, true), 4 / 0.21, 0.03 * 4 / 0.21);
    EXPECT_LT(solved_throughput(4, 4, 0.2, 0.01, false), 0.8 * 4 / 0.21);
}
