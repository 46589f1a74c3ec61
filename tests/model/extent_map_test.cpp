// ExtentMap keeps runs merged and counts exactly.
#include <gtest/gtest.h>

#include "common/extent_map.h"

using santwin::ExtentMap;

TEST(ExtentMap, SetAndCount) {
    // 100 units, all 0; mark [10, 30) and [30, 40) as 2: one merged run of 30 units.
    ExtentMap m(100, 0);
    m.set(10, 30, 2);
    m.set(30, 40, 2);
    EXPECT_DOUBLE_EQ(m.count(2), 30);
    EXPECT_DOUBLE_EQ(m.count(0), 70);
    EXPECT_EQ(m.run_count(), 3u);  // [0,10) 0, [10,40) 2, [40,100) 0
    m.set(0, 100, 1);
    EXPECT_EQ(m.run_count(), 1u);
    EXPECT_DOUBLE_EQ(m.count(1), 100);
}

TEST(ExtentMap, OverwriteInsideARunSplitsIt) {
    ExtentMap m(10, 1);
    m.set(4, 6, 0);
    EXPECT_DOUBLE_EQ(m.count(0, 10, 1), 8);
    EXPECT_DOUBLE_EQ(m.count(3, 7, 0), 2);
    auto r = m.runs(0, 10, 1);
    ASSERT_EQ(r.size(), 2u);
    EXPECT_DOUBLE_EQ(r[1].first, 6);
}

TEST(ExtentMap, ConvertFirstTakesInAddressOrder) {
    // Untouched blocks in [20, 80): convert the first 15 of them; [20,35) becomes data.
    ExtentMap m(100, 0);
    m.set(25, 30, 2);  // already data
    const double done = m.convert_first(20, 80, 0, 2, 15);
    EXPECT_DOUBLE_EQ(done, 15);
    EXPECT_DOUBLE_EQ(m.count(20, 40, 2), 20);  // [20,40): 5 existing + 15 converted
    EXPECT_DOUBLE_EQ(m.convert_first(0, 100, 0, 2, 1000), 100 - 20);
    EXPECT_DOUBLE_EQ(m.count(2), 100);
}

TEST(ExtentMap, ResizeKeepsStateAndAddsNewSpace) {
    ExtentMap m(50, 2);
    m.resize(100, 0);
    EXPECT_DOUBLE_EQ(m.count(2), 50);
    EXPECT_DOUBLE_EQ(m.count(0), 50);
    m.resize(40, 0);
    EXPECT_DOUBLE_EQ(m.size(), 40);
    EXPECT_DOUBLE_EQ(m.count(2), 40);
}
