#include "scenarios/seed004_backup.h"

#include <algorithm>
#include <memory>

#include "operations/dp_snapshot_backup.h"
#include "operations/vcb_image_backup.h"

namespace santwin::scenarios::seed004 {

namespace {
constexpr double kLimitS = 12 * 3600;

// The VTL node each host is zoned to for Data Protector snapshots (Figure 25 and the lab note:
// hosts 1 and 3 reach VTL1, host 2 VTL2, host 4 VTL3).
int node_of_host(int h) {
    return h == 1 ? 1 : h == 3 ? 2 : 0;
}

// Sum over the VMs of a stage's recorded rate, sampled each second: the highest value.
double peak_sum(ScenarioRun& run, const std::vector<Id>& vms, const std::string& metric,
                double to) {
    double peak = 0;
    for (double t = 0; t < to; t += 1.0) {
        double sum = 0;
        for (Id vm : vms) sum += run.sim().recorder().series(vm, metric).at(t);
        peak = std::max(peak, sum);
    }
    return peak;
}
}  // namespace

std::optional<CycleResult> run_vcb_cycle(engine::RunObserver& observer, const std::string& name, int streams,
                                         int proxies, bool compression, int mux) {
    Lab004 lab;
    lab.drop_unused_vdisks();
    for (int x = 0; x < 2; ++x)
        lab.bench.topology().set(lab.proxy[x], "ntfs_compression", compression);
    std::vector<Id> vms;
    for (int i = 0; i < streams; ++i)
        vms.push_back(lab.add_vms(i % 4, 1, name + "-s" + std::to_string(i + 1)).front());
    ScenarioRun run(lab.bench.project(), observer);
    for (int x = 0; x < proxies; ++x) proxy_paths(run, lab, x);
    std::vector<operations::VcbImageBackup*> jobs;
    int on_proxy[2] = {0, 0};
    for (int i = 0; i < streams; ++i) {
        const int x = proxies == 2 ? i % 2 : 0;
        operations::VcbImageOptions o;
        const int k = on_proxy[x]++;
        o.ht_offset_gb = k * kVmDiskGb;
        o.drive = lab.drive(x == 0 ? 0 : 1, k / std::max(1, mux));
        auto job = std::make_unique<operations::VcbImageBackup>(vms[i], lab.proxy[x], o);
        jobs.push_back(static_cast<operations::VcbImageBackup*>(&run.sim().add(std::move(job))));
    }
    if (!run.run_until_idle(kLimitS)) return std::nullopt;

    CycleResult r;
    double e0 = 0, e1 = 1e18, m0 = 0, m1 = 1e18;
    for (auto* j : jobs) {
        r.gb += j->image_gb();
        r.elapsed_s = std::max(r.elapsed_s, j->finished_at());
        e0 = std::max(e0, j->started_at("export"));
        e1 = std::min(e1, j->ended_at("export"));
        m0 = std::max(m0, j->started_at("media"));
        m1 = std::min(m1, j->ended_at("media"));
    }
    r.gb_per_h = r.gb * 1024.0 / r.elapsed_s * 3600.0 / 1000.0;  // MB of images per second, as GB/h
    r.export_mb_s = sum_mean(run, vms, "export_mbps", e0, e1);
    r.media_mb_s = m1 > m0 ? sum_mean(run, vms, "media_mbps", m0, m1) : 0;
    double core_ms = 0;
    const Topology& t = run.topology();
    for (int x = 0; x < proxies; ++x) {
        const Id server = t.at(lab.proxy[x]).parent;
        const double cores =
            t.at(server).num("cpu_sockets", 1) * t.at(server).num("cores_per_socket", 1);
        core_ms += run.mean(server, "cpu_pct", e0, e1) / 100.0 * cores * 1000.0;
    }
    r.proxy_cpu_ms_per_mb = r.export_mb_s > 0 ? core_ms / r.export_mb_s : 0;
    r.busiest =
        "export: " + busiest_stations(run, e0, e1) + " media: " + busiest_stations(run, m0, m1);
    r.record = run.record(
        name, {{"proxy1", lab.proxy[0]}, {"proxy2", lab.proxy[1]}, {"vtl1", lab.vtl_node[0]}});
    return r;
}

std::optional<DpResult> run_dpsnap(engine::RunObserver& observer, const std::string& name, const std::vector<int>& hosts,
                                   int per_host, int mux) {
    Lab004 lab;
    lab.drop_unused_vdisks();
    std::vector<Id> vms;
    std::vector<Id> first_host_vms;
    for (int h : hosts) {
        auto v = lab.add_vms(h, per_host, name + "-h" + std::to_string(h + 1));
        vms.insert(vms.end(), v.begin(), v.end());
        if (first_host_vms.empty()) first_host_vms = v;
    }
    ScenarioRun run(lab.bench.project(), observer);
    std::vector<operations::DpSnapshotBackup*> jobs;
    std::vector<int> job_node;
    for (int h : hosts) {
        const int node = node_of_host(h);
        int k = 0;
        for (Id vm : vms) {
            if (run.topology().at(vm).ref("host") != lab.host[h]) continue;
            auto job = std::make_unique<operations::DpSnapshotBackup>(
                vm, lab.drive(node, k++ / std::max(1, mux)));
            jobs.push_back(
                static_cast<operations::DpSnapshotBackup*>(&run.sim().add(std::move(job))));
            job_node.push_back(node);
        }
    }
    if (!run.run_until_idle(kLimitS)) return std::nullopt;

    DpResult r;
    double c0 = 0, c1 = 1e18;
    for (auto* j : jobs) {
        r.gb += j->image_gb();
        r.elapsed_s = std::max(r.elapsed_s, j->finished_at());
        c0 = std::max(c0, j->started_at("copy"));
        c1 = std::min(c1, j->ended_at("copy"));
    }
    r.mb_s = r.gb * 1024.0 / r.elapsed_s;
    r.peak_mb_s = peak_sum(run, vms, "copy_mbps", r.elapsed_s);
    // The library's disk limit as a practitioner reads it off the counters: the rate the disks
    // carried while every copy ran, divided by how busy that kept them.
    const Id vls = run.topology().at(lab.vtl_node[0]).parent;
    r.vls_disk_busy_pct = run.mean(vls, "vtl_disks_pct", c0, c1);
    if (r.vls_disk_busy_pct > 0)
        r.vls_disk_mb_s = sum_mean(run, vms, "copy_mbps", c0, c1) / (r.vls_disk_busy_pct / 100.0);
    // A node's throughput over its own backup time (its first snapshot to its last commit):
    // nodes that share the library's disks need not finish together (vtl_sharing.h).
    for (int n = 0; n < 3; ++n) {
        double gb = 0, end = 0;
        for (std::size_t j = 0; j < jobs.size(); ++j)
            if (job_node[j] == n) {
                gb += jobs[j]->image_gb();
                end = std::max(end, jobs[j]->finished_at());
            }
        r.node_mb_s[n] = end > 0 ? gb * 1024.0 / end : 0;
    }
    r.host_cpu_pct = sum_mean(run, first_host_vms, "cos_cpu_pct", c0, c1);
    r.host_mem_pct = sum_mean(run, first_host_vms, "cos_mem_pct", c0, c1);
    r.ctrl_cpu_pct[0] = run.mean(lab.ctrl_a, "mp_pct", c0, c1);
    r.ctrl_cpu_pct[1] = run.mean(lab.ctrl_b, "mp_pct", c0, c1);
    r.busiest = busiest_stations(run, c0, c1);
    r.record = run.record(name, {{"vtl1", lab.vtl_node[0]},
                                 {"vtl2", lab.vtl_node[1]},
                                 {"vtl3", lab.vtl_node[2]},
                                 {"ctrl_a", lab.ctrl_a},
                                 {"ctrl_b", lab.ctrl_b}});
    return r;
}

}  // namespace santwin::scenarios::seed004
