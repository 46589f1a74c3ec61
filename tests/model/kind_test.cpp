// The kind table and the schema agree: every kind has a name, a spec and sane defaults.
#include <gtest/gtest.h>

#include "topology/schema.h"

using namespace santwin;

TEST(Kind, NamesRoundTripAndAreUnique) {
    std::set<std::string_view> names;
    for (Kind k : all_kinds()) {
        auto name = kind_name(k);
        EXPECT_TRUE(names.insert(name).second) << name;
        ASSERT_TRUE(kind_from_name(name).has_value()) << name;
        EXPECT_EQ(*kind_from_name(name), k);
    }
    EXPECT_EQ(names.size(), static_cast<size_t>(kKindCount));
    EXPECT_FALSE(kind_from_name("warp_drive").has_value());
}

TEST(Schema, EveryDefaultPassesItsOwnCheck) {
    for (Kind k : all_kinds()) {
        const KindSpec& spec = kind_spec(k);
        EXPECT_EQ(spec.kind, k);
        for (const AttrSpec& a : spec.attrs)
            EXPECT_EQ(check_value(a, a.default_value), "") << kind_name(k) << "." << a.key;
    }
}

TEST(Schema, RangeAndChoiceMessagesNameTheFix) {
    const AttrSpec* rpm = kind_spec(Kind::Drive).attr("rpm");
    ASSERT_NE(rpm, nullptr);
    EXPECT_NE(check_value(*rpm, Value{-5.0}).find("between 0 and 20000"), std::string::npos);
    const AttrSpec* level = kind_spec(Kind::RaidGroup).attr("level");
    ASSERT_NE(level, nullptr);
    EXPECT_NE(check_value(*level, Value{std::string("raid7")}).find("raid5"), std::string::npos);
    EXPECT_EQ(check_value(*level, Value{std::string("raid6")}), "");
}
