// Zones, zone-set membership and aliases as edits: a new zone goes into the fabric's active set,
// an alias stands for its port's WWPN and joins a zone once, and refusals change nothing.
#include <gtest/gtest.h>

#include "editing/edits.h"
#include "editing/zoning.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::editing;

TEST(ZoningSets, NewZoneJoinsTheActiveSetAndAnAliasResolvesToItsPort) {
    Project p = labs::build_lab("000");
    Id fabric = kNoId;
    for (Id f : p.topology.all_of(Kind::Fabric))
        if (p.topology.at(f).ref("active_zone_set")) fabric = f;
    ASSERT_NE(fabric, kNoId);
    const Id set = p.topology.at(fabric).ref("active_zone_set");
    const std::vector<Id> ports = fabric_ports(p.topology, fabric);
    ASSERT_FALSE(ports.empty());

    EditSession s(p);
    const Id zone = add_zone(s, fabric);
    const RefList in_set = s.topology().at(set).refs("zones");
    EXPECT_NE(std::find(in_set.begin(), in_set.end(), zone), in_set.end());
    EXPECT_THROW(set_zone_in_set(s, set, zone, true), EditError);

    const Id alias = add_alias(s, fabric, ports.front());
    add_alias_member(s, zone, alias);
    EXPECT_THROW(add_alias_member(s, zone, alias), EditError);
    const std::vector<ZoneMember> members = zone_members(s.topology(), zone);
    ASSERT_EQ(members.size(), 1u);
    EXPECT_EQ(members.front().ports, std::vector<Id>{ports.front()});

    set_zone_in_set(s, set, zone, false);
    EXPECT_THROW(set_zone_in_set(s, set, zone, false), EditError);
    ChangeSet change = s.take();
    change.apply_before(p);
    EXPECT_FALSE(p.topology.contains(zone));
    EXPECT_FALSE(p.topology.contains(alias));
}
