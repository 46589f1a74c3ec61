// Recorded series: a latency's mean over the I/Os weights each stretch by its IOPS, so idle
// stretches (latency recorded as 0, no I/O) do not pull it down the way a time mean does.
#include <gtest/gtest.h>

#include "engine/recorder.h"

using namespace santwin::engine;

TEST(Series, WeightedMeanCountsWhatTheIosSaw) {
    // Reads only in the first 10 s (1 ms at 100 IOPS), none for the next 90 s (latency 0).
    const Series latency{{0, 10}, {1.0, 0.0}};
    const Series iops{{0, 10}, {100.0, 0.0}};
    EXPECT_NEAR(latency.mean(0, 100), 0.1, 1e-12);                 // the time mean
    EXPECT_NEAR(weighted_mean(latency, iops, 0, 100), 1.0, 1e-12);  // what the reads saw
}

TEST(Series, WeightedMeanMergesBothSeriesSteps) {
    // Latency changes at 5 s, IOPS at 8 s: 0-5 s 2 ms x 10, 5-8 s 4 ms x 10, 8-10 s 4 ms x 30.
    const Series latency{{0, 5}, {2.0, 4.0}};
    const Series iops{{0, 8}, {10.0, 30.0}};
    const double expected = (2.0 * 10 * 5 + 4.0 * 10 * 3 + 4.0 * 30 * 2) / (10.0 * 5 + 10 * 3 + 30 * 2);
    EXPECT_NEAR(weighted_mean(latency, iops, 0, 10), expected, 1e-12);
    EXPECT_EQ(weighted_mean(latency, Series{{0}, {0.0}}, 0, 10), 0.0);  // no I/O at all
}

TEST(Series, SolverResidueIsRecordedAsNothing) {
    // A 6e-19 ms wait is arithmetic left over by the solver, not a wait: it reads 0 (and exports
    // as 0), while a small real value stays.
    Recorder rec;
    rec.record(1, "wait_ms", 0, 5.93e-19);
    rec.record(1, "wait_ms", 10, 1e-6);
    EXPECT_EQ(rec.series(1, "wait_ms").at(0), 0.0);
    EXPECT_EQ(rec.series(1, "wait_ms").at(10), 1e-6);
}
