// Stations that serve by priority (solver_priority.h): the earlier visitors take what they
// need, the later ones what is left, and a station without priorities is unchanged.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/solver.h"

using namespace santwin::engine;

namespace {
// A stream of one outstanding I/O: `own_s` at a station of its own (its port), then `shared_s`
// at the shared station 0, with priority `p` there.
ClassSpec stream(const char* name, int own_station, double own_s, double shared_s, int p, bool async) {
    ClassSpec c{name, 1, INFINITY, 0, 0, {{own_station, own_s}}};
    Visit shared{0, shared_s, 0, async, VisitTag::Write};
    shared.priority = p;
    c.visits.push_back(shared);
    return c;
}
}  // namespace

TEST(SolverPriority, WritesBehindShareFirstComeFirstServed) {
    // Three streams each held by their own port to 100 I/O/s (10 ms), all writing behind into
    // one disk station of 4 ms per I/O (250 I/O/s, held at the 97% saturation: 242.5). Served
    // first come, first served, the first two keep their 100 each and the third gets the ~42.5
    // left; sharing evenly, each would get ~81.
    std::vector<Station> st{{"disks", 1}, {"p1", 1}, {"p2", 1}, {"p3", 1}};
    std::vector<ClassSpec> ranked{stream("a", 1, 0.010, 0.004, 0, true), stream("b", 2, 0.010, 0.004, 1, true),
                                  stream("c", 3, 0.010, 0.004, 2, true)};
    Solution s = solve(st, ranked);
    ASSERT_TRUE(s.converged);
    EXPECT_NEAR(s.throughput[0], 100, 1);
    EXPECT_NEAR(s.throughput[1], 100, 1);
    EXPECT_NEAR(s.throughput[2], 42.5, 2);
    EXPECT_NEAR(s.utilization[0], 0.97, 0.01);

    std::vector<ClassSpec> even{stream("a", 1, 0.010, 0.004, 0, true), stream("b", 2, 0.010, 0.004, 0, true),
                                stream("c", 3, 0.010, 0.004, 0, true)};
    Solution e = solve(st, even);
    ASSERT_TRUE(e.converged);
    for (int c = 0; c < 3; ++c) EXPECT_NEAR(e.throughput[c], 242.5 / 3, 2);
}

TEST(SolverPriority, SynchronousVisitsAfterOthersSeeOnlyTheCapacityLeft) {
    // A first-served stream of one outstanding I/O at 5 ms uses half of a station; a later one
    // (also 5 ms, one outstanding) is stretched by 1 / (1 - 0.5): 10 ms, 100 I/O/s, while the
    // first does not wait for it (200 I/O/s, as alone).
    std::vector<Station> st{{"disk", 1}, {"x", 1}};
    ClassSpec first{"first", 1, INFINITY, 0.005, 0, {}};
    Visit v0{0, 0.005, 0, false, VisitTag::Read};
    first.visits.push_back(v0);
    ClassSpec later{"later", 1, INFINITY, 0, 0, {}};
    Visit v1{0, 0.005, 0, false, VisitTag::Read};
    v1.priority = 1;
    later.visits.push_back(v1);
    Solution s = solve(st, {first, later});
    ASSERT_TRUE(s.converged);
    EXPECT_NEAR(s.throughput[0], 100, 1);  // 5 ms fixed + 5 ms at the disk
    EXPECT_NEAR(s.utilization[0], 0.5 + s.throughput[1] * 0.005, 1e-3);
    EXPECT_NEAR(s.response_s[1], 0.010, 5e-4);
    EXPECT_NEAR(s.throughput[1], 100, 5);
}
