// The 3D lab view: the physical layout (every drive in a bay, every group outlined around its
// drives), utilization colours from a run, and an offscreen VTK snapshot that is not blank and
// shows the busy RAID group in red. The snapshot needs an X display (Xvfb under .ci/test).
#include <gtest/gtest.h>

#ifdef SANTWIN_HAVE_VTK
#include <QImage>
#include <map>
#include <set>

#include "export_support.h"
#include "labs/labs.h"
#include "view3d/heat_ramp.h"
#include "view3d/lab_geometry.h"
#include "view3d/lab_view3d.h"

using namespace santwin;
using namespace santwin::view3d;

// Lab 000: one compute rack and the AMS 2100's rack; 60 drives in 15-bay shelves; one outline per
// RAID group per shelf row, each enclosing exactly its group's drives.
TEST(View3D, GeometryPlacesEveryDriveAndOutlinesEveryGroup) {
    const Project lab = labs::build_lab("000");
    const Topology& t = lab.topology;
    const LabGeometry g = build_geometry(t);
    EXPECT_EQ(g.racks, 2);
    std::map<Id, Box> drives;
    for (const Box& b : g.boxes)
        if (b.part == Part::Drive) drives[b.entity] = b;
    EXPECT_EQ(drives.size(), t.all_of(Kind::Drive).size());
    std::set<Id> outlined;
    for (const Outline& o : g.outlines) {
        outlined.insert(o.group);
        for (Id d : t.at(o.group).refs("drives")) {
            const Box& b = drives.at(d);
            if (std::abs(b.y - o.bounds.y) > 1e-6) continue;  // a drive in another shelf row
            EXPECT_LE(o.bounds.x - o.bounds.w / 2, b.x - b.w / 2) << t.describe(o.group);
            EXPECT_GE(o.bounds.x + o.bounds.w / 2, b.x + b.w / 2) << t.describe(o.group);
        }
        // No drive of another group inside the outline's row span.
        for (const auto& [id, b] : drives)
            if (std::abs(b.y - o.bounds.y) < 1e-6 && b.x > o.bounds.x - o.bounds.w / 2 && b.x < o.bounds.x + o.bounds.w / 2) {
                const auto& members = t.at(o.group).refs("drives");
                EXPECT_NE(std::find(members.begin(), members.end(), id), members.end()) << t.describe(id) << " inside " << o.label;
            }
    }
    EXPECT_EQ(outlined.size(), t.all_of(Kind::RaidGroup).size());
}

// Lab 004's EVA spills into a second rack section; the VTL and tape library get racks too.
TEST(View3D, LargeLabsFillSeveralRacks) {
    const LabGeometry g = build_geometry(labs::build_lab("004").topology);
    EXPECT_GE(g.racks, 4);
    int drives = 0;
    for (const Box& b : g.boxes) drives += b.part == Part::Drive;
    EXPECT_EQ(drives, 144 + 24 + 48);  // the EVA's online and nearline groups, the VLS6510's four 12-disk enclosures
}

// Utilization from std-lu-1rg's run: RG-000's drives at its recorded busy % (97), idle groups at
// 0, spares (no group) without a value; before a recording is set, nothing has a value.
TEST(View3D, DrivesTakeTheirGroupsUtilization) {
    const auto& r = export_test::result("std-lu-1rg");
    const auto& run = r.runs.front();
    const Topology& t = run.project->topology;
    LabView3D view(t);
    const Id rg0 = t.find_by_name(Kind::RaidGroup, "RG-000");
    const Id drive = t.at(rg0).refs("drives").front();
    EXPECT_EQ(view.utilization(drive), -1);
    view.set_recording(run.recording.get(), 180);
    EXPECT_EQ(view.utilization(drive), run.recording->series(rg0, "busy_pct").at(180));
    EXPECT_GT(view.utilization(drive), 90);
    const Id rg1 = t.find_by_name(Kind::RaidGroup, "RG-001");
    EXPECT_EQ(view.utilization(t.at(rg1).refs("drives").front()), 0);
    EXPECT_EQ(view.drives(), 60);
    EXPECT_EQ(view.outlines(), 10);
}

// Lab 004's two disk groups fill several shelves: one outline per run of bays, yet two groups
// (the 3D tab's summary counts groups, not outlines).
TEST(View3D, GroupsCountedOnceHoweverManyShelvesTheyFill) {
    const Project lab = labs::build_lab("004");
    LabView3D view(lab.topology);
    EXPECT_EQ(view.groups(), 2);
    EXPECT_GT(view.outlines(), view.groups());
}

// The ramp runs green (idle) through amber to red (saturated).
TEST(View3D, HeatRamp) {
    const auto idle = heat(0), busy = heat(1), half = heat(0.5);
    EXPECT_GT(idle[1], idle[0]);
    EXPECT_GT(busy[0], 3 * busy[1]);
    EXPECT_GT(half[0], 0.9);
    EXPECT_GT(half[1], 0.7);
}

// Offscreen snapshot of lab 000 during std-lu-1rg at 960x600: that size, not blank, and with a
// patch of the ramp's red (RG-000's drives near saturation); zooming in changes the picture.
TEST(View3D, SnapshotIsNotBlank) {
    if (!display_available()) GTEST_SKIP() << "no X display: run under Xvfb (xvfb-run -a ctest -L export)";
    const auto& run = export_test::result("std-lu-1rg").runs.front();
    LabView3D view(run.project->topology);
    view.set_recording(run.recording.get(), 180);
    RenderOptions o;
    o.size = QSize(960, 600);
    o.title = "test";
    const QImage img = view.render(o);
    ASSERT_EQ(img.size(), QSize(960, 600));
    double sum = 0, sq = 0;
    long red = 0;
    const auto hot = heat(run.recording->series(run.project->topology.find_by_name(Kind::RaidGroup, "RG-000"), "busy_pct").at(180) / 100);
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x) {
            const QRgb p = img.pixel(x, y);
            const double g = qGray(p);
            sum += g;
            sq += g * g;
            red += qRed(p) > 150 && qGreen(p) < 90 && qBlue(p) < 90;
        }
    const double n = img.width() * img.height();
    EXPECT_GT(sq / n - (sum / n) * (sum / n), 300);  // not blank
    EXPECT_GT(hot[0], 0.8);
    EXPECT_GT(red, 200);  // RG-000's five drives, shaded
    o.angle.zoom = 2.0;
    EXPECT_NE(view.render(o), img);
}

// The dark theme's snapshot: a dark background behind the same racks (its top-left corner, above
// the title, well below the light theme's), and the drives' heat colours unchanged.
TEST(View3D, DarkThemeDarkensTheBackgroundOnly) {
    if (!display_available()) GTEST_SKIP() << "no X display: run under Xvfb (xvfb-run -a ctest -L export)";
    const auto& run = export_test::result("std-lu-1rg").runs.front();
    LabView3D view(run.project->topology);
    view.set_recording(run.recording.get(), 180);
    RenderOptions o;
    o.size = QSize(640, 400);
    const QImage light = view.render(o);
    o.dark = true;
    const QImage dark = view.render(o);
    EXPECT_GT(qGray(light.pixel(5, 5)), 150);
    EXPECT_LT(qGray(dark.pixel(5, 5)), 60);
    long red_light = 0, red_dark = 0;
    for (int y = 0; y < light.height(); ++y)
        for (int x = 0; x < light.width(); ++x) {
            red_light += qRed(light.pixel(x, y)) > 150 && qGreen(light.pixel(x, y)) < 90;
            red_dark += qRed(dark.pixel(x, y)) > 150 && qGreen(dark.pixel(x, y)) < 90;
        }
    EXPECT_GT(red_dark, 0.8 * red_light);
    EXPECT_GT(red_light, 0);
}
#endif
