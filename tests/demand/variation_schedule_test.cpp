// Reproducible variation (counter-based SplitMix64, the SimGrid peer's definition) and demand
// schedules over the day.
#include <gtest/gtest.h>

#include <stdexcept>

#include "demand/replay.h"
#include "demand/schedule.h"
#include "demand/variation.h"

namespace santwin::demand {
namespace {

TEST(Variation, MatchesThePeersDefinition) {
    // u(v,k) = (mix64(seed ^ mix64(v ^ mix64(k))) >> 11) * 2^-53 as shared/peers/simgrid_hnas/
    // README.md writes it; these values were computed from that formula by a separate Python
    // implementation, so another engine drawing the same numbers gets the same demand series.
    EXPECT_DOUBLE_EQ(unit_uniform(42, 0, 0), 0.28203516835164866);
    EXPECT_DOUBLE_EQ(unit_uniform(42, 1, 0), 0.34779956404145007);
    EXPECT_DOUBLE_EQ(unit_uniform(42, 0, 1), 0.7151231508638185);
    EXPECT_DOUBLE_EQ(variation_factor(7, 499, 21599, 0.2), 1.1376164497986139);
}

TEST(Variation, IndependentOfEvaluationOrderAndBounded) {
    // 500 VMs x 600 intervals, drawn forwards and backwards: the same factor for each pair, all
    // within [0.8, 1.2), mean 1 within 1 %.
    double sum = 0;
    for (std::uint64_t v = 0; v < 500; ++v)
        for (std::uint64_t k = 0; k < 600; ++k) {
            const double f = variation_factor(42, v, k, 0.2);
            EXPECT_EQ(f, variation_factor(42, 499 - (499 - v), 599 - (599 - k), 0.2));
            ASSERT_GE(f, 0.8);
            ASSERT_LT(f, 1.2);
            sum += f;
        }
    EXPECT_NEAR(sum / (500 * 600), 1.0, 0.01);
    EXPECT_EQ(variation_factor(42, 3, 9, 0.0), 1.0);
}

TEST(Schedule, BusinessHoursCurve) {
    // resources/workloads/schedules.json: 0.15 at night, ramp 07:00-09:00 to 1, lunch dip 0.8 at
    // 13:00, evening fall to 0.3 at 19:00 and 0.15 at 22:00; it wraps over midnight.
    const Schedule s = schedule("business-hours");
    EXPECT_DOUBLE_EQ(s.at(3 * 3600), 0.15);
    EXPECT_DOUBLE_EQ(s.at(8 * 3600), 0.575);
    EXPECT_DOUBLE_EQ(s.at(10 * 3600), 1.0);
    EXPECT_DOUBLE_EQ(s.at(13 * 3600), 0.8);
    EXPECT_DOUBLE_EQ(s.at(23 * 3600), 0.15);
    EXPECT_DOUBLE_EQ(s.at(0, 10 * 3600), 1.0);        // a run starting at 10:00
    EXPECT_DOUBLE_EQ(s.at(24 * 3600 + 10 * 3600), 1.0);  // the next day
}

TEST(Schedule, NightlyWindowAndRamp) {
    const Schedule night = schedule("nightly-backup");
    EXPECT_DOUBLE_EQ(night.at(23 * 3600), 1.0);
    EXPECT_DOUBLE_EQ(night.at(2 * 3600), 1.0);
    EXPECT_DOUBLE_EQ(night.at(12 * 3600), 0.0);
    // ramp:0.2-1@07:00-09:00: 0.2 before 07:00, 0.6 at 08:00, 1 after 09:00.
    const Schedule ramp = schedule("ramp:0.2-1@07:00-09:00");
    EXPECT_DOUBLE_EQ(ramp.at(6 * 3600), 0.2);
    EXPECT_DOUBLE_EQ(ramp.at(8 * 3600), 0.6);
    EXPECT_DOUBLE_EQ(ramp.at(11 * 3600), 1.0);
}

TEST(Schedule, UnknownNamesAndBadRampsAreRefused) {
    try {
        schedule("weekend");
        FAIL() << "accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("business-hours"), std::string::npos);
    }
    EXPECT_THROW(schedule("ramp:1-2@09:00-08:00"), std::invalid_argument);
    EXPECT_THROW(schedule("ramp:1-2"), std::invalid_argument);
    EXPECT_THROW(schedule("ramp:1-2@9-10"), std::invalid_argument);
}

TEST(Schedule, ScheduledDemandIsProfileTimesScheduleTimesVariation) {
    // 100 IOPS nominal, business hours from 08:00, +/-20 %, seed 42, 60 s intervals: interval 0
    // of VM 1 is 100 x 0.575 x the peer's factor for (42, 1, 0).
    ScheduleOptions o{schedule("business-hours"), 0.2, 42, 60, 8 * 3600};
    EXPECT_DOUBLE_EQ(scheduled_iops(100, o, 1, 0), 100 * 0.575 * variation_factor(42, 1, 0, 0.2));
    EXPECT_DOUBLE_EQ(scheduled_iops(100, o, 1, 120), 100 * 1.0 * variation_factor(42, 1, 120, 0.2));
}

}  // namespace
}  // namespace santwin::demand
