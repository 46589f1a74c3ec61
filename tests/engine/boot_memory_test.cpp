// Memory over-commit in a boot storm (operations/boot_memory.h): seed 001's hosts have 72 GB
// and boot 128 Windows VMs of 1 GB each. Windows touches all of its memory while booting and the
// balloon driver is not running yet, so the host pages out what it cannot hold to the VMs' swap
// files on the datastore; a host with room for its VMs pages out nothing.
#include <gtest/gtest.h>

#include "devices/hardware_catalog.h"
#include "engine/simulation.h"
#include "mini_lab.h"
#include "operations/boot_memory.h"
#include "operations/boot_storm.h"
#include "workloads/guest_profile.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
// The mini lab's host as one of seed 001's blades (ESX 4.1, 72 GB) with `n` 1 GB, 1 vCPU VMs.
struct BladeLab {
    explicit BladeLab(int n) : lab("eagerzeroedthick", true, 1) {
        lab.t.set(lab.server, "ram_gb", 72.0);
        lab.t.set(lab.host, "version", std::string("4.1"));
        vms.push_back(lab.vm);
        for (int i = 1; i < n; ++i) vms.push_back(lab.t.at(lab.add_vm("VM" + std::to_string(i), 1, "eagerzeroedthick")).parent);
    }
    double swap_mb() const {
        return operations::boot_swap_out_mb(lab.t, devices::HardwareCatalog::builtin().host("4.1"), lab.host, vms,
                                            workloads::guest("windows-2008r2"));
    }
    test::MiniLab lab;
    std::vector<Id> vms;
};
}  // namespace

TEST(BootMemory, OvercommittedHostPagesOutTheExcess) {
    // 128 x (1024 MB + overhead) against 72 GB less minFree and the VMkernel, less what the
    // compression caches hold: some 60-70 GB to page out, exactly the formula's figure.
    const BladeLab blade(128);
    const auto& hp = devices::HardwareCatalog::builtin().host("4.1");
    const double per_vm = 1024 + hp.vm_overhead_base_mb + hp.vm_overhead_per_gb_mb;
    const double expected = 128 * per_vm - (72 * 1024 * (1 - hp.min_free_pct / 100) - hp.system_memory_mb) -
                            128 * 1024 * hp.mem_zip_max_pct / 100;
    EXPECT_NEAR(blade.swap_mb(), expected, 1e-6);
    EXPECT_GT(blade.swap_mb(), 60 * 1024.0);
    EXPECT_LT(blade.swap_mb(), 70 * 1024.0);
}

TEST(BootMemory, HostWithRoomPagesOutNothing) {
    // 48 such VMs need ~54 GB: they fit.
    EXPECT_EQ(BladeLab(48).swap_mb(), 0.0);
}

TEST(BootMemory, StormWritesThePageOutsToTheDatastore) {
    // Booting the 128 VMs together: once powered on, each boot I/O carries its share of the
    // page-outs as sequential writes of the hypervisor's swap size to the datastore's LU.
    BladeLab blade(128);
    Simulation sim(blade.lab.t);
    sim.prepare_existing_state();
    SimContext ctx = sim.context();
    const auto guest = workloads::guest("windows-2008r2");
    operations::BootStorm storm(blade.vms, guest);
    storm.start(ctx);
    StreamResult all_at_once;
    all_at_once.iops = 1e9;
    storm.advance(ctx, {all_at_once}, 1.0);  // the power-on locks are done
    const auto streams = storm.streams(ctx);
    ASSERT_EQ(streams.size(), 1u);
    const Leg* swap = nullptr;
    for (const Leg& l : streams[0].legs)
        if (l.why == "swap") swap = &l;
    ASSERT_NE(swap, nullptr);
    const double kb = ctx.catalog.host("4.1").swap_write_kb;
    EXPECT_TRUE(swap->write);
    EXPECT_EQ(swap->region.lu, blade.lab.lu);
    EXPECT_NEAR(swap->per_io, blade.swap_mb() * 1024 / kb / (128 * guest.boot_ios), 1e-12);
}

TEST(BootMemory, StormThatFitsHasNoPageOuts) {
    BladeLab blade(16);
    Simulation sim(blade.lab.t);
    sim.prepare_existing_state();
    SimContext ctx = sim.context();
    operations::BootStorm storm(blade.vms, workloads::guest("windows-2008r2"));
    storm.start(ctx);
    StreamResult all_at_once;
    all_at_once.iops = 1e9;
    storm.advance(ctx, {all_at_once}, 1.0);
    for (const Leg& l : storm.streams(ctx).at(0).legs) EXPECT_NE(l.why, "swap");
}
