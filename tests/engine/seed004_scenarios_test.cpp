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
}  // namespace

// Eight exports on 24/48/72/144 drives. Passes: 144-drive IOPS and the flat 72 -> 144 ratio (the
// controller's memory bus binds). Not reproduced: iops.dg24, queue_depth_p95.dg24 and
// latency_ms.dg24 (the model's 24 drives carry the exports below saturation; the bus binds first).
TEST(Seed004Scenarios, DiskGroupSweep) {
    check("eva-dg-sweep", {"iops.dg144", "mbps_ratio.dg144_vs_dg72"});
}

// Passes: the 4-stream export's controller write share and CPU, the DP snapshot's CPU, read
// cache hits. Not reproduced: export_8vm write (128%) and CPU (the bus holds one controller near
// 250 MB/s with the reads on it), the compressed export's write and CPU (the lab's half-full VMs
// leave 40% of the data to write).
TEST(Seed004Scenarios, ControllerLoad) {
    check("eva-controller-load", {"ctrl_write_pct_of_spec.export_4vm", "ctrl_cpu_pct.export_4vm",
                                  "ctrl_cpu_pct.dpsnap_4vm", "read_cache_hit_pct.backup"});
}

// Passes: Vraid0 over Vraid1. Not reproduced: the Vraid5 drops (parity costs the model's
// controller little more than mirroring).
TEST(Seed004Scenarios, HoldingTankVraid) {
    check("eva-ht-vraid", {"ht_write_gain_pct.vraid0_vs_vraid1"});
}

// Not reproduced: the dual-HBA gain (the model's FC ports are full duplex: reads and writes on
// one port do not compete).
TEST(Seed004Scenarios, ProxyHba) {
    check("eva-proxy-hba", {});
}

// Passes: the proxy CPU cost of compression. Not reproduced: both GB/h figures (the model's
// holding-tank reread and VTL writes run at port speed; the paper's cycle is far slower).
TEST(Seed004Scenarios, VcbCompression) {
    check("eva-vcb-compression", {"proxy_cpu_cost_increase_pct"});
}

// Passes: the VLS disk limit, the console OS overheads. Not reproduced: 12VM TB/h (few seconds
// of snapshot overhead against 40 GB copies), the gains over VCB.
TEST(Seed004Scenarios, DpSnapshotToVtl) {
    check("eva-dpsnap-vtl", {"vls_disk_limit_tbph", "esx_cpu_increase_pct.dpsnap_4streams",
                             "esx_mem_increase_pct.dpsnap_4streams"});
}

// Not reproduced: both drops (30% against 25% and 20%).
TEST(Seed004Scenarios, RestoreMultiplexing) {
    check("eva-restore-mux", {});
}

// Not reproduced: both (the model's drives give 35 IOPS per disk at 20 ms where Figure 30's
// table gives 60; its small-block Vraid5 IOPS at 20 ms are 6% below Figure 30's).
TEST(Seed004Scenarios, Sizing) {
    check("eva-sizing", {});
}
