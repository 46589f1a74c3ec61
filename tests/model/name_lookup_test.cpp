// Entities by the names people type: lab 003 has an RG-000 on each of its two arrays.
#include <gtest/gtest.h>

#include "labs/labs.h"
#include "topology/name_lookup.h"

using namespace santwin;

TEST(NameLookup, SharedNamesAreTakenApartByAnAncestor) {
    const Project lab = labs::build_lab("003");
    const Topology& t = lab.topology;
    const auto both = entities_named(t, "RG-000");
    ASSERT_EQ(both.size(), 2u);
    const std::string second = qualified_name(t, both[1]);
    const auto cli_form = entities_named(t, second);
    ASSERT_EQ(cli_form.size(), 1u) << second;
    EXPECT_EQ(cli_form.front(), both[1]);
    const std::string parent = t.at(t.at(both[1]).parent).name;
    EXPECT_EQ(entities_named(t, "RG-000 \u00b7 " + parent), cli_form) << "the entity list's form";
    EXPECT_TRUE(entities_named(t, "No-Such/RG-000").empty());
    EXPECT_TRUE(entities_named(t, "nothing").empty());
}

// A name that finds nothing is answered with names that do exist: those containing it (in any
// case), else one entity of each top-level kind.
TEST(NameLookup, UnknownNameSuggestsNamesThatExist) {
    const Project lab = labs::build_lab("000");
    const Topology& t = lab.topology;
    EXPECT_EQ(unknown_entity(t, "AMS2100"), "");
    const std::string typo = unknown_entity(t, "ams2100");
    EXPECT_NE(typo.find("did you mean 'AMS2100'"), std::string::npos) << typo;
    const std::string nothing = unknown_entity(t, "NOPE");
    EXPECT_NE(nothing.find("no entity named 'NOPE'"), std::string::npos) << nothing;
    EXPECT_NE(nothing.find("'AMS2100'"), std::string::npos) << nothing;
    EXPECT_NE(nothing.find("'ESX-1'"), std::string::npos) << nothing;
}
