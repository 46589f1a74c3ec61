// The seed 004 scenarios run and report every catalogue metric; the metrics SanTwin reproduces
// are judged against the published figures (Catalogue::judge). The ones it does not reproduce
// are listed per test with the reason (see each scenario's notes).
#include <gtest/gtest.h>

#include "scenarios/catalogue.h"
#include "scenarios/scenario.h"

using namespace santwin::scenarios;

namespace {
// Runs the scenario, checks that it reports every metric the catalogue names, and judges `pass`.
void check(const std::string& id, const std::vector<std::string>& pass) {
    const ScenarioResult r = run_scenario(id);
    const ScenarioTarget* target = Catalogue::builtin().find(id);
    ASSERT_NE(target, nullptr) << id;
    for (const MetricTarget& m : target->metrics)
        EXPECT_TRUE(r.metrics.count(m.name)) << id << " lacks " << m.name;
    for (const std::string& name : pass) {
        const MetricTarget* m = nullptr;
        for (const auto& x : target->metrics)
            if (x.name == name) m = &x;
        ASSERT_NE(m, nullptr) << name;
        const Judgement j = Catalogue::builtin().judge(*m, r.metrics);
        EXPECT_EQ(j.verdict, Verdict::Pass) << id << " " << name << ": " << j.detail;
    }
    EXPECT_FALSE(r.runs.empty());
}

double num(const ScenarioResult& r, const std::string& name) { return std::get<double>(r.metrics.at(name)); }
}  // namespace

// Eight exports on 24/48/72/144 drives. Mechanism: past ~72 drives the disk group no longer
// binds (flat 72 -> 144 ratio), while 24 drives saturate: drive queues and latency climb far
// above those of the larger groups (command queuing shortens little of a 128 KB transfer), and
// its full write cache keeps each drive's destage queue at the controller's 64.
TEST(Seed004Scenarios, DiskGroupSweep) {
    check("eva-dg-sweep", {"mbps_ratio.dg144_vs_dg72", "queue_depth_p95.dg24", "latency_ms.dg24", "iops.dg24"});
    const ScenarioResult r = run_scenario("eva-dg-sweep");
    EXPECT_GT(num(r, "queue_depth_p95.dg24"), 10 * num(r, "queue_depth_p95.dg48"));
    EXPECT_GT(num(r, "latency_ms.dg24"), 5 * num(r, "latency_ms.dg48"));
}

// The 24-drive group's full write cache is a steady state the solver settles on (it used to swing
// between two solutions and stop there): every solve converges, and twelve streams give what
// eight give once eight already saturate the group.
TEST(Seed004Scenarios, DiskGroupSweepSettles) {
    const ScenarioResult eight = run_scenario("eva-dg-sweep");
    for (const std::string& note : eight.notes) EXPECT_NE(note.rfind("Solver:", 0), 0u) << note;
    const ScenarioResult twelve = run_scenario("eva-dg-sweep", ScenarioParams(std::map<std::string, std::string>{{"streams", "12"}}));
    EXPECT_NEAR(num(twelve, "latency_ms.dg24"), num(eight, "latency_ms.dg24"), 0.02 * num(eight, "latency_ms.dg24"));
    EXPECT_NEAR(num(twelve, "queue_depth_p95.dg24"), num(eight, "queue_depth_p95.dg24"), 1.0);
}

// Passes: the DP snapshot's controller CPU, read cache hits. Mechanism: NTFS compression on the
// holding tank offloads controller B (fewer bytes written, so less CPU and write path) and eight
// exports load it more than four.
TEST(Seed004Scenarios, ControllerLoad) {
    check("eva-controller-load", {"ctrl_cpu_pct.dpsnap_4vm", "read_cache_hit_pct.backup"});
    const ScenarioResult r = run_scenario("eva-controller-load");
    EXPECT_LT(num(r, "ctrl_cpu_pct.export_4vm_compressed"), 0.5 * num(r, "ctrl_cpu_pct.export_4vm"));
    EXPECT_LT(num(r, "ctrl_write_pct_of_spec.export_4vm_compressed"), 0.5 * num(r, "ctrl_write_pct_of_spec.export_4vm"));
    EXPECT_GT(num(r, "ctrl_cpu_pct.export_8vm"), num(r, "ctrl_cpu_pct.export_4vm"));
}

// Passes: Vraid5's drops against Vraid0 and Vraid1. Mechanism: the holding tank's Vraid level
// costs controller B's memory bus (Vraid1 destages twice; Vraid5 read-modify-writes each piece
// of a stream's stripes, its cached parity once per stripe), so Vraid0 > Vraid1 > Vraid5. Not
// reproduced: Vraid0's gain over Vraid1 (one crossing in five, 20%; paper 10%).
TEST(Seed004Scenarios, HoldingTankVraid) {
    check("eva-ht-vraid", {"ht_write_drop_pct.vraid5_vs_vraid0", "ht_write_drop_pct.vraid5_vs_vraid1"});
    const ScenarioResult r = run_scenario("eva-ht-vraid");
    EXPECT_GT(num(r, "ht_write_drop_pct.vraid5_vs_vraid1"), 0);
    EXPECT_GT(num(r, "ht_write_gain_pct.vraid0_vs_vraid1"), 0);
}

// Passes: the dual-HBA gain. Mechanism: an EVA host port's two directions share one engine, so
// reads and writes through one proxy HBA (one EVA port) compete, and a second HBA separates them.
TEST(Seed004Scenarios, ProxyHba) {
    check("eva-proxy-hba", {"export_gain_pct.dual_hba"});
    const ScenarioResult r = run_scenario("eva-proxy-hba");
    EXPECT_GT(num(r, "export_gain_pct.dual_hba"), 5);
}

// Passes: uncompressed GB/h, the proxy CPU cost of compression. Mechanism: the fragmented
// read-back of a tank several exports wrote at once. Not reproduced: compressed GB/h (~560
// against 460: four compressing exports leave a proxy's cores half idle).
TEST(Seed004Scenarios, VcbCompression) {
    check("eva-vcb-compression", {"backup_gbph.uncompressed", "proxy_cpu_cost_increase_pct"});
    const ScenarioResult r = run_scenario("eva-vcb-compression");
    EXPECT_GT(num(r, "backup_gbph.compressed"), num(r, "backup_gbph.uncompressed"));
}

// Passes: the VLS disk limit, the console OS overheads, the one-VM gain over VCB. Not
// reproduced: 12VM TB/h (30 s snapshots and commits against 40 GB copies), the 12VM gain.
TEST(Seed004Scenarios, DpSnapshotToVtl) {
    check("eva-dpsnap-vtl", {"vls_disk_limit_tbph", "esx_cpu_increase_pct.dpsnap_4streams",
                             "esx_mem_increase_pct.dpsnap_4streams", "gain_pct_vs_vcb.1vm"});
}

// Passes: both drops. The media agent reads ahead of the receiver, so 4:1 is held by the VTL
// port reading four blocks per useful one (~25% below the receiver-bound 1:1); the session start
// weighs more on the 10 GB file restore than on the 40 GB image, so its drop is smaller.
TEST(Seed004Scenarios, RestoreMultiplexing) {
    check("eva-restore-mux", {"restore_drop_pct.image.mux4", "restore_drop_pct.file.mux4"});
}

// Not reproduced: both (the model's drives give about half of Figure 30's large-block IOPS per
// disk at 20 ms; its small-block Vraid5 IOPS at 20 ms are within ~10% of Figure 30's, outside the
// ±0.5 VM tolerance).
TEST(Seed004Scenarios, Sizing) {
    check("eva-sizing", {});
}
