#include "scenarios/seed000_common.h"

#include <algorithm>

#include "workloads/io_profile.h"

namespace santwin::scenarios::seed000 {

std::optional<PlacementResult> run_placement(engine::RunObserver& observer, const std::string& run_name,
                                             const std::vector<Placement>& placements,
                                             const std::vector<std::string>& raid_groups, int pool0_groups) {
    Bench bench("000");
    bench.clear_vms();
    const char* extra[] = {"RG-006", "RG-007"};
    for (int i = 0; i < pool0_groups - 2 && i < 2; ++i)
        bench.add_pool_member(bench.find(Kind::Pool, "Pool-000"), bench.find(Kind::RaidGroup, extra[i]));
    const Id hosts[2] = {bench.find(Kind::EsxHost, "ESX-1"), bench.find(Kind::EsxHost, "ESX-2")};
    std::map<std::string, Id> vms, disks;
    int i = 0;
    for (const Placement& p : placements) {
        const Id vm = bench.vm(hosts[i++ % 2], p.vm, p.profile);
        vms[p.vm] = vm;
        disks[p.vm] = bench.vmdk(vm, bench.find(Kind::Datastore, p.datastore), 100, "eagerzeroedthick");
    }
    ScenarioRun run(bench.project(), observer);
    for (const Placement& p : placements) {
        workloads::WorkloadOptions o;
        o.target_iops = p.target_iops >= 0 ? p.target_iops : (p.profile == "oltp" ? 0 : -1);
        run.workload(disks[p.vm], p.profile, o);
    }
    if (!run.run(kTestSeconds)) return std::nullopt;

    PlacementResult r;
    std::map<std::string, Id> roles;
    for (const Placement& p : placements) {
        const double iops = run.mean(vms[p.vm], "iops", 0, kTestSeconds);
        r.iops[p.vm] = iops;
        r.latency_ms[p.vm] = run.mean(vms[p.vm], "latency_ms", 0, kTestSeconds);
        r.met[p.vm] = met(iops, workloads::profile(p.profile).requirement_iops);
        roles[p.vm] = vms[p.vm];
    }
    for (const std::string& rg : raid_groups) {
        const Id id = bench.find(Kind::RaidGroup, rg);
        r.busy_pct[rg] = run.mean(id, "busy_pct", 0, kTestSeconds);
        roles[rg] = id;
    }
    r.record = run.record(run_name, roles);
    return r;
}

double spread(const PlacementResult& r, const std::vector<std::string>& raid_groups) {
    double lo = 1e9, hi = -1e9;
    for (const auto& rg : raid_groups) {
        lo = std::min(lo, r.busy_pct.at(rg));
        hi = std::max(hi, r.busy_pct.at(rg));
    }
    return hi - lo;
}

}  // namespace santwin::scenarios::seed000
