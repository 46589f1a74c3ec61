// The 3D lab view in the GUI (Lab3DView): it draws the open lab, renders on its worker thread
// only while active, follows the playback (the image changes with the playhead because the
// drives' colours do), orbits and zooms within limits, and snapshots to a PNG of the size asked.
// VTK needs an X display: under .ci/test (Xvfb) these run; without one they say they skipped.
#include <gtest/gtest.h>
#include <QImage>
#include <QTemporaryDir>

#include "bridge/session/session.h"
#include "bridge/view3d/lab3d_item.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/playback/simulation_controller.h"

namespace {
// Fraction of sampled pixels that differ between two images of the same size.
double difference(const QImage& a, const QImage& b) {
    int differ = 0, n = 0;
    for (int y = 0; y < a.height(); y += 7)
        for (int x = 0; x < a.width(); x += 7, ++n) differ += a.pixel(x, y) != b.pixel(x, y);
    return n ? static_cast<double>(differ) / n : 0;
}

#define REQUIRE_3D(item)                                                                       \
    if (!(item).available()) GTEST_SKIP() << "no 3D view here: " << (item).status().toStdString()
}  // namespace

TEST(Lab3DView, DrawsTheOpenLabOnlyWhileActive) {
    Session session;  // the test's own
    auto* project = session.project();
    ASSERT_TRUE(project->openLab("000"));
    Lab3DItem view;
    view.setSession(&session);
    REQUIRE_3D(view);
    view.setSize(QSizeF(480, 300));
    EXPECT_TRUE(view.waitForIdle(1000));
    EXPECT_EQ(view.frames(), 0) << "an inactive view renders nothing";
    view.setActive(true);
    ASSERT_TRUE(view.waitForIdle(30000));
    EXPECT_EQ(view.frames(), 1);
    EXPECT_GT(view.renderMs(), 0);
    EXPECT_FALSE(view.following());
    EXPECT_TRUE(view.status().contains("2 racks")) << view.status().toStdString();
    EXPECT_TRUE(view.status().contains("60 drives")) << view.status().toStdString();
}

TEST(Lab3DView, OrbitAndZoomStayWithinLimits) {
    Lab3DItem view;
    const double a = view.azimuth(), e = view.elevation();
    view.orbit(40, -20);
    EXPECT_DOUBLE_EQ(view.azimuth(), a - 20);
    EXPECT_DOUBLE_EQ(view.elevation(), e - 10);
    view.orbit(0, 10000);
    EXPECT_DOUBLE_EQ(view.elevation(), 85);  // straight down at most
    view.setZoom(100);
    EXPECT_DOUBLE_EQ(view.zoom(), 8);
    view.setAzimuth(350);
    EXPECT_DOUBLE_EQ(view.azimuth(), -10);  // kept in -180..180
    view.resetView();
    EXPECT_DOUBLE_EQ(view.azimuth(), a);
    EXPECT_DOUBLE_EQ(view.zoom(), 1);
}

TEST(Lab3DView, FollowsThePlayheadAndSnapshots) {
    Session session;  // the test's own
    auto* project = session.project();
    auto* sim = session.simulation();
    auto* playback = session.playback();
    ASSERT_TRUE(project->openLab("000"));
    Lab3DItem view;
    view.setSession(&session);
    REQUIRE_3D(view);
    QTemporaryDir dir;
    // No run: the lab's drives in neutral grey.
    ASSERT_TRUE(view.snapshot(dir.filePath("lab.png"), 640, 400)) << view.status().toStdString();
    ASSERT_TRUE(sim->runScenario("std-lu-1rg"));
    ASSERT_TRUE(sim->waitForFinished(120000));
    ASSERT_TRUE(playback->hasRun());
    EXPECT_TRUE(view.following());

    // With the run, the drives take their group's utilization colours (RG-000 saturated), and
    // the caption names the playhead's time, which moves with a seek.
    playback->seek(60);
    ASSERT_TRUE(view.snapshot(dir.filePath("t60.png"), 640, 400)) << view.status().toStdString();
    playback->seek(120);
    ASSERT_TRUE(view.snapshot(dir.filePath("t120.png"), 640, 400)) << view.status().toStdString();
    const QImage lab(dir.filePath("lab.png")), t60(dir.filePath("t60.png")), t120(dir.filePath("t120.png"));
    ASSERT_EQ(t60.size(), QSize(640, 400));
    EXPECT_GT(difference(lab, t60), 0.002) << "the drives took utilization colours";
    EXPECT_NE(t60.copy(0, 0, 640, 40), t120.copy(0, 0, 640, 40)) << "the caption follows the playhead";

    // Active, it re-renders as the playhead moves (newest state wins, nothing queues up).
    view.setSize(QSizeF(320, 200));
    view.setActive(true);
    ASSERT_TRUE(view.waitForIdle(30000));
    const int before = view.frames();
    for (int i = 1; i <= 5; ++i) playback->seek(playback->end() * i / 6);
    ASSERT_TRUE(view.waitForIdle(30000));
    EXPECT_GT(view.frames(), before);
    EXPECT_LE(view.frames(), before + 5);

    EXPECT_FALSE(view.snapshot(dir.filePath("tiny.png"), 10, 10));
    EXPECT_TRUE(view.status().contains("between 64 and 8000"));
    EXPECT_FALSE(view.snapshot(dir.filePath("no/such/folder/x.png")));
    EXPECT_TRUE(view.status().contains("Cannot write"));
    playback->unload();
}
