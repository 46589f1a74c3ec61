// The heat overlay's model (PlaybackController.boxes) on lab 000 playing std-lu-1rg: one row per
// diagram box with the box's name and geometry, and at every frame the same state the per-box
// questions give (nodeHeat, nodeFigure, ...); seeking to the moment already shown signals no
// row; unloading the run leaves every box with nothing to show.
#include <gtest/gtest.h>
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <cmath>

#include "bridge/diagram/topology_model.h"
#include "bridge/playback/box_states_model.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/playback/simulation_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/session/session.h"

namespace {
// Row `r` of `boxes` says what the controller's per-box questions say at the playhead.
void expect_row_matches(const BoxStatesModel& boxes, const PlaybackController& playback, int r) {
    const QModelIndex i = boxes.index(r);
    EXPECT_DOUBLE_EQ(boxes.data(i, BoxStatesModel::HeatRole).toDouble(), playback.nodeHeat(r)) << r;
    EXPECT_DOUBLE_EQ(boxes.data(i, BoxStatesModel::FillRole).toDouble(), playback.nodeFill(r)) << r;
    EXPECT_EQ(boxes.data(i, BoxStatesModel::FigureRole).toString(), playback.nodeFigure(r)) << r;
    EXPECT_EQ(boxes.data(i, BoxStatesModel::FlashRole).toBool(), playback.nodeFlash(r)) << r;
    EXPECT_EQ(boxes.data(i, BoxStatesModel::FailedRole).toBool(), playback.nodeFailed(r)) << r;
    EXPECT_EQ(boxes.data(i, BoxStatesModel::FailureRole).toString(), playback.nodeFailure(r)) << r;
    EXPECT_TRUE(std::isnan(boxes.data(i, BoxStatesModel::DeltaRole).toDouble())) << "nothing compared";
}
}  // namespace

TEST(BoxStates, FollowThePlayheadRowByRow) {
    Session session;
    ProjectController& project = *session.project();
    PlaybackController& playback = *session.playback();
    ASSERT_TRUE(project.openLab("000"));
    BoxStatesModel& boxes = *playback.boxes();
    QAbstractItemModelTester tester(&boxes, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_TRUE(session.simulation()->runScenario("std-lu-1rg"));
    ASSERT_TRUE(session.simulation()->waitForFinished(120000));
    ASSERT_TRUE(playback.hasRun());

    const TopologyModel& nodes = *project.nodes();
    ASSERT_EQ(boxes.rowCount(), nodes.rowCount());
    ASSERT_GT(boxes.rowCount(), 20);
    playback.seek(60);
    int busy = 0;
    for (int r = 0; r < boxes.rowCount(); ++r) {
        const QModelIndex i = boxes.index(r);
        const QModelIndex n = nodes.index(r);
        EXPECT_EQ(boxes.data(i, BoxStatesModel::NameRole), nodes.data(n, TopologyModel::NameRole));
        EXPECT_EQ(boxes.data(i, BoxStatesModel::XRole), nodes.data(n, TopologyModel::XRole));
        EXPECT_EQ(boxes.data(i, BoxStatesModel::WidthRole), nodes.data(n, TopologyModel::WidthRole));
        EXPECT_EQ(boxes.data(i, BoxStatesModel::FrameRole), nodes.data(n, TopologyModel::FrameRole));
        expect_row_matches(boxes, playback, r);
        busy += playback.nodeHeat(r) > 0;
    }
    EXPECT_GT(busy, 0) << "RG-000 and its path are busy at 1 min";

    // The same moment again: no box changed, no row is signalled.
    QSignalSpy changed(&boxes, &QAbstractItemModel::dataChanged);
    playback.seek(60);
    EXPECT_EQ(changed.count(), 0);
    // Another moment: the rows follow.
    playback.seek(playback.end() / 2);
    for (int r = 0; r < boxes.rowCount(); ++r) expect_row_matches(boxes, playback, r);

    // No run: nothing to show on any box.
    playback.unload();
    for (int r = 0; r < boxes.rowCount(); ++r) {
        EXPECT_EQ(boxes.data(boxes.index(r), BoxStatesModel::HeatRole).toDouble(), -1) << r;
        EXPECT_EQ(boxes.data(boxes.index(r), BoxStatesModel::FigureRole).toString(), QString()) << r;
    }
}
