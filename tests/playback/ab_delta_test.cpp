// A/B deltas on the diagram: equal utilizations (within half a point) are not a difference and
// never read "-0"; a run that has ended has nothing to compare; a shown difference is at least
// one point and carries its sign.
#include <gtest/gtest.h>

#include <cmath>

#include "playback/ab_delta.h"

using namespace santwin::playback;

TEST(AbDelta, EqualWithinHalfAPointShowsNothing) {
    EXPECT_EQ(ab_delta(97.0, 97.0, 300, 1000), 0);
    EXPECT_FALSE(ab_differs(ab_delta(97.0, 97.0, 300, 1000)));
    EXPECT_EQ(ab_delta_label(-0.3), "");
    EXPECT_EQ(ab_delta_label(0.49), "");
    EXPECT_EQ(ab_delta_label(-0.0), "");
}

TEST(AbDelta, DifferencesCarryTheirSign) {
    EXPECT_EQ(ab_delta_label(12.4), "+12 pts");
    EXPECT_EQ(ab_delta_label(-3.6), "\u22124 pts");
    EXPECT_EQ(ab_delta_label(0.6), "+1 pts") << "a tinted box never reads 0";
    EXPECT_EQ(ab_delta_label(-0.5), "\u22121 pts");
}

TEST(AbDelta, NothingToCompareOnceTheComparedRunHasEnded) {
    EXPECT_TRUE(std::isnan(ab_delta(40, 90, 1200, 900)));
    EXPECT_FALSE(std::isnan(ab_delta(40, 90, 900, 900)));
    EXPECT_TRUE(std::isnan(ab_delta(-1, 90, 10, 900))) << "no figure in this run";
    EXPECT_TRUE(std::isnan(ab_delta(40, -1, 10, 900))) << "no figure in the compared run";
    EXPECT_EQ(ab_delta_label(ab_delta(40, 90, 1200, 900)), "");
}
