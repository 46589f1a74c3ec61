// Collapsing a frame is a layout edit like a move: one change set that undo and redo replay, a
// refusal for things that are not frames, and a deleted frame forgets that it was collapsed.
#include <gtest/gtest.h>

#include "diagram/diagram.h"
#include "editing/edits.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::editing;

namespace {
Id first(const Topology& t, Kind k) {
    const std::vector<Id> all = t.all_of(k);
    EXPECT_FALSE(all.empty());
    return all.empty() ? kNoId : all.front();
}
}  // namespace

TEST(CollapseEdits, CollapseFoldsTheArrayAndUndoOpensItAgain) {
    Project p = labs::build_lab("000");
    const Id array = first(p.topology, Kind::Array);
    const Id controller = first(p.topology, Kind::Controller);
    const int open_nodes = static_cast<int>(diagram::build_diagram(p.topology, p.layout).nodes.size());

    EditSession s(p);
    set_collapsed(s, {array}, true);
    ChangeSet change = s.take();
    EXPECT_FALSE(change.empty());
    EXPECT_TRUE(p.layout.collapsed.count(array));
    const diagram::Diagram folded = diagram::build_diagram(p.topology, p.layout);
    EXPECT_LT(static_cast<int>(folded.nodes.size()), open_nodes);
    EXPECT_EQ(folded.node_for(controller), folded.index_of_key(array));

    change.apply_before(p);
    EXPECT_FALSE(p.layout.collapsed.count(array));
    EXPECT_EQ(static_cast<int>(diagram::build_diagram(p.topology, p.layout).nodes.size()), open_nodes);
    change.apply_after(p);
    EXPECT_TRUE(p.layout.collapsed.count(array));
}

TEST(CollapseEdits, OnlyFramesCollapseAndARefusalChangesNothing) {
    Project p = labs::build_lab("000");
    const Project before = p;
    const Id array = first(p.topology, Kind::Array);
    const Id server = first(p.topology, Kind::Server);
    EditSession s(p);
    try {
        set_collapsed(s, {array, server}, true);
        FAIL() << "a server is not a frame";
    } catch (const EditError& e) {
        EXPECT_NE(std::string(e.what()).find("not drawn as a frame"), std::string::npos) << e.what();
    }
    EXPECT_TRUE(s.take().empty());
    EXPECT_TRUE(p.layout == before.layout);
    EXPECT_THROW(set_collapsed(s, {Id{999999}}, true), EditError);
}

// Expanding what is not collapsed changes nothing (the command is then not pushed).
TEST(CollapseEdits, ExpandingAnOpenFrameIsNoChange) {
    Project p = labs::build_lab("000");
    EditSession s(p);
    set_collapsed(s, {first(p.topology, Kind::Array)}, false);
    EXPECT_TRUE(s.take().empty());
}

TEST(CollapseEdits, DeletingACollapsedFrameForgetsItAndUndoRemembers) {
    Project p = labs::build_lab("000");
    const Id array = first(p.topology, Kind::Array);
    p.layout.collapsed.insert(array);
    EditSession s(p);
    delete_entities(s, {array});
    ChangeSet change = s.take();
    EXPECT_FALSE(p.layout.collapsed.count(array));
    change.apply_before(p);
    EXPECT_TRUE(p.topology.contains(array));
    EXPECT_TRUE(p.layout.collapsed.count(array));
}

// A merged change keeps the first before-state and the last after-state of the mark.
TEST(CollapseEdits, MergedChangesKeepTheFirstAndLastState) {
    Project p = labs::build_lab("000");
    const Id array = first(p.topology, Kind::Array);
    EditSession s(p);
    set_collapsed(s, {array}, true);
    ChangeSet a = s.take();
    set_collapsed(s, {array}, false);
    ChangeSet b = s.take();
    a.merge(b);
    EXPECT_TRUE(a.empty());  // collapsed then expanded: no change overall
}
