// The flow solver against queueing results that can be derived by hand.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/solver.h"

using namespace santwin::engine;

TEST(Solver, SingleOutstandingIoSeesNoQueue) {
    // One thread, one station of 10 ms: X = 100 I/O/s, R = 10 ms, U = 100%.
    std::vector<Station> st{{"disk", 1}};
    std::vector<ClassSpec> cl{{"c", 1, INFINITY, 0, 0, {{0, 0.010}}}};
    Solution s = solve(st, cl);
    ASSERT_TRUE(s.converged);
    EXPECT_NEAR(s.throughput[0], 100, 0.01);
    EXPECT_NEAR(s.response_s[0], 0.010, 1e-6);
}

TEST(Solver, MM1AtHalfLoadDoublesServiceTime) {
    // Rate-capped source with no concurrency limit at 50 I/O/s on a 10 ms server: U = 0.5 and
    // R = S / (1 - U) = 20 ms (M/M/1 at 50% utilization doubles the service time).
    std::vector<Station> st{{"disk", 1}};
    std::vector<ClassSpec> cl{{"c", 1e6, 50, 0, 0, {{0, 0.010}}}};
    Solution s = solve(st, cl);
    EXPECT_NEAR(s.throughput[0], 50, 1e-6);
    EXPECT_NEAR(s.utilization[0], 0.5, 1e-6);
    EXPECT_NEAR(s.response_s[0], 0.020, 1e-4);
}

TEST(Solver, LittlesLawHoldsForEveryClosedClass) {
    // Three classes of different populations sharing a 5-drive station and a port: X * R = N.
    std::vector<Station> st{{"rg", 5}, {"port", 1}};
    std::vector<ClassSpec> cl{
        {"a", 8, INFINITY, 0.0002, 0, {{0, 0.020}, {1, 0.0001}}},
        {"b", 4, INFINITY, 0, 0, {{0, 0.006}, {1, 0.0004}}},
        {"c", 16, 300, 0, 0, {{0, 0.012}}},
    };
    Solution s = solve(st, cl);
    ASSERT_TRUE(s.converged);
    for (size_t c = 0; c < cl.size(); ++c) {
        if (s.throughput[c] < cl[c].target_rate - 1e-6) {
            EXPECT_NEAR(s.throughput[c] * s.response_s[c], cl[c].population, 1e-3) << cl[c].name;
        }
    }
}

TEST(Solver, NoStationAbove100Percent) {
    // 64 threads of 20 ms work spread over 5 drives (each I/O goes to one): the exact MVA for 5
    // balanced queues of 4 ms demand each gives X = N / (D_k (K + N - 1)) = 64 / (0.004 * 68)
    // = 235.3 I/O/s, approaching the 250 I/O/s capacity from below.
    std::vector<Station> st{{"rg", 5}};
    std::vector<ClassSpec> cl{{"c", 64, INFINITY, 0, 0, {{0, 0.020}}}};
    Solution s = solve(st, cl);
    EXPECT_LE(s.utilization[0], 1.0 + 1e-6);
    EXPECT_NEAR(s.throughput[0], 235.3, 1.0);
}

TEST(Solver, RateCapHonoured) {
    // Plenty of capacity: a capped class gets exactly its target.
    std::vector<Station> st{{"rg", 5}};
    std::vector<ClassSpec> cl{{"c", 8, 230, 0, 0, {{0, 0.010}}}};
    Solution s = solve(st, cl);
    EXPECT_NEAR(s.throughput[0], 230, 1e-6);
}

TEST(Solver, QueueGainRaisesSaturationThroughput) {
    // Same saturated load with reorderable positioning: command queuing lets the drives do
    // more work than 1 / D, bounded by the gain cap (2x here).
    std::vector<Station> plain{{"rg", 5}};
    std::vector<Station> queued{{"rg", 5, 0.5, 2.0}};
    std::vector<ClassSpec> cl{{"c", 64, INFINITY, 0, 0, {{0, 0.010, 0.008}}}};
    Solution a = solve(plain, cl);
    Solution b = solve(queued, cl);
    EXPECT_GT(b.throughput[0], a.throughput[0] * 1.5);
    EXPECT_LE(b.throughput[0], 5 / (0.002 + 0.008 / 2.0) + 1e-6);
}

TEST(Solver, AsyncWritesHeldToBackEndCapacity) {
    // Write-back: writers see 0.2 ms until the back end (5 drives, 20 ms per write) saturates;
    // with 8 threads they are held to about its capacity of 250/s, not 8 / 0.0002.
    std::vector<Station> st{{"rg", 5}};
    Visit destage{0, 0.020, 0, true, VisitTag::Write, 0, 1.0};
    std::vector<ClassSpec> cl{{"w", 8, INFINITY, 0.0002, 0, {destage}}};
    Solution s = solve(st, cl);
    EXPECT_LE(s.utilization[0], 1.0 + 1e-3);
    EXPECT_NEAR(s.response_s[0], 8 / s.throughput[0], 1e-6);  // Little: the wait shows as latency
    EXPECT_NEAR(s.throughput[0], 250, 250 * 0.05);
}

TEST(Solver, AsyncLightLoadCostsAlmostNothing) {
    // At 20% back-end load, cached writes complete at front-end latency.
    std::vector<Station> st{{"rg", 5}};
    Visit destage{0, 0.020, 0, true, VisitTag::Write, 0, 1.0};
    std::vector<ClassSpec> cl{{"w", 8, 50, 0.0002, 0, {destage}}};
    Solution s = solve(st, cl);
    EXPECT_NEAR(s.throughput[0], 50, 1e-6);
    EXPECT_LT(s.response_s[0], 0.0003);
}

TEST(Solver, FullWriteCacheHoldsBackEveryWriterOfTheGroup) {
    // Two RAID groups behind one write cache: a heavy sequential writer saturates RG-A; a light
    // writer to the idle RG-B shares the cache, so once it is full it waits for free slots too.
    // Without the shared cache the light writer would not notice.
    std::vector<Station> st{{"rg-a", 5}, {"rg-b", 5}};
    Visit heavy{0, 0.020, 0, true, VisitTag::Write, 0, 1.0};
    Visit light{1, 0.005, 0, true, VisitTag::Write, 0, 1.0};
    std::vector<ClassSpec> shared{{"heavy", 8, INFINITY, 0.0002, 0, {heavy}}, {"light", 8, INFINITY, 0.0002, 0, {light}}};
    Solution s = solve(st, shared);
    Visit light_alone = light;
    light_alone.cache_group = 1;
    Visit heavy_alone = heavy;
    heavy_alone.cache_group = 0;
    std::vector<ClassSpec> separate{{"heavy", 8, INFINITY, 0.0002, 0, {heavy_alone}},
                                    {"light", 8, INFINITY, 0.0002, 0, {light_alone}}};
    Solution t = solve(st, separate);
    EXPECT_LT(s.throughput[1], 0.6 * t.throughput[1]);
    EXPECT_NEAR(s.utilization[0], 0.97, 0.02);
}

TEST(Solver, FullCacheDelaysWritesNotReads) {
    // A mixed class (75% reads) on a saturated back end: its writes wait for cache slots, its
    // reads only for the disks, so the write latency exceeds the read latency.
    std::vector<Station> st{{"rg", 5}};
    Visit read{0, 0.75 * 0.006, 0, false, VisitTag::Read};
    Visit write{0, 0.25 * 0.024, 0, true, VisitTag::Write, 0, 0.25};
    Visit hog{0, 0.020, 0, true, VisitTag::Write, 0, 1.0};
    std::vector<ClassSpec> cl{{"mixed", 8, INFINITY, 0.0002, 0.75, {read, write}},
                              {"hog", 16, INFINITY, 0.0002, 0, {hog}}};
    Solution s = solve(st, cl);
    ASSERT_TRUE(s.converged);
    EXPECT_GT(s.write_response_s[0], s.read_response_s[0]);
    EXPECT_NEAR(s.utilization[0], 0.97, 0.02);
}

TEST(Solver, FullCacheKeepsEachDrivesDestageQueueAtItsCap) {
    // A writer saturating a 5-drive group through a cache that allows 64 destages per drive: once
    // the cache is full the controller has dirty data for every drive and queues it to the cap
    // (5 x 64), where M/M/1 at 97% would give ~32 per drive. A writer the drives keep up with
    // fills nothing: its destages queue as arrivals do (40% busy: 0.4 / 0.6 per drive).
    Station rg{"rg", 5};
    rg.async_queue_cap = 64;
    Visit hog{0, 0.020, 0, true, VisitTag::Write, 0, 1.0};
    std::vector<ClassSpec> cl{{"hog", 16, INFINITY, 0.0002, 0, {hog}}};
    const Solution full = solve({rg}, cl);
    ASSERT_TRUE(full.converged);
    EXPECT_NEAR(full.utilization[0], 0.97, 0.02);
    EXPECT_NEAR(full.queue_length[0], 5 * 64, 1.0);
    const std::vector<ClassSpec> light{{"light", 16, 100, 0.0002, 0, {hog}}};
    const Solution flowing = solve({rg}, light);
    EXPECT_NEAR(flowing.utilization[0], 0.4, 0.01);
    EXPECT_NEAR(flowing.queue_length[0], 5 * 0.4 / 0.6, 0.1);
}

TEST(Solver, StatsCountSolvesThatStopWithoutConverging) {
    // The same closed class solved twice: once with room to converge, once cut off after two
    // iterations. This thread's stats count both solves and the one that did not converge.
    std::vector<Station> st{{"rg", 5}, {"port", 1}};
    std::vector<ClassSpec> cl{{"a", 8, INFINITY, 0.0002, 0, {{0, 0.020}, {1, 0.0001}}}};
    const SolverStats before = solver_stats();
    EXPECT_TRUE(solve(st, cl).converged);
    SolverOptions cut_short;
    cut_short.max_iterations = 2;
    EXPECT_FALSE(solve(st, cl, cut_short).converged);
    EXPECT_EQ(solver_stats().solves - before.solves, 2u);
    EXPECT_EQ(solver_stats().unconverged - before.unconverged, 1u);
}
