// Operations on NFS datastores (operations/nfs_deploy.h, operations/nas_dedupe.h), on the small
// NAS lab (one ESXi 5.5 host, an HNAS 4100, one 1 TB file system with exports /ds1 and /ds2).
#include <gtest/gtest.h>

#include <cmath>

#include "engine/simulation.h"
#include "nas_mini_lab.h"
#include "operations/nas_dedupe.h"
#include "operations/nfs_deploy.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
constexpr double kOverheadS = 29;  // hosts.json 5.5: provisioning_overhead_s

// A template with one 20 GB thin OS disk, 6 GB used, on `ds`.
Id make_template(test::NasMiniLab& lab, Id ds) {
    const Id tpl = lab.b.add(Kind::Template, "TPL", kNoId, {{"host", Ref{lab.host}}});
    lab.b.add(Kind::Vmdk, "TPL.vmdk", tpl,
              {{"datastore", Ref{ds}},
               {"size_gb", 20.0},
               {"format", std::string("thin")},
               {"used_gb", 6.0}});
    return tpl;
}

std::vector<operations::DeployItem> items(const test::NasMiniLab& lab, Id tpl, Id ds, int n) {
    std::vector<operations::DeployItem> out;
    for (int i = 0; i < n; ++i) out.push_back({"VM" + std::to_string(i), tpl, ds, lab.host});
    return out;
}
}  // namespace

TEST(NfsDeploy, WithVaaiTheTemplateIsFastClonedTwoAtATimePerHost) {
    // Four VMs from a template on the destination datastore, VAAI on: fast clones. vCenter runs
    // two deploy tasks per host at once, so two rounds; each takes the 29 s provisioning overhead
    // plus a clone: 1.3 core-seconds on the head's 4-core CPU, two at once on two free cores
    // (its cores share one queue: neither waits). About 2 x 30.3 s in all. Each clone takes only
    // its 1 MB root.
    test::NasMiniLab lab;
    const Id tpl = make_template(lab, lab.ds1);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    const double before = sim.storage().nas().used_gb(lab.fs);
    auto& job = static_cast<operations::DeployVms&>(
        sim.add(std::make_unique<operations::DeployVms>("deploy", items(lab, tpl, lab.ds1, 4))));
    sim.run_until_idle(3600);
    ASSERT_TRUE(job.done());
    EXPECT_NEAR(job.last_finish() - job.first_start(), 2 * (kOverheadS + 1.3), 0.1);
    for (const auto& vm : job.deployed()) EXPECT_TRUE(vm.fast_clone);
    EXPECT_DOUBLE_EQ(job.deployed()[2].started_at,
                     job.deployed()[0].finished_at);  // the second round
    EXPECT_NEAR(sim.storage().nas().used_gb(lab.fs) - before, 4.0 / 1024, 1e-9);
}

TEST(NfsDeploy, WithoutVaaiTheHostDataMoverReadsEverythingAndWritesTheData) {
    // Template on another datastore: a full copy through the host. The data mover reads the whole
    // 20 GB disk (holes come back as zeros) but writes only the chunks holding data: the 6 GB
    // used plus the 1 MB backup boot sector, so the NAS sees 6.001 / 20 = 30% as many writes as
    // reads, and the copy takes 6.001 GB per VM. It cannot beat the host's 10 GbE port
    // (20 GB at 1175 MB/s = 17.4 s) on top of the overhead.
    test::NasMiniLab lab;
    const Id tpl = make_template(lab, lab.ds2);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    const double before = sim.storage().nas().used_gb(lab.fs);
    auto& job = static_cast<operations::DeployVms&>(
        sim.add(std::make_unique<operations::DeployVms>("deploy", items(lab, tpl, lab.ds1, 2))));
    sim.run_until_idle(3600);
    ASSERT_TRUE(job.done());
    const double used = 6 + 1.0 / 1024;
    EXPECT_NEAR(sim.storage().nas().used_gb(lab.fs) - before, 2 * used, 1e-6);
    EXPECT_FALSE(job.deployed()[0].fast_clone);
    const double t0 = kOverheadS, t1 = job.last_finish();
    EXPECT_GT(t1 - job.first_start(), kOverheadS + 20 * 1024 / 1175.0);
    double reads = 0, writes = 0;
    for (Id p : lab.nas_eth) {
        reads += sim.recorder().series(p, "iops_read").mean(t0, t1);
        writes += sim.recorder().series(p, "iops_write").mean(t0, t1);
    }
    EXPECT_NEAR(writes / reads, used / 20, 1e-3);
}

TEST(NasDedupe, ScanRunsAtTheEngineRateWhenFileServingIsLight) {
    // A file system holding one 12 GB (+1 MB) file, no client load: the base engine indexes at
    // 120 MB/s, so the scan takes 12.001 x 1024 / 120 = 102.4 s; nothing was overwritten under
    // the snapshot, so deleting it is immediate.
    test::NasMiniLab lab;
    lab.add_vm("VM1", lab.ds1, 40, 12);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    auto& job = static_cast<operations::DedupeRun&>(
        sim.add(std::make_unique<operations::DedupeRun>("dedupe", std::vector<Id>{lab.fs})));
    sim.run_until_idle(3600);
    ASSERT_TRUE(job.done());
    const double expected = (12 + 1.0 / 1024) * 1024 / 120;
    EXPECT_NEAR(job.scan_ended_at()[0], expected, 1e-6);
    EXPECT_NEAR(job.finished_at()[0], expected, 1e-6);
    EXPECT_FALSE(sim.storage().nas().fs(lab.fs).snapshot);
}

TEST(NasDedupe, ScanBacksOffAboveHalfTheHeadsLoad) {
    // With the head's FPGA 75% busy when the scan starts, the engine runs at
    // 120 x (1 - 0.75) / (1 - 0.5) = 60 MB/s: 204.8 s for the same 12.001 GB.
    test::NasMiniLab lab;
    lab.add_vm("VM1", lab.ds1, 40, 12);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.recorder().record(lab.nas, "fpga_pct", 0, 75);
    auto& job = static_cast<operations::DedupeRun&>(
        sim.add(std::make_unique<operations::DedupeRun>("dedupe", std::vector<Id>{lab.fs})));
    sim.run_until_idle(3600);
    EXPECT_NEAR(job.scan_ended_at()[0], (12 + 1.0 / 1024) * 1024 / 60, 1e-6);
}

TEST(NasDedupe, DeletingTheSnapshotUnlinksWhatWasOverwrittenUnderIt) {
    // Halfway through the scan, 262,144 random writes land on the file's first 8 GB (262,144
    // blocks of 32 KB): each block escapes them with probability e^-1, so 8 x (1 - e^-1) =
    // 5.057 GB of old blocks stay with the snapshot. Deleting it frees them at 20,000 blocks a
    // second: 5.057 GB / 32 KB = 165,703 blocks, 8.29 s.
    test::NasMiniLab lab;
    const Id disk = lab.add_vm("VM1", lab.ds1, 40, 12);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    auto& job = static_cast<operations::DedupeRun&>(
        sim.add(std::make_unique<operations::DedupeRun>("dedupe", std::vector<Id>{lab.fs})));
    sim.run_until(50);
    sim.storage().nas().note_overwrites(disk, 0, 8, 262144);
    const double held = 8 * (1 - std::exp(-1.0));
    EXPECT_NEAR(sim.storage().nas().fs(lab.fs).snapshot_held_gb, held, 1e-9);
    const double used = sim.storage().nas().used_gb(lab.fs);
    sim.run_until_idle(3600);
    ASSERT_TRUE(job.done());
    EXPECT_NEAR(job.finished_at()[0] - job.scan_ended_at()[0], held * 1024 * 1024 / 32 / 20000,
                1e-3);
    EXPECT_NEAR(used - sim.storage().nas().used_gb(lab.fs), held, 1e-9);  // freed
}
