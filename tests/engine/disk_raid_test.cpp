// Disk service times and RAID back-end operation counts, checked against hand calculations.
#include <gtest/gtest.h>

#include "devices/raid.h"

using namespace santwin::devices;

namespace {
DiskParams sas15k() {
    DiskParams d;
    d.rpm = 15000;
    d.overhead_ms = 0.3;
    d.seek_read_ms = 3.4;
    d.seek_write_ms = 3.8;
    d.settle_ms = 0.4;
    d.media_mb_s = 150;
    return d;
}
}  // namespace

TEST(Disk, RandomReadFullStroke) {
    // 15K: half a revolution = 2 ms; 0.3 overhead + 3.4 seek + 2.0 + 8 KB at 150 MB/s (0.052)
    // = 5.752 ms, i.e. about 174 IOPS at queue depth 1 (domain.md: 166–200).
    DiskTime t = disk_op_time(sas15k(), {OpKind::Read, Access::Random, 8, 1.0});
    EXPECT_NEAR(t.total(), 5.752, 0.001);
    EXPECT_NEAR(t.positioning_ms, 5.4, 1e-9);
    EXPECT_GT(1000.0 / t.total(), 166);
    EXPECT_LT(1000.0 / t.total(), 200);
}

TEST(Disk, ShortStrokeSeeksLess) {
    // Data on a quarter of the surface: seek = 0.4 + 3.0 * sqrt(0.25) = 1.9 ms.
    DiskTime t = disk_op_time(sas15k(), {OpKind::Read, Access::Random, 8, 0.25});
    EXPECT_NEAR(t.positioning_ms, 1.9 + 2.0, 1e-9);
}

TEST(Disk, StreamingPaysNoPositioning) {
    // 256 KB streaming read: 0.3 + 256/1024/150 s = 0.3 + 1.667 ms.
    DiskTime t = disk_op_time(sas15k(), {OpKind::Read, Access::Streaming, 256, 1.0});
    EXPECT_EQ(t.positioning_ms, 0);
    EXPECT_NEAR(t.total(), 1.9667, 0.001);
}

TEST(Disk, QueueGainIsBoundedAndMonotonic) {
    DiskParams d = sas15k();
    d.queue_gain_alpha = 0.35;
    d.queue_gain_cap = 2.2;
    EXPECT_EQ(queue_gain(d, 0), 1.0);
    EXPECT_GT(queue_gain(d, 4), queue_gain(d, 1));
    EXPECT_DOUBLE_EQ(queue_gain(d, 1000), 2.2);
}

TEST(Disk, LargeTransfersKeepLessReorderablePositioning) {
    // With queue_gain_kb set, a 128 KB read keeps 8/128 of its positioning reorderable; the
    // total service time is unchanged, and transfers up to the limit keep all of it.
    DiskParams d = sas15k();
    const DiskTime unlimited = disk_op_time(d, {OpKind::Read, Access::Random, 128, 1.0});
    d.queue_gain_kb = 8;
    const DiskTime large = disk_op_time(d, {OpKind::Read, Access::Random, 128, 1.0});
    const DiskTime small = disk_op_time(d, {OpKind::Read, Access::Random, 8, 1.0});
    EXPECT_NEAR(large.positioning_ms, unlimited.positioning_ms / 16, 1e-9);
    EXPECT_NEAR(large.total(), unlimited.total(), 1e-9);
    EXPECT_NEAR(small.positioning_ms, unlimited.positioning_ms, 1e-9);
}

TEST(Raid, SmallWritePenalties) {
    // RAID-0 1, RAID-1/10 2, RAID-5 4, RAID-6 6 back-end operations per small write.
    EXPECT_EQ((RaidGeometry{RaidLevel::Raid0, 4, 0, 256}.small_write_ops()), 1);
    EXPECT_EQ((RaidGeometry{RaidLevel::Raid10, 2, 2, 256}.small_write_ops()), 2);
    EXPECT_EQ((RaidGeometry{RaidLevel::Raid5, 4, 1, 256}.small_write_ops()), 4);
    EXPECT_EQ((RaidGeometry{RaidLevel::Raid6, 6, 2, 256}.small_write_ops()), 6);
}

TEST(Raid, Raid5SmallWriteCeiling) {
    // RAID-5 4D+1P, 100% random 8K writes, 5 x 15K disks: each write costs 4 operations of
    // ~5.8 ms, so 5 drives give 5000 / (4 * 5.8) ≈ 215 host writes per second (domain.md's
    // rule of thumb: ~180 IOPS per disk -> 225).
    RaidGeometry g{RaidLevel::Raid5, 4, 1, 256};
    DiskTime per_write = backend_time(sas15k(), raid_write_ops(g, 8, false, 1.0));
    const double ceiling = 5 * 1000.0 / per_write.total();
    EXPECT_NEAR(ceiling, 215, 10);
}

TEST(Raid, FullStripeWriteCostsParityShare) {
    // 4D+1P full-stripe: 1.25 x the data in 256 KB destage operations: 1 MB host -> 5 ops.
    RaidGeometry g{RaidLevel::Raid5, 4, 1, 256};
    auto ops = raid_write_ops(g, 1024, true, 1.0);
    ASSERT_EQ(ops.size(), 1u);
    EXPECT_DOUBLE_EQ(ops[0].count, 5.0);
    EXPECT_EQ(ops[0].op.access, Access::Destage);
    EXPECT_DOUBLE_EQ((RaidGeometry{RaidLevel::Raid6, 6, 2, 256}.full_stripe_write_factor()), 8.0 / 6.0);
}

TEST(Raid, StreamWriteReadsParityOncePerStripe) {
    // A sequential stream's 64 KB writes into 4D+1P stripes of 128 KB chunks, destaged piece by
    // piece: each reads its old data and writes it, but the stripe's cached parity is read and
    // written once per 512 KB of the stream, so 2.5 KB move on the drives per KB written (a
    // lone read-modify-write moves 4).
    RaidGeometry g{RaidLevel::Raid5, 4, 1, 128};
    auto moved_kb = [](const std::vector<BackendOp>& ops) {
        double kb = 0;
        for (const auto& o : ops) kb += o.count * o.op.kb;
        return kb;
    };
    EXPECT_DOUBLE_EQ(moved_kb(raid_stream_write_ops(g, 64, 1.0)), 2.5 * 64);
    EXPECT_DOUBLE_EQ(moved_kb(raid_write_ops(g, 64, false, 1.0)), 4.0 * 64);
    // Levels without parity write as before.
    RaidGeometry mirror{RaidLevel::Raid10, 2, 2, 128};
    EXPECT_DOUBLE_EQ(moved_kb(raid_stream_write_ops(mirror, 64, 1.0)), 2.0 * 64);
}

TEST(Raid, LargeReadSpansChunks) {
    // A 512 KB read on 256 KB chunks touches two drives.
    RaidGeometry g{RaidLevel::Raid5, 4, 1, 256};
    auto ops = raid_read_ops(g, 512, false, 1.0);
    EXPECT_DOUBLE_EQ(ops[0].count, 2.0);
    EXPECT_DOUBLE_EQ(ops[0].op.kb, 256.0);
}
