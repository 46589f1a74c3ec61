// A created box appears where it was dropped: a device from a template is drawn with its centre
// on the drop point (its parts keep their arrangement around it), a plain box takes the point.
#include <gtest/gtest.h>

#include <set>

#include "diagram/auto_layout.h"
#include "diagram/diagram.h"
#include "editing/device_templates.h"
#include "editing/edits.h"
#include "editing/placement.h"
#include "labs/labs.h"

using namespace santwin;
using namespace santwin::editing;

namespace {
const diagram::Node& box_of(const diagram::Diagram& d, Id id) {
    return d.nodes[static_cast<size_t>(d.index_of_key(id))];
}
}  // namespace

TEST(Placement, ADroppedDeviceIsCentredOnTheDropPoint) {
    // Frames (array, chassis, VTL node) and a plain box (the switch).
    for (const char* device : {"ams2100", "eva8100", "c7000", "vls6510", "brocade-4-24"}) {
        for (const Point at : {Point{-2500, 3100}, Point{4200, -700}}) {
            Project p = labs::build_lab("000");
            EditSession s(p);
            const Id root = add_device(s, device, at);
            s.take();
            const diagram::Diagram d = diagram::lay_out(p);
            const diagram::Node& box = box_of(d, root);
            EXPECT_NEAR(box.x, at.x, 1.0) << device;
            EXPECT_NEAR(box.y, at.y, 1.0) << device;
        }
    }
}

TEST(Placement, TheDevicesPartsKeepTheirArrangement) {
    Project auto_placed = labs::build_lab("000");
    Project dropped = auto_placed;
    Id a = kNoId, b = kNoId;
    {
        EditSession s(auto_placed);
        a = add_device(s, "ams2100", Point{0, 0});
        s.take();
    }
    {
        EditSession s(dropped);
        b = add_device(s, "ams2100", Point{9000, 9000});
        s.take();
    }
    const diagram::Diagram da = diagram::lay_out(auto_placed), db = diagram::lay_out(dropped);
    const diagram::Node& fa = box_of(da, a);
    const diagram::Node& fb = box_of(db, b);
    ASSERT_EQ(fa.children.size(), fb.children.size());
    EXPECT_NEAR(fa.width, fb.width, 1e-6);
    EXPECT_NEAR(fa.height, fb.height, 1e-6);
    for (size_t i = 0; i < fa.children.size(); ++i) {
        const diagram::Node& ca = da.nodes[static_cast<size_t>(fa.children[i])];
        const diagram::Node& cb = db.nodes[static_cast<size_t>(fb.children[i])];
        EXPECT_NEAR(ca.x - fa.x, cb.x - fb.x, 1e-6);
        EXPECT_NEAR(ca.y - fa.y, cb.y - fb.y, 1e-6);
    }
}

TEST(Placement, APlainBoxTakesThePointAndUndoForgetsIt) {
    Project p = labs::build_lab("000");
    const Layout before = p.layout;
    EditSession s(p);
    const Id host = create_entity(s, Kind::Server, "", kNoId);
    centre_box_at(s, host, Point{-1234, 567});
    ChangeSet change = s.take();
    const diagram::Diagram laid_out = diagram::lay_out(p);  // box_of refers into it: keep it alive
    const diagram::Node& box = box_of(laid_out, host);
    EXPECT_DOUBLE_EQ(box.x, -1234);
    EXPECT_DOUBLE_EQ(box.y, 567);
    change.apply_before(p);
    EXPECT_EQ(p.layout, before);
}

namespace {
// Whether box `n` overlaps another box that is neither inside it nor a frame around it.
bool covers_another(const diagram::Diagram& d, int n) {
    std::set<int> own{n};
    for (bool grew = true; grew;) {
        grew = false;
        for (int i = 0; i < static_cast<int>(d.nodes.size()); ++i)
            if (!own.count(i) && own.count(d.nodes[static_cast<size_t>(i)].parent)) grew = own.insert(i).second;
    }
    for (int p = d.nodes[static_cast<size_t>(n)].parent; p >= 0; p = d.nodes[static_cast<size_t>(p)].parent) own.insert(p);
    const diagram::Node& a = d.nodes[static_cast<size_t>(n)];
    for (int i = 0; i < static_cast<int>(d.nodes.size()); ++i) {
        const diagram::Node& b = d.nodes[static_cast<size_t>(i)];
        if (!own.count(i) && a.left() < b.right() && b.left() < a.right() && a.top() < b.bottom() && b.top() < a.bottom())
            return true;
    }
    return false;
}
}  // namespace

TEST(Placement, ADeviceDroppedOnOtherBoxesMovesDownClearOfThem) {
    Project p = labs::build_lab("000");
    const diagram::Diagram before = diagram::lay_out(p);
    const diagram::Node& fabric = box_of(before, p.topology.all_of(Kind::Fabric).front());
    EditSession s(p);
    const Id root = add_device(s, "c7000", Point{fabric.x, fabric.y});
    s.take();
    const diagram::Diagram d = diagram::lay_out(p);
    const diagram::Node& box = box_of(d, root);
    EXPECT_NEAR(box.x, fabric.x, 1.0) << "straight down from the drop point";
    EXPECT_GT(box.y, fabric.y);
    EXPECT_FALSE(covers_another(d, d.index_of_key(root)));
}

TEST(Placement, CopiesGoBelowTheirOriginalsInFreeSpace) {
    Project p = labs::build_lab("000");
    const Id host = p.topology.all_of(Kind::Server).front();
    for (int step = 1; step <= 3; ++step) {
        const diagram::Diagram d = diagram::lay_out(p);
        const Point offset = free_offset_below(d, {host}, step);
        EXPECT_EQ(offset.x, 0);
        EXPECT_GE(offset.y, step * box_of(d, host).height);
        EditSession s(p);
        const std::vector<Id> copies = duplicate(s, {host}, offset);
        s.take();
        const diagram::Diagram after = diagram::lay_out(p);
        ASSERT_EQ(copies.size(), 1u);
        EXPECT_FALSE(covers_another(after, after.index_of_key(copies.front()))) << "copy " << step;
        EXPECT_NEAR(box_of(after, copies.front()).y, box_of(d, host).y + offset.y, 1.0);
    }
}
