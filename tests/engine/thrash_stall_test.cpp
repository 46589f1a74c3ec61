// Path thrashing: what an LU ownership transfer costs reads and writes (engine/flow/thrash_stall.h),
// and the solver reporting a fixed latency that only reads or only writes wait.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/flow/thrash_stall.h"
#include "engine/solver.h"

using namespace santwin::engine;

namespace {
// Jetstress-like LU: 45% writes, 3 I/Os outstanding, reads at 14 ms, writes in cache at 0.4 ms.
LuMix jetstress_lu() { return {0.45, 3.0, 0.014, 0.0004}; }
}  // namespace

TEST(ThrashStall, EachTransferCostsTheLuItsWholeTransferTime) {
    // Little's law: N I/Os held for T every rr I/Os add N * T / rr to the mean I/O.
    const LuMix lu = jetstress_lu();
    const ThrashStall s = thrash_stall(0.1, 1.5, lu, 1000);
    const double mean = (1 - lu.write_share) * s.per_read_s + lu.write_share * s.per_write_s;
    EXPECT_NEAR(mean, 3.0 * 1.5 / 1000, 1e-9);
}

TEST(ThrashStall, ReadsWaitForTheFlushWritesGoIntoTheNewOwnersCache) {
    const LuMix lu = jetstress_lu();
    const ThrashStall s = thrash_stall(0.1, 1.5, lu, 1000);
    // Writes wait only for their (small) share of the hand-over, never for the flush.
    EXPECT_LT(s.per_write_s, 3.0 * 0.1 / 1000);
    EXPECT_GT(s.per_read_s, 3.0 * 1.4 / 1000 / (1 - lu.write_share));
    // A longer flush (more dirty data) costs reads more and writes nothing more.
    const ThrashStall longer = thrash_stall(0.1, 3.0, lu, 1000);
    EXPECT_GT(longer.per_read_s, s.per_read_s);
    EXPECT_DOUBLE_EQ(longer.per_write_s, s.per_write_s);
}

TEST(ThrashStall, OutstandingIosDecideWhoWaitsForTheHandOver) {
    // With no flush, the hand-over holds the I/Os outstanding: mostly the slow ones.
    LuMix slow_writes = jetstress_lu();
    slow_writes.read_latency_s = 0.0004;
    slow_writes.write_latency_s = 0.014;
    const ThrashStall fast_reads = thrash_stall(0.1, 0.1, slow_writes, 1000);
    const ThrashStall slow_reads = thrash_stall(0.1, 0.1, jetstress_lu(), 1000);
    EXPECT_GT(fast_reads.per_write_s, fast_reads.per_read_s);
    EXPECT_GT(slow_reads.per_read_s, slow_reads.per_write_s);
}

TEST(ThrashStall, WriteOnlyLuWaitsForNoFlush) {
    const ThrashStall s = thrash_stall(0.1, 2.0, {1.0, 4.0, 0, 0.001}, 1000);
    EXPECT_DOUBLE_EQ(s.per_read_s, 0);
    EXPECT_NEAR(s.per_write_s, 4.0 * 0.1 / 1000, 1e-12);
}

TEST(Solver, ReadOnlyFixedLatencyIsReportedOnReadsAlone) {
    // Half reads, half writes, one 10 ms station; 4 ms per I/O of fixed latency only reads wait
    // (8 ms per read): reads report it, writes do not.
    std::vector<Station> st{{"disk", 1}};
    ClassSpec c{"c", 1, INFINITY, 0.004, 0.5, {{0, 0.010}}};
    c.fixed_read_s = 0.004;
    Solution s = solve(st, {c});
    ASSERT_TRUE(s.converged);
    EXPECT_NEAR(s.response_s[0], 0.014, 1e-6);
    EXPECT_NEAR(s.read_response_s[0] - s.write_response_s[0], 0.008, 1e-6);
}
