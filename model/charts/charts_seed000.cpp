// Seed 000 figures: the warm-up anomaly (Figure 5: VM IOPS vs the IOPS the array sees, per minute,
// for each disk format) and the workload placement tests (IOPS per workload against its Table 5
// requirement, RAID-group utilization, response times).
#include <algorithm>

#include "charts/chart_resolve.h"
#include "charts/metric_info.h"
#include "charts/run_labels.h"
#include "charts/scenario_chart_sets.h"
#include "workloads/io_profile.h"

namespace santwin::charts::sets {

namespace {
using scenarios::RunRecord;
using scenarios::ScenarioResult;

constexpr double kWarmupSeconds = 30 * 60;  // the paper's routine

// Paper order of the Table 5 workloads; anything else after them, by name.
int workload_rank(const std::string& workload) {
    static const std::vector<std::string> order = {"oltp", "email", "streaming", "unstructured", "backup-to-disk"};
    auto it = std::find(order.begin(), order.end(), workload);
    return it == order.end() ? static_cast<int>(order.size()) : static_cast<int>(it - order.begin());
}

struct Role {
    std::string name;
    std::string workload;  // VMs: the profile they run
};

// Roles of `kind` over all runs, in paper order (VMs by workload, then name; others by name).
std::vector<Role> roles_of(const ScenarioResult& r, Kind kind) {
    std::vector<Role> out;
    for (const RunRecord& run : r.runs)
        for (const auto& [role, id] : run.roles) {
            const Entity* e = run.project ? run.project->topology.find(id) : nullptr;
            if (!e || e->kind != kind) continue;
            if (std::none_of(out.begin(), out.end(), [&, &role = role](const Role& x) { return x.name == role; }))
                out.push_back({role, e->text("workload")});
        }
    std::stable_sort(out.begin(), out.end(), [](const Role& a, const Role& b) {
        const int ra = workload_rank(a.workload), rb = workload_rank(b.workload);
        return ra != rb ? ra < rb : a.name < b.name;
    });
    return out;
}

// Bars of `metric` for every role (categories) in every run (series); a run without the role
// leaves a gap.
ChartSpec role_bars(const ScenarioResult& r, const std::vector<Role>& roles, const std::string& metric) {
    ChartSpec c;
    c.type = ChartType::GroupedBars;
    const MetricInfo info = metric_info(metric);
    c.y = {info.label, info.unit};
    for (const Role& role : roles) c.categories.push_back(role.name);
    for (const RunRecord& run : r.runs) {
        SeriesSpec s{run.name, {}, {}};
        s.color = run_color(r, run.name);
        for (const Role& role : roles)
            s.sources.push_back(run.roles.count(role.name) ? SeriesSource{run.name, role.name, metric}
                                                           : SeriesSource{run.name, role.name, ""});
        c.series.push_back(std::move(s));
    }
    return c;
}

int category_index(const ChartSpec& c, const std::string& name) {
    auto it = std::find(c.categories.begin(), c.categories.end(), name);
    return it == c.categories.end() ? -1 : static_cast<int>(it - c.categories.begin());
}
}  // namespace

std::vector<ChartSpec> hdp_warmup(const ScenarioResult& r) {
    std::vector<ChartSpec> out;
    for (const std::string format : {"zeroedthick", "thin", "eagerzeroedthick"}) {
        const std::string run = "warm-up " + format;
        if (!find_run(r, run)) continue;
        ChartSpec c;
        c.id = "figure5-" + format;
        c.type = ChartType::TimeSeries;
        c.figure = "Figure 5";
        c.title = std::string(format[0] == 'e' ? "Warm-up of an " : "Warm-up of a ") + format + " disk: VM IOPS vs array IOPS";
        c.subtitle = "Per-minute means during the 30-minute 8K random-write routine on a one-group DP pool";
        c.x = {"time", "min"};
        c.y = {"IOPS", "IOPS"};
        c.bin_s = 60;
        c.series.push_back({"VM IOPS", {{run, "vm", "iops", Aggregate::Mean, 0, kWarmupSeconds}}, {}});
        c.series.push_back({"array IOPS (at the ports)", {{run, "vm", "array_iops", Aggregate::Mean, 0, kWarmupSeconds}}, {}});
        ReferenceMark end;
        if (published_mark(r.id, "warmup_end_min." + format, end)) {
            end.on_x_axis = true;
            end.label = "published end of warm-up (" + end.label.substr(std::string("published ").size()) + ")";
            c.marks.push_back(end);
        }
        out.push_back(std::move(c));
    }
    for (auto& c : validation_charts(r)) out.push_back(std::move(c));
    return out;
}

std::vector<ChartSpec> placement(const ScenarioResult& r) {
    std::vector<ChartSpec> out;
    const std::vector<Role> vms = roles_of(r, Kind::Vm);
    if (!vms.empty()) {
        ChartSpec c = role_bars(r, vms, "iops");
        c.id = "iops-vs-requirement";
        c.title = "IOPS per workload against its requirement";
        c.subtitle = "Mean IOPS over the six-minute test; dashed: the Table 5 requirement";
        c.figure = "Table 5";
        for (size_t i = 0; i < vms.size(); ++i) {
            if (vms[i].workload.empty()) continue;
            const double need = workloads::profile(vms[i].workload).requirement_iops;
            if (need <= 0) continue;
            ReferenceMark m{need, "required " + scenarios::format_metric(need), MarkKind::Requirement, false, static_cast<int>(i), -1};
            c.marks.push_back(m);
        }
        out.push_back(std::move(c));

        ChartSpec lat = role_bars(r, vms, "latency_ms");
        lat.id = "response-time";
        lat.title = "Response time per workload";
        lat.subtitle = "Mean over the test";
        ReferenceMark m;
        if (published_mark(r.id, "oltp_latency_ms.with_backup", m) && category_index(lat, "OLTP") >= 0) {
            m.category = category_index(lat, "OLTP");
            m.series = static_cast<int>(lat.series.size()) - 1;  // the run with the backup
            lat.marks.push_back(m);
        }
        out.push_back(std::move(lat));
    }
    const std::vector<Role> rgs = roles_of(r, Kind::RaidGroup);
    if (!rgs.empty()) {
        ChartSpec c = role_bars(r, rgs, "busy_pct");
        c.type = ChartType::UtilizationBars;
        c.id = "raid-group-busy";
        c.title = "RAID group utilization";
        c.subtitle = "Mean drive busy time per RAID-5 (4D+1P) group";
        c.y = {"busy", "%", 0, 100};
        ReferenceMark m;
        if (published_mark(r.id, "disk_busy_pct.rg0", m) && category_index(c, "RG-000") >= 0) {
            m.category = category_index(c, "RG-000");
            c.marks.push_back(m);
        }
        if (published_mark(r.id, "disk_busy_pct.max", m)) {
            m.label = "published busiest group " + m.label.substr(std::string("published ").size());
            c.marks.push_back(m);
        }
        out.push_back(std::move(c));
    }
    for (auto& c : latency_breakdown_charts(r)) out.push_back(std::move(c));
    for (auto& c : validation_charts(r)) out.push_back(std::move(c));
    return out;
}

}  // namespace santwin::charts::sets
