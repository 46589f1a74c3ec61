// Seed 000, "Functional Lab Tests": how much Dynamic Provisioning pool space vSphere operations
// consume (1 GB chunks). "The datastore uses N GB of space from the pool" is the DP LU's
// allocated capacity.
#include "operations/admin.h"
#include "operations/copy_disk.h"
#include "operations/zeroing.h"
#include "scenarios/seed000_common.h"
#include "scenarios/seed000_scenarios.h"
#include "scenarios/scenario_notes.h"

namespace santwin::scenarios::seed000 {

namespace {
using operations::CopyDisk;
using operations::EagerZero;

struct Functional {
    Bench bench{"000"};
    Id esx1 = bench.find(Kind::EsxHost, "ESX-1");
    Id lu(const std::string& name) const { return bench.find(Kind::LogicalUnit, name); }
    Id ds(const std::string& name) const { return bench.find(Kind::Datastore, name); }
    Id disk(const std::string& name) const { return bench.find(Kind::Vmdk, name); }
};

double consumed(ScenarioRun& run, Id lu) { return run.sim().storage().consumed_gb(lu); }

// Runs until every job is done (operations finish on their own); false when cancelled.
[[nodiscard]] bool run_to_completion(ScenarioRun& run, double limit_s = 24 * 3600) {
    return run.run_until(run.sim().now() + limit_s);
}
}  // namespace

ScenarioResult hdp_deploy_zeroedthick(const ScenarioContext& c) {
    ScenarioResult out;
    Functional f;
    ScenarioRun run(f.bench.project(), c.observer, false);
    const Id target = f.lu("TGT-050");
    out.metrics["pool_used_gb.datastore_created"] = consumed(run, target);
    auto& copy = static_cast<CopyDisk&>(run.sim().add(std::make_unique<CopyDisk>(
        "deploy from template (zeroedthick)", f.disk("W2K8R2-Template-os"), f.ds("RAID-5-target"),
        operations::CopyDiskOptions{"zeroedthick", f.esx1})));
    if (!run_to_completion(run, 3600)) return cancelled_result();
    out.metrics["pool_used_gb.after_deploy"] = consumed(run, target);
    out.notes.push_back("Deployed in " + std::to_string(static_cast<int>(copy.finished_at())) +
                        " s: the host data mover copies the template's 12 GB of written blocks only.");
    out.runs.push_back(run.record("deploy", {{"target_lu", target}}));
    return out;
}

ScenarioResult hdp_deploy_eagerzeroedthick(const ScenarioContext& c) {
    ScenarioResult out;
    Functional f;
    ScenarioRun run(f.bench.project(), c.observer, false);
    const Id target = f.lu("TGT-050");
    auto& copy = static_cast<CopyDisk&>(run.sim().add(std::make_unique<CopyDisk>(
        "deploy from template", f.disk("W2K8R2-Template-os"), f.ds("RAID-5-target"),
        operations::CopyDiskOptions{"zeroedthick", f.esx1})));
    if (!run_to_completion(run, 3600)) return cancelled_result();
    // Enabling Fault Tolerance converts the new disk to eagerzeroedthick.
    run.sim().add(std::make_unique<EagerZero>("enable Fault Tolerance", copy.destination(), f.esx1));
    if (!run_to_completion(run, 3600)) return cancelled_result();
    out.metrics["pool_used_gb.after_ft_enable"] = consumed(run, target);
    out.runs.push_back(run.record("deploy + FT", {{"target_lu", target}}));
    return out;
}

ScenarioResult hdp_svmotion(const ScenarioContext& c) {
    ScenarioResult out;
    Functional f;
    ScenarioRun run(f.bench.project(), c.observer, false);
    const Id source = f.lu("VMO-000"), target = f.lu("VMO-001");
    const Id disk = f.disk("Functional-VM-vmotion");
    // Iometer: 100% write, 4 KB, until the DP LU shows 50% (25 GB) used. Its writes walk the
    // disk sequentially (a random pattern would touch every 1 GB chunk within seconds).
    workloads::IoProfile fill = workloads::parse_profile("iometer-4k-write", "read=0,random=0,kb=4,threads=8");
    auto& job = run.sim().add(std::make_unique<workloads::VmdkWorkload>(run.topology().at(disk).parent, disk, f.esx1, fill));
    while (consumed(run, source) < 25.0 - 1e-9 && run.sim().now() < 4 * 3600)
        if (!run.run(5)) return cancelled_result();
    job.stop_at = run.sim().now();
    out.metrics["pool_used_gb.source_before"] = consumed(run, source);
    run.sim().add(std::make_unique<CopyDisk>("Storage vMotion (same format)", disk, f.ds("RAID-5-vMotion-2"),
                                             operations::CopyDiskOptions{"", f.esx1, true}));
    if (!run_to_completion(run, 3600)) return cancelled_result();
    out.metrics["pool_used_gb.target_after"] = consumed(run, target);
    out.metrics["pool_used_gb.source_after"] = consumed(run, source);
    out.runs.push_back(run.record("fill + Storage vMotion", {{"source_lu", source}, {"target_lu", target}}));
    return out;
}

ScenarioResult hdp_thin_to_thick(const ScenarioContext& c) {
    ScenarioResult out;
    Functional f;
    ScenarioRun run(f.bench.project(), c.observer, false);
    const Id lu = f.lu("THN-100");
    out.metrics["pool_used_gb.thin_created"] = consumed(run, lu);
    run.sim().add(std::make_unique<EagerZero>("inflate thin to thick", f.disk("Functional-VM-thin"), f.esx1));
    if (!run_to_completion(run, 3600)) return cancelled_result();
    out.metrics["pool_used_gb.after_convert"] = consumed(run, lu);
    out.runs.push_back(run.record("thin to thick", {{"lu", lu}}));
    return out;
}

ScenarioResult hdp_datastore_expand(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("hdp-datastore-expand", "expands-dp-lu", out.metrics));
    Functional f;
    f.bench.add_pool_member(f.bench.find(Kind::Pool, "Pool-000"), f.bench.find(Kind::RaidGroup, "RG-006"));
    ScenarioRun run(f.bench.project(), c.observer, false);
    const Id lu = f.lu("TGT-050");
    const Id ds = f.ds("RAID-5-target");
    const double before = consumed(run, lu);
    run.sim().add(std::make_unique<operations::Action>("grow LU to 100 GB", lu,
                                                       [lu](engine::SimContext& c) { c.storage.grow_lu(lu, 100); }));
    if (!run.run(1)) return cancelled_result();
    const double after_grow = consumed(run, lu);
    run.sim().add(std::make_unique<operations::Action>("expand VMFS", ds, [ds](engine::SimContext& c) { c.vmfs.expand(ds); }));
    if (!run.run(1)) return cancelled_result();
    out.metrics["pool_used_gb.delta_lu_grow"] = after_grow - before;
    out.metrics["pool_used_gb.delta_vmfs_expand"] = consumed(run, lu) - after_grow;
    out.runs.push_back(run.record("expand", {{"lu", lu}}));
    return out;
}

}  // namespace santwin::scenarios::seed000
