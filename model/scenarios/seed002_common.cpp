#include "scenarios/seed002_common.h"

#include <map>

#include "workloads/io_profile.h"
#include "workloads/nfs_group_workload.h"
#include "workloads/nfs_locks.h"

namespace santwin::scenarios::seed002 {

namespace {
// ESXi's lock-file updates for what each host holds open on each datastore.
void start_lock_updates(ScenarioRun& run, double start_s, double stop_s) {
    for (auto& job : workloads::nfs_lock_updates(run.topology(), run.topology().all_of(Kind::Vm))) {
        job->start_at = start_s;
        job->stop_at = stop_s;
        run.sim().add(std::move(job));
    }
}
}  // namespace

void start_tiles(ScenarioRun& run, double start_s, double stop_s) {
    const Topology& t = run.topology();
    for (Id vm : t.all_of(Kind::Vm)) {
        const Entity& e = t.at(vm);
        std::vector<Id> disks = t.children(vm, Kind::Vmdk);
        // VDbench runs on the data volume; the OS disk only holds the guest.
        if (!disks.empty() && !e.text("workload").empty())
            run.workload(disks.back(), e.text("workload"), {}, start_s, stop_s);
    }
    start_lock_updates(run, start_s, stop_s);
}

void start_tiles_grouped(ScenarioRun& run) {
    const Topology& t = run.topology();
    std::map<std::pair<Id, Id>, std::vector<workloads::GroupMember>> groups;  // (host, datastore)
    for (Id vm : t.all_of(Kind::Vm)) {
        const Entity& e = t.at(vm);
        std::vector<Id> disks = t.children(vm, Kind::Vmdk);
        if (disks.empty() || e.text("workload").empty()) continue;
        groups[{e.ref("host"), t.at(disks.back()).ref("datastore")}].push_back(
            {vm, disks.back(), workloads::profile(e.text("workload"))});
    }
    for (auto& [key, members] : groups)
        run.sim().add(std::make_unique<workloads::NfsGroupWorkload>(key.first, key.second,
                                                                    std::move(members)));
    start_lock_updates(run, 0, engine::Job::kNever);
}

NasFigures nas_figures(ScenarioRun& run, Id head, double from, double to) {
    NasFigures f;
    f.iops = run.mean(head, "iops", from, to);
    f.cpu_pct = run.mean(head, "cpu_pct", from, to);  // housekeeping included (simulation_record)
    f.fpga_pct = run.mean(head, "fpga_pct", from, to);
    return f;
}

VmFigures vm_figures(const ScenarioRun& run, double from, double to) {
    VmFigures f;
    double weighted = 0, vms = 0, met_count = 0;
    for (Id vm : run.topology().all_of(Kind::Vm)) {
        const std::string profile = run.topology().at(vm).text("workload");
        if (profile.empty()) continue;
        const double iops = run.mean(vm, "iops", from, to);
        f.iops += iops;
        weighted += iops * run.mean(vm, "latency_ms", from, to);
        vms += 1;
        met_count += met(iops, workloads::profile(profile).requirement_iops);
    }
    f.latency_ms = f.iops > 0 ? weighted / f.iops : 0;
    f.met_pct = vms > 0 ? 100.0 * met_count / vms : 0;
    return f;
}

std::map<std::string, Id> nas_roles(const Topology& t, Id head) {
    // The head, and a heavy and a light VM of the first tile: their latency over time shows the
    // tiering (pages promoted to the FMD tier every cycle), which the six-hour means hide.
    std::map<std::string, Id> roles{{"nas", head}};
    for (const auto& [role, profile] : {std::pair{"heavy OLTP VM", "oltp-heavy"}, std::pair{"light web VM", "web-light"}})
        for (Id vm : t.all_of(Kind::Vm))
            if (t.at(vm).text("workload") == profile) {
                roles[role] = vm;
                break;
            }
    return roles;
}

Id nas_head(const Bench& bench) {
    return bench.find(Kind::NasHead, "HNAS 4100");
}

}  // namespace santwin::scenarios::seed002
