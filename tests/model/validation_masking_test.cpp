// Validation of LUN masking (host groups) on the small SAN (san_fixture.h).
#include <gtest/gtest.h>

#include "san_fixture.h"

using namespace santwin;
using namespace santwin::test;

// esx02's HBA port is cabled to fabric A and listed in HG-esx01, but not zoned: a masking
// warning that carries the zoning reason. Zoning it clears the warning.
TEST(ValidationMasking, HostGroupMemberWithoutPath) {
    SmallSan s;
    Id srv2 = s.b.add(Kind::Server, "esx02-hw");
    Id esx2 = s.b.add(Kind::EsxHost, "esx02", srv2);
    Id q0 = s.b.fc_port(s.b.add(Kind::Hba, "hba0", srv2), "q0", 4);
    s.b.link(q0, s.sw_a[3]);
    s.t.set(s.hg, "initiators", TextList{s.b.wwpn_of(s.p0), s.b.wwpn_of(s.p1), s.b.wwpn_of(q0)});
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "masking.no_path");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{esx2, s.hg, s.lu}));
    EXPECT_TRUE(contains(hits[0].message, "no zone in the active zone set 'cfgA'"))
        << hits[0].message;
    EXPECT_EQ(problems.size(), 1u) << dump(problems);

    Id z = s.b.zone(s.fabric_a, "z_esx02", {q0, s.t0a});
    s.t.set(s.cfg_a, "zones", RefList{s.zone_a, z});
    problems = validate(s.t);
    EXPECT_TRUE(problems.empty()) << dump(problems);
}

// HG-esx01 lists switch port swA/1 and array EXT's port: neither is a front-end port of AMS.
TEST(ValidationMasking, PortNotOnArray) {
    SmallSan s;
    s.t.set(s.hg, "ports", RefList{s.t0a, s.t1b});
    EXPECT_TRUE(with_rule(validate(s.t), "masking.port_not_on_array").empty());
    Id ext = s.b.add(Kind::Array, "EXT");
    Id ext_port = s.b.fc_port(s.b.add(Kind::Controller, "X0", ext), "X0-A", 4);
    s.t.set(s.hg, "ports", RefList{s.t0a, s.sw_a[1], ext_port});
    auto hits = with_rule(validate(s.t), "masking.port_not_on_array");
    ASSERT_EQ(hits.size(), 2u) << dump(hits);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.hg, s.sw_a[1]}));
    EXPECT_EQ(hits[1].entities, (std::vector<Id>{s.hg, ext_port}));
    EXPECT_TRUE(contains(hits[1].message, "not a front-end port of Storage array 'AMS'"))
        << hits[1].message;
}

// A mapping in HG-esx01 presents an LU of another array: reported as such, and not also as a
// masking.no_path for esx01.
TEST(ValidationMasking, LuOnOtherArray) {
    SmallSan s;
    Id ext = s.b.add(Kind::Array, "EXT");
    Id rg = s.b.raid_group(ext, "X", "raid1", 1, 1, s.b.drives(ext, 2, "x", "sas", 15000, 300, ""));
    Id foreign = s.b.add(Kind::LogicalUnit, "x-lu", ext, {{"backing", Ref{rg}}});
    Id m = s.b.add(Kind::LunMapping, "x @ 1", s.hg, {{"lu", Ref{foreign}}, {"lun", 1.0}});
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "masking.lu_on_other_array");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{m, foreign, s.hg}));
    EXPECT_EQ(problems.size(), 1u) << dump(problems);
}

// Two LUs at LUN 0 in one host group; moving the second to LUN 1 fixes it.
TEST(ValidationMasking, DuplicateLun) {
    SmallSan s;
    Id lu2 = s.b.add(Kind::LogicalUnit, "LU-01", s.array, {{"backing", Ref{s.rg}}, {"lu_number", 1.0}});
    Id m2 = s.b.add(Kind::LunMapping, "LU-01 @ 0", s.hg, {{"lu", Ref{lu2}}, {"lun", 0.0}});
    auto hits = with_rule(validate(s.t), "masking.duplicate_lun");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities.front(), s.hg);
    EXPECT_TRUE(mentions(hits[0], m2));
    EXPECT_TRUE(contains(hits[0].message, "presents LUN 0 twice")) << hits[0].message;
    s.t.set(m2, "lun", 1.0);
    auto problems = validate(s.t);
    EXPECT_TRUE(problems.empty()) << dump(problems);
}
