// Topology itself: schema-checked edits, containment rules, subtree removal and re-insertion,
// reverse references and how entities are named in messages.
#include <gtest/gtest.h>

#include <set>

#include "san_fixture.h"

using namespace santwin;
using namespace santwin::test;

namespace {
std::string error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const TopologyError& e) {
        return e.what();
    }
    return "";
}

struct Recorder : TopologyObserver {
    std::vector<std::string> events;
    void entity_added(const Entity& e) override { events.push_back("add " + e.name); }
    void entity_removing(const Entity& e) override { events.push_back("remove " + e.name); }
    void entity_changed(const Entity& e, const std::string& key) override {
        events.push_back("change " + e.name + "." + key);
    }
};
}  // namespace

// A new drive gets the schema defaults; ids count up from 1.
TEST(Topology, AddFillsSchemaDefaults) {
    Topology t;
    Id arr = t.add(Kind::Array, "arr");
    Id d = t.add(Kind::Drive, "d0", arr);
    EXPECT_EQ(arr, 1u);
    EXPECT_EQ(d, 2u);
    EXPECT_EQ(t.at(d).num("rpm"), 15000);
    EXPECT_EQ(t.at(d).text("type"), "sas");
    EXPECT_EQ(t.at(d).parent, arr);
    EXPECT_EQ(t.next_id(), 3u);
}

// Containment follows the schema: an HBA needs a server, an array cannot hold one, and a
// parent must exist. Nothing is added when the check fails.
TEST(Topology, ParentKindRules) {
    Topology t;
    Id arr = t.add(Kind::Array, "arr");
    EXPECT_TRUE(
        contains(error_of([&] { t.add(Kind::Hba, "hba"); }), "must be placed inside a Server"));
    EXPECT_TRUE(contains(error_of([&] { t.add(Kind::Hba, "hba", arr); }),
                         "a Storage array cannot contain a FC HBA"));
    EXPECT_TRUE(
        contains(error_of([&] { t.add(Kind::Hba, "hba", 77); }), "parent #77 does not exist"));
    EXPECT_EQ(t.size(), 1u);
    EXPECT_NO_THROW(t.add(Kind::Hba, "hba", t.add(Kind::Server, "srv")));
    EXPECT_NO_THROW(
        t.add(Kind::Server, "blade", t.add(Kind::BladeChassis, "c7000")));  // optional parent
}

// set() checks values against the schema and says what would fit; a rejected value leaves the
// old one in place. Setting "nothing" clears an attribute.
TEST(Topology, SetRejectsBadValuesWithTheSchemaMessage) {
    SmallSan s;
    Id d = s.drives[0];
    EXPECT_EQ(error_of([&] { s.t.set(d, "rpm", -5.0); }),
              "rpm must be between 0 and 20000 rpm (got -5)");
    EXPECT_EQ(error_of([&] { s.t.set(d, "rpm", std::string("fast")); }), "rpm takes a number");
    EXPECT_TRUE(contains(error_of([&] { s.t.set(s.rg, "level", std::string("raid7")); }),
                         "must be one of: raid0"));
    EXPECT_EQ(error_of([&] { s.t.set(s.rg, "data_drives", 2.5); }),
              "data_drives takes a whole number");
    EXPECT_EQ(error_of([&] { s.t.set(d, "colour", std::string("red")); }),
              "Drive has no attribute 'colour'");
    EXPECT_TRUE(contains(error_of([&] { s.t.set(999, "rpm", 1.0); }), "no entity #999"));
    EXPECT_EQ(s.t.at(d).num("rpm"), 15000);
    EXPECT_EQ(s.t.at(s.rg).text("level"), "raid5");
    s.t.set(s.vm, "host", Value{});
    EXPECT_EQ(s.t.at(s.vm).attrs.count("host"), 0u);
}

// insert() refuses id 0, an id in use, and attributes the schema does not allow.
TEST(Topology, InsertChecksItsInput) {
    Topology t;
    Id arr = t.add(Kind::Array, "arr");
    Entity e;
    e.kind = Kind::Drive;
    e.name = "d";
    e.parent = arr;
    EXPECT_TRUE(contains(error_of([&] { t.insert(e); }), "needs an id"));
    e.id = arr;
    EXPECT_TRUE(contains(error_of([&] { t.insert(e); }), "already used"));
    e.id = 40;
    e.attrs["rpm"] = 30000.0;
    EXPECT_TRUE(contains(error_of([&] { t.insert(e); }), "Drive 'd': rpm must be between"));
    e.attrs["rpm"] = 7200.0;
    t.insert(e);
    EXPECT_EQ(t.next_id(), 41u);  // never reuses an inserted id
}

// Removing the server takes its ESX host, HBA, ports and policy along, parents first (each
// entity's parent precedes it or is outside the subtree); inserting them back in that order
// restores an equal topology. Links into the removed ports are left for validation.
TEST(Topology, RemoveSubtreeParentsFirstAndReinsertRestores) {
    SmallSan s;
    Topology before = s.t;
    auto removed = s.t.remove(s.server);
    ASSERT_EQ(removed.size(), 6u);  // server, esx01, policy, hba0, p0, p1
    EXPECT_EQ(removed.front().id, s.server);
    std::set<Id> seen;
    for (const Entity& e : removed) {
        if (e.id != s.server) {
            EXPECT_TRUE(seen.count(e.parent)) << e.name;
        }
        seen.insert(e.id);
    }
    EXPECT_FALSE(s.t.contains(s.p0));
    EXPECT_TRUE(s.t.contains(s.link_p0));
    EXPECT_FALSE(s.t == before);
    for (Entity& e : removed) s.t.insert(std::move(e));
    EXPECT_TRUE(s.t == before);
    EXPECT_EQ(s.t.children(s.hba), before.children(s.hba));
}

// Reverse references: LU-00 is used by the datastore, the LUN mapping and the multipath policy;
// port 0A by its cable and the policy.
TEST(Topology, Referrers) {
    SmallSan s;
    std::set<std::pair<Id, std::string>> lu_refs;
    for (const auto& r : s.t.referrers(s.lu)) lu_refs.insert(r);
    Id mapping = s.t.children(s.hg, Kind::LunMapping).front();
    EXPECT_EQ(lu_refs, (std::set<std::pair<Id, std::string>>{
                           {s.datastore, "lu"}, {mapping, "lu"}, {s.policy, "lu"}}));
    std::set<std::string> port_keys;
    for (const auto& [id, key] : s.t.referrers(s.t0a))
        port_keys.insert(std::string(kind_name(s.t.at(id).kind)) + "." + key);
    EXPECT_EQ(port_keys, (std::set<std::string>{"link.a", "multipath_policy.preferred_port"}));
    EXPECT_TRUE(s.t.referrers(s.vm).empty());
}

// describe() is how messages name things; queries find by kind, name and containment.
TEST(Topology, DescribeAndQueries) {
    SmallSan s;
    EXPECT_EQ(s.t.describe(s.rg), "RAID group 'RG-0'");
    // A name shared by two of a kind is told apart by the parent's name.
    const Id other_array = s.t.add(Kind::Array, "AMS-2");
    const Id twin = s.t.add(Kind::RaidGroup, "RG-0", other_array);
    EXPECT_EQ(s.t.describe(s.rg), "RAID group 'RG-0' in '" + s.t.at(s.t.at(s.rg).parent).name + "'");
    EXPECT_EQ(s.t.describe(twin), "RAID group 'RG-0' in 'AMS-2'");
    EXPECT_EQ(s.t.describe(12345), "#12345 (missing)");
    EXPECT_EQ(s.t.find_by_name(Kind::LogicalUnit, "LU-00"), s.lu);
    EXPECT_EQ(s.t.find_by_name(Kind::LogicalUnit, "nope"), kNoId);
    EXPECT_EQ(s.t.ancestor(s.t0a, Kind::Array), s.array);
    EXPECT_EQ(s.t.ancestor(s.t0a, Kind::Server), kNoId);
    EXPECT_EQ(s.t.children(s.array, Kind::Controller), (std::vector<Id>{s.ctl0, s.ctl1}));
    EXPECT_EQ(s.t.descendants(s.ctl0), (std::vector<Id>{s.t0a, s.t0b}));
    EXPECT_EQ(s.t.all_of(Kind::Fabric), (std::vector<Id>{s.fabric_a, s.fabric_b}));
    EXPECT_THROW(s.t.at(12345), TopologyError);
}

// Observers hear adds, changes (attribute, name, note) and removals, children before parents.
TEST(Topology, ObserversHearEveryEdit) {
    Topology t;
    Recorder r;
    t.add_observer(&r);
    Id srv = t.add(Kind::Server, "srv");
    t.add(Kind::Hba, "hba", srv);
    t.set(srv, "ram_gb", 64.0);
    t.rename(srv, "srv1");
    t.set_note(srv, "from the paper");
    t.remove(srv);
    t.remove_observer(&r);
    t.add(Kind::Server, "unheard");
    EXPECT_EQ(r.events, (std::vector<std::string>{"add srv", "add hba", "change srv.ram_gb",
                                                  "change srv1.name", "change srv1.note",
                                                  "remove hba", "remove srv1"}));
}
