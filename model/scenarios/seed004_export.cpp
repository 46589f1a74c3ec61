#include "scenarios/seed004_export.h"

#include <algorithm>
#include <memory>

#include "operations/vcb_image_backup.h"

namespace santwin::scenarios::seed004 {

std::optional<ExportResult> run_exports(engine::RunObserver& observer, const ExportSetup& setup) {
    Lab004 lab;
    lab.drop_unused_vdisks();
    if (setup.dg_drives < 144) lab.resize_online_dg(setup.dg_drives);
    Topology& t = lab.bench.topology();
    for (int x = 0; x < 2; ++x) {
        if (!setup.ht_vraid.empty()) t.set(lab.ht[x], "vraid", setup.ht_vraid);
        t.set(lab.proxy[x], "ntfs_compression", setup.compression);
    }
    // Sources spread over the four hosts' datastores, so both controllers own some of them.
    std::vector<Id> vms;
    for (int i = 0; i < setup.streams; ++i) {
        auto v = lab.add_vms(i % 4, 1, setup.name + "-s" + std::to_string(i + 1));
        vms.push_back(v.front());
    }
    ScenarioRun run(lab.bench.project(), observer);
    for (int x = 0; x < setup.proxies; ++x) proxy_paths(run, lab, x, setup.single_hba);
    std::vector<operations::VcbImageBackup*> jobs;
    int on_proxy[2] = {0, 0};
    for (int i = 0; i < setup.streams; ++i) {
        const int x = setup.proxies == 2 ? i % 2 : 0;
        operations::VcbImageOptions o;
        o.ht_offset_gb = on_proxy[x]++ * kVmDiskGb;
        auto job = std::make_unique<operations::VcbImageBackup>(vms[i], lab.proxy[x], o);
        jobs.push_back(static_cast<operations::VcbImageBackup*>(&run.sim().add(std::move(job))));
    }
    if (!run.run_until_idle(6 * 3600)) return std::nullopt;

    // The window in which every export ran.
    double from = 0, to = 1e18;
    for (auto* j : jobs) {
        from = std::max(from, j->started_at("export"));
        to = std::min(to, j->ended_at("export"));
    }
    ExportResult r;
    const auto& vcb = devices::HardwareCatalog::builtin().backup_software("vcb-1.5");
    double reads = 0, writes = 0;
    for (size_t i = 0; i < jobs.size(); ++i) {
        const double mb = run.mean(vms[i], "export_mbps", from, to);
        r.export_mb_s += mb;
        r.ht_write_mb_s += mb * jobs[i]->ht_write_fraction();
        reads += mb * 1024.0 / vcb.export_read_kb;
        writes += mb * jobs[i]->ht_write_fraction() * 1024.0 / vcb.export_write_kb;
    }
    r.iops = reads + writes;
    r.read_share = r.iops > 0 ? reads / r.iops : 0;
    const Id ctl[2] = {lab.ctrl_a, lab.ctrl_b};
    for (int c = 0; c < 2; ++c) r.ctrl_cpu_pct[c] = run.mean(ctl[c], "mp_pct", from, to);
    for (int x = 0; x < 2; ++x) {
        const Id owner = t.at(lab.ht[x]).ref("owner");
        double mb = 0;
        for (size_t i = 0; i < jobs.size(); ++i)
            if ((setup.proxies == 2 ? static_cast<int>(i) % 2 : 0) == x)
                mb += run.mean(vms[i], "export_mbps", from, to) * jobs[i]->ht_write_fraction();
        r.ctrl_write_mb_s[owner == lab.ctrl_a ? 0 : 1] += mb;
        const Id server = t.at(lab.proxy[x]).parent;
        r.proxy_cpu_pct[x] = run.mean(server, "cpu_pct", from, to);
    }
    double core_ms = 0;
    for (int x = 0; x < 2; ++x) {
        const Id server = t.at(lab.proxy[x]).parent;
        const double cores =
            t.at(server).num("cpu_sockets", 1) * t.at(server).num("cores_per_socket", 1);
        core_ms += r.proxy_cpu_pct[x] / 100.0 * cores * 1000.0;
    }
    r.proxy_cpu_ms_per_mb = r.export_mb_s > 0 ? core_ms / r.export_mb_s : 0;
    r.queue_per_drive_p95 = p95(run, lab.online_dg, "queue_per_drive", from, to);
    r.drive_latency_ms = run.mean(lab.online_dg, "drive_latency_ms", from, to);
    double hits = 0, n = 0;
    for (Id lu : lab.vmfs_lu) {
        const double io = run.mean(lu, "iops", from, to);
        if (io <= 0) continue;
        hits += io * run.mean(lu, "read_hit_pct", from, to);
        n += io;
    }
    r.read_hit_pct = n > 0 ? hits / n : 0;
    r.busiest = busiest_stations(run, from, to);
    r.record = run.record(setup.name, {{"dg", lab.online_dg},
                                       {"ctrl_a", lab.ctrl_a},
                                       {"ctrl_b", lab.ctrl_b},
                                       {"ht1", lab.ht[0]},
                                       {"ht2", lab.ht[1]}});
    return r;
}

}  // namespace santwin::scenarios::seed004
