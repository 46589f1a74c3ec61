// Hitachi Dynamic Tiering at run time (engine/system/tiering.h), on the small NAS lab's HDT pool:
// one RAID-5 7D+1P group of flash modules (tier 1) over two RAID-6 6D+2P SAS groups (tier 2).
// The flash modules are made 10 GB each so the top tier holds 7 x 10 = 70 GB and fills up.
#include <gtest/gtest.h>

#include "devices/hardware_catalog.h"
#include "engine/system/storage_model.h"
#include "nas_mini_lab.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
constexpr double kPageGb = 42.0 / 1024;    // HUS VM page
constexpr double kTopGb = 7 * 10.0;        // 7 data modules of 10 GB
constexpr double kRoomGb = kTopGb * 0.98;  // less the 2% relocation buffer (arrays.json)

struct Pool {
    test::NasMiniLab lab{10};
    StorageModel sm{lab.t, devices::HardwareCatalog::builtin()};
    const PoolRt& pool() { return sm.pool(lab.pool); }
    double member_gb(std::size_t i) { return pool().members[i].allocated_gb; }
};
}  // namespace

TEST(Tiering, PolicyAllPagesStartOnTheLowerTierLevel1OnTheTop) {
    // HUS VM: hdt_new_pages_top_tier 0, so a policy-All DP-Vol's first pages go to the SAS
    // groups (half each); a Level 1 DP-Vol's pages always live on the flash group.
    Pool p;
    const Id data = p.lab.data_lus[0], meta = p.lab.meta_lus[0];
    ASSERT_TRUE(p.sm.tiering().tiered(p.lab.pool));
    EXPECT_EQ(p.sm.tiering().tier_count(p.lab.pool), 2);
    p.sm.write_range(data, 0, 4.2, kPageData);  // 103 pages of 42 MB
    EXPECT_DOUBLE_EQ(p.member_gb(0), 0.0);
    EXPECT_NEAR(p.member_gb(1) + p.member_gb(2), 103 * kPageGb, 1e-9);
    EXPECT_NEAR(p.member_gb(1), p.member_gb(2), 1e-9);
    const auto shares = p.sm.member_shares(data, 0, 4.2);
    EXPECT_DOUBLE_EQ(shares[0], 0.0);
    EXPECT_DOUBLE_EQ(shares[1], 0.5);
    EXPECT_DOUBLE_EQ(shares[2], 0.5);
    p.sm.write_range(meta, 0, 1, kPageData);  // 25 pages
    EXPECT_NEAR(p.member_gb(0), 25 * kPageGb, 1e-9);
    EXPECT_DOUBLE_EQ(p.sm.member_shares(meta, 0, 1)[0], 1.0);
}

TEST(Tiering, BusiestRegionsArePromotedAsFarAsTheTopTierHolds) {
    // Two 42 GB regions (1024 pages each) on two policy-All DP-Vols, one with 100x the I/O of
    // the other. At the cycle end (30 min) the busier one gets the top tier whole (42 GB of the
    // 68.6 GB room); the other gets what is left: 26.6 / 42 = 63.3% of its pages. Relocation
    // (200 MB/s, applied a third of a cycle later: 117 GB) moves them all in one step.
    Pool p;
    const Id a = p.lab.data_lus[0], b = p.lab.data_lus[1];
    p.sm.write_range(a, 0, 42, kPageData);
    p.sm.write_range(b, 0, 42, kPageData);
    Tiering& t = p.sm.tiering();
    t.add_heat(a, 0, 42, 100000);
    t.add_heat(b, 0, 42, 1000);
    EXPECT_DOUBLE_EQ(t.next_event(), 1800.0);
    EXPECT_FALSE(t.advance(1800, p.sm));  // plans; nothing moved yet
    EXPECT_NEAR(t.pending_gb(), 42 + (kRoomGb - 42), 1e-6);
    EXPECT_DOUBLE_EQ(t.next_event(), 2400.0);
    double moved = 0;
    EXPECT_TRUE(t.advance(2400, p.sm, &moved));
    EXPECT_NEAR(moved, kRoomGb, 1e-6);
    EXPECT_DOUBLE_EQ(t.tier_shares(a, 0, 42)[0], 1.0);
    EXPECT_NEAR(t.tier_shares(b, 0, 42)[0], (kRoomGb - 42) / 42, 1e-9);
    EXPECT_NEAR(p.member_gb(0), kRoomGb, 1e-6);
    EXPECT_NEAR(p.member_gb(1) + p.member_gb(2), 84 - kRoomGb, 1e-6);
    // The back end now sends region a's I/O to the flash group only.
    EXPECT_DOUBLE_EQ(p.sm.member_shares(a, 0, 42)[0], 1.0);
}

TEST(Tiering, EqualDensitiesShareTheRoomInProportion) {
    // Same I/O on both regions: each gets 68.6 / 84 = 81.7% of its pages on the top tier (a NAS
    // striping evenly over its system drives keeps them alike).
    Pool p;
    const Id a = p.lab.data_lus[0], b = p.lab.data_lus[1];
    p.sm.write_range(a, 0, 42, kPageData);
    p.sm.write_range(b, 0, 42, kPageData);
    p.sm.tiering().add_heat(a, 0, 42, 5000);
    p.sm.tiering().add_heat(b, 0, 42, 5000);
    p.sm.tiering().advance(1800, p.sm);
    p.sm.tiering().advance(2400, p.sm);
    EXPECT_NEAR(p.sm.tiering().tier_shares(a, 0, 42)[0], kRoomGb / 84, 1e-9);
    EXPECT_NEAR(p.sm.tiering().tier_shares(b, 0, 42)[0], kRoomGb / 84, 1e-9);
}

TEST(Tiering, RegionsThatGoQuietAreDemotedToMakeRoom) {
    // Cycle 1: region a busy, region b a little (a top, b 63%). Cycle 2: only b busy: b must
    // have the whole top tier it now fits in (42 GB), a goes down; the demotion of a is done
    // first since the tier is full. Both moves (42 + 15.4 GB) fit in one relocation step.
    Pool p;
    const Id a = p.lab.data_lus[0], b = p.lab.data_lus[1];
    p.sm.write_range(a, 0, 42, kPageData);
    p.sm.write_range(b, 0, 42, kPageData);
    Tiering& t = p.sm.tiering();
    t.add_heat(a, 0, 42, 100000);
    t.add_heat(b, 0, 42, 1000);
    t.advance(1800, p.sm);
    t.advance(2400, p.sm);
    t.add_heat(b, 0, 42, 1000);
    t.advance(3000, p.sm);
    t.advance(3600, p.sm);  // cycle 2 ends: plan
    t.advance(4200, p.sm);
    EXPECT_DOUBLE_EQ(t.tier_shares(a, 0, 42)[0], 0.0);
    EXPECT_DOUBLE_EQ(t.tier_shares(b, 0, 42)[0], 1.0);
    EXPECT_NEAR(p.member_gb(0), 42, 1e-6);
}

TEST(Tiering, PinnedPagesTakeTopTierRoomFirst) {
    // 10 GB on a Level 1 DP-Vol (244 pages) sits on the flash group for good, leaving
    // 68.6 - 10.008 GB for the busiest policy-All pages.
    Pool p;
    const Id a = p.lab.data_lus[0], meta = p.lab.meta_lus[0];
    p.sm.write_range(meta, 0, 10, kPageData);
    p.sm.write_range(a, 0, 84, kPageData);
    p.sm.tiering().add_heat(a, 0, 84, 5000);
    p.sm.tiering().advance(1800, p.sm);
    p.sm.tiering().advance(2400, p.sm);
    EXPECT_NEAR(p.sm.tiering().tier_gb(p.sm, a, 0), kRoomGb - 244 * kPageGb, 1e-6);
    EXPECT_DOUBLE_EQ(p.sm.tiering().tier_shares(meta, 0, 10)[0], 1.0);
}
