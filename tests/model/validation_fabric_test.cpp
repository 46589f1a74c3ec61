// Validation of ports, links, zoning and references on the small SAN (san_fixture.h).
#include <gtest/gtest.h>

#include "san_fixture.h"
#include "topology/port_speeds.h"

using namespace santwin;
using namespace santwin::test;

// Port 1B given p0's WWPN in another spelling (upper case, no colons): one problem naming both.
TEST(ValidationPort, DuplicateWwpn) {
    SmallSan s;
    EXPECT_TRUE(with_rule(validate(s.t), "port.duplicate_wwpn").empty());
    std::string w;
    for (char c : s.b.wwpn_of(s.p0))
        if (c != ':') w.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    s.t.set(s.t1b, "wwpn", w);
    auto hits = with_rule(validate(s.t), "port.duplicate_wwpn");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.p0, s.t1b}));
    EXPECT_EQ(hits[0].severity, Severity::Error);
}

// A NIC's Ethernet port cabled to an FC switch port: protocols differ.
TEST(ValidationLink, FcToEthernet) {
    SmallSan s;
    Id nic = s.b.add(Kind::Nic, "vmnic0", s.server);
    Id eth = s.b.eth_port(nic, "e0", 1);
    Id link = s.b.link(eth, s.sw_a[5]);
    auto hits = with_rule(validate(s.t), "link.incompatible");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{link, eth, s.sw_a[5]}));
    EXPECT_TRUE(contains(hits[0].message, "has one end Ethernet and the other Fibre Channel"))
        << hits[0].message;
}

// Two servers' HBA ports cabled to each other: host-to-host.
TEST(ValidationLink, HostToHost) {
    SmallSan s;
    Id other = s.b.add(Kind::Server, "other");
    Id q = s.b.fc_port(s.b.add(Kind::Hba, "hba", other), "q", 4);
    Id r = s.b.fc_port(s.b.add(Kind::Hba, "hba1", s.server), "r", 4);
    Id link = s.b.link(q, r);
    auto hits = with_rule(validate(s.t), "link.incompatible");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities.front(), link);
    EXPECT_TRUE(contains(hits[0].message, "two host adapter ports")) << hits[0].message;
}

// p0 cabled a second time, to swA/6: the port is named with both links.
TEST(ValidationLink, PortCabledTwice) {
    SmallSan s;
    Id extra = s.b.link(s.p0, s.sw_a[6]);
    auto hits = with_rule(validate(s.t), "link.incompatible");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.p0, s.link_p0, extra}));
    EXPECT_TRUE(contains(hits[0].message, "cabled 2 times")) << hits[0].message;
}

// A link with no 'b' end, and one whose end was deleted; a link with both ends on one port.
TEST(ValidationLink, MissingEnds) {
    SmallSan s;
    Id loose = s.b.add(Kind::Link, "loose", kNoId, {{"a", Ref{s.sw_a[6]}}});
    Id spare = s.b.fc_port(s.ctl0, "0C", 4);
    Id gone = s.b.link(s.sw_a[7], spare);
    s.t.remove(spare);
    Id self = s.b.add(Kind::Link, "self", kNoId, {{"a", Ref{s.sw_b[6]}}, {"b", Ref{s.sw_b[6]}}});
    auto hits = with_rule(validate(s.t), "link.incompatible");
    ASSERT_EQ(hits.size(), 3u) << dump(hits);
    EXPECT_EQ(hits[0].entities.front(), loose);
    EXPECT_TRUE(contains(hits[0].message, "has no 'b' end")) << hits[0].message;
    EXPECT_EQ(hits[1].entities.front(), gone);
    EXPECT_TRUE(contains(hits[1].message, "(missing)")) << hits[1].message;
    EXPECT_EQ(hits[2].entities.front(), self);
    EXPECT_TRUE(contains(hits[2].message, "both ends on")) << hits[2].message;
}

// An FC cable marked as Ethernet medium: set the medium to fc.
TEST(ValidationLink, MediumMustMatchProtocol) {
    SmallSan s;
    s.t.set(s.link_p0, "medium", std::string("ethernet"));
    auto hits = with_rule(validate(s.t), "link.incompatible");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_TRUE(contains(hits[0].message, "set its medium to fc")) << hits[0].message;
}

// swA/0 at 8 Gb/s facing a 4 Gb/s HBA port: only a warning, stating the 4 Gb/s negotiated speed.
TEST(ValidationLink, SpeedMismatchIsAWarning) {
    SmallSan s;
    s.t.set(s.sw_a[0], "speed_gbps", 8.0);
    auto hits = with_rule(validate(s.t), "link.incompatible");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    EXPECT_TRUE(contains(hits[0].message, "negotiates 4 Gb/s")) << hits[0].message;
}

// swA/0 at 3 Gb/s (not an FC rate): port.unusual_speed refuses it, and no link warning goes on
// to say the link negotiates 3 Gb/s.
TEST(ValidationLink, UnusualSpeedIsNotCalledNegotiated) {
    SmallSan s;
    s.t.set(s.sw_a[0], "speed_gbps", 3.0);
    const auto problems = validate(s.t);
    ASSERT_EQ(with_rule(problems, "port.unusual_speed").size(), 1u);
    for (const auto& p : problems) EXPECT_FALSE(contains(p.message, "negotiates")) << p.message;
}

// A zone member WWPN no port carries, and a member that is neither a WWPN nor an alias; once
// an alias of that name exists (with a real WWPN) the member resolves.
TEST(ValidationZoning, MemberUnmatched) {
    SmallSan s;
    s.t.set(s.zone_a, "members",
            TextList{s.b.wwpn_of(s.p0), s.b.wwpn_of(s.t0a), "de:ad:be:ef:00:00:00:01", "ams_ctl1"});
    auto hits = with_rule(validate(s.t), "zone.member_unmatched");
    ASSERT_EQ(hits.size(), 2u) << dump(hits);
    EXPECT_TRUE(contains(hits[0].message, "de:ad:be:ef:00:00:00:01 matches no port"))
        << hits[0].message;
    EXPECT_TRUE(contains(hits[1].message, "'ams_ctl1' is neither a WWPN nor an alias"))
        << hits[1].message;
    s.t.set(s.zone_a, "members", TextList{s.b.wwpn_of(s.p0), s.b.wwpn_of(s.t0a), "ams_ctl1"});
    s.b.add(Kind::Alias, "ams_ctl1", s.fabric_a, {{"wwpns", TextList{s.b.wwpn_of(s.t1a)}}});
    auto problems = validate(s.t);
    EXPECT_TRUE(problems.empty()) << dump(problems);
}

// An alias WWPN that matches no port is a warning; a matching one is not.
TEST(ValidationZoning, AliasWwpnUnmatched) {
    SmallSan s;
    Id alias = s.b.add(Kind::Alias, "esx01", s.fabric_a,
                       {{"wwpns", TextList{s.b.wwpn_of(s.p0), "10:00:00:00:c9:aa:bb:cc"}}});
    auto hits = with_rule(validate(s.t), "alias.wwpn_unmatched");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    EXPECT_EQ(hits[0].entities, std::vector<Id>{alias});
    EXPECT_TRUE(contains(hits[0].message, "10:00:00:00:c9:aa:bb:cc")) << hits[0].message;
}

// Fabric B without an active zone set: a warning that nothing is zoned.
TEST(ValidationZoning, NoActiveZoneSet) {
    SmallSan s;
    s.t.set(s.fabric_b, "active_zone_set", Value{});
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "fabric.no_active_zone_set");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    EXPECT_EQ(hits[0].entities, std::vector<Id>{s.fabric_b});
    EXPECT_EQ(problems.size(), 1u) << dump(problems);
}

// A VM's host pointing at a datastore (wrong kind) and an LU backed by a deleted RAID group.
TEST(ValidationRefs, DanglingAndWrongKind) {
    SmallSan s;
    EXPECT_TRUE(with_rule(validate(s.t), "ref.dangling").empty());
    s.t.set(s.vm, "host", Ref{s.datastore});
    Id spare = s.b.raid_group(s.array, "spare", "raid1", 1, 1,
                              s.b.drives(s.array, 2, "s", "sas", 15000, 300, ""));
    Id lu2 = s.b.add(Kind::LogicalUnit, "LU-01", s.array, {{"backing", Ref{spare}}});
    s.t.remove(spare);
    auto hits = with_rule(validate(s.t), "ref.dangling");
    ASSERT_EQ(hits.size(), 2u) << dump(hits);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{s.vm, s.datastore}));
    EXPECT_TRUE(contains(hits[0].message, "but it takes an ESX host")) << hits[0].message;
    EXPECT_EQ(hits[1].entities, std::vector<Id>{lu2});
    EXPECT_TRUE(contains(hits[1].message, "does not exist")) << hits[1].message;
    // The attribute named before the quoted entity: no "'LU-01''s backing".
    EXPECT_TRUE(contains(hits[1].message, "The backing of Logical unit 'LU-01'")) << hits[1].message;
    for (const auto& hit : hits) EXPECT_FALSE(contains(hit.message, "''")) << hit.message;
}

// An HBA port set to 8 Gb/s on an HBA that runs its ports at 4 at most: a warning that it runs
// at 4, naming both; the diagram's cable runs at 4 too.
TEST(ValidationPort, APortFasterThanItsDeviceRunsAtTheDevicesSpeed) {
    SmallSan s;
    EXPECT_TRUE(with_rule(validate(s.t), "port.faster_than_device").empty());
    const Id hba = s.t.at(s.p0).parent;
    s.t.set(hba, "max_speed_gbps", 4.0);
    s.t.set(s.p0, "speed_gbps", 8.0);
    auto hits = with_rule(validate(s.t), "port.faster_than_device");
    ASSERT_EQ(hits.size(), 1u);
    EXPECT_EQ(hits[0].severity, Severity::Warning);
    EXPECT_TRUE(contains(hits[0].message, "it runs at 4")) << hits[0].message;
    EXPECT_EQ(port_line_rate(s.t, s.p0, 0), 4.0);
    s.t.set(hba, "max_speed_gbps", 2.0);
    EXPECT_EQ(port_line_rate(s.t, s.p0, 0), 2.0);
}

// swA/6 cabled to swA/7: a switch cabled to itself.
TEST(ValidationLink, CableWithinOneSwitch) {
    SmallSan s;
    Id loop = s.b.link(s.sw_a[6], s.sw_a[7]);
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "link.same_device");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{loop, s.sw_a[6], s.sw_a[7]}));
    EXPECT_TRUE(contains(hits[0].message, "two ports of FC switch 'swA'")) << hits[0].message;
}

// swA (fabric A) cabled to swB (fabric B): an ISL would merge the fabrics. A second switch in
// fabric A cabled to swA is an ordinary ISL.
TEST(ValidationLink, IslAcrossFabrics) {
    SmallSan s;
    Id other = s.b.add(Kind::FcSwitch, "swA2", s.fabric_a, {{"domain_id", 3.0}});
    s.b.link(s.sw_a[7], s.b.switch_ports(other, 2, 4)[0]);
    EXPECT_TRUE(with_rule(validate(s.t), "link.isl_across_fabrics").empty()) << dump(validate(s.t));
    Id isl = s.b.link(s.sw_a[6], s.sw_b[6]);
    auto problems = validate(s.t);
    auto hits = with_rule(problems, "link.isl_across_fabrics");
    ASSERT_EQ(hits.size(), 1u) << dump(problems);
    EXPECT_EQ(hits[0].entities, (std::vector<Id>{isl, s.switch_a, s.switch_b}));
    EXPECT_TRUE(contains(hits[0].message, "FC switch 'swA' of Fabric 'A' to FC switch 'swB' of Fabric 'B'"))
        << hits[0].message;
}
