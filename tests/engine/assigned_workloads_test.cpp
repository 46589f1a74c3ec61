// The workloads a lab carries on its own: what a VM's workload attribute may say (a built-in
// profile or key=value fields), how a bad one is reported, and an operation run to its end while
// those workloads keep going.
#include <gtest/gtest.h>

#include "checks/validate.h"
#include "engine/simulation.h"
#include "mini_lab.h"
#include "operations/zeroing.h"
#include "workloads/assigned_workloads.h"
#include "workloads/io_profile.h"
#include "workloads/vmdk_workload.h"

namespace santwin {
namespace {

TEST(AssignedWorkloads, ProfileTextIsABuiltinNameOrFields) {
    const workloads::IoProfile oltp = workloads::resolve_profile("oltp");
    EXPECT_EQ(oltp.name, "oltp");
    EXPECT_FALSE(workloads::is_custom_spec("oltp"));

    const workloads::IoProfile mine = workloads::resolve_profile("read=90,random=25,kb=64,iops=300,threads=4");
    EXPECT_TRUE(workloads::is_custom_spec("read=90"));
    EXPECT_DOUBLE_EQ(mine.read_fraction, 0.9);
    EXPECT_DOUBLE_EQ(mine.random_fraction, 0.25);
    EXPECT_DOUBLE_EQ(mine.read_kb, 64);
    EXPECT_DOUBLE_EQ(mine.requirement_iops, 300);
    EXPECT_DOUBLE_EQ(mine.threads, 4);

    EXPECT_THROW(workloads::resolve_profile("no-such-profile"), std::invalid_argument);
    EXPECT_THROW(workloads::resolve_profile("read=150"), std::invalid_argument);
}

TEST(AssignedWorkloads, SpecReadsBackIntoTheSameProfile) {
    for (const auto& [name, p] : workloads::builtin_profiles()) {
        const workloads::IoProfile back = workloads::parse_profile("copy", workloads::profile_spec(p));
        EXPECT_NEAR(back.read_fraction, p.read_fraction, 1e-6) << name;
        EXPECT_NEAR(back.random_fraction, p.random_fraction, 1e-6) << name;
        EXPECT_NEAR(back.read_kb, p.read_kb, 1e-6) << name;
        EXPECT_NEAR(back.write_kb, p.write_kb, 1e-6) << name;
        EXPECT_NEAR(back.requirement_iops, p.requirement_iops, 1e-6) << name;
        EXPECT_NEAR(back.threads, p.threads, 1e-6) << name;
        EXPECT_NEAR(back.working_set, p.working_set, 1e-6) << name;
    }
}

TEST(AssignedWorkloads, AnUnknownWorkloadIsAProblemNamingTheVm) {
    test::MiniLab lab("eagerzeroedthick");
    lab.t.set(lab.vm, "workload", std::string("read=75,size=8"));
    bool found = false;
    for (const Problem& p : validate(lab.t))
        if (p.rule == "vm.bad_workload") {
            found = true;
            EXPECT_EQ(p.severity, Severity::Error);
            EXPECT_NE(p.message.find("size"), std::string::npos) << p.message;
            EXPECT_EQ(p.entities.front(), lab.vm);
        }
    EXPECT_TRUE(found);
    EXPECT_THROW(workloads::assigned_workloads(lab.t), std::invalid_argument);
}

TEST(AssignedWorkloads, OneJobPerVmWithAWorkloadExceptTheSkipped) {
    test::MiniLab lab("eagerzeroedthick");
    const Id other = lab.t.at(lab.add_vm("VM-2", 40, "eagerzeroedthick")).parent;
    const Id idle = lab.t.at(lab.add_vm("VM-3", 40, "eagerzeroedthick")).parent;
    lab.t.set(lab.vm, "workload", std::string("oltp"));
    lab.t.set(other, "workload", std::string("read=50,random=100,kb=8,iops=200,threads=4"));
    EXPECT_EQ(workloads::assigned_workloads(lab.t).size(), 2u);
    EXPECT_EQ(workloads::assigned_workloads(lab.t, {other}).size(), 1u);
    EXPECT_EQ(lab.t.at(idle).text("workload"), "");
}

// A VM's workload runs on its data disks (a smaller OS disk left out), split by size: the VM
// still meets its requirement, and each data disk carries its share.
TEST(AssignedWorkloads, SpreadOverTheDataDisksBySize) {
    test::MiniLab lab("eagerzeroedthick");  // the VM's 100 GB disk
    const Id second = lab.b.add(Kind::Vmdk, "VM-data2.vmdk", lab.vm,
                                {{"datastore", Ref{lab.datastore}}, {"size_gb", 60.0}, {"format", std::string("eagerzeroedthick")}});
    const Id os = lab.b.add(Kind::Vmdk, "VM-os.vmdk", lab.vm,
                            {{"datastore", Ref{lab.datastore}}, {"size_gb", 20.0}, {"format", std::string("eagerzeroedthick")}});
    const auto disks = workloads::workload_disks(lab.t, lab.vm);
    ASSERT_EQ(disks.size(), 2u);
    EXPECT_EQ(disks[0].first, lab.vmdk);
    EXPECT_DOUBLE_EQ(disks[0].second, 100.0 / 160.0);
    EXPECT_EQ(disks[1].first, second);
    for (const auto& d : disks) EXPECT_NE(d.first, os);
    // A system disk as large as the data disk is still left out (seed 002's 20 GB "OS disk").
    test::MiniLab tile("eagerzeroedthick", true, 20);
    tile.b.add(Kind::Vmdk, "OS disk", tile.vm,
               {{"datastore", Ref{tile.datastore}}, {"size_gb", 20.0}, {"format", std::string("eagerzeroedthick")}});
    const auto tile_disks = workloads::workload_disks(tile.t, tile.vm);
    ASSERT_EQ(tile_disks.size(), 1u);
    EXPECT_EQ(tile_disks[0].first, tile.vmdk);

    const workloads::IoProfile profile = workloads::resolve_profile("read=70,random=100,kb=8,iops=300,threads=8");
    engine::Simulation sim(lab.t);
    sim.prepare_existing_state();
    std::vector<const workloads::VmdkWorkload*> jobs;
    for (auto& job : workloads::vm_workload(lab.t, lab.vm, lab.host, profile))
        jobs.push_back(static_cast<const workloads::VmdkWorkload*>(&sim.add(std::move(job))));
    sim.run_until(60);
    ASSERT_EQ(jobs.size(), 2u);
    EXPECT_NEAR(sim.recorder().series(lab.vm, "iops").mean(10, 60), 300, 3);
    EXPECT_EQ(jobs[0]->vmdk(), lab.vmdk);
    EXPECT_EQ(jobs[1]->vmdk(), second);
}

TEST(AssignedWorkloads, AnOperationRunsToItsEndWhileWorkloadsKeepGoing) {
    test::MiniLab lab("eagerzeroedthick");
    lab.t.set(lab.vm, "workload", std::string("oltp"));
    auto run_with = [&](bool production) {
        engine::Simulation sim(lab.t);
        sim.prepare_existing_state();
        const Id disk = sim.vmfs().add_runtime_vmdk(lab.datastore, "eagerzeroedthick", 20);
        sim.vmfs().place(disk);
        const engine::Job& zeroing = sim.add(std::make_unique<operations::EagerZero>("zero 20 GB", disk, lab.host));
        if (production)
            for (auto& w : workloads::assigned_workloads(lab.t)) sim.add(std::move(w));
        sim.run_until_done({&zeroing}, 4 * 3600);
        EXPECT_TRUE(zeroing.done());
        return sim.now();
    };
    const double alone = run_with(false);
    const double beside_oltp = run_with(true);
    EXPECT_LT(beside_oltp, 4 * 3600) << "the run stops when the operation is done, not at the limit";
    // OLTP on the same five drives slows the zeroing down.
    EXPECT_GT(beside_oltp, alone * 1.05);
}

}  // namespace
}  // namespace santwin
