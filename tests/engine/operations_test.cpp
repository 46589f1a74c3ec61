// Operations on the mini lab (mini_lab.h): what they leave behind, derived by hand.
#include <gtest/gtest.h>

#include "engine/simulation.h"
#include "mini_lab.h"
#include "operations/admin.h"
#include "operations/copy_disk.h"
#include "operations/failures.h"
#include "operations/migrating_workload.h"
#include "workloads/vmdk_workload.h"
#include "operations/task_queue.h"
#include "operations/zeroing.h"

using namespace santwin;
using namespace santwin::engine;
using namespace santwin::operations;

TEST(Operations, EagerZeroAllocatesEveryChunkOfTheDisk) {
    // A 100 GB zeroedthick disk on a 1 GB-chunk pool: zeroing it with host writes touches every
    // chunk under it: 100 (plus the chunk the VMFS metadata shares with its start).
    test::MiniLab lab("zeroedthick");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    auto& job = static_cast<EagerZero&>(sim.add(std::make_unique<EagerZero>("zero", lab.vmdk, lab.host)));
    sim.run_until_idle(24 * 3600);
    ASSERT_TRUE(job.done());
    EXPECT_NEAR(sim.storage().consumed_gb(lab.lu), 101, 0.01);
    EXPECT_EQ(sim.vmfs().vmdk(lab.vmdk).blocks.count(kBlockUntouched), 0);
    EXPECT_GT(job.finished_at(), 0);
}

TEST(Operations, CopyMovesOnlyTheSourcesData) {
    // A 12 GB footprint (11.99 GB from the start plus the last block) copied into the same
    // datastore: the destination holds exactly the source's data, and the copy took time.
    test::MiniLab lab("zeroedthick", true, 50);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.vmfs().write_data(lab.vmdk, 0, 12);
    auto& copy = static_cast<CopyDisk&>(
        sim.add(std::make_unique<CopyDisk>("clone", lab.vmdk, lab.datastore, CopyDiskOptions{"", lab.host})));
    sim.run_until_idle(3600);
    ASSERT_TRUE(copy.done());
    EXPECT_NEAR(sim.vmfs().data_gb(copy.destination()), sim.vmfs().data_gb(lab.vmdk), 1e-9);
    EXPECT_GT(copy.finished_at(), 1.0);
    EXPECT_FALSE(copy.used_xcopy());  // ESX 4.0: no VAAI
}

TEST(Operations, ReclaimReturnsZeroPagesOnly) {
    // 8 GB of data, then eager zeroing of the rest: 100 chunks allocated; reclaim frees the
    // chunks holding only zeros and keeps the 8 data chunks (and the metadata's).
    test::MiniLab lab("zeroedthick");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.vmfs().write_data(lab.vmdk, 0, 8);
    sim.add(std::make_unique<EagerZero>("zero", lab.vmdk, lab.host));
    sim.run_until_idle(24 * 3600);
    const double before = sim.storage().consumed_gb(lab.lu);
    auto& reclaim = static_cast<ZeroPageReclaim&>(sim.add(std::make_unique<ZeroPageReclaim>(lab.lu)));
    sim.run_until_idle(sim.now() + 24 * 3600);
    EXPECT_NEAR(before, 101, 0.01);
    EXPECT_NEAR(sim.storage().consumed_gb(lab.lu), 9, 0.01);  // 8 data chunks + the metadata's
    EXPECT_NEAR(reclaim.reclaimed_gb(), 92, 0.01);
}

TEST(Operations, ActionsGrowWithoutWriting) {
    test::MiniLab lab("thin");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    const double before = sim.storage().consumed_gb(lab.lu);
    const Id lu = lab.lu;
    sim.add(std::make_unique<Action>("grow", lu, [lu](SimContext& c) { c.storage.grow_lu(lu, 700); }));
    sim.run_until(1);
    EXPECT_DOUBLE_EQ(sim.storage().lu(lab.lu).capacity_gb, 700);
    EXPECT_DOUBLE_EQ(sim.storage().consumed_gb(lab.lu), before);
}

TEST(Operations, TaskQueueKeepsToItsLimits) {
    // Five eager-zero tasks on one host, at most two at a time: never more than two run, and
    // all five finish.
    test::MiniLab lab("zeroedthick", true, 10);
    std::vector<Id> disks{lab.vmdk};
    for (int i = 0; i < 4; ++i) disks.push_back(lab.add_vm("VM" + std::to_string(i + 2), 10, "zeroedthick"));
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    auto queue = std::make_unique<TaskQueue>("queue", 2, 8);
    for (Id d : disks) queue->add(std::make_unique<EagerZero>("zero", d, lab.host), lab.host, lab.datastore);
    auto& q = static_cast<TaskQueue&>(sim.add(std::move(queue)));
    sim.run_until_idle(24 * 3600);
    ASSERT_TRUE(q.done());
    // At every task's start, count the tasks running then.
    for (const auto& t : q.tasks()) {
        int running = 0;
        for (const auto& u : q.tasks()) running += u.started <= t.started + 1e-9 && u.finished > t.started + 1e-9;
        EXPECT_LE(running, 2);
    }
}

TEST(Operations, PathFailureFailsOverAndAllPathsDownStopsIo) {
    // Round robin over two direct paths; fail one port: I/O continues on the other path alone;
    // fail the second: the VM's I/O stops and an all-paths-down event is logged.
    test::MiniLab lab("eagerzeroedthick");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.vm, lab.vmdk, lab.host, workloads::profile("oltp")));
    auto first = make_failure(lab.t, lab.port0);
    first->start_at = 60;
    sim.add(std::move(first));
    auto second = make_failure(lab.t, lab.hp1);
    second->start_at = 120;
    sim.add(std::move(second));
    sim.run_until(180);
    const auto& r = sim.recorder();
    EXPECT_GT(r.series(lab.port0, "mbps").at(30), 0);
    EXPECT_DOUBLE_EQ(r.series(lab.port0, "mbps").at(90), 0);
    EXPECT_GT(r.series(lab.port1, "mbps").at(90), 0);
    EXPECT_GT(r.series(lab.vm, "iops").at(90), 0);
    EXPECT_DOUBLE_EQ(r.series(lab.vm, "iops").at(150), 0);
    bool apd = false;
    for (const auto& e : r.events()) apd = apd || e.kind == "all_paths_down";
    EXPECT_TRUE(apd);
}

TEST(Operations, ControllerFailureMovesItsLus) {
    test::MiniLab lab("eagerzeroedthick");
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    ASSERT_EQ(sim.storage().lu(lab.lu).owner, lab.ctl0);
    sim.add(make_failure(lab.t, lab.ctl0));
    sim.run_until(1);
    EXPECT_EQ(sim.storage().lu(lab.lu).owner, lab.ctl1);
}

namespace {
// A copy of the mini lab's disk (1 GB of data) that takes `metadata_locks`, `end_locks` of them
// after the copy, started by hand so a test can step it phase by phase.
struct SteppedCopy {
    SteppedCopy(test::MiniLab& lab, double metadata_locks, double end_locks = 0)
        : sim(lab.t), copy("migrate", lab.vmdk, lab.datastore, options(lab, metadata_locks, end_locks)) {
        sim.prepare_existing_state();
        sim.vmfs().write_data(lab.vmdk, 0, 1);
        copy.start(ctx);
    }
    static CopyDiskOptions options(const test::MiniLab& lab, double metadata_locks, double end_locks) {
        CopyDiskOptions o{"", lab.host};
        o.metadata_locks = metadata_locks;
        o.end_locks = end_locks;
        return o;
    }
    Simulation sim;
    CopyDisk copy;
    SimContext ctx = sim.context();
};
}  // namespace

TEST(Operations, SharedLockReleaseReservesWithAtsOnlyOnEsx41) {
    // A Storage vMotion-like copy opens its source with a shared lock among its metadata locks
    // and releases it once the data is copied. With ATS, ESX 4.1 (VMFS-3) still releases it with
    // a SCSI reservation; ESXi 5.5 uses ATS for that too.
    for (const auto& [version, reserves] : {std::pair{"4.1", true}, std::pair{"5.5", false}}) {
        SCOPED_TRACE(version);
        test::MiniLab lab("zeroedthick", true, 10);
        lab.t.set(lab.host, "version", std::string(version));
        lab.t.set(lab.host, "vaai", true);
        SteppedCopy stepped(lab, 2);
        CopyDisk& copy = stepped.copy;
        SimContext& ctx = stepped.ctx;
        const auto locks = copy.streams(ctx);
        ASSERT_EQ(locks.size(), 1u);
        EXPECT_EQ(locks[0].locks_per_io, 1);
        EXPECT_EQ(locks[0].shared_locks_per_io, 0.5);  // one of the two opens the shared source
        EXPECT_FALSE(locks[0].locks_by_reservation);
        copy.advance(ctx, {StreamResult{.iops = 100}}, 1.0);       // both locks taken
        EXPECT_EQ(copy.streams(ctx)[0].locks_per_io, 0);            // copying
        copy.advance(ctx, {StreamResult{.iops = 1e6}}, 1.0);       // all data copied
        EXPECT_FALSE(copy.done());
        const auto release = copy.streams(ctx);
        ASSERT_EQ(release.size(), 1u);
        EXPECT_EQ(release[0].locks_per_io, 1);
        EXPECT_EQ(release[0].shared_locks_per_io, 1);
        EXPECT_EQ(release[0].locks_by_reservation, reserves);
        copy.advance(ctx, {StreamResult{.iops = 100}}, 1.0);
        EXPECT_TRUE(copy.done());
    }
}

TEST(Operations, StorageVMotionRemovesSourceFilesAfterTheCopy) {
    // end_locks of the metadata locks come after the copy and the shared-lock release (the source's
    // files are removed last); without them the task would end with the release.
    test::MiniLab lab("zeroedthick", true, 10);
    SteppedCopy stepped(lab, 4, 3);
    CopyDisk& copy = stepped.copy;
    SimContext& ctx = stepped.ctx;
    const auto first = copy.streams(ctx);
    ASSERT_EQ(first.size(), 1u);
    EXPECT_EQ(first[0].shared_locks_per_io, 1);               // the one early lock opens the source
    copy.advance(ctx, {StreamResult{.iops = 1}}, 1.0);         // one lock taken: copying
    EXPECT_EQ(copy.streams(ctx)[0].locks_per_io, 0);
    copy.advance(ctx, {StreamResult{.iops = 1e6}}, 1.0);       // all data copied
    EXPECT_EQ(copy.streams(ctx)[0].shared_locks_per_io, 1);    // release of the shared lock
    copy.advance(ctx, {StreamResult{.iops = 1}}, 1.0);
    EXPECT_FALSE(copy.done());
    const auto removal = copy.streams(ctx);
    ASSERT_EQ(removal.size(), 1u);
    EXPECT_EQ(removal[0].locks_per_io, 1);
    EXPECT_EQ(removal[0].shared_locks_per_io, 0);
    EXPECT_NEAR(copy.time_to_event(ctx, {StreamResult{.iops = 3}}), 1.0, 1e-9);
    copy.advance(ctx, {StreamResult{.iops = 3}}, 1.0);
    EXPECT_TRUE(copy.done());
}

TEST(Operations, AMigratingVmsWorkloadMovesToTheCopy) {
    // Storage vMotion keeps the VM running: its workload reads and writes the source while the
    // copy runs, then the copy, and never stops.
    test::MiniLab lab("eagerzeroedthick", true, 20);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    CopyDiskOptions options;
    options.delete_source = true;
    auto& copy = static_cast<CopyDisk&>(sim.add(std::make_unique<CopyDisk>("svmotion", lab.vmdk, lab.datastore, options)));
    const workloads::IoProfile oltp = workloads::profile("oltp");
    auto& workload = static_cast<operations::MigratingWorkload&>(sim.add(std::make_unique<operations::MigratingWorkload>(
        lab.vm, lab.host, oltp, workloads::WorkloadOptions{}, copy)));
    sim.run_until_done({&copy}, 3600);
    ASSERT_TRUE(copy.done());
    const double end = sim.now();
    EXPECT_FALSE(workload.switched());
    sim.run_until(end + 60);
    EXPECT_TRUE(workload.switched());
    const auto& iops = sim.recorder().series(lab.vm, "iops");
    EXPECT_GT(iops.at(end / 2), 0);
    EXPECT_NEAR(iops.mean(end + 10, end + 60), oltp.requirement_iops, 0.05 * oltp.requirement_iops);
}
