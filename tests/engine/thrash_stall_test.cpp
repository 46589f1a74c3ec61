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
    // An LU with 3 I/Os outstanding, moved every 1000 I/Os for 1.5 s: Little's law adds
    // N * T / rr = 4.5 ms to the mean I/O, whoever carries it.
    const LuMix lu = jetstress_lu();
    const ThrashStall s = thrash_stall(1.5, lu, 1000);
    const double mean = (1 - lu.write_share) * s.per_read_s + lu.write_share * s.per_write_s;
    EXPECT_NEAR(mean, 3.0 * 1.5 / 1000, 1e-9);
}

TEST(ThrashStall, NeitherControllerServesWritesDuringTheFlush) {
    // The Jetstress LU: a longer transfer (more dirty data to flush) holds writes longer too,
    // in proportion, since no controller takes them into its cache while the LU moves.
    const LuMix lu = jetstress_lu();
    const ThrashStall s = thrash_stall(1.5, lu, 1000);
    const ThrashStall longer = thrash_stall(3.0, lu, 1000);
    EXPECT_GT(s.per_write_s, 0);
    EXPECT_NEAR(longer.per_write_s, 2 * s.per_write_s, 1e-12);
    EXPECT_NEAR(longer.per_read_s, 2 * s.per_read_s, 1e-12);
}

TEST(ThrashStall, OutstandingIosDecideWhoWaits) {
    // Reads at 14 ms and writes in cache at 0.4 ms: nearly every I/O a transfer catches is a
    // read, so a read waits far longer than a write; swap the latencies and so do the waits.
    LuMix slow_writes = jetstress_lu();
    slow_writes.read_latency_s = 0.0004;
    slow_writes.write_latency_s = 0.014;
    const ThrashStall fast_reads = thrash_stall(0.1, slow_writes, 1000);
    const ThrashStall slow_reads = thrash_stall(0.1, jetstress_lu(), 1000);
    EXPECT_GT(fast_reads.per_write_s, fast_reads.per_read_s);
    EXPECT_GT(slow_reads.per_read_s, 10 * slow_reads.per_write_s);
}

TEST(ThrashStall, WriteOnlyLuWaitsForTheWholeTransfer) {
    // 4 writes outstanding, a 2 s transfer every 1000 writes: each write waits 4 * 2 / 1000 s,
    // the flush included (before, writes went on into the new owner's cache).
    const ThrashStall s = thrash_stall(2.0, {1.0, 4.0, 0, 0.001}, 1000);
    EXPECT_DOUBLE_EQ(s.per_read_s, 0);
    EXPECT_NEAR(s.per_write_s, 4.0 * 2.0 / 1000, 1e-12);
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
