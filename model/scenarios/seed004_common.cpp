#include "scenarios/seed004_common.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace santwin::scenarios::seed004 {

Lab004::Lab004() : bench(kLab) {
    bench.clear_vms();
    eva = bench.find(Kind::Array, "EVA8100");
    ctrl_a = bench.find(Kind::Controller, "Controller A");
    ctrl_b = bench.find(Kind::Controller, "Controller B");
    online_dg = bench.find(Kind::DiskGroup, "Online DG");
    const char* ports[2][2] = {{"proxy1_b704", "proxy1_b705"}, {"proxy2_ae8e", "proxy2_ae8f"}};
    for (int x = 0; x < 2; ++x) {
        proxy[x] = bench.find(Kind::VcbProxy, "VCB proxy " + std::to_string(x + 1));
        for (int p = 0; p < 2; ++p) proxy_port[x][p] = bench.find(Kind::Port, ports[x][p]);
        ht[x] = bench.find(Kind::LogicalUnit, "Prox" + std::to_string(x + 1) + "-HT");
    }
    for (int n = 0; n < 4; ++n) {
        const std::string name = "Host" + std::to_string(n + 1) + "-VM";
        host[n] = bench.find(Kind::EsxHost, "host" + std::to_string(n + 1));
        vmfs_lu[n] = bench.find(Kind::LogicalUnit, name);
        datastore[n] = bench.find(Kind::Datastore, name);
    }
    for (int v = 0; v < 3; ++v)
        vtl_node[v] = bench.find(Kind::VtlNode, "VTL" + std::to_string(v + 1));
}

std::vector<Id> Lab004::add_vms(int h, int count, const std::string& prefix) {
    std::vector<Id> out;
    for (int i = 1; i <= count; ++i) {
        const Id vm = bench.vm(host[h], prefix + "-vm" + std::to_string(i));
        const Id disk = bench.vmdk(vm, datastore[h], kVmDiskGb, "zeroedthick");
        bench.topology().set(disk, "used_gb", kVmDiskGb / 2);
        out.push_back(vm);
    }
    return out;
}

Id Lab004::drive(int node, int i) {
    const auto drives = bench.project().topology.children(vtl_node[node], Kind::TapeDrive);
    return drives.at(static_cast<size_t>(i) % drives.size());
}

void Lab004::drop_unused_vdisks() {
    for (const char* name : {"Host1-FileServer", "Host2-FileServer", "Host3-SQL1", "Host4-SQL2"})
        bench.remove_lu(bench.find(Kind::LogicalUnit, name));
}

void Lab004::resize_online_dg(int drives) {
    Topology& t = bench.topology();
    RefList all = t.at(online_dg).refs("drives");
    all.resize(std::min<size_t>(all.size(), static_cast<size_t>(drives)));
    t.set(online_dg, "drives", all);
}

void proxy_paths(ScenarioRun& run, const Lab004& lab, int proxy, bool single_hba) {
    const char* vmfs_port = proxy == 0 ? "evaB_p4" : "evaA_p1";
    const char* ntfs_port = proxy == 0 ? "evaB_p3" : "evaA_p2";
    if (single_hba) run.sim().paths().fail_port(lab.proxy_port[proxy][proxy == 0 ? 1 : 0]);
    engine::PolicySpec vmfs{"fixed", lab.eva_port(vmfs_port)};
    engine::PolicySpec ntfs{"fixed", lab.eva_port(single_hba ? vmfs_port : ntfs_port)};
    for (Id lu : lab.vmfs_lu) run.sim().paths().set_policy(lab.proxy[proxy], lu, vmfs);
    run.sim().paths().set_policy(lab.proxy[proxy], lab.ht[proxy], ntfs);
}

double sum_mean(const ScenarioRun& run, const std::vector<Id>& vms, const std::string& metric,
                double from, double to) {
    double sum = 0;
    for (Id vm : vms) sum += run.mean(vm, metric, from, to);
    return sum;
}

double p95(ScenarioRun& run, Id entity, const std::string& metric, double from, double to) {
    auto samples = run.sim().recorder().series(entity, metric).sample(from, to, 1.0);
    if (samples.empty()) return 0;
    std::sort(samples.begin(), samples.end());
    const size_t k = static_cast<size_t>(std::ceil(0.95 * samples.size())) - 1;
    return samples[std::min(k, samples.size() - 1)];
}

}  // namespace santwin::scenarios::seed004

namespace santwin::scenarios::seed004 {

std::string fmt(const char* format, double a, double b, double c) {
    char buf[256];
    std::snprintf(buf, sizeof buf, format, a, b, c);
    return buf;
}

std::string busiest_stations(ScenarioRun& run, double from, double to) {
    std::vector<std::pair<double, std::string>> v;
    for (const auto& [key, series] : run.sim().recorder().all()) {
        // The console OS's shares are per backup stream, not a station's.
        if (!engine::is_utilization_metric(key.metric) || key.metric.rfind("cos_", 0) == 0) continue;
        v.emplace_back(series.mean(from, to),
                       run.topology().at(key.entity).name + " " + key.metric);
    }
    std::sort(v.rbegin(), v.rend());
    // The window is named: a run's --details means cover the whole run, ramps and tails included.
    std::string s = "busiest (mean % from " + std::to_string(static_cast<long>(std::lround(from))) + " to " +
                    std::to_string(static_cast<long>(std::lround(to))) + " s):";
    for (size_t i = 0; i < v.size() && i < 6; ++i)
        s += (i ? ", " : " ") + v[i].second + " " +
             std::to_string(static_cast<int>(std::lround(v[i].first)));
    return s;
}

}  // namespace santwin::scenarios::seed004
