// The editor's operations (model/editing) on the built-in labs: every edit replays exactly
// backwards and forwards through its ChangeSet, and impossible edits are refused untouched.
#include <gtest/gtest.h>

#include "checks/validate.h"
#include "editing/cable_pick.h"
#include "editing/edits.h"
#include "editing/zoning.h"
#include "labs/labs.h"
#include "topology/attr_label.h"
#include "topology/attr_relevance.h"
#include "topology/paths.h"
#include "topology/wwpn.h"

using namespace santwin;
using namespace santwin::editing;

namespace {
Id named(const Topology& t, Kind k, const char* name) {
    const Id id = t.find_by_name(k, name);
    EXPECT_NE(id, kNoId) << name;
    return id;
}

// A port of `owner` (an HBA, switch or controller) with no cable.
Id free_port(const Topology& t, Id owner) {
    for (Id p : t.children(owner, Kind::Port)) {
        bool cabled = false;
        for (Id l : t.all_of(Kind::Link)) cabled = cabled || t.at(l).ref("a") == p || t.at(l).ref("b") == p;
        if (!cabled) return p;
    }
    return kNoId;
}

size_t visible_paths(const Topology& t) {
    size_t n = 0;
    for (Id lu : t.all_of(Kind::LogicalUnit)) n += who_sees(t, lu).size();
    return n;
}
}  // namespace

TEST(Editing, DeletingAHostTakesItsContentsAndCablesAndUndoRestoresAll) {
    // Lab 000's server ESX-1: its ESX host, HBAs and ports go with it, the cables on those
    // ports too, and the VMs lose their 'host'. Undo must give back the identical project (same ids, layout), redo the
    // identical edited one.
    Project p = labs::build_lab("000");
    const Project original = p;
    const Id host = named(p.topology, Kind::Server, "ESX-1");
    const Id esx = named(p.topology, Kind::EsxHost, "ESX-1");
    const DeletePlan plan = plan_delete(p.topology, {host});
    EXPECT_FALSE(plan.contained.empty());
    EXPECT_GE(plan.removed.size(), 3u);  // the host and at least two cables
    EXPECT_FALSE(plan.cleared.empty());
    const std::string words = plan.describe(p.topology);
    EXPECT_NE(words.find("ESX-1"), std::string::npos);
    // The dependents by name: a cable by its ends, a VM losing its host; no internal ids.
    EXPECT_NE(words.find(" ↔ "), std::string::npos) << words;
    EXPECT_NE(words.find("Clears the host of Virtual machine '"), std::string::npos) << words;
    EXPECT_EQ(words.find("(#"), std::string::npos) << words;

    EditSession s(p);
    delete_entities(s, {host});
    ChangeSet change = s.take();
    EXPECT_FALSE(p.topology.contains(host));
    for (Id l : p.topology.all_of(Kind::Link))
        for (const char* end : {"a", "b"}) EXPECT_TRUE(p.topology.contains(p.topology.at(l).ref(end)));
    for (Id vm : p.topology.all_of(Kind::Vm)) EXPECT_NE(p.topology.at(vm).ref("host"), esx);
    const Project edited = p;

    change.apply_before(p);
    EXPECT_TRUE(p.topology == original.topology);
    EXPECT_TRUE(p.layout == original.layout);
    change.apply_after(p);
    EXPECT_TRUE(p.topology == edited.topology);
    EXPECT_TRUE(p.layout == edited.layout);
}

TEST(Editing, AttributeTextIsParsedByTypeAndRefusedOutsideItsRange) {
    // An HBA port's speed is a number between 0.1 and 100 Gb/s; "abc" and "-4" are refused with
    // a message and leave the port as it was; "8" sets 8; "" unsets.
    Project p = labs::build_lab("000");
    const Id port = p.topology.all_of(Kind::Port).front();
    const Entity before = p.topology.at(port);
    EditSession s(p);
    EXPECT_THROW(set_attribute_text(s, port, "speed_gbps", "abc"), EditError);
    EXPECT_THROW(set_attribute_text(s, port, "speed_gbps", "-4"), EditError);
    EXPECT_THROW(set_attribute_text(s, port, "protocol", "token-ring"), EditError);
    EXPECT_TRUE(p.topology.at(port) == before);
    set_attribute_text(s, port, "speed_gbps", "8");
    EXPECT_EQ(p.topology.at(port).num("speed_gbps"), 8);
    ChangeSet c = s.take();
    c.apply_before(p);
    EXPECT_TRUE(p.topology.at(port) == before);
}

TEST(Editing, APortSpeedMustBeARateOfItsProtocolAndRefusalsNameTheField) {
    // FC runs at 1/2/4/8/16/32 Gb: 3 is refused, saying so; the message names the field as the
    // inspector shows it ("Speed"), not by its key.
    Project p = labs::build_lab("000");
    Id fc = kNoId;
    for (Id port : p.topology.all_of(Kind::Port))
        if (p.topology.at(port).text("protocol") == "fc") fc = port;
    ASSERT_NE(fc, kNoId);
    EditSession s(p);
    try {
        set_attribute_text(s, fc, "speed_gbps", "3");
        FAIL() << "3 Gb/s FC accepted";
    } catch (const EditError& e) {
        EXPECT_EQ(std::string(e.what()), "an FC port runs at 1, 2, 4, 8, 16 or 32 Gb/s, not 3");
    }
    try {
        set_attribute_text(s, fc, "speed_gbps", "-4");
        FAIL() << "-4 accepted";
    } catch (const EditError& e) {
        EXPECT_EQ(std::string(e.what()).rfind("Speed must be between", 0), 0u) << e.what();
    }
    set_attribute_text(s, fc, "speed_gbps", "16");
    EXPECT_EQ(p.topology.at(fc).num("speed_gbps"), 16);
    // A speed set some other way (a file, a protocol change) is an error the Problems panel
    // shows: no FC port runs at 3 Gb/s, and nothing runs on the topology until it is fixed.
    s.set(fc, "speed_gbps", 3.0);
    s.take();
    bool flagged = false;
    for (const Problem& problem : validate(p.topology))
        flagged |= problem.rule == "port.unusual_speed" && problem.entities == std::vector<Id>{fc} &&
                   problem.severity == Severity::Error;
    EXPECT_TRUE(flagged);
}

TEST(Editing, AttributeLabelsReadAsTheInspectorShowsThem) {
    EXPECT_EQ(attr_label("speed_gbps"), "Speed");
    EXPECT_EQ(attr_label("cpu_sockets"), "CPU sockets");
    EXPECT_EQ(attr_label("rpm"), "RPM");
    EXPECT_EQ(attr_label("parity_drives"), "Parity / mirror drives") << "RAID 1+0 mirrors are not parity";
    EXPECT_EQ(with_attr_label("data_drives", "data_drives takes a whole number"), "Data drives takes a whole number");
    EXPECT_EQ(with_attr_label("rpm", "something else"), "something else");
}

TEST(Editing, ReferencesAreTypedByName) {
    // A VM's host is typed as the host's name; an unknown name is refused.
    Project p = labs::build_lab("000");
    const Id vm = named(p.topology, Kind::Vm, "VM1");
    const Id esx2 = named(p.topology, Kind::EsxHost, "ESX-2");
    EditSession s(p);
    set_attribute_text(s, vm, "host", "ESX-2");
    EXPECT_EQ(p.topology.at(vm).ref("host"), esx2);
    EXPECT_THROW(set_attribute_text(s, vm, "host", "ESX-9"), EditError);
}

TEST(Editing, CablesAreRefusedWhenImpossibleAndRunAtTheSlowerSpeed) {
    // Lab 004 has FC switches and Ethernet switches: FC to Ethernet is refused, a cabled port is
    // refused, two free FC switch ports (from different switches) are accepted.
    Project p = labs::build_lab("004");
    const Topology& t = p.topology;
    const Id fc1 = free_port(t, named(t, Kind::FcSwitch, "SW-A1"));
    const Id fc2 = free_port(t, named(t, Kind::FcSwitch, "SW-B1"));
    const Id eth = free_port(t, named(t, Kind::EthernetSwitch, "VC-Enet-1"));
    ASSERT_NE(fc1, kNoId);
    ASSERT_NE(fc2, kNoId);
    ASSERT_NE(eth, kNoId);
    EXPECT_NE(cable_refusal(t, fc1, eth).find("is Fibre Channel and"), std::string::npos) << cable_refusal(t, fc1, eth);
    Id cabled = kNoId;
    for (Id l : t.all_of(Kind::Link))
        if (t.at(l).text("medium") == "fc") cabled = t.at(l).ref("a");
    EXPECT_NE(cable_refusal(t, fc1, cabled).find("already cabled"), std::string::npos);
    EXPECT_EQ(cable_refusal(t, fc1, fc2), "");
    const size_t links = t.all_of(Kind::Link).size();
    EditSession s(p);
    EXPECT_THROW(connect_ports(s, fc1, eth), EditError);
    EXPECT_EQ(t.all_of(Kind::Link).size(), links);
    const Id link = connect_ports(s, fc1, fc2);
    EXPECT_EQ(t.at(link).text("medium"), "fc");
    EXPECT_EQ(negotiated_gbps(t, fc1, fc2), std::min(t.at(fc1).num("speed_gbps"), t.at(fc2).num("speed_gbps")));
}

TEST(Editing, DuplicateKeepsTheCablesBetweenCopiedItemsWithFreshWwpns) {
    // Copying lab 000's server ESX-1 together with switch SW-A: the cable between ESX-1's HBA port and
    // SW-A is copied and joins the two copies; cables to things not copied are not; every FC
    // port copy gets a WWPN no other port has; the copies sit 40 units right of the originals.
    Project p = labs::build_lab("000");
    const Topology& t = p.topology;
    const Id host = named(t, Kind::Server, "ESX-1");
    const Id sw = named(t, Kind::FcSwitch, "SW-A");
    const size_t before_links = t.all_of(Kind::Link).size();
    EditSession s(p);
    const std::vector<Id> roots = duplicate(s, {host, sw}, Point{40, 0});
    ASSERT_EQ(roots.size(), 2u);
    // Servers ESX-1 and ESX-2 exist: the copy numbers on to ESX-3 (not ESX-1-2).
    EXPECT_EQ(t.at(roots[0]).name, "ESX-3");
    std::set<Id> copied;
    for (Id r : roots) {
        copied.insert(r);
        for (Id d : t.descendants(r)) copied.insert(d);
    }
    int new_links = 0;
    for (Id l : t.all_of(Kind::Link))
        if (copied.count(t.at(l).ref("a")) || copied.count(t.at(l).ref("b"))) {
            ++new_links;
            EXPECT_TRUE(copied.count(t.at(l).ref("a")) && copied.count(t.at(l).ref("b")));
        }
    EXPECT_GE(new_links, 1);
    EXPECT_EQ(t.all_of(Kind::Link).size(), before_links + new_links);
    std::set<std::string> wwpns;
    for (Id port : t.all_of(Kind::Port))
        if (!t.at(port).text("wwpn").empty()) {
            EXPECT_TRUE(wwpns.insert(normalize_wwpn(t.at(port).text("wwpn"))).second);
        }
    if (p.layout.positions.count(host)) {
        EXPECT_DOUBLE_EQ(p.layout.positions.at(roots[0]).x, p.layout.positions.at(host).x + 40);
    }
}

TEST(Editing, CreateUndoRedoKeepsTheSameId) {
    // A created server keeps its id across undo/redo, so later edits that name it replay; a
    // switch outside a fabric is refused (the schema puts switches in fabrics).
    Project p = labs::build_lab("000");
    EditSession s(p);
    EXPECT_THROW(create_entity(s, Kind::FcSwitch, "", kNoId), EditError);
    const Point at{100, 200};
    const Id sw = create_entity(s, Kind::Server, "", kNoId, &at);
    EXPECT_EQ(p.topology.at(sw).name, "Server");
    ChangeSet c = s.take();
    c.apply_before(p);
    EXPECT_FALSE(p.topology.contains(sw));
    EXPECT_FALSE(p.layout.positions.count(sw));
    c.apply_after(p);
    EXPECT_EQ(p.topology.at(sw).name, "Server");
    EXPECT_EQ(p.layout.positions.at(sw), at);
    EditSession again(p);
    EXPECT_EQ(p.topology.at(create_entity(again, Kind::Server, "", kNoId)).name, "Server-2");
}

TEST(Editing, MergedMovesKeepTheFirstBeforeAndTheLastAfter) {
    // A drag is many moves; merged, undo goes back to where the drag began.
    Project p = labs::build_lab("000");
    const Id host = named(p.topology, Kind::Server, "ESX-1");
    const Layout original = p.layout;
    EditSession s1(p);
    s1.move(host, {1, 1});
    ChangeSet drag = s1.take();
    EditSession s2(p);
    s2.move(host, {2, 2});
    drag.merge(s2.take());
    EXPECT_EQ(p.layout.positions.at(host), (Point{2, 2}));
    drag.apply_before(p);
    EXPECT_TRUE(p.layout == original);
    drag.apply_after(p);
    EXPECT_EQ(p.layout.positions.at(host), (Point{2, 2}));
    EXPECT_FALSE(drag.empty());
}

TEST(Editing, RemovingAZoneMemberChangesPathResolution) {
    // Zoning edits are attribute edits: emptying every zone of lab 000's fabric A leaves ESX-1's
    // HBA ports on that fabric with no path to the array (hosts reach it through fabric B only).
    Project p = labs::build_lab("000");
    const Topology& t = p.topology;
    const size_t paths_before = visible_paths(t);
    EditSession s(p);
    const Id fabric = named(t, Kind::Fabric, "Fabric-A");
    for (Id z : t.all_of(Kind::Zone))
        if (t.ancestor(z, Kind::Fabric) == fabric) set_attribute_text(s, z, "members", "");
    EXPECT_LT(visible_paths(t), paths_before);
    ChangeSet c = s.take();
    c.apply_before(p);
    EXPECT_EQ(visible_paths(t), paths_before);
}

TEST(Editing, CablePickChoosesFreeCompatiblePorts) {
    // Lab 004, from FC switch SW-A1 to FC switch SW-B1 (box
    // to box): two free FC ports of equal speed are chosen; from SW-A1 to Ethernet switch
    // VC-Enet-1 nothing fits (protocols differ) and the reason says so; a VM group has no ports.
    const Project p = labs::build_lab("004");
    const Topology& t = p.topology;
    const Id a1 = named(t, Kind::FcSwitch, "SW-A1"), b1 = named(t, Kind::FcSwitch, "SW-B1");
    const CablePick ok = pick_cable(t, a1, kNoId, b1, kNoId);
    ASSERT_TRUE(ok.refusal.empty()) << ok.refusal;
    EXPECT_EQ(t.at(ok.a).parent, a1);
    EXPECT_EQ(t.at(ok.b).parent, b1);
    EXPECT_EQ(cable_refusal(t, ok.a, ok.b), "");
    EXPECT_EQ(ok.gbps, t.at(ok.a).num("speed_gbps"));
    const CablePick bad = pick_cable(t, a1, kNoId, named(t, Kind::EthernetSwitch, "VC-Enet-1"), kNoId);
    EXPECT_EQ(bad.a, kNoId);
    EXPECT_NE(bad.refusal.find(" is Ethernet"), std::string::npos) << bad.refusal;
    const CablePick none = pick_cable(t, named(t, Kind::Vm, "sqlone"), kNoId, b1, kNoId);
    EXPECT_NE(none.refusal.find("no ports"), std::string::npos) << none.refusal;
    // A given port is used as is, even when it is cabled already: the refusal says so.
    Id cabled = kNoId;
    for (Id l : t.all_of(Kind::Link))
        if (t.at(t.at(l).ref("a")).parent == a1) cabled = t.at(l).ref("a");
    if (cabled != kNoId) {
        EXPECT_NE(pick_cable(t, a1, cabled, b1, kNoId).refusal.find("already cabled"), std::string::npos);
    }
}

TEST(Editing, ZoneMembersResolveAndEditsChangeWhoIsZoned) {
    // Lab 000's zone z_ESX-1/HBA0-p0 lists three WWPNs: ESX-1's HBA port and the two array
    // ports; each resolves to exactly one port. Fabric-A offers the HBA ports of both hosts and
    // the array ports cabled to SW-A (4 in all). Adding ESX-2's HBA port makes it a member;
    // adding it twice is refused; removing the member written first takes it out again.
    Project p = labs::build_lab("000");
    const Topology& t = p.topology;
    const Id zone = named(t, Kind::Zone, "z_ESX-1/HBA0-p0");
    const std::vector<ZoneMember> members = zone_members(t, zone);
    ASSERT_EQ(members.size(), 3u);
    for (const ZoneMember& m : members) EXPECT_EQ(m.ports.size(), 1u) << m.text;
    const std::vector<Id> offered = fabric_ports(t, named(t, Kind::Fabric, "Fabric-A"));
    EXPECT_EQ(offered.size(), 4u);
    Id other = kNoId;  // an offered port not yet in the zone
    const std::vector<Id> in_zone = zone_ports(t, zone);
    for (Id port : offered)
        if (std::find(in_zone.begin(), in_zone.end(), port) == in_zone.end()) other = port;
    ASSERT_NE(other, kNoId);
    EditSession s(p);
    add_zone_member(s, zone, other);
    EXPECT_EQ(zone_members(t, zone).size(), 4u);
    EXPECT_THROW(add_zone_member(s, zone, other), EditError);
    remove_zone_member(s, zone, members.front().text);
    EXPECT_EQ(zone_members(t, zone).size(), 3u);
    EXPECT_THROW(remove_zone_member(s, zone, "nobody"), EditError);
}

TEST(Editing, ADeletedCableIsNamedByEndsThatTellSameNamedAdaptersApart) {
    // Lab 004: every blade has a "QMH2462 (mezz 1)"; the cables going with BL480c-1's name the
    // blade too, while the switch end's name is already unique.
    Project p = labs::build_lab("004");
    const Id server = named(p.topology, Kind::Server, "BL480c-1");
    Id hba = kNoId;
    for (Id id : p.topology.children(server, Kind::Hba))
        if (p.topology.at(id).name == "QMH2462 (mezz 1)") hba = id;
    ASSERT_NE(hba, kNoId);
    const std::string words = plan_delete(p.topology, {hba}).describe(p.topology);
    EXPECT_NE(words.find("Cables: BL480c-1 QMH2462 (mezz 1) host1_vmhba"), std::string::npos) << words;
    EXPECT_NE(words.find("↔ SW-"), std::string::npos) << words;
    EXPECT_EQ(words.find("↔ c7000"), std::string::npos) << words;
}

TEST(Editing, AReferenceCanNameItsEntityByIdWhereNamesRepeat) {
    // Lab 004's blades each have a NIC port "nic1": "#id" picks one of them for a cable's end;
    // an id of the wrong kind, or of nothing, is refused like an unknown name.
    Project p = labs::build_lab("004");
    Id link = kNoId;
    for (Id id : p.topology.all_of(Kind::Link))
        if (p.topology.at(p.topology.at(id).ref("a")).text("protocol") == "ethernet") link = id;
    ASSERT_NE(link, kNoId);
    Id free_nic = kNoId;
    for (Id id : ref_candidates(p.topology, p.topology.at(link), *kind_spec(Kind::Link).attr("a")))
        if (id != p.topology.at(link).ref("a")) free_nic = id;
    ASSERT_NE(free_nic, kNoId);
    EXPECT_EQ(p.topology.at(free_nic).text("protocol"), "ethernet");
    EditSession s(p);
    set_attribute_text(s, link, "a", "#" + std::to_string(free_nic));
    EXPECT_EQ(p.topology.at(link).ref("a"), free_nic);
    const Id server = named(p.topology, Kind::Server, "BL480c-1");
    EXPECT_THROW(set_attribute_text(s, link, "a", "#" + std::to_string(server)), EditError);
    EXPECT_THROW(set_attribute_text(s, link, "a", "#999999"), EditError);
    EXPECT_EQ(p.topology.at(link).ref("a"), free_nic);
}

// Lab 000's array numbers its LUs 0..12: a new LU takes the next free number, and a copy of
// STD-000 another, so neither shares a number (lu.duplicate_number).
TEST(Editing, NewAndCopiedLusTakeAFreeNumber) {
    Project p = labs::build_lab("000");
    const Topology& t = p.topology;
    const Id array = named(t, Kind::Array, "AMS2100");
    EditSession s(p);
    const Id fresh = create_entity(s, Kind::LogicalUnit, "NEW", array);
    EXPECT_EQ(t.at(fresh).num("lu_number"), 13);
    const std::vector<Id> copies = duplicate(s, {named(t, Kind::LogicalUnit, "STD-000")}, Point{0, 40});
    ASSERT_EQ(copies.size(), 1u);
    EXPECT_EQ(t.at(copies[0]).num("lu_number"), 14);
    for (const Problem& problem : validate(t)) EXPECT_NE(problem.rule, "lu.duplicate_number") << problem.message;
}
