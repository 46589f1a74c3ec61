// NAS heads at run time (engine/system/nas_model.h), the NFS device target
// (engine/flow/nfs_target.h) and VM disks on NFS datastores (workloads/nfs_io.h), on the small
// NAS lab: one tiered 1 TB file system over four 500 GB data DP-Vols and two Level 1 metadata
// DP-Vols of a HUS VM HDT pool, served by an HNAS 4100 to one ESXi 5.5 host.
#include <gtest/gtest.h>

#include "checks/validate.h"
#include "engine/flow/flow_builder.h"
#include "engine/simulation.h"
#include "nas_mini_lab.h"
#include "workloads/nfs_io.h"
#include "workloads/nfs_locks.h"
#include "workloads/vmdk_workload.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
constexpr double kPageGb = 42.0 / 1024;

const Visit* visit_at(const Flow& f, int station) {
    for (const Visit& v : f.classes.at(0).visits)
        if (v.station == station) return &v;
    return nullptr;
}
}  // namespace

TEST(Nas, MiniLabValidates) {
    test::NasMiniLab lab;
    for (const auto& p : validate(lab.t))
        EXPECT_NE(p.severity, Severity::Error) << p.rule << ": " << p.message;
}

TEST(Nas, TieredFileSystemStripesDataAndKeepsMetadataOnTier0) {
    // Data on the four policy-All drives, metadata on the two Level 1 ones; file-system offset x
    // lies at x / 4 on every data drive.
    test::NasMiniLab lab;
    StorageModel sm(lab.t, devices::HardwareCatalog::builtin());
    const NasFsRt& fs = sm.nas().fs(lab.fs);
    EXPECT_EQ(fs.data_sds, lab.data_lus);
    EXPECT_EQ(fs.meta_sds, lab.meta_lus);
    EXPECT_EQ(fs.data_groups.size(), 2u);  // two owners
    EXPECT_EQ(sm.nas().fs_of(lab.export2), lab.fs);
    const auto slices = sm.nas().data_slices(lab.fs, 0, 8);
    ASSERT_EQ(slices.size(), 4u);
    for (const SdSlice& s : slices) {
        EXPECT_DOUBLE_EQ(s.from_gb, 0.0);
        EXPECT_DOUBLE_EQ(s.to_gb, 2.0);
    }
}

TEST(Nas, AThinDiskTakesSpaceAsWrittenOnEveryDataDrive) {
    // A 40 GB thin disk with 20 GB used (NTFS: the first 20 GB and the backup boot sector, 1 MB)
    // is a sparse file of 20.001 GB: 5.00024 GB on each data drive (122 pages of 42 MB) and 1%
    // of it as metadata, 0.1 GB on each Level 1 drive (3 pages). No VMFS, no zeroing.
    test::NasMiniLab lab;
    const Id disk = lab.add_vm("VM1", lab.ds1, 40, 20);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    const NasModel& nas = sim.storage().nas();
    const double file_gb = 20 + 1.0 / 1024;
    EXPECT_NEAR(nas.file(disk).own_gb, file_gb, 1e-9);
    EXPECT_NEAR(nas.used_gb(lab.fs), file_gb, 1e-9);
    for (Id lu : lab.data_lus) EXPECT_NEAR(sim.storage().consumed_gb(lu), 122 * kPageGb, 1e-9);
    for (Id lu : lab.meta_lus) EXPECT_NEAR(sim.storage().consumed_gb(lu), 3 * kPageGb, 1e-9);
    // The file's blocks in allocation order: logical [0, 20) at file-system offset 0.
    auto [a, b] = nas.fs_span(disk, 0, 8);
    EXPECT_DOUBLE_EQ(a, 0.0);
    EXPECT_DOUBLE_EQ(b, 8.0);
}

TEST(Nas, FastCloneTakesOnlyItsRootAndReadsFromItsSource) {
    // A clone of the disk above starts empty (1 MB root): its reads of [0, 8) find the source's
    // data, on the source's export; the part of [16, 24) past the source's 20 GB is a hole.
    test::NasMiniLab lab;
    const Id base = lab.add_vm("BASE", lab.ds1, 40, 20);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    const double before = sim.storage().nas().used_gb(lab.fs);
    const Id clone = sim.vmfs().add_runtime_vmdk(lab.ds2, "thin", 40, base);
    sim.vmfs().place(clone);
    EXPECT_NEAR(sim.storage().nas().used_gb(lab.fs) - before, 1.0 / 1024, 1e-12);
    SimContext ctx = sim.context();
    auto legs = workloads::nfs_mix_legs(ctx, clone, 0, 8, 0.75, 8, 8, 1.0);
    ASSERT_EQ(legs.size(), 2u);  // read (shared), write
    EXPECT_EQ(legs[0].device, lab.export1);
    EXPECT_DOUBLE_EQ(legs[0].per_io, 0.75);
    EXPECT_EQ(legs[1].device, lab.export2);
    EXPECT_TRUE(legs[1].write);
    legs = workloads::nfs_mix_legs(ctx, clone, 16, 24, 1.0, 8, 8, 1.0);
    ASSERT_EQ(legs.size(), 2u);  // shared [16, 20), hole [20, 24)
    EXPECT_NEAR(legs[0].per_io, 0.5, 1e-9);
    EXPECT_TRUE(legs[1].zeroes);
    EXPECT_NEAR(legs[1].per_io, 0.5, 1e-9);
}

TEST(Nas, OneNfsReadCostsTheClientPathTheHeadAndTheBackEnd) {
    // One 8 KB random read of allocated data on /ds1 from the ESXi 5.5 host:
    //   head FPGA  18 us + 2000 us/MB x 8/1024 MB = 33.625 us;  CPU 1 us
    //   host NIC   (8/1024) MB / (10 Gb x 125 x 0.94) MB/s = 6.649 us
    //   FC to the array (pooled, 2 ports): (8/1024) / (800 x 0.93) = 10.5 us
    //   fixed      ESXi stack 0.04 + protocol 0.3 + HUS VM front end 0.15 = 0.49 ms
    // and the drives of the SAS tier (all pages start there), none of the flash group.
    test::NasMiniLab lab;
    lab.add_vm("VM1", lab.ds1, 40, 20);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    StreamSpec s;
    s.name = "read";
    s.host = lab.host;
    Leg l;
    l.kb = 8;
    l.device = lab.export1;
    l.region = {kNoId, 0, 8};
    s.legs = {l};
    FlowBuilder fb(lab.t, sim.storage(), sim.paths(), devices::HardwareCatalog::builtin());
    Flow f = fb.build({s});
    const auto& reg = f.registry;
    ASSERT_GE(reg.find(lab.nas, "fpga"), 0);
    EXPECT_NEAR(visit_at(f, reg.find(lab.nas, "fpga"))->demand_s, 33.625e-6, 1e-12);
    EXPECT_NEAR(visit_at(f, reg.find(lab.nas, "cpu"))->demand_s, 1e-6, 1e-12);
    const Id vmnic0 =
        lab.t.children(lab.t.children(lab.server, Kind::Nic).front(), Kind::Port).front();
    EXPECT_NEAR(visit_at(f, reg.find(vmnic0, "from_array"))->demand_s, (8.0 / 1024) / 1175.0,
                1e-12);
    EXPECT_NEAR(visit_at(f, reg.find(lab.nas, "fc_in"))->demand_s, (8.0 / 1024) / (800 * 0.93),
                1e-12);
    EXPECT_NEAR(f.classes[0].fixed_latency_s, 0.49e-3, 1e-12);
    EXPECT_GE(reg.find(lab.sas_pg0, "drives"), 0);
    EXPECT_LT(reg.find(lab.fmd_pg, "drives"), 0);
    // The NFS operation counts at the head's Ethernet port (tg1: host 0 + export 0).
    bool counted = false;
    for (const PortLoad& p : f.info[0].ports)
        counted = counted || (p.port == lab.nas_eth[0] && p.reads_per_io == 1);
    EXPECT_TRUE(counted);
    // The tiering monitor sees all four data drives take a quarter each.
    EXPECT_EQ(f.info[0].tier_heat.size(), 4u);
}

TEST(Nas, HolesAreAnsweredWithoutTheBackEndAndWritesDoNotWaitForIt) {
    // A read of a hole stops at the head (no FC visit, no drives); a write is acknowledged from
    // NVRAM: its back-end visits are asynchronous.
    test::NasMiniLab lab;
    lab.add_vm("VM1", lab.ds1, 40, 20);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    FlowBuilder fb(lab.t, sim.storage(), sim.paths(), devices::HardwareCatalog::builtin());
    StreamSpec s;
    s.name = "hole";
    s.host = lab.host;
    Leg hole;
    hole.kb = 64;
    hole.device = lab.export1;
    hole.zeroes = true;
    s.legs = {hole};
    Flow f = fb.build({s});
    EXPECT_LT(f.registry.find(lab.nas, "fc_in"), 0);
    EXPECT_NEAR(f.classes[0].fixed_latency_s, 0.34e-3, 1e-12);
    Leg write;
    write.kb = 8;
    write.write = true;
    write.device = lab.export1;
    write.region = {kNoId, 0, 8};
    s.legs = {write};
    f = fb.build({s});
    const int drives = f.registry.find(lab.sas_pg0, "drives");
    ASSERT_GE(drives, 0);
    EXPECT_TRUE(visit_at(f, drives)->async);
    EXPECT_NEAR(f.classes[0].fixed_latency_s, 0.34e-3, 1e-12);
}

TEST(Nas, DiskOnNfsHasNoZeroingNorLocks) {
    // An 8K random-write workload on untouched blocks of a thin disk: on VMFS it would add
    // zeroing and thin-metadata legs; on NFS every leg goes to the export and the run is not
    // continuous (no warm-up ticks).
    test::NasMiniLab lab;
    const Id disk = lab.add_vm("VM1", lab.ds1, 40, 0);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    auto& w =
        static_cast<workloads::VmdkWorkload&>(sim.add(std::make_unique<workloads::VmdkWorkload>(
            lab.t.at(disk).parent, disk, lab.host, workloads::profile("warmup"))));
    SimContext ctx = sim.context();
    const auto streams = w.streams(ctx);
    ASSERT_EQ(streams.size(), 1u);
    for (const Leg& l : streams[0].legs) {
        EXPECT_EQ(l.device, lab.export1);
        EXPECT_NE(l.why, "zeroing");
        EXPECT_NE(l.why, "thin_metadata");
    }
    EXPECT_FALSE(w.continuous());
    sim.run_until(60);
    EXPECT_GT(sim.storage().nas().file(disk).own_gb, 0.0);  // the NAS allocated what it wrote
}

TEST(Nas, LockFileUpdatesAreSmallWritesEveryTenSeconds) {
    // 20 lock files held on /ds1: KB 1007909's 10 s update period makes 2 NFS writes a second.
    test::NasMiniLab lab;
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.add(std::make_unique<workloads::NfsLockUpdates>(lab.host, lab.ds1, 20));
    sim.run_until(60);
    double ops = 0;
    for (Id p : lab.nas_eth) ops += sim.recorder().series(p, "iops_write").mean(0, 60);
    EXPECT_NEAR(ops, 2.0, 1e-6);
}

TEST(Nas, DrivesBehindTheHeadReportTheirOperations) {
    // Random reads of data on a NAS disk reach the HDT pool's drives: each busy group records
    // the operations it does, and its queue is their rate times their time (Little's law).
    test::NasMiniLab lab;
    const Id disk = lab.add_vm("VM1", lab.ds1, 40, 40);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    sim.add(std::make_unique<workloads::VmdkWorkload>(lab.t.at(disk).parent, disk, lab.host,
                                                      workloads::parse_profile("reads", "read=100,random=100,kb=8,threads=16")));
    sim.run_until(60);
    int busy_groups = 0;
    for (Id pg : {lab.fmd_pg, lab.sas_pg0, lab.sas_pg1}) {
        const double busy = sim.recorder().series(pg, "busy_pct").mean(10, 60);
        if (busy < 1) continue;
        ++busy_groups;
        const double ops = sim.recorder().series(pg, "drive_ops").mean(10, 60);
        const double ms = sim.recorder().series(pg, "drive_latency_ms").mean(10, 60);
        EXPECT_GT(ops, 0) << lab.t.at(pg).name;
        EXPECT_NEAR(ops * ms / 1000, sim.recorder().series(pg, "queue").mean(10, 60), 0.02);
    }
    EXPECT_GT(busy_groups, 0);
}

TEST(Nas, HeadCpuShowsHousekeepingAndItsIopsAreItsPortsOperations) {
    // The head's CPU reads its housekeeping load while idle and that plus the file-system work
    // once I/O runs; its IOPS are the NFS operations its Ethernet ports serve.
    test::NasMiniLab lab;
    const Id disk = lab.add_vm("VM1", lab.ds1, 40, 40);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    auto io = std::make_unique<workloads::VmdkWorkload>(lab.t.at(disk).parent, disk, lab.host,
                                                        workloads::parse_profile("reads", "read=100,random=100,kb=8,threads=16"));
    io->start_at = 60;
    sim.add(std::move(io));
    sim.add(std::make_unique<workloads::NfsLockUpdates>(lab.host, lab.ds1, 20));
    sim.run_until(120);
    const double base = sim.storage().nas().head(lab.nas).params.cpu_base_pct;
    ASSERT_GT(base, 0);
    EXPECT_NEAR(sim.recorder().series(lab.nas, "cpu_pct").mean(10, 50), base, 0.5) << "idle but for lock updates";
    EXPECT_GT(sim.recorder().series(lab.nas, "cpu_pct").mean(70, 120), base);
    double port_ops = 0;
    for (Id p : lab.nas_eth) port_ops += sim.recorder().series(p, "iops").mean(70, 120);
    EXPECT_GT(port_ops, 100);
    EXPECT_NEAR(sim.recorder().series(lab.nas, "iops").mean(70, 120), port_ops, 1e-6 * port_ops);
}

TEST(Nas, LockUpdatesForRunningVmsOnNfsOnly) {
    // One job per host and NFS datastore: VM1's disk plus its .vmx and .vswp; none for VMFS.
    test::NasMiniLab lab;
    const Id disk = lab.add_vm("VM1", lab.ds1, 40, 20);
    const Id vm = lab.t.at(disk).parent;
    const auto jobs = workloads::nfs_lock_updates(lab.t, {vm});
    ASSERT_EQ(jobs.size(), 1u);
    EXPECT_EQ(jobs[0]->subject(), lab.host);
    lab.t.set(lab.ds1, "type", std::string("vmfs"));
    EXPECT_TRUE(workloads::nfs_lock_updates(lab.t, {vm}).empty());
}
