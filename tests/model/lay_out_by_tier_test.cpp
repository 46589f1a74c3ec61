// "Lay out by tier" forgets hand-placed positions (of the selection and what is inside it, or of
// every box) in one change set; with nothing hand-placed it refuses and changes nothing.
#include <gtest/gtest.h>

#include "diagram/auto_layout.h"
#include "diagram/diagram.h"
#include "editing/edits.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::editing;

TEST(LayOutByTier, ForgetsTheSelectionAndItsContentsOnly) {
    Project p = labs::build_lab("000");
    p.layout.positions.clear();
    const Id array = p.topology.all_of(Kind::Array).front();
    const Id controller = p.topology.all_of(Kind::Controller).front();
    const Id server = p.topology.all_of(Kind::Server).front();
    auto x_of = [&](Id id) {
        const diagram::Diagram d = diagram::lay_out(p);
        return d.nodes[static_cast<size_t>(d.index_of_key(id))].x;
    };
    const double auto_x = x_of(server);
    {
        EditSession s(p);
        s.move(array, Point{5000, 5000});
        s.move(controller, Point{5010, 5060});
        s.move(server, Point{-900, 40});
        s.take();
    }
    const Layout placed = p.layout;

    EditSession s(p);
    EXPECT_EQ(lay_out_by_tier(s, {array}), 2u);  // the array and its controller
    ChangeSet change = s.take();
    EXPECT_FALSE(p.layout.positions.count(array));
    EXPECT_FALSE(p.layout.positions.count(controller));
    EXPECT_TRUE(p.layout.positions.count(server));

    change.apply_before(p);
    EXPECT_EQ(p.layout, placed);
    change.apply_after(p);

    EditSession all(p);
    EXPECT_EQ(lay_out_by_tier(all, {}), 1u);
    all.take();
    EXPECT_TRUE(p.layout.positions.empty());
    EXPECT_DOUBLE_EQ(x_of(server), auto_x);
}

TEST(LayOutByTier, NothingHandPlacedIsRefused) {
    Project p = labs::build_lab("000");
    p.layout.positions.clear();
    const Project before = p;
    EditSession s(p);
    EXPECT_THROW(lay_out_by_tier(s, {}), EditError);
    EXPECT_THROW(lay_out_by_tier(s, {p.topology.all_of(Kind::Array).front()}), EditError);
    EXPECT_THROW(lay_out_by_tier(s, {987654}), EditError);
    EXPECT_TRUE(s.take().empty());
    EXPECT_EQ(p.layout, before.layout);
}
