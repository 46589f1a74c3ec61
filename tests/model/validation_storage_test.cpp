// Validation of RAID groups, LUs and thin pools on the small SAN (san_fixture.h).
#include <gtest/gtest.h>

#include <stdexcept>

#include "san_fixture.h"
#include "scenarios/scenario_run.h"
#include "topology/backing.h"

using namespace santwin;
using namespace santwin::test;

// The healthy small SAN validates clean, and the same topology always gives the same list.
TEST(Validation, SmallSanIsClean) {
    SmallSan s;
    auto problems = validate(s.t);
    EXPECT_TRUE(problems.empty()) << dump(problems);
}

// RG-0 is 4D+1P but lists only four drives: raid.drive_count names the group and the count.
TEST(ValidationRaid, DriveCountMustMatchLayout) {
    SmallSan s;
    s.t.set(s.rg, "drives", RefList(s.drives.begin(), s.drives.begin() + 4));
    auto hits = with_rule(validate(s.t), "raid.drive_count");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities.front(), s.rg);
    EXPECT_TRUE(contains(hits[0].message, "4D+1P but lists 4 drives")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "exactly 5")) << hits[0].message;
}

// Each RAID level's layout: fitting ones pass, others fail (each group gets exactly the drives
// its layout asks for, so only raid.level_layout can fire).
TEST(ValidationRaid, LevelLayout) {
    struct Case {
        const char* level;
        int data, parity;
        bool ok;
    };
    const Case cases[] = {{"raid5", 4, 1, true},   {"raid5", 4, 2, false}, {"raid5", 1, 1, false},
                          {"raid6", 6, 2, true},   {"raid6", 4, 1, false}, {"raid10", 2, 2, true},
                          {"raid10", 3, 2, false}, {"raid1", 1, 1, true},  {"raid1", 2, 2, false},
                          {"raid0", 4, 0, true},   {"raid0", 4, 1, false}};
    for (const Case& c : cases) {
        Topology t;
        labs::LabBuilder b(t);
        Id arr = b.add(Kind::Array, "arr");
        auto d = b.drives(arr, c.data + c.parity, "d", "sas", 15000, 300, "");
        Id rg = b.raid_group(arr, "RG", c.level, c.data, c.parity, d);
        auto problems = validate(t);
        auto hits = with_rule(problems, "raid.level_layout");
        EXPECT_EQ(hits.empty(), c.ok) << c.level << " " << c.data << "+" << c.parity << "\n"
                                      << dump(problems);
        if (!hits.empty()) {
            EXPECT_TRUE(mentions(hits[0], rg));
        }
        EXPECT_TRUE(with_rule(problems, "raid.drive_count").empty()) << dump(problems);
    }
}

// Drive d0 listed by a second RAID group and by a disk group: one problem naming the drive
// first and every group holding it.
TEST(ValidationRaid, DriveInTwoGroups) {
    SmallSan s;
    EXPECT_TRUE(with_rule(validate(s.t), "raid.drive_in_two_groups").empty());
    auto more = s.b.drives(s.array, 1, "e", "sas", 15000, 300, "");
    Id rg2 = s.b.raid_group(s.array, "RG-1", "raid1", 1, 1, {s.drives[0], more[0]});
    Id dg = s.b.add(Kind::DiskGroup, "DG", s.array, {{"drives", RefList{s.drives[0]}}});
    auto hits = with_rule(validate(s.t), "raid.drive_in_two_groups");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.drives[0], s.rg, rg2, dg}));
    EXPECT_TRUE(contains(hits[0].message, "RAID group 'RG-1'")) << hits[0].message;
}

// LU-00 grown to 1300 GB on a 1200 GB RAID group fails; exactly 1200 GB fits.
TEST(ValidationLu, StandardLuLargerThanRaidGroup) {
    SmallSan s;
    s.t.set(s.lu, "capacity_gb", 1200.0);
    EXPECT_TRUE(with_rule(validate(s.t), "lu.exceeds_backing").empty());
    s.t.set(s.lu, "capacity_gb", 1300.0);
    auto hits = with_rule(validate(s.t), "lu.exceeds_backing");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.lu, s.rg}));
    EXPECT_TRUE(contains(hits[0].message, "1300 GB")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "1200 GB usable")) << hits[0].message;
}

// Two LUs of 700 and 600 GB on the 1200 GB group overflow it together; 700 + 500 fit.
TEST(ValidationLu, RaidGroupOverallocated) {
    SmallSan s;
    s.t.set(s.lu, "capacity_gb", 700.0);
    Id lu2 = s.b.add(Kind::LogicalUnit, "LU-01", s.array,
                     {{"capacity_gb", 500.0}, {"backing", Ref{s.rg}}});
    EXPECT_TRUE(with_rule(validate(s.t), "raid.overallocated").empty());
    s.t.set(lu2, "capacity_gb", 600.0);
    auto hits = with_rule(validate(s.t), "raid.overallocated");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.rg, s.lu, lu2}));
}

// EVA disk group of 8 × 300 GB with single protection: 2400 − 2 × 300 = 1800 GB. A 1000 GB
// Vraid1 Vdisk (limit 900) fails; as Vraid5 (limit 1440) it fits.
TEST(ValidationLu, VdiskLargerThanDiskGroupAllowsForItsVraid) {
    Topology t;
    labs::LabBuilder b(t);
    Id eva = b.add(Kind::Array, "EVA");
    Id dg = b.add(Kind::DiskGroup, "DG1", eva,
                  {{"drives", RefList(b.drives(eva, 8, "d", "fc", 15000, 300, ""))}});
    Id vd =
        b.add(Kind::LogicalUnit, "vd", eva,
              {{"backing", Ref{dg}}, {"capacity_gb", 1000.0}, {"vraid", std::string("vraid1")}});
    auto hits = with_rule(validate(t), "lu.exceeds_backing");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{vd, dg}));
    EXPECT_TRUE(contains(hits[0].message, "at most 900 GB for a vraid1 Vdisk")) << hits[0].message;
    t.set(vd, "vraid", std::string("vraid5"));
    EXPECT_TRUE(with_rule(validate(t), "lu.exceeds_backing").empty());
}

namespace {
// A RAID group of `n` fresh drives of `type` on the small SAN's array.
Id fresh_rg(SmallSan& s, const std::string& name, const std::string& level, int data, int parity,
            const std::string& type = "sas") {
    return s.b.raid_group(s.array, name, level, data, parity,
                          s.b.drives(s.array, data + parity, name + "-d", type, 15000, 300, ""));
}
}  // namespace

// An HDP pool of a RAID-5 and a RAID-10 group mixes levels; two RAID-5 groups do not.
TEST(ValidationPool, MixedRaidLevel) {
    SmallSan s;
    Id r5 = fresh_rg(s, "RG-5", "raid5", 4, 1);
    Id pool = s.b.add(Kind::Pool, "HDP", s.array, {{"members", RefList{s.rg, r5}}});
    EXPECT_TRUE(with_rule(validate(s.t), "pool.mixed_raid_level").empty());
    Id r10 = fresh_rg(s, "RG-10", "raid10", 2, 2);
    s.t.set(pool, "members", RefList{s.rg, r10});
    auto hits = with_rule(validate(s.t), "pool.mixed_raid_level");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities.front(), pool);
    EXPECT_TRUE(mentions(hits[0], r10));
    EXPECT_TRUE(contains(hits[0].message, "raid10 (RAID group 'RG-10'")) << hits[0].message;
}

// SAS and SATA RAID groups in one HDP pool mix drive types; the same pool as HDT is tiered and
// fine. In HDT, levels only have to match within one drive type.
TEST(ValidationPool, MixedDriveTypeAndTiering) {
    SmallSan s;
    Id sata = fresh_rg(s, "RG-S", "raid5", 4, 1, "sata");
    Id pool = s.b.add(Kind::Pool, "HDP", s.array, {{"members", RefList{s.rg, sata}}});
    auto hits = with_rule(validate(s.t), "pool.mixed_drive_type");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_TRUE(contains(hits[0].message, "sas (RAID group 'RG-0'")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "sata (RAID group 'RG-S'")) << hits[0].message;

    s.t.set(pool, "type", std::string("hdt"));
    Id sata6 = fresh_rg(s, "RG-S6", "raid6", 6, 2, "sata");
    s.t.set(pool, "members", RefList{s.rg, sata6});  // SAS raid5 tier, SATA raid6 tier
    auto problems = validate(s.t);
    EXPECT_TRUE(with_rule(problems, "pool.mixed_drive_type").empty()) << dump(problems);
    EXPECT_TRUE(with_rule(problems, "pool.mixed_raid_level").empty()) << dump(problems);

    s.t.set(pool, "members",
            RefList{s.rg, sata6, fresh_rg(s, "RG-10", "raid10", 2, 2)});  // two SAS levels
    auto hits2 = with_rule(validate(s.t), "pool.mixed_raid_level");
    ASSERT_EQ(hits2.size(), 1u);
    EXPECT_TRUE(contains(hits2[0].message, "among its sas drives")) << hits2[0].message;
}

// An external volume is judged by its source LU's backing: a SATA RAID-6 LU on another array
// mixes level and type with the SAS RAID-5 group; a SAS RAID-5 source matches.
TEST(ValidationPool, ExternalVolumeUsesSourceBacking) {
    SmallSan s;
    Id ext = s.b.add(Kind::Array, "EXT");
    Id ext_rg =
        s.b.raid_group(ext, "X6", "raid6", 6, 2, s.b.drives(ext, 8, "x", "sata", 7200, 1000, ""));
    Id ext_lu =
        s.b.add(Kind::LogicalUnit, "x-lu", ext, {{"backing", Ref{ext_rg}}, {"capacity_gb", 500.0}});
    Id ev = s.b.add(Kind::ExternalVolume, "EV", s.array, {{"source_lu", Ref{ext_lu}}});
    Id pool = s.b.add(Kind::Pool, "HDP", s.array, {{"members", RefList{s.rg, ev}}});
    auto problems = validate(s.t);
    ASSERT_EQ(with_rule(problems, "pool.mixed_raid_level").size(), 1u) << dump(problems);
    ASSERT_EQ(with_rule(problems, "pool.mixed_drive_type").size(), 1u) << dump(problems);
    EXPECT_TRUE(mentions(with_rule(problems, "pool.mixed_raid_level")[0], ev));

    Id ext_rg5 =
        s.b.raid_group(ext, "X5", "raid5", 4, 1, s.b.drives(ext, 5, "y", "sas", 15000, 300, ""));
    s.t.set(ext_lu, "backing", Ref{ext_rg5});
    problems = validate(s.t);
    EXPECT_TRUE(with_rule(problems, "pool.mixed_raid_level").empty()) << dump(problems);
    EXPECT_TRUE(with_rule(problems, "pool.mixed_drive_type").empty()) << dump(problems);
    (void)pool;
}

// Pool of RG-0 (1200 GB usable) with a 100% subscription limit: thin LUs of 700 + 600 GB are
// over; 700 + 500 fit; adding a 1000 GB external volume makes room for 1300.
TEST(ValidationPool, Oversubscribed) {
    SmallSan s;
    Id pool = s.b.add(Kind::Pool, "HDP", s.array,
                      {{"members", RefList{s.rg}}, {"subscription_limit_pct", 100.0}});
    Id a = s.b.add(Kind::LogicalUnit, "thin-a", s.array,
                   {{"backing", Ref{pool}}, {"capacity_gb", 700.0}});
    Id b = s.b.add(Kind::LogicalUnit, "thin-b", s.array,
                   {{"backing", Ref{pool}}, {"capacity_gb", 500.0}});
    EXPECT_TRUE(with_rule(validate(s.t), "pool.oversubscribed").empty());
    s.t.set(b, "capacity_gb", 600.0);
    auto hits = with_rule(validate(s.t), "pool.oversubscribed");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{pool, a, b}));
    EXPECT_TRUE(contains(hits[0].message, "total 1300 GB, over 100% of its 1200 GB"))
        << hits[0].message;

    Id ev = s.b.add(Kind::ExternalVolume, "EV", s.array, {{"capacity_gb", 1000.0}});
    s.t.set(pool, "members", RefList{s.rg, ev});
    EXPECT_TRUE(with_rule(validate(s.t), "pool.oversubscribed").empty());
}

// LU-00 without a backing passed every check and simulated impossibly fast: it is an error
// naming the LU and the fix, and a run refuses the lab before placing any I/O on it.
TEST(ValidationLu, NoBacking) {
    SmallSan s;
    s.t.set(s.lu, "backing", Value{});
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "lu.no_backing");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].severity, Severity::Error);
    EXPECT_EQ(hits[0].entities, std::vector<Id>{s.lu});
    EXPECT_TRUE(contains(hits[0].message, "set backing to a RAID group")) << hits[0].message;
    EXPECT_EQ(unbacked_lu_in_use(s.t), s.lu);
    Project p;
    p.topology = s.t;
    try {
        scenarios::ScenarioRun run(p, engine::unobserved(), false);
        ADD_FAILURE() << "a run started on an LU with no backing";
    } catch (const std::invalid_argument& e) {
        EXPECT_TRUE(contains(e.what(), "Logical unit 'LU-00' has no backing")) << e.what();
    }
    // A backing to nothing is ref.dangling's, not this rule's.
    s.t.set(s.lu, "backing", Ref{99999});
    EXPECT_TRUE(with_rule(validate(s.t), "lu.no_backing").empty());
}

// Two LUs of AMS numbered 0 (the next free number is named); the same number on another
// array is fine.
TEST(ValidationLu, DuplicateNumberInOneArray) {
    SmallSan s;
    Id second = s.b.add(Kind::LogicalUnit, "LU-01", s.array,
                        {{"capacity_gb", 100.0}, {"backing", Ref{s.rg}}, {"lu_number", 1.0}});
    EXPECT_TRUE(with_rule(validate(s.t), "lu.duplicate_number").empty());
    s.t.set(second, "lu_number", 0.0);
    Id other_array = s.b.add(Kind::Array, "other");
    s.b.add(Kind::LogicalUnit, "LU-X", other_array, {{"capacity_gb", 1.0}, {"lu_number", 0.0}});
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "lu.duplicate_number");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.lu, second, s.array}));
    EXPECT_TRUE(contains(hits[0].message, "share lu_number 0")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "(1 is free)")) << hits[0].message;
}

// RG-0 listed by two pools: one error naming the RAID group first and both pools.
TEST(ValidationPool, MemberOfTwoPools) {
    SmallSan s;
    Id first = s.b.add(Kind::Pool, "HDP-0", s.array, {{"members", RefList{s.rg}}});
    EXPECT_TRUE(with_rule(validate(s.t), "pool.member_in_two_pools").empty());
    Id second = s.b.add(Kind::Pool, "HDP-1", s.array, {{"members", RefList{s.rg}}});
    auto hits = with_rule(validate(s.t), "pool.member_in_two_pools");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.rg, first, second}));
    EXPECT_TRUE(contains(hits[0].message, "member of Thin pool 'HDP-0' and Thin pool 'HDP-1'")) << hits[0].message;
}
