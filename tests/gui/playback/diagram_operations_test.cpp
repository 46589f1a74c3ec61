// Operations started from the diagram on lab 000: a VM offers Storage vMotion and Clone to the
// other datastores and a controller offers its failure; a Storage vMotion runs to its end as a
// recording with start and end events and copy traffic; a controller failure logs a failure;
// through SimulationController the operation runs off the GUI thread and loads for playback.
#include <gtest/gtest.h>

#include "bridge/session/session.h"
#include "scenarios/box_operations.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/playback/simulation_controller.h"
#include "labs/labs.h"
#include "offer_helpers.h"

using namespace santwin;
using santwin::test::find_offer;
using santwin::test::has_event;
using santwin::test::named;

TEST(DiagramOperations, VmStorageVMotionAndControllerFailure) {
    Session session;  // the test's own
    auto* pc = session.project();
    ASSERT_TRUE(pc->openLab("000"));
    const Project& p = *pc->project();
    const Id vm = p.topology.all_of(Kind::Vm).front();
    const auto offers = scenarios::offers(p, vm);
    ASSERT_GE(offers.size(), 2u);
    EXPECT_EQ(offers[0].op, "svmotion");
    ASSERT_FALSE(offers[0].targets.empty());
    const Id here = p.topology.at(p.topology.children(vm, Kind::Vmdk).front()).ref("datastore");
    for (const auto& t : offers[0].targets) EXPECT_NE(t.id, here);

    const auto result = scenarios::run_operation(p, "svmotion", vm, offers[0].targets.front().id);
    ASSERT_EQ(result.runs.size(), 1u);
    const engine::Recorder& rec = *result.runs.front().recording;
    EXPECT_TRUE(has_event(rec, "operation_start"));
    EXPECT_TRUE(has_event(rec, "operation_end"));
    EXPECT_GT(rec.end(), 0);
    double peak_mb = 0;
    for (Id link : p.topology.all_of(Kind::Link))
        if (const auto* s = rec.find(link, "mbps")) peak_mb = std::max(peak_mb, s->max());
    EXPECT_GT(peak_mb, 10);

    const Id ctl = p.topology.all_of(Kind::Controller).front();
    const auto ctl_offers = scenarios::offers(p, ctl);
    ASSERT_EQ(ctl_offers.size(), 2u);
    EXPECT_EQ(ctl_offers[0].op, "fail");
    EXPECT_EQ(ctl_offers[1].op, "unplug");  // the cables at its ports
    const auto failed = scenarios::run_operation(p, "fail", ctl, ctl);
    EXPECT_TRUE(has_event(*failed.runs.front().recording, "failure"));
    EXPECT_THROW(scenarios::run_operation(p, "svmotion", vm, ctl), std::invalid_argument);
}

// Storage vMotion is live: the migrated VM's own workload keeps running from the copy's start to
// its end (it used to stop for the whole migration).
TEST(DiagramOperations, AMigratedVmKeepsItsWorkload) {
    const Project p = labs::build_lab("000");
    Id vm = kNoId;
    for (Id v : p.topology.all_of(Kind::Vm))
        if (!p.topology.at(v).text("workload").empty() && p.topology.at(v).ref("host")) {
            vm = v;
            break;
        }
    ASSERT_NE(vm, kNoId);
    const auto offers = scenarios::offers(p, vm);
    ASSERT_FALSE(offers.empty());
    ASSERT_EQ(offers[0].op, "svmotion");
    const auto result = scenarios::run_operation(p, "svmotion", vm, offers[0].targets.front().id);
    const engine::Recorder& rec = *result.runs.front().recording;
    const engine::Series& iops = rec.series(vm, "iops");
    ASSERT_GT(rec.end(), 10);
    EXPECT_GT(iops.at(1), 0) << "at the start";
    EXPECT_GT(iops.at(rec.end() / 2), 0) << "while its disk is copied";
    EXPECT_GT(iops.mean(0, rec.end()), 0.5 * iops.max());
}

TEST(DiagramOperations, RunsThroughTheControllerAndPlays) {
    Session session;  // the test's own
    auto* pc = session.project();
    ASSERT_TRUE(pc->openLab("000"));
    auto* sim = session.simulation();
    const Id vm = pc->project()->topology.all_of(Kind::Vm).front();
    const QVariantList offers = sim->operationsFor(vm);
    ASSERT_FALSE(offers.isEmpty());
    const QVariantMap sv = offers.front().toMap();
    const qint64 target = sv["targets"].toList().front().toMap()["id"].toLongLong();
    ASSERT_TRUE(sim->runOperation("svmotion", vm, target)) << sim->status().toStdString();
    ASSERT_TRUE(sim->waitForFinished(120000));
    auto* playback = session.playback();
    ASSERT_TRUE(playback->hasRun()) << sim->status().toStdString();
    EXPECT_EQ(playback->scenarioId(), "svmotion");
    EXPECT_GT(playback->end(), 0);
    playback->seek(playback->end() / 2);
    EXPECT_GT(playback->busyEdges(), 0);
}

TEST(DiagramOperations, NasHeadOffersDedupe) {
    // Lab 002's HNAS head offers "Dedupe now" on its file systems; running it on the first logs
    // the dedupe snapshot and the operation's start.
    Session session;  // the test's own
    auto* pc = session.project();
    ASSERT_TRUE(pc->openLab("002"));
    const Project& p = *pc->project();
    const Id nas = p.topology.all_of(Kind::NasHead).front();
    const auto offers = scenarios::offers(p, nas);
    ASSERT_FALSE(offers.empty());
    EXPECT_EQ(offers.front().op, "dedupe");
    ASSERT_FALSE(offers.front().targets.empty());
    const auto result = scenarios::run_operation(p, "dedupe", nas, offers.front().targets.front().id);
    const engine::Recorder& rec = *result.runs.front().recording;
    EXPECT_TRUE(has_event(rec, "operation_start"));
    EXPECT_TRUE(has_event(rec, "dedupe_snapshot"));
}
