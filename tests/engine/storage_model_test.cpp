// Thin provisioning page maps (engine/system/storage_model.h) on the mini lab's 530 GB DP LU
// with 1 GB chunks.
#include <gtest/gtest.h>

#include <cmath>

#include "engine/system/storage_model.h"
#include "mini_lab.h"

using namespace santwin;
using namespace santwin::engine;

TEST(StorageModel, WritesAllocateTheChunksTheyTouch) {
    // [0.5, 12.5) GB touches chunks 0..12: 13 GB; writing it again allocates nothing new.
    test::MiniLab lab("zeroedthick");
    StorageModel sm(lab.t, devices::HardwareCatalog::builtin());
    EXPECT_DOUBLE_EQ(sm.write_range(lab.lu, 0.5, 12.5, kPageData), 13);
    EXPECT_DOUBLE_EQ(sm.write_range(lab.lu, 0.5, 12.5, kPageData), 0);
    EXPECT_DOUBLE_EQ(sm.consumed_gb(lab.lu), 13);
    EXPECT_DOUBLE_EQ(sm.pool_used_gb(lab.pool), 13);
    // Reading allocated and unallocated space.
    EXPECT_DOUBLE_EQ(sm.allocated_fraction(lab.lu, 0, 13), 1);
    EXPECT_DOUBLE_EQ(sm.allocated_fraction(lab.lu, 13, 26), 0);
}

TEST(StorageModel, PartialZeroWriteKeepsDataChunks) {
    // A chunk holding data that is partly zeroed still holds data; a fresh chunk zeroed is a
    // zero chunk; reclaim frees only zero chunks.
    test::MiniLab lab("zeroedthick");
    StorageModel sm(lab.t, devices::HardwareCatalog::builtin());
    sm.write_range(lab.lu, 0, 0.5, kPageData);
    sm.write_range(lab.lu, 0.25, 3, kPageZero);
    EXPECT_DOUBLE_EQ(sm.consumed_gb(lab.lu), 3);
    EXPECT_DOUBLE_EQ(sm.reclaim_zero_pages(lab.lu), 2);
    EXPECT_DOUBLE_EQ(sm.consumed_gb(lab.lu), 1);
}

TEST(StorageModel, RandomWritesAllocateTheExpectedChunks) {
    // 100 chunks, 100 uniform random writes: each chunk escapes with probability e^-1, so about
    // 63.2 chunks are allocated.
    test::MiniLab lab("zeroedthick");
    StorageModel sm(lab.t, devices::HardwareCatalog::builtin());
    sm.write_random(lab.lu, 0, 100, 100);
    EXPECT_NEAR(sm.consumed_gb(lab.lu), 100 * (1 - std::exp(-1.0)), 1e-9);
}

TEST(StorageModel, GrowingAnLuAddsUnallocatedSpace) {
    test::MiniLab lab("zeroedthick");
    StorageModel sm(lab.t, devices::HardwareCatalog::builtin());
    sm.write_range(lab.lu, 0, 10, kPageData);
    sm.grow_lu(lab.lu, 600);
    EXPECT_DOUBLE_EQ(sm.lu(lab.lu).capacity_gb, 600);
    EXPECT_DOUBLE_EQ(sm.consumed_gb(lab.lu), 10);
    EXPECT_THROW(sm.grow_lu(lab.lu, 100), std::invalid_argument);
}
