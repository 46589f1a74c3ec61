// Failures with storage semantics: paths wait for the hosts' link-down detection and then fail
// over; a failed controller hands its LUs to the survivor, which stops caching writes where its
// array mirrors them; a failed drive degrades its RAID group, which rebuilds a spare, and a
// failure the RAID level cannot survive is a data-loss event.
#include <gtest/gtest.h>

#include <algorithm>

#include "devices/hardware_catalog.h"
#include "devices/raid.h"
#include "engine/simulation.h"
#include "labs/labs.h"
#include "operations/failures.h"
#include "workloads/assigned_workloads.h"

namespace santwin {
namespace {

// Lab 000 with its eight VDbench VMs running their Table 5 workloads, `failure` failing at 60 s.
struct FailedRun {
    Project project = labs::build_lab("000");
    std::unique_ptr<engine::Simulation> sim;

    void run(Id failure, double until) {
        sim = std::make_unique<engine::Simulation>(project.topology);
        sim->prepare_existing_state();
        for (auto& job : operations::failure_jobs(project.topology, devices::HardwareCatalog::builtin(), failure, 60))
            sim->add(std::move(job));
        for (auto& job : workloads::assigned_workloads(project.topology)) sim->add(std::move(job));
        sim->run_until(until);
    }
    std::vector<const engine::Event*> events(const std::string& kind) const {
        std::vector<const engine::Event*> out;
        for (const auto& e : sim->recorder().events())
            if (e.kind == kind) out.push_back(&e);
        return out;
    }
    double mean(const std::string& vm, const std::string& metric, double from, double to) const {
        const Id id = project.topology.find_by_name(Kind::Vm, vm);
        return engine::reported_mean(sim->recorder(), id, metric, from, to);
    }
};

TEST(Failures, RaidLevelsSurviveWhatTheirParityCovers) {
    // System: RAID geometries. Expected: RAID-5 survives one missing drive, RAID-6 two, RAID-0
    // none; a degraded RAID-5 4D+1P read costs (4/5)·1 + (1/5)·4 = 1.6 reads, a mirror's 1.
    using devices::RaidGeometry;
    using devices::RaidLevel;
    const RaidGeometry r5{RaidLevel::Raid5, 4, 1, 256}, r6{RaidLevel::Raid6, 6, 2, 256}, r0{RaidLevel::Raid0, 4, 0, 256},
        r10{RaidLevel::Raid10, 2, 2, 256};
    EXPECT_TRUE(devices::survives(r5, 1));
    EXPECT_FALSE(devices::survives(r5, 2));
    EXPECT_TRUE(devices::survives(r6, 2));
    EXPECT_FALSE(devices::survives(r6, 3));
    EXPECT_FALSE(devices::survives(r0, 1));
    EXPECT_DOUBLE_EQ(devices::degraded_read_factor(r5, 0), 1.0);
    EXPECT_DOUBLE_EQ(devices::degraded_read_factor(r5, 1), 1.6);
    EXPECT_DOUBLE_EQ(devices::degraded_read_factor(r10, 1), 1.0);
}

TEST(Failures, AControllerHandsItsLusOverAndTheSurvivorWritesThrough) {
    // System: lab 000 (AMS 2100, symmetric active-active, mirrored write cache), CTL0 failing at
    // 60 s under the VDbench workloads. Expected: at 60 s CTL0's LUs move to CTL1 and CTL1 goes
    // write-through (arrays.json); at 60 s + the hosts' detection delay (30 s) the paths through
    // CTL0 are given up; afterwards the VMs' writes wait for the disks, so the OLTP VM's write
    // latency is above what it was before the failure.
    FailedRun r;
    const Id ctl0 = r.project.topology.find_by_name(Kind::Controller, "CTL0");
    ASSERT_NE(ctl0, kNoId);
    r.run(ctl0, 240);
    ASSERT_EQ(r.events("write_through").size(), 1u);
    EXPECT_DOUBLE_EQ(r.events("write_through")[0]->t, 60);
    EXPECT_FALSE(r.events("ownership_change").empty());
    for (const engine::Event* e : r.events("ownership_change")) EXPECT_DOUBLE_EQ(e->t, 60);
    ASSERT_EQ(r.events("path_failover").size(), 1u);
    EXPECT_DOUBLE_EQ(r.events("path_failover")[0]->t, 90);
    const double before = r.mean("VM1", "write_latency_ms", 0, 60), after = r.mean("VM1", "write_latency_ms", 120, 240);
    EXPECT_GT(before, 0);
    EXPECT_GT(after, before * 1.5) << "before " << before << " ms, after " << after << " ms";
}

TEST(Failures, IoOnADeadPathWaitsUntilTheHostsFailOver) {
    // System: lab 000, ESX-1's first HBA port failing at 60 s. Expected: between 60 s and the
    // failover (90 s) VM1 (on ESX-1) does far less I/O than before; after the failover it is back
    // near its earlier rate on the remaining path; the failover event counts host-LU pairs moved.
    FailedRun r;
    const Topology& t = r.project.topology;
    const Id host = t.find_by_name(Kind::EsxHost, "ESX-1");
    ASSERT_NE(host, kNoId);
    const Id server = t.at(host).parent;
    const Id hba = t.children(server, Kind::Hba).front();
    const Id port = t.children(hba, Kind::Port).front();
    r.run(port, 240);
    const double before = r.mean("VM1", "iops", 0, 60), during = r.mean("VM1", "iops", 62, 88),
                 after = r.mean("VM1", "iops", 120, 240);
    EXPECT_LT(during, 0.2 * before) << before << " -> " << during;
    EXPECT_GT(after, 0.8 * before) << before << " -> " << after;
    ASSERT_EQ(r.events("path_failover").size(), 1u);
    EXPECT_NE(r.events("path_failover")[0]->detail.find("failed over to another path"), std::string::npos);
}

TEST(Failures, ADriveDegradesItsGroupAndASecondOneInRaid5LosesIt) {
    // System: lab 000, a drive of RG-000 (RAID-5 4D+1P, VM1's and VM5's OLTP) failing at 60 s;
    // then, in a second run, two drives of it at 60 s and 120 s. Expected: a rebuild starts; VM1's
    // reads slow down (a fifth of them rebuilt from four drives); the second failure during the
    // rebuild is a data-loss event.
    const Project lab = labs::build_lab("000");
    const Id rg = lab.topology.find_by_name(Kind::RaidGroup, "RG-000");
    ASSERT_NE(rg, kNoId);
    const RefList drives = lab.topology.at(rg).refs("drives");
    ASSERT_GE(drives.size(), 2u);
    FailedRun one;
    one.run(drives[0], 240);
    ASSERT_EQ(one.events("rebuild_start").size(), 1u);
    EXPECT_TRUE(one.events("data_loss").empty());
    const double before = one.mean("VM1", "read_latency_ms", 0, 60), after = one.mean("VM1", "read_latency_ms", 90, 240);
    EXPECT_GT(after, before * 1.1) << before << " -> " << after;

    FailedRun two;
    two.sim = std::make_unique<engine::Simulation>(two.project.topology);
    two.sim->prepare_existing_state();
    for (double at : {60.0, 120.0})
        for (auto& job : operations::failure_jobs(two.project.topology, devices::HardwareCatalog::builtin(),
                                                  drives[at < 100 ? 0 : 1], at))
            two.sim->add(std::move(job));
    two.sim->run_until(180);
    ASSERT_EQ(two.events("data_loss").size(), 1u);
    EXPECT_DOUBLE_EQ(two.events("data_loss")[0]->t, 120);
}

TEST(Failures, WhatCannotFailIsRefusedByName) {
    // System: lab 000. Expected: failing a VM is refused, naming what can fail.
    const Project lab = labs::build_lab("000");
    const Id vm = lab.topology.find_by_name(Kind::Vm, "VM1");
    try {
        operations::failure_jobs(lab.topology, devices::HardwareCatalog::builtin(), vm, 10);
        FAIL() << "a VM cannot fail";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("a controller or a drive"), std::string::npos) << e.what();
    }
}

}  // namespace
}  // namespace santwin
