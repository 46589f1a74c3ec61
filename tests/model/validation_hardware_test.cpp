// An LU's owner and backing belong to its own array; a model name must be one SanTwin has
// parameters for (lu.other_array, hardware.unknown_model), on the small SAN (san_fixture.h).
#include <gtest/gtest.h>

#include "san_fixture.h"

using namespace santwin;
using namespace santwin::test;

TEST(ValidationHardware, AnLusOwnerAndBackingAreOnItsArray) {
    SmallSan s;
    const Id other = s.b.add(Kind::Array, "ARR2");
    const Id other_ctl = s.b.add(Kind::Controller, "CTL0", other);
    const Id other_rg = s.b.raid_group(other, "RG-9", "raid5", 4, 1, s.b.drives(other, 5, "e", "sas", 15000, 300, ""));
    s.t.set(s.lu, "owner", Ref{other_ctl});
    s.t.set(s.lu, "backing", Ref{other_rg});
    const auto hits = with_rule(validate(s.t), "lu.other_array");
    ASSERT_EQ(hits.size(), 2u) << dump(validate(s.t));
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.lu, other_ctl}));
    EXPECT_TRUE(contains(hits[0].message, "set owner to one of AMS's controllers (CTL0 and CTL1)")) << hits[0].message;
    EXPECT_EQ(hits[1].entities, (std::vector<Id>{s.lu, other_rg}));
    EXPECT_TRUE(contains(hits[1].message, "belongs to another array")) << hits[1].message;
}

TEST(ValidationHardware, AnUnknownModelIsAnErrorListingTheKnownOnes) {
    SmallSan s;
    s.t.set(s.drives[0], "hardware", std::string("seagate-x"));
    const auto hits = with_rule(validate(s.t), "hardware.unknown_model");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].severity, Severity::Error);
    EXPECT_TRUE(contains(hits[0].message, "'seagate-x'")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "sas-15k-146")) << "names the models there are: " << hits[0].message;
    s.t.set(s.drives[0], "hardware", std::string("sas-15k-146"));
    EXPECT_TRUE(with_rule(validate(s.t), "hardware.unknown_model").empty());
}

// A 15K model's drive said to spin at 7200 rpm: runs use the model, so a warning names 7200 rpm
// models to choose instead.
TEST(ValidationHardware, ADrivesRpmOtherThanItsModelsIsAWarning) {
    SmallSan s;
    s.t.set(s.drives[0], "hardware", std::string("sas-15k-146"));
    s.t.set(s.drives[0], "rpm", 15000.0);
    EXPECT_TRUE(with_rule(validate(s.t), "hardware.rpm_mismatch").empty());
    s.t.set(s.drives[0], "rpm", 7200.0);
    const auto hits = with_rule(validate(s.t), "hardware.rpm_mismatch");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    EXPECT_TRUE(contains(hits[0].message, "is a 15000 rpm drive")) << hits[0].message;
    EXPECT_TRUE(contains(hits[0].message, "sata-7k2")) << hits[0].message;
}
