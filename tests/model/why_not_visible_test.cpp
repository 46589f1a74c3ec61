// why_not_visible names the first step of path resolution that fails, with entities and WWPNs.
#include <gtest/gtest.h>

#include "san_fixture.h"
#include "topology/paths.h"

using namespace santwin;
using namespace santwin::test;

// The healthy small SAN: esx01 sees LU-00, so there is nothing to explain.
TEST(WhyNotVisible, EmptyWhenVisible) {
    SmallSan s;
    EXPECT_EQ(why_not_visible(s.t, s.esx, s.lu), "");
}

// Not a host, or not an LU: the message says what to pick instead.
TEST(WhyNotVisible, RejectsWrongKinds) {
    SmallSan s;
    EXPECT_TRUE(contains(why_not_visible(s.t, s.hba, s.lu), "is not a host"));
    EXPECT_TRUE(contains(why_not_visible(s.t, s.esx, s.rg), "is not a logical unit"));
    EXPECT_TRUE(contains(why_not_visible(s.t, 4242, s.lu), "does not exist"));
}

// The HBA removed: the server has no FC ports.
TEST(WhyNotVisible, NoHbaPorts) {
    SmallSan s;
    s.t.remove(s.hba);
    const std::string why = why_not_visible(s.t, s.esx, s.lu);
    EXPECT_TRUE(contains(why, "Server 'esx01-hw'")) << why;
    EXPECT_TRUE(contains(why, "has no FC HBA ports")) << why;
}

// Both HBA cables removed: the message names the loose ports and their WWPNs.
TEST(WhyNotVisible, PortsNotLinked) {
    SmallSan s;
    s.t.remove(s.link_p0);
    s.t.remove(s.link_p1);
    const std::string why = why_not_visible(s.t, s.esx, s.lu);
    EXPECT_TRUE(contains(why, "not linked")) << why;
    EXPECT_TRUE(contains(why, s.b.wwpn_of(s.p0))) << why;
    EXPECT_TRUE(contains(why, s.b.wwpn_of(s.p1))) << why;
}

// The array's cables removed: the host reaches switches but no port of array AMS.
TEST(WhyNotVisible, NoSwitchPathToTheArray) {
    SmallSan s;
    for (Id port : {s.t0a, s.t0b, s.t1a, s.t1b})
        for (const auto& [link, key] : s.t.referrers(port))
            if (s.t.at(link).kind == Kind::Link) s.t.remove(link);
    const std::string why = why_not_visible(s.t, s.esx, s.lu);
    EXPECT_TRUE(contains(why, "no switch path from the HBA ports of ")) << why;
    EXPECT_TRUE(contains(why, "Storage array 'AMS'")) << why;
    EXPECT_FALSE(contains(why, "''")) << why;
}

// Both zones lose the array ports: each fabric is named with its zone set and the candidate
// target WWPNs the host could be zoned to.
TEST(WhyNotVisible, NoZoneHoldsBoth) {
    SmallSan s;
    s.t.set(s.zone_a, "members", TextList{s.b.wwpn_of(s.p0)});
    s.t.set(s.zone_b, "members", TextList{s.b.wwpn_of(s.p1)});
    const std::string why = why_not_visible(s.t, s.esx, s.lu);
    EXPECT_TRUE(contains(why, "no zone in the active zone set 'cfgA' of Fabric 'A'")) << why;
    EXPECT_TRUE(contains(why, "'cfgB' of Fabric 'B'")) << why;
    EXPECT_TRUE(contains(why, s.b.wwpn_of(s.p0))) << why;
    for (Id t : {s.t0a, s.t1a, s.t0b, s.t1b}) EXPECT_TRUE(contains(why, s.b.wwpn_of(t))) << why;
}

// The host group lists someone else: no host group on AMS lists the host's initiators.
TEST(WhyNotVisible, NoHostGroupListsTheInitiator) {
    SmallSan s;
    s.t.set(s.hg, "initiators", TextList{"10:00:00:00:c9:00:00:01"});
    const std::string why = why_not_visible(s.t, s.esx, s.lu);
    EXPECT_TRUE(contains(why, "no host group on Storage array 'AMS'")) << why;
    EXPECT_TRUE(contains(why, s.b.wwpn_of(s.p0))) << why;
}

// The host group maps LU-00 only on 1A and 1B while zoning lets the host reach 0A and 0B.
TEST(WhyNotVisible, MappedOnPortsTheHostCannotReach) {
    SmallSan s;
    s.t.set(s.zone_a, "members", TextList{s.b.wwpn_of(s.p0), s.b.wwpn_of(s.t0a)});
    s.t.set(s.zone_b, "members", TextList{s.b.wwpn_of(s.p1), s.b.wwpn_of(s.t0b)});
    s.t.set(s.hg, "ports", RefList{s.t1a, s.t1b});
    const std::string why = why_not_visible(s.t, s.esx, s.lu);
    EXPECT_TRUE(contains(why, "Host group 'HG-esx01'")) << why;
    EXPECT_TRUE(contains(why, "cannot reach")) << why;
    EXPECT_TRUE(contains(why, "'1A'")) << why;
    EXPECT_TRUE(contains(why, "reaches Port '0A'")) << why;
}

// The group lists only p0, but only p1 has a zoned path: the fix is to list p1.
TEST(WhyNotVisible, ListedInitiatorHasNoZonedPath) {
    SmallSan s;
    s.t.set(s.zone_a, "members", TextList{});
    s.t.set(s.hg, "initiators", TextList{s.b.wwpn_of(s.p0)});
    const std::string why = why_not_visible(s.t, s.esx, s.lu);
    EXPECT_TRUE(contains(why, "the initiators it lists have no zoned path")) << why;
    EXPECT_TRUE(contains(why, s.b.wwpn_of(s.p1))) << why;
}

// A second LU the host group does not map.
TEST(WhyNotVisible, LuNotMapped) {
    SmallSan s;
    Id lu2 = s.b.add(Kind::LogicalUnit, "LU-01", s.array, {{"backing", Ref{s.rg}}});
    const std::string why = why_not_visible(s.t, s.esx, lu2);
    EXPECT_TRUE(contains(why, "Logical unit 'LU-01'")) << why;
    EXPECT_TRUE(contains(why, "is not mapped in Host group 'HG-esx01'")) << why;
    EXPECT_TRUE(contains(why, "add a LUN mapping")) << why;
}
