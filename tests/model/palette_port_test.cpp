// A port dropped from the palette onto a controller can be zoned at once: it is FC by default and
// gets a WWPN no other port of the lab has (before, zoning it failed with "has no WWPN").
#include <gtest/gtest.h>

#include <set>

#include "editing/edits.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::editing;

TEST(PalettePort, GetsAFreshWwpn) {
    // Lab 000, two ports added to its first controller: both FC, both with a WWPN, distinct from
    // each other and from every WWPN the lab had.
    Project p = labs::build_lab("000");
    Topology& t = p.topology;
    std::set<std::string> before;
    for (Id port : t.all_of(Kind::Port))
        if (!t.at(port).text("wwpn").empty()) before.insert(t.at(port).text("wwpn"));
    const Id controller = t.all_of(Kind::Controller).front();
    EditSession s(p);
    const Id a = create_entity(s, Kind::Port, "", controller);
    const Id b = create_entity(s, Kind::Port, "", controller);
    for (Id port : {a, b}) {
        EXPECT_EQ(t.at(port).text("protocol"), "fc");
        const std::string wwpn = t.at(port).text("wwpn");
        EXPECT_FALSE(wwpn.empty());
        EXPECT_EQ(before.count(wwpn), 0u) << wwpn;
    }
    EXPECT_NE(t.at(a).text("wwpn"), t.at(b).text("wwpn"));
}
