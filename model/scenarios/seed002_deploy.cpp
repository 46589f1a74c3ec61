// Seed 002, "HNAS NFS VAAI VM Deployment": 250 VMs (tiles 1-10) deployed to datastores 1-2 from
// templates on a separate datastore — the host data mover copies them — and 250 (tiles 11-20) to
// datastores 3-4 from templates on the destination datastore — HNAS fast file clones through the
// VAAI-NAS plug-in.
#include <map>
#include <optional>

#include "operations/nfs_deploy.h"
#include "scenarios/seed002_common.h"
#include "scenarios/seed002_scenarios.h"
#include "scenarios/scenario_notes.h"

namespace santwin::scenarios::seed002 {

namespace {
constexpr double kLimitS = 48 * 3600;

struct DeployRun {
    double minutes = 0;
    double space_gb = 0;
    NasFigures nas;
    RunRecord record;
};

// The lab's VMs on `datastores` become deploy tasks; each Table 2 row gets a template holding the
// row's OS disk (the lab's installed footprint for the application) and its empty data disk, on
// `template_ds` (or, when empty, on the VM's own datastore). nullopt when the observer cancelled
// the run.
std::optional<DeployRun> deploy(engine::RunObserver& observer, const std::vector<std::string>& datastores,
                                const std::string& template_ds, const std::string& tag) {
    Bench bench("002");
    Topology& t = bench.topology();
    const Id head = nas_head(bench);
    std::vector<operations::DeployItem> items;
    std::map<std::string, Id> templates;  // by row and datastore
    for (const std::string& ds_name : datastores) {
        const Id ds = bench.find(Kind::Datastore, ds_name);
        for (Id vm : t.all_of(Kind::Vm)) {
            const auto disks = t.children(vm, Kind::Vmdk);
            if (disks.size() != 2 || t.at(disks.front()).ref("datastore") != ds) continue;
            const std::string workload = t.at(vm).text("workload");
            const std::string app = workload.substr(0, workload.find('-'));
            const Id tpl_ds = template_ds.empty() ? ds : bench.find(Kind::Datastore, template_ds);
            const double data_gb = t.at(disks.back()).num("size_gb");
            const std::string key =
                workload + "@" + std::to_string(tpl_ds) + "/" + std::to_string(data_gb);
            if (!templates.count(key)) {
                // The lab's per-application template on that datastore says how much the OS uses.
                const std::string lab_tpl =
                    "tpl-" + app + "-" +
                    (template_ds.empty() ? (ds_name == "NFS-DS3" ? "ds3" : "ds4") : "nonvaai");
                const Id os_src =
                    t.children(bench.find(Kind::Template, lab_tpl), Kind::Vmdk).front();
                Id tpl = bench.builder().add(
                    Kind::Template, "tpl-" + workload + "-" + ds_name, kNoId,
                    {{"host", Ref{t.at(vm).ref("host")}}, {"os", t.at(vm).text("os")}});
                Id os = bench.vmdk(tpl, tpl_ds, t.at(os_src).num("size_gb"), "thin", "OS disk");
                t.set(os, "used_gb", t.at(os_src).num("used_gb"));
                bench.vmdk(tpl, tpl_ds, data_gb, "thin", "Data disk");
                templates[key] = tpl;
            }
            items.push_back({t.at(vm).name, templates[key], ds, t.at(vm).ref("host")});
            t.remove(vm);
        }
    }
    ScenarioRun run(bench.project(), observer, false);
    auto& nas = run.sim().storage().nas();
    std::map<Id, double> before;
    for (const auto& [id, fs] : nas.file_systems()) before[id] = nas.used_gb(id);
    start_tiles_grouped(run);  // the lab's other 250 VMs keep running (Table 1)
    auto& job = static_cast<operations::DeployVms&>(
        run.sim().add(std::make_unique<operations::DeployVms>("deploy 250 VMs " + tag, items)));
    if (!run.run_until_done({&job}, kLimitS)) return std::nullopt;
    DeployRun out;
    const double t0 = job.first_start(), t1 = job.last_finish();
    out.minutes = (t1 - t0) / 60.0;
    for (const auto& [id, fs] : nas.file_systems()) out.space_gb += nas.used_gb(id) - before[id];
    out.nas = nas_figures(run, head, t0, t1);
    out.record = run.record("deploy " + tag, nas_roles(run.topology(), head));
    return out;
}
}  // namespace

ScenarioResult hnas_deploy(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("hnas-deploy", "templates-describe-them", out.metrics));
    out.notes.push_back(scenario_note("hnas-deploy", "vcenter-runs-deploy", out.metrics));
    out.notes.push_back(scenario_note("hnas-deploy", "lab-other-250", out.metrics));
    out.notes.push_back(scenario_note("hnas-deploy", "nas-iops-nfs", out.metrics));
    out.notes.push_back(scenario_note("hnas-deploy", "vaai-deployment-fast", out.metrics));
    out.notes.push_back(scenario_note("hnas-deploy", "why-fpga-gap", out.metrics));
    out.notes.push_back(scenario_note("hnas-deploy", "hint-gives-itself", out.metrics));
    const std::optional<DeployRun> off = deploy(c.observer, {"NFS-DS1", "NFS-DS2"}, "NFS-Templates", "without VAAI");
    if (!off) return cancelled_result();
    const std::optional<DeployRun> on = deploy(c.observer, {"NFS-DS3", "NFS-DS4"}, "", "with VAAI");
    if (!on) return cancelled_result();
    for (const auto& [key, r] : {std::pair{"vaai_off", &*off}, std::pair{"vaai_on", &*on}}) {
        out.metrics[std::string("deploy_time_min.") + key] = r->minutes;
        out.metrics[std::string("space_used_gb.") + key] = r->space_gb;
        out.metrics[std::string("avg_iops.") + key] = r->nas.iops;
        out.metrics[std::string("nas_cpu_pct.") + key] = r->nas.cpu_pct;
        out.metrics[std::string("nas_fpga_pct.") + key] = r->nas.fpga_pct;
        out.runs.push_back(r->record);
    }
    return out;
}

}  // namespace santwin::scenarios::seed002
