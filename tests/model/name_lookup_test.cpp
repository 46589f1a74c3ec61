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
