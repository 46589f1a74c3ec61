// Backup operations of seed 004 on the backup test lab: their stages, the bytes they move where,
// and what multiplexing does to a restore.
#include <gtest/gtest.h>

#include "backup_lab.h"
#include "engine/simulation.h"
#include "operations/dp_snapshot_backup.h"
#include "operations/tape_restore.h"
#include "operations/vcb_file_backup.h"
#include "operations/vcb_image_backup.h"

using namespace santwin;
using namespace santwin::engine;
using namespace santwin::operations;

namespace {
template <typename J, typename... A>
J& add(Simulation& sim, A&&... args) {
    return static_cast<J&>(sim.add(std::make_unique<J>(std::forward<A>(args)...)));
}

// One 40 GB image backup of the lab's VM through its proxy to drive 1, alone, run to its end.
VcbImageBackup& run_lone_image_backup(Simulation& sim, const test::BackupLab& lab) {
    sim.prepare_existing_state();
    VcbImageOptions o;
    o.drive = lab.drive1;
    auto& job = add<VcbImageBackup>(sim, lab.vm, lab.proxy, o);
    sim.run_until_idle(24 * 3600);
    return job;
}
}  // namespace

TEST(BackupOperations, VcbImageRunsItsStagesInOrder) {
    // One 40 GB VM through the proxy to the VTL: snapshot (30 s), export of 40 GB, media write of
    // 40 GB, cleanup (30 s), one after another; every stage's data is the whole image.
    test::BackupLab lab;
    Simulation sim(lab.t);
    auto& job = run_lone_image_backup(sim, lab);
    ASSERT_TRUE(job.done());
    EXPECT_DOUBLE_EQ(job.image_gb(), 40);
    EXPECT_NEAR(job.moved_gb("export"), 40, 1e-6);
    EXPECT_NEAR(job.moved_gb("media"), 40, 1e-6);
    EXPECT_NEAR(job.started_at("export"), 30, 1e-6);
    EXPECT_NEAR(job.started_at("media"), job.ended_at("export"), 1e-6);
    EXPECT_NEAR(job.finished_at(), job.ended_at("media") + 30, 1e-6);
    EXPECT_GT(sim.recorder().series(lab.vm, "export_mbps").max(), 10);
}

TEST(BackupOperations, CompressedHoldingTankTakesLessAndCostsMoreCpu) {
    // The VM's disk is half data: NTFS compression stores the zero half as nothing and the data
    // at 1 / 2.1, so the tank receives 0.5 / 2.1 = 0.238 of what is read; the proxy spends
    // 5 + 0.5 x 15 + 0.5 x 1 = 13 core ms per MB instead of 5 (backup.json, vcb-1.5).
    test::BackupLab lab;
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    VcbImageOptions plain_o, packed_o;
    packed_o.compression = 1;
    packed_o.ht_offset_gb = 40;
    auto& plain = add<VcbImageBackup>(sim, lab.vm, lab.proxy, plain_o);
    auto& packed = add<VcbImageBackup>(sim, lab.vm, lab.proxy, packed_o);
    sim.run_until(1);
    EXPECT_DOUBLE_EQ(plain.ht_write_fraction(), 1.0);
    EXPECT_NEAR(packed.ht_write_fraction(), 0.5 / 2.1,
                1e-3);  // NTFS metadata makes it a hair over half data
    EXPECT_NEAR(plain.export_cpu_ms_per_mb(), 5, 1e-9);
    EXPECT_NEAR(packed.export_cpu_ms_per_mb(), 13, 1e-2);
}

TEST(BackupOperations, ExportsSharingTheTankFragmentEachOthersImages) {
    // A lone export writes one contiguous file, which the media stage reads back with the
    // array's read-ahead. Two exports appending to one tank together take its free clusters in
    // turn: a 256 KB media read spans four 64 KB write extents and finds them together only
    // when no other export allocated at any of its three junctions, (1/2)^3.
    test::BackupLab lab;
    double alone = -1, together = -1;
    {
        Simulation sim(lab.t);
        alone = run_lone_image_backup(sim, lab).fragmented_read_share();
    }
    {
        Simulation sim(lab.t);
        sim.prepare_existing_state();
        VcbImageOptions first, second;
        first.drive = second.drive = lab.drive1;
        second.ht_offset_gb = 40;
        auto& a = add<VcbImageBackup>(sim, lab.vm, lab.proxy, first);
        auto& b = add<VcbImageBackup>(sim, lab.vm, lab.proxy, second);
        sim.run_until_idle(24 * 3600);
        together = a.fragmented_read_share();
        // Both saw the other appending the whole time, whichever finished its export first.
        EXPECT_NEAR(b.fragmented_read_share(), together, 1e-9);
    }
    EXPECT_NEAR(alone, 0.0, 1e-9);
    EXPECT_NEAR(together, 1.0 - 0.125, 0.01);
}

TEST(BackupOperations, ImageThatDoesNotFitTheTankIsRefused) {
    // A 40 GB image at offset 180 GB of a 200 GB holding tank does not fit.
    test::BackupLab lab;
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    VcbImageOptions o;
    o.ht_offset_gb = 180;
    add<VcbImageBackup>(sim, lab.vm, lab.proxy, o);
    EXPECT_THROW(sim.run_until(1), std::invalid_argument);
}

TEST(BackupOperations, DpSnapshotCopiesAndLoadsTheConsoleOs) {
    // A DP snapshot of the VM from the ESX host to the VTL: snapshot 30 s, the 40 GB copy, commit
    // 30 s; while copying the stream adds 2% CPU and 1% memory to the host (hosts.json, ESX 3.5).
    test::BackupLab lab;
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    auto& job = add<DpSnapshotBackup>(sim, lab.vm, lab.drive1);
    sim.run_until_idle(24 * 3600);
    ASSERT_TRUE(job.done());
    EXPECT_NEAR(job.moved_gb("copy"), 40, 1e-6);
    const double mid = (job.started_at("copy") + job.ended_at("copy")) / 2;
    EXPECT_DOUBLE_EQ(sim.recorder().series(lab.vm, "cos_cpu_pct").at(mid), 2);
    EXPECT_DOUBLE_EQ(sim.recorder().series(lab.vm, "cos_mem_pct").at(mid), 1);
    EXPECT_DOUBLE_EQ(sim.recorder().series(lab.vm, "cos_cpu_pct").at(job.finished_at()), 0);
}

TEST(BackupOperations, VcbFileBacksUpFilesOnly) {
    // 10 GB of files from a VM holding 20 GB of data: mount, 10 GB, cleanup; asking for 30 GB
    // is refused.
    test::BackupLab lab;
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    auto& job = add<VcbFileBackup>(sim, lab.vm, lab.proxy, lab.drive1);
    sim.run_until_idle(24 * 3600);
    ASSERT_TRUE(job.done());
    EXPECT_NEAR(job.moved_gb("files"), 10, 1e-6);
    Simulation sim2(lab.t);
    sim2.prepare_existing_state();
    VcbFileOptions big;
    big.gb = 30;
    add<VcbFileBackup>(sim2, lab.vm, lab.proxy, lab.drive1, big);
    EXPECT_THROW(sim2.run_until(1), std::invalid_argument);
}

TEST(BackupOperations, MultiplexedRestoreIsBoundByTheDrive) {
    // Restoring 5 GB into the ESX host's console OS: at 1:1 the console OS's one processor
    // (16 ms per MB received) binds at 62.5 MB/s, below the LAN (117.5) and the node port (186);
    // at 4:1 the node port delivers 186 / 4 = 46.5 MB/s of useful data and binds instead. The
    // media agent reads ahead of the receiver, so the port runs nearly full (not short of it
    // by the receiver's share of each block's time). The session start comes first, a wait.
    auto rate = [](int mux) {
        test::BackupLab lab;
        Simulation sim(lab.t);
        sim.prepare_existing_state();
        TapeRestoreOptions o;
        o.drive = lab.drive1;
        o.multiplex = mux;
        o.sender = lab.proxy;
        o.receiver = lab.esx;
        o.destination = lab.vmdk;
        o.gb = 5;
        auto& job = add<TapeRestore>(sim, o);
        sim.run_until_idle(24 * 3600);
        const double setup_s =
            devices::HardwareCatalog::builtin().backup_software("data-protector-6.1").restore_setup_s;
        EXPECT_NEAR(job.started_at("restore") - job.started_at("setup"), setup_s, 1e-6);
        return 5 * 1024.0 / (job.ended_at("restore") - job.started_at("restore"));
    };
    const double one = rate(1), four = rate(4);
    EXPECT_NEAR(one, 62.5, 0.08 * 62.5);
    EXPECT_LE(four, 46.5);
    EXPECT_GT(four, 0.9 * 46.5);
}
