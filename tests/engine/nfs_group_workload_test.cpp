// Grouped NFS workloads (workloads/nfs_group_workload.h): many VMs' steady workloads solved as
// one stream must put the same file-serving load on the NAS as the VMs run one by one.
#include <gtest/gtest.h>

#include "engine/simulation.h"
#include "nas_mini_lab.h"
#include "workloads/nfs_group_workload.h"
#include "workloads/vmdk_workload.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
struct NasLoad {
    double ops = 0;
    double fpga_pct = 0;
};

// Three VMs (two profiles) on /ds1 for ten minutes, one stream each or grouped.
NasLoad run_three_vms(bool grouped) {
    test::NasMiniLab lab;
    const std::vector<std::pair<std::string, std::string>> vms = {
        {"VM1", "sql-heavy"}, {"VM2", "web-heavy"}, {"VM3", "web-medium"}};
    std::vector<workloads::GroupMember> members;
    for (const auto& [name, profile] : vms) {
        const Id disk = lab.add_vm(name, lab.ds1, 40, 20);
        members.push_back({lab.t.at(disk).parent, disk, workloads::profile(profile)});
    }
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    if (grouped) {
        sim.add(std::make_unique<workloads::NfsGroupWorkload>(lab.host, lab.ds1, members));
    } else {
        for (const auto& m : members)
            sim.add(std::make_unique<workloads::VmdkWorkload>(m.vm, m.vmdk, lab.host, m.profile));
    }
    sim.run_until(600);
    NasLoad load;
    for (Id p : lab.nas_eth) load.ops += sim.recorder().series(p, "iops").mean(0, 600);
    load.fpga_pct = sim.recorder().series(lab.nas, "fpga_pct").mean(0, 600);
    return load;
}
}  // namespace

TEST(NfsGroupWorkload, LoadsTheNasLikeTheVmsOneByOne) {
    // 70 + 70 + 25 IOPS either way; the FPGA's work (per operation and per MB) is the same.
    const NasLoad apart = run_three_vms(false), together = run_three_vms(true);
    EXPECT_NEAR(apart.ops, 165, 1e-6);
    EXPECT_NEAR(together.ops, apart.ops, 1e-6);
    EXPECT_GT(apart.fpga_pct, 0);
    EXPECT_NEAR(together.fpga_pct, apart.fpga_pct, 1e-3 * apart.fpga_pct);
}

TEST(NfsGroupWorkload, MergesLegsThatDifferOnlyInPlaceAndRandomShare) {
    Leg a;
    a.per_io = 0.3;
    a.kb = 8;
    a.random_fraction = 1.0;
    a.region = {kNoId, 10, 20};
    Leg b = a;
    b.per_io = 0.1;
    b.random_fraction = 0.6;
    b.region = {kNoId, 40, 50};
    Leg c = a;
    c.kb = 64;  // another size: its own leg
    const auto merged = workloads::merge_similar_legs({a, b, c});
    ASSERT_EQ(merged.size(), 2u);
    EXPECT_DOUBLE_EQ(merged[0].per_io, 0.4);
    EXPECT_NEAR(merged[0].random_fraction, 0.9, 1e-12);  // (0.3 x 1 + 0.1 x 0.6) / 0.4
    EXPECT_DOUBLE_EQ(merged[0].region.from_gb, 10);
    EXPECT_DOUBLE_EQ(merged[0].region.to_gb, 50);
    EXPECT_DOUBLE_EQ(merged[1].kb, 64);
}
