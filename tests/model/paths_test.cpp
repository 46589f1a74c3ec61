// Path resolution on hand-built SANs: direct attach, one switch, ISLs, zoning by WWPN and by
// alias, masking by port-less and port-specific host groups, dual fabrics.
#include <gtest/gtest.h>

#include "labs/labs.h"
#include "san_fixture.h"
#include "topology/paths.h"

using namespace santwin;
using namespace santwin::test;

namespace {
std::vector<std::pair<Id, Id>> pairs(const std::vector<StoragePath>& paths) {
    std::vector<std::pair<Id, Id>> out;
    for (const auto& p : paths) out.emplace_back(p.initiator_port, p.target_port);
    return out;
}
}  // namespace

// One server HBA port cabled straight to an array port, a port-specific host group mapping the
// LU at LUN 0: one path with no switch ports, through that controller, backed by the RAID group.
TEST(Paths, DirectAttachNeedsNoFabric) {
    Topology t;
    labs::LabBuilder b(t);
    Id srv = b.add(Kind::Server, "backup-hw");
    Id hba = b.add(Kind::Hba, "hba0", srv);
    Id p = b.fc_port(hba, "p0", 8);
    Id arr = b.add(Kind::Array, "MSA");
    Id ctl = b.add(Kind::Controller, "A", arr);
    Id tp = b.fc_port(ctl, "A1", 8);
    auto d = b.drives(arr, 3, "d", "sas", 10000, 600, "");
    Id rg = b.raid_group(arr, "RG", "raid5", 2, 1, d);
    Id lu = b.add(Kind::LogicalUnit, "vol", arr, {{"backing", Ref{rg}}});
    b.link(p, tp);
    b.host_group(arr, "HG", {tp}, {p}, {lu});

    auto paths = paths_to_lu(t, srv, lu);
    ASSERT_EQ(paths.size(), 1u);
    EXPECT_EQ(paths[0].host, srv);
    EXPECT_EQ(paths[0].initiator_port, p);
    EXPECT_TRUE(paths[0].switch_ports.empty());
    EXPECT_EQ(paths[0].target_port, tp);
    EXPECT_EQ(paths[0].controller, ctl);
    EXPECT_EQ(paths[0].lu, lu);
    EXPECT_EQ(paths[0].lun, 0);
    EXPECT_EQ(paths[0].backing, std::vector<Id>{rg});
    EXPECT_EQ(paths[0].drives, d);
}

// The small SAN: each HBA port crosses its fabric's single switch, ingress port then egress port.
TEST(Paths, SingleSwitchRecordsIngressAndEgressPorts) {
    SmallSan s;
    auto paths = paths_to_lu(s.t, s.esx, s.lu);
    ASSERT_EQ(paths.size(), 4u);
    EXPECT_EQ(paths[0].initiator_port, s.p0);
    EXPECT_EQ(paths[0].target_port, s.t0a);
    EXPECT_EQ(paths[0].switch_ports, (std::vector<Id>{s.sw_a[0], s.sw_a[1]}));
    EXPECT_EQ(paths[0].controller, s.ctl0);
    EXPECT_EQ(paths[1].target_port, s.t1a);
    EXPECT_EQ(paths[1].switch_ports, (std::vector<Id>{s.sw_a[0], s.sw_a[2]}));
    EXPECT_EQ(paths[1].controller, s.ctl1);
    EXPECT_EQ(paths[0].backing, std::vector<Id>{s.rg});
    EXPECT_EQ(paths[0].drives, s.drives);
}

// Three switches of one fabric in a line X -ISL- Y -ISL- Z, the host on X, array ports on Y and
// Z, no zoning: the route to Z crosses both ISLs; adding a direct X-Z ISL shortens it to one hop.
// A switch of another fabric cabled to X by mistake is never crossed.
TEST(Paths, IslsAreFollowedByShortestRoute) {
    Topology t;
    labs::LabBuilder b(t);
    Id f = b.add(Kind::Fabric, "F");
    auto x = b.switch_ports(b.add(Kind::FcSwitch, "X", f), 8, 8);
    auto y = b.switch_ports(b.add(Kind::FcSwitch, "Y", f), 8, 8);
    auto z = b.switch_ports(b.add(Kind::FcSwitch, "Z", f), 8, 8);
    Id g = b.add(Kind::Fabric, "G");
    auto other = b.switch_ports(b.add(Kind::FcSwitch, "W", g), 4, 8);
    Id srv = b.add(Kind::Server, "h");
    Id p = b.fc_port(b.add(Kind::Hba, "hba", srv), "p", 8);
    Id arr = b.add(Kind::Array, "arr");
    Id ctl = b.add(Kind::Controller, "c", arr);
    Id ty = b.fc_port(ctl, "ty", 8);
    Id tz = b.fc_port(ctl, "tz", 8);
    Id tw = b.fc_port(ctl, "tw", 8);
    Id lu = b.add(Kind::LogicalUnit, "lu", arr);
    b.host_group(arr, "hg", {}, {p}, {lu});
    b.link(p, x[0]);
    b.link(x[7], y[7]);
    b.link(y[6], z[6]);
    b.link(ty, y[1]);
    b.link(tz, z[1]);
    b.link(x[4], other[0]);
    b.link(tw, other[1]);

    auto paths = paths_to_lu(t, srv, lu);
    ASSERT_EQ(pairs(paths), (std::vector<std::pair<Id, Id>>{{p, ty}, {p, tz}}));
    EXPECT_EQ(paths[0].switch_ports, (std::vector<Id>{x[0], x[7], y[7], y[1]}));
    EXPECT_EQ(paths[1].switch_ports, (std::vector<Id>{x[0], x[7], y[7], y[6], z[6], z[1]}));

    b.link(x[5], z[5]);
    paths = paths_to_lu(t, srv, lu);
    ASSERT_EQ(paths.size(), 2u);
    EXPECT_EQ(paths[1].switch_ports, (std::vector<Id>{x[0], x[5], z[5], z[1]}));
}

// Two ISLs join blade switch X to director Y (X ports 6 and 7). Port-based routing with load
// sharing gives X's ingress ports the ISLs in turn: the hosts on X ports 0 and 1 cross
// different ISLs, the host on port 2 the first again.
TEST(Paths, EqualCostIslsAreSharedByIngressPort) {
    Topology t;
    labs::LabBuilder b(t);
    Id f = b.add(Kind::Fabric, "F");
    auto x = b.switch_ports(b.add(Kind::FcSwitch, "X", f), 8, 8);
    auto y = b.switch_ports(b.add(Kind::FcSwitch, "Y", f), 8, 4);
    Id arr = b.add(Kind::Array, "arr");
    Id tp = b.fc_port(b.add(Kind::Controller, "c", arr), "t", 4);
    Id lu = b.add(Kind::LogicalUnit, "lu", arr);
    b.link(tp, y[0]);
    b.link(x[6], y[6]);
    b.link(x[7], y[7]);
    std::vector<Id> servers, ports;
    for (int i = 0; i < 3; ++i) {
        servers.push_back(b.add(Kind::Server, "h" + std::to_string(i)));
        ports.push_back(b.fc_port(b.add(Kind::Hba, "hba", servers.back()), "p", 8));
        b.link(ports.back(), x[i]);
    }
    b.host_group(arr, "hg", {}, ports, {lu});
    const Id expected_isl[] = {x[6], x[7], x[6]};
    for (int i = 0; i < 3; ++i) {
        auto paths = paths_to_lu(t, servers[i], lu);
        ASSERT_EQ(paths.size(), 1u);
        EXPECT_EQ(paths[0].switch_ports[1], expected_isl[i]) << "host " << i;
        EXPECT_EQ(paths[0].switch_ports.back(), y[0]);
    }
}

// Zone A keeps only p0 and 0A: fabric A yields one path, fabric B still two.
TEST(Paths, ZoningByWwpnLimitsTargets) {
    SmallSan s;
    s.t.set(s.zone_a, "members", TextList{s.b.wwpn_of(s.p0), s.b.wwpn_of(s.t0a)});
    EXPECT_EQ(pairs(paths_to_lu(s.t, s.esx, s.lu)),
              (std::vector<std::pair<Id, Id>>{{s.p0, s.t0a}, {s.p1, s.t0b}, {s.p1, s.t1b}}));
}

// WWPNs compare without case or ':' separators: a zone written "50060E..." in upper case works.
TEST(Paths, ZoningIgnoresWwpnCaseAndColons) {
    SmallSan s;
    auto shout = [&](Id port) {
        std::string w;
        for (char c : s.b.wwpn_of(port))
            if (c != ':')
                w.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
        return w;
    };
    s.t.set(s.zone_a, "members", TextList{shout(s.p0), shout(s.t1a)});
    EXPECT_EQ(pairs(paths_to_lu(s.t, s.esx, s.lu)),
              (std::vector<std::pair<Id, Id>>{{s.p0, s.t1a}, {s.p1, s.t0b}, {s.p1, s.t1b}}));
}

// Zone A written with alias names: alias esx01_p0 = {p0}, alias ams_1A = {1A}. Only 1A on fabric A.
TEST(Paths, ZoningByAlias) {
    SmallSan s;
    s.b.add(Kind::Alias, "esx01_p0", s.fabric_a, {{"wwpns", TextList{s.b.wwpn_of(s.p0)}}});
    s.b.add(Kind::Alias, "ams_1A", s.fabric_a, {{"wwpns", TextList{s.b.wwpn_of(s.t1a)}}});
    s.t.set(s.zone_a, "members", TextList{"esx01_p0", "ams_1A"});
    EXPECT_EQ(pairs(paths_to_lu(s.t, s.esx, s.lu)),
              (std::vector<std::pair<Id, Id>>{{s.p0, s.t1a}, {s.p1, s.t0b}, {s.p1, s.t1b}}));
}

// An alias is looked up in the zone's own fabric: the same name defined only on fabric B does
// not let a fabric A zone through.
TEST(Paths, AliasOfAnotherFabricDoesNotCount) {
    SmallSan s;
    s.b.add(Kind::Alias, "esx01_p0", s.fabric_b, {{"wwpns", TextList{s.b.wwpn_of(s.p0)}}});
    s.t.set(s.zone_a, "members", TextList{"esx01_p0", s.b.wwpn_of(s.t0a)});
    EXPECT_EQ(pairs(paths_to_lu(s.t, s.esx, s.lu)),
              (std::vector<std::pair<Id, Id>>{{s.p1, s.t0b}, {s.p1, s.t1b}}));
}

// An empty zone in force blocks fabric A; clearing the active zone set lifts zoning entirely.
TEST(Paths, FabricWithoutActiveZoneSetEnforcesNoZoning) {
    SmallSan s;
    s.t.set(s.zone_a, "members", TextList{});
    EXPECT_EQ(paths_to_lu(s.t, s.esx, s.lu).size(), 2u);
    s.t.set(s.fabric_a, "active_zone_set", Value{});
    EXPECT_EQ(paths_to_lu(s.t, s.esx, s.lu).size(), 4u);
}

// A zone that is defined but not in the active set does not count.
TEST(Paths, OnlyZonesOfTheActiveSetCount) {
    SmallSan s;
    Id spare = s.b.zone(s.fabric_a, "z_spare", {s.p0, s.t0a, s.t1a});
    s.t.set(s.zone_a, "members", TextList{});
    EXPECT_EQ(paths_to_lu(s.t, s.esx, s.lu).size(), 2u);
    s.t.set(s.cfg_a, "zones", RefList{s.zone_a, spare});
    EXPECT_EQ(paths_to_lu(s.t, s.esx, s.lu).size(), 4u);
}

// Host group restricted to ports 0A and 1B: two of the four zoned paths survive masking.
TEST(Paths, PortSpecificHostGroupMasksOtherPorts) {
    SmallSan s;
    s.t.set(s.hg, "ports", RefList{s.t0a, s.t1b});
    EXPECT_EQ(pairs(paths_to_lu(s.t, s.esx, s.lu)),
              (std::vector<std::pair<Id, Id>>{{s.p0, s.t0a}, {s.p1, s.t1b}}));
}

// Host group listing only p1 (written in upper case): only fabric B's paths remain.
TEST(Paths, HostGroupListsInitiatorsByWwpn) {
    SmallSan s;
    std::string w = s.b.wwpn_of(s.p1);
    for (char& c : w) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    s.t.set(s.hg, "initiators", TextList{w});
    EXPECT_EQ(pairs(paths_to_lu(s.t, s.esx, s.lu)),
              (std::vector<std::pair<Id, Id>>{{s.p1, s.t0b}, {s.p1, s.t1b}}));
}

// The LUN comes from the mapping; when two groups qualify the lower id wins. A group on another
// array that "maps" the LU grants nothing.
TEST(Paths, LunComesFromTheFirstMatchingHostGroup) {
    SmallSan s;
    Id mapping = s.t.children(s.hg, Kind::LunMapping).front();
    s.t.set(mapping, "lun", 7.0);
    Id second =
        s.b.add(Kind::HostGroup, "HG-2", s.array, {{"initiators", TextList{s.b.wwpn_of(s.p0)}}});
    s.b.add(Kind::LunMapping, "m", second, {{"lu", Ref{s.lu}}, {"lun", 3.0}});
    for (const auto& p : paths_to_lu(s.t, s.esx, s.lu)) EXPECT_EQ(p.lun, 7);

    s.t.set(s.hg, "initiators", TextList{});
    Id other_array = s.b.add(Kind::Array, "other");
    Id foreign = s.b.add(Kind::HostGroup, "HG-x", other_array,
                         {{"initiators", TextList{s.b.wwpn_of(s.p1)}}});
    s.b.add(Kind::LunMapping, "m", foreign, {{"lu", Ref{s.lu}}, {"lun", 9.0}});
    auto paths = paths_to_lu(s.t, s.esx, s.lu);
    EXPECT_EQ(pairs(paths), (std::vector<std::pair<Id, Id>>{{s.p0, s.t0a}, {s.p0, s.t1a}}));
    for (const auto& p : paths) EXPECT_EQ(p.lun, 3);
}

// Dual fabric, two HBA ports: four paths with both targets zoned per fabric, two when each
// fabric's zone keeps a single array port.
TEST(Paths, DualFabricGivesTwoOrFourPaths) {
    SmallSan s;
    EXPECT_EQ(pairs(paths_to_lu(s.t, s.esx, s.lu)),
              (std::vector<std::pair<Id, Id>>{
                  {s.p0, s.t0a}, {s.p0, s.t1a}, {s.p1, s.t0b}, {s.p1, s.t1b}}));
    s.t.set(s.zone_a, "members", TextList{s.b.wwpn_of(s.p0), s.b.wwpn_of(s.t0a)});
    s.t.set(s.zone_b, "members", TextList{s.b.wwpn_of(s.p1), s.b.wwpn_of(s.t1b)});
    auto paths = paths_to_lu(s.t, s.esx, s.lu);
    EXPECT_EQ(pairs(paths), (std::vector<std::pair<Id, Id>>{{s.p0, s.t0a}, {s.p1, s.t1b}}));
    EXPECT_EQ(paths[0].controller, s.ctl0);
    EXPECT_EQ(paths[1].controller, s.ctl1);
}

// paths_to_lu takes an ESX host, its server or a VCB proxy on the server, and reports the id it
// was asked about; anything else (or a non-LU) gives no paths.
TEST(Paths, HostMayBeEsxServerOrProxy) {
    SmallSan s;
    Id proxy = s.b.add(Kind::VcbProxy, "vcb", s.server);
    for (Id host : {s.esx, s.server, proxy}) {
        auto paths = paths_to_lu(s.t, host, s.lu);
        ASSERT_EQ(paths.size(), 4u);
        for (const auto& p : paths) EXPECT_EQ(p.host, host);
    }
    EXPECT_TRUE(paths_to_lu(s.t, s.hba, s.lu).empty());
    EXPECT_TRUE(paths_to_lu(s.t, s.esx, s.rg).empty());
    EXPECT_TRUE(paths_to_lu(s.t, 9999, s.lu).empty());
}

// Answers are deterministic: asking twice, or on a copy, gives equal results.
TEST(Paths, ResultsAreDeterministic) {
    SmallSan s;
    Topology copy = s.t;
    EXPECT_EQ(paths_to_lu(s.t, s.esx, s.lu), paths_to_lu(s.t, s.esx, s.lu));
    EXPECT_EQ(paths_to_lu(s.t, s.esx, s.lu), paths_to_lu(copy, s.esx, s.lu));
    EXPECT_EQ(who_sees(s.t, s.lu), who_sees(copy, s.lu));
}

TEST(Paths, RawDeviceMappingGoesToTheMappedLu) {
    // A physical RDM in lab 004 (sqlone on Host3-SQL1): its paths end at the mapped LU, not at
    // the VMFS datastore holding the mapping file.
    Project p = labs::build_lab("004");
    const Topology& t = p.topology;
    for (Id d : t.all_of(Kind::Vmdk)) {
        const Entity& e = t.at(d);
        if (!e.flag("rdm") || !e.ref("rdm_lu")) continue;
        const auto paths = vmdk_paths(t, d);
        ASSERT_FALSE(paths.empty()) << t.describe(d);
        for (const auto& path : paths) EXPECT_EQ(path.lu, e.ref("rdm_lu")) << t.describe(d);
    }
}
