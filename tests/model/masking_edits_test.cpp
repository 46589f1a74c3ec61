// The LUN-masking editor's edits on lab 000's ESX-Cluster host group: taking an initiator out
// hides the LUs from that host (and undo gives them back); presenting an LU at a LUN id, with
// the refusals a storage administrator would expect.
#include <gtest/gtest.h>

#include <algorithm>

#include "editing/edits.h"
#include "editing/masking.h"
#include "labs/labs.h"
#include "topology/paths.h"

using namespace santwin;
using namespace santwin::editing;

namespace {
std::size_t paths_from(const Topology& t, Id host) {
    std::size_t n = 0;
    for (Id lu : t.all_of(Kind::LogicalUnit))
        for (const StoragePath& p : who_sees(t, lu)) n += p.host == host;
    return n;
}
}  // namespace

TEST(MaskingEdits, RemovingAnInitiatorHidesTheLusAndUndoRestoresThem) {
    Project p = labs::build_lab("000");
    const Project original = p;
    const Id hg = p.topology.all_of(Kind::HostGroup).front();
    const auto initiators = host_group_initiators(p.topology, hg);
    ASSERT_FALSE(initiators.empty());
    for (const Initiator& i : initiators) EXPECT_FALSE(i.ports.empty()) << i.text << " matches a host port";
    // Every initiator of the group, taken out: the host behind the first one sees nothing.
    const Id port = initiators.front().ports.front();
    const Id host = p.topology.ancestor(port, Kind::Server);
    const Id esx = p.topology.children(host, Kind::EsxHost).front();
    ASSERT_GT(paths_from(p.topology, esx), 0u);
    EditSession s(p);
    for (Id other : p.topology.descendants(host))
        for (const Initiator& i : host_group_initiators(p.topology, hg))
            if (std::find(i.ports.begin(), i.ports.end(), other) != i.ports.end()) remove_initiator(s, hg, i.text);
    ChangeSet change = s.take();
    EXPECT_EQ(paths_from(p.topology, esx), 0u);
    EXPECT_NE(why_not_visible(p.topology, esx, p.topology.children(hg, Kind::LunMapping).empty()
                                                   ? p.topology.all_of(Kind::LogicalUnit).front()
                                                   : p.topology.at(p.topology.children(hg, Kind::LunMapping).front()).ref("lu")),
              "");
    change.apply_before(p);
    EXPECT_TRUE(p.topology == original.topology);

    // Adding it back the editor's way; twice is refused.
    EditSession again(p);
    remove_initiator(again, hg, initiators.front().text);
    add_initiator(again, hg, port);
    EXPECT_THROW(add_initiator(again, hg, port), EditError);
    EXPECT_THROW(remove_initiator(again, hg, "10:00:00:00:00:00:00:99"), EditError);
}

TEST(MaskingEdits, PresentingAnLuAtAFreeLunId) {
    Project p = labs::build_lab("000");
    const Id hg = p.topology.all_of(Kind::HostGroup).front();
    const Id array = p.topology.at(hg).parent;
    EditSession s(p);
    // A new LU on the same array, not presented yet.
    const Id lu = create_entity(s, Kind::LogicalUnit, "New LU", array);
    const auto free = unmapped_lus(p.topology, hg);
    EXPECT_NE(std::find(free.begin(), free.end(), lu), free.end());
    const int lun = next_free_lun(p.topology, hg);
    for (Id m : p.topology.children(hg, Kind::LunMapping)) EXPECT_NE(static_cast<int>(p.topology.at(m).num("lun")), lun);

    const int used = static_cast<int>(p.topology.at(p.topology.children(hg, Kind::LunMapping).front()).num("lun"));
    EXPECT_THROW(map_lu(s, hg, lu, used), EditError) << "a LUN id in use";
    const Id mapping = map_lu(s, hg, lu, lun);
    EXPECT_EQ(p.topology.at(mapping).ref("lu"), lu);
    EXPECT_EQ(static_cast<int>(p.topology.at(mapping).num("lun")), lun);
    EXPECT_THROW(map_lu(s, hg, lu, lun + 1), EditError) << "presented already";
    const int next = next_free_lun(p.topology, hg);
    for (Id m : p.topology.children(hg, Kind::LunMapping)) EXPECT_NE(static_cast<int>(p.topology.at(m).num("lun")), next);
    const auto after = unmapped_lus(p.topology, hg);
    EXPECT_EQ(std::find(after.begin(), after.end(), lu), after.end());
    EXPECT_THROW(map_lu(s, hg, hg, 9), EditError) << "not an LU";
}

TEST(MaskingEdits, ANasHeadIsTheInitiatorOfItsSystemDrives) {
    // Lab 002's HUS VM presents the HNAS 4100's system drives to host groups of the head's own FC
    // ports: those initiators match a port, and the head sees every LU they map.
    const Project p = labs::build_lab("002");
    const Topology& t = p.topology;
    const Id head = t.all_of(Kind::NasHead).front();
    int groups = 0;
    for (Id hg : t.all_of(Kind::HostGroup)) {
        if (t.at(hg).name.rfind("HNAS-", 0) != 0) continue;
        ++groups;
        for (const Initiator& i : host_group_initiators(t, hg)) {
            ASSERT_FALSE(i.ports.empty()) << i.text;
            for (Id port : i.ports) EXPECT_EQ(t.at(port).parent, head);
        }
        for (Id m : t.children(hg, Kind::LunMapping)) {
            const auto seen = who_sees(t, t.at(m).ref("lu"));
            EXPECT_TRUE(std::any_of(seen.begin(), seen.end(),
                                    [&](const StoragePath& sp) { return sp.host == head; }))
                << t.at(t.at(m).ref("lu")).name;
        }
    }
    EXPECT_EQ(groups, 2);
}
