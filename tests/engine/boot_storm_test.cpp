// The boot storm's delta growth: a linked clone's sparse delta grows in its own 16 MB steps
// (hosts.json delta_grow_mb), one allocation lock per step, whatever the VMFS block size.
#include <gtest/gtest.h>

#include "engine/simulation.h"
#include "mini_lab.h"
#include "operations/boot_storm.h"
#include "workloads/guest_profile.h"

using namespace santwin;
using namespace santwin::engine;

namespace {
// Locks the booting VM takes per boot I/O on a datastore of `block_mb` blocks.
double boot_locks_per_io(double block_mb) {
    test::MiniLab lab("thin");
    lab.t.set(lab.host, "version", std::string("4.1"));
    lab.t.set(lab.datastore, "block_size_mb", block_mb);
    Simulation sim(lab.t);
    sim.prepare_existing_state();
    SimContext ctx = sim.context();
    operations::BootStorm storm({lab.vm}, workloads::guest("windows-2008r2"));
    storm.start(ctx);
    StreamResult all_at_once;
    all_at_once.iops = 1e9;
    storm.advance(ctx, {all_at_once}, 1.0);  // the power-on locks are done
    const auto streams = storm.streams(ctx);
    EXPECT_EQ(streams.size(), 1u);
    return streams.empty() ? 0.0 : streams[0].locks_per_io;
}
}  // namespace

TEST(BootStorm, DeltaGrowsBySparseStepsNotVmfsBlocks) {
    const auto guest = workloads::guest("windows-2008r2");
    const double per_step = guest.boot_write_mb / 16.0 / guest.boot_ios;
    EXPECT_NEAR(boot_locks_per_io(1), per_step, 1e-12);
    EXPECT_NEAR(boot_locks_per_io(8), per_step, 1e-12);
}
