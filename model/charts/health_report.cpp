#include "charts/health_report.h"

#include <algorithm>
#include <map>
#include <sstream>

#include "topology/name_lookup.h"

namespace santwin::charts {

namespace {
std::string fixed(double v, int digits) { return results::fixed_text(v, digits); }

std::string named(const Topology& t, Id id) {
    if (!t.contains(id)) return "#" + std::to_string(id);
    return std::string(kind_label(t.at(id).kind)) + " " + qualified_name(t, id);
}

// "VM1, VM2, VM3 and 4 more"
std::string names(const Topology& t, const std::vector<Id>& ids, std::size_t shown = 4) {
    std::string out;
    for (std::size_t i = 0; i < ids.size() && i < shown; ++i) out += (i ? ", " : "") + (t.contains(ids[i]) ? t.at(ids[i]).name : "?");
    if (ids.size() > shown) out += " and " + std::to_string(ids.size() - shown) + " more";
    return out.empty() ? "none" : out;
}

std::string plural(std::size_t n, const std::string& one) { return std::to_string(n) + " " + one + (n == 1 ? "" : "s"); }

// What removes a single point of failure of this kind.
std::string remedy(Kind k) {
    switch (k) {
        case Kind::Hba: return "give the host a second HBA and zone it to the array through the other fabric";
        case Kind::FcSwitch: case Kind::Fabric:
            return "cable the hosts and both controllers to a second switch in a second fabric, and zone them there";
        case Kind::Controller: return "present the LU on ports of both controllers (host group and zoning)";
        case Kind::Link: return "add a second cable on another port (and HBA), zoned to the array";
        default: return "give the hosts a second path that avoids it (another port, zoned and mapped)";
    }
}

// What followed a failure, past the failure itself: "60 s ownership_change: ... ; 90 s path_failover: ...".
std::string followed(const std::vector<std::string>& events) {
    std::string out;
    for (const std::string& e : events)
        if (e.find(" failure: ") == std::string::npos) out += (out.empty() ? "" : "; ") + e;
    return out.empty() ? (events.empty() ? "-" : events.front()) : out;
}

bool is_device(Kind k) { return k == Kind::Hba || k == Kind::FcSwitch || k == Kind::Fabric || k == Kind::Controller; }
}  // namespace

std::vector<std::string> health_recommendations(const HealthInputs& in) {
    const Topology& t = in.project->topology;
    const results::HealthAnswer& a = *in.answer;
    std::vector<std::string> out;
    // Single points: devices first (a port or cable alone is named only when no device covers it).
    std::vector<const results::SinglePoint*> devices, parts;
    for (const auto& sp : a.redundancy.single_points) (is_device(t.at(sp.component).kind) ? devices : parts).push_back(&sp);
    for (const auto* sp : devices)
        out.push_back("Single point of failure: every path of " + plural(sp->pairs.size(), "host-LU pair") + " (" +
                      plural(sp->vms.size(), "VM") + ": " + names(t, sp->vms) + ") runs through " + named(t, sp->component) +
                      " — " + remedy(t.at(sp->component).kind) + ".");
    if (devices.empty())
        for (const auto* sp : parts)
            out.push_back("Single point of failure: every path of " + plural(sp->pairs.size(), "host-LU pair") + " runs through " +
                          named(t, sp->component) + " — " + remedy(t.at(sp->component).kind) + ".");
    for (const auto& f : a.failures) {
        if (!f.lost_access.empty())
            out.push_back("A failure of " + named(t, f.component) + " stops the I/O of " + plural(f.lost_access.size(), "VM") +
                          " (" + names(t, f.lost_access) + ") — " + remedy(t.at(f.component).kind) + ".");
        if (!f.over_target.empty())
            out.push_back("After a failure of " + named(t, f.component) + ", " + plural(f.over_target.size(), "VM") + " (" +
                          names(t, f.over_target) + ") leave the target and run above " + fixed(a.target_ms, 0) +
                          " ms — size the survivors for the whole load (fewer VMs per array, more spindles or cache), "
                          "or accept the slower service while it is repaired.");
    }
    if (!a.baseline_over.empty())
        out.push_back(plural(a.baseline_over.size(), "VM") + " (" + names(t, a.baseline_over) + ") run above " +
                      fixed(a.target_ms, 0) + " ms with nothing failed — relieve the busiest resource (" +
                      (a.headroom.empty() ? std::string("see Headroom") : named(t, a.headroom.front().entity)) + ").");
    for (const Problem& p : in.problems)
        if (p.severity == Severity::Error) out.push_back("Validation error: " + p.message);
    for (const advice::Advice& adv : in.advice)
        out.push_back("Advice (" + adv.source.substr(0, 3) + "): " + adv.message + (adv.fix ? " Fix: " + adv.fix->text + "." : ""));
    return out;
}

Chart headroom_chart(const HealthInputs& in) {
    const Topology& t = in.project->topology;
    Chart c;
    c.spec.id = "health-headroom";
    c.spec.type = ChartType::UtilizationBars;
    c.spec.title = "Busiest resources at the lab's workloads";
    c.spec.subtitle = "mean utilization; headroom is what is left to 100 %";
    c.spec.x = {"resource", ""};
    c.spec.y = {"utilization", "%"};
    SeriesSpec s{"utilization", {}, {}, 0};
    for (std::size_t i = 0; i < in.answer->headroom.size() && i < 10; ++i) {
        const auto& h = in.answer->headroom[i];
        c.spec.categories.push_back((t.contains(h.entity) ? t.at(h.entity).name : "?") + " " + h.metric);
        s.values.push_back(h.pct);
    }
    c.spec.series = {s};
    c.context.lab = in.lab;
    c.context.scenario = "health";
    c.context.engine_version = SANTWIN_VERSION;
    return c;
}

ReportContent build_health_report(const HealthInputs& in) {
    const Topology& t = in.project->topology;
    const results::HealthAnswer& a = *in.answer;
    ReportContent r;
    r.title = "Health of lab " + in.lab;
    r.subtitle = "Single points of failure, failures simulated, headroom and advice";
    r.facts.push_back({"Lab", in.lab});
    r.facts.push_back({"VMs", std::to_string(t.all_of(Kind::Vm).size())});
    r.facts.push_back({"Latency target", fixed(a.target_ms, 0) + " ms per VM (" + a.target_source + ")"});
    if (a.baseline.vms > 0)
        r.facts.push_back({"Latency now", "mean " + fixed(a.baseline.mean_ms, 1) + " ms, p95 " + fixed(a.baseline.p95_ms, 1) +
                                              " ms, p99 " + fixed(a.baseline.p99_ms, 1) + " ms over " + plural(a.baseline.vms, "VM")});
    r.facts.push_back({"Engine", SANTWIN_VERSION});

    ReportSection findings{"Findings and recommendations", {}, {}, {}};
    findings.bullets = health_recommendations(in);
    if (findings.bullets.empty()) findings.paragraphs.push_back("Nothing found: no single point of failure, no failure leaves a VM above the target, no validation error or advice.");
    r.sections.push_back(findings);

    ReportSection spof{"Single points of failure", {}, {}, {}};
    spof.paragraphs.push_back("A component every path of a host to an LU runs through: when it fails, the host loses that LU. " +
                              a.redundancy_source);
    ReportTable st{{"component", "host-LU pairs", "VMs that lose their disks"}, {}, {}, {3, 1, 4}};
    for (const auto& sp : a.redundancy.single_points) {
        st.rows.push_back({named(t, sp.component), std::to_string(sp.pairs.size()), names(t, sp.vms, 6)});
        st.row_tone.push_back(CellTone::Fail);
    }
    if (st.rows.empty()) spof.paragraphs.push_back("None: every host reaches every LU its VMs use over paths that share no component.");
    else spof.tables.push_back(st);
    r.sections.push_back(spof);

    ReportSection red{"Redundancy per host and LU", {"Paths and the distinct HBAs, fabrics, switches and controllers they use; 1 is a single point."}, {}, {}};
    ReportTable rt{{"host", "LU", "VMs", "paths", "HBAs", "fabrics", "switches", "controllers", "single points"}, {}, {}, {2, 2, 1, 1, 1, 1.2, 1.4, 1.6, 3}};
    for (const auto& p : a.redundancy.pairs) {
        std::vector<Id> devs;
        for (Id c : p.single_points)
            if (is_device(t.at(c).kind)) devs.push_back(c);
        rt.rows.push_back({t.at(p.host).name, t.at(p.lu).name, std::to_string(p.vms.size()), std::to_string(p.paths),
                           std::to_string(p.hbas), std::to_string(p.fabrics), std::to_string(p.switches),
                           std::to_string(p.controllers), p.single_points.empty() ? "none" : names(t, devs.empty() ? p.single_points : devs, 3)});
        rt.row_tone.push_back(p.single_points.empty() ? CellTone::Pass : CellTone::Fail);
    }
    red.tables.push_back(rt);
    r.sections.push_back(red);

    ReportSection fs{"Failures simulated", {}, {}, {}};
    fs.paragraphs.push_back("Each component failing at " + fixed(a.failures.empty() ? 60 : a.failures.front().at_s, 0) +
                            " s under the lab's workloads, measured over the second half of the time after it (after the hosts' "
                            "path failover). A VM that loses access does under 5 % of its earlier I/O.");
    ReportTable ft{{"failed", "lose access", "leave the target", "p95 after", "what followed"}, {}, {}, {3, 2, 2, 1, 4}};
    for (const auto& f : a.failures) {
        ft.rows.push_back({named(t, f.component), names(t, f.lost_access), names(t, f.over_target),
                           f.after.vms > 0 ? fixed(f.after.p95_ms, 1) + " ms" : "-", followed(f.events)});
        ft.row_tone.push_back(f.lost_access.empty() && f.over_target.empty() ? CellTone::Pass : CellTone::Fail);
    }
    if (!ft.rows.empty()) fs.tables.push_back(ft);
    else fs.paragraphs.push_back("No failure was simulated.");
    if (!a.not_simulated.empty())
        fs.paragraphs.push_back("Not simulated (over the limit of runs): " + names(t, a.not_simulated, 8) + ".");
    r.sections.push_back(fs);

    ReportSection hs{"Headroom", {"Mean utilization of each resource at the lab's workloads, busiest first."}, {}, {}};
    ReportTable ht{{"resource", "metric", "utilization", "headroom"}, {}, {}, {4, 2, 1, 1}};
    for (std::size_t i = 0; i < a.headroom.size() && i < 15; ++i) {
        const auto& h = a.headroom[i];
        ht.rows.push_back({named(t, h.entity), h.metric, fixed(h.pct, 0) + " %", fixed(std::max(0.0, 100 - h.pct), 0) + " %"});
        ht.row_tone.push_back(CellTone::Plain);
    }
    if (!ht.rows.empty()) hs.tables.push_back(ht);
    r.sections.push_back(hs);

    ReportSection vs{"Validation and advice", {}, {}, {}};
    for (const Problem& p : in.problems)
        vs.bullets.push_back(std::string(p.severity == Severity::Error ? "error" : "warning") + " " + p.rule + ": " + p.message);
    for (const advice::Advice& adv : in.advice) vs.bullets.push_back("advice " + adv.rule + ": " + adv.message + " (source: " + adv.source + ")");
    if (vs.bullets.empty()) vs.paragraphs.push_back("No validation problem and no advice from the lab reports.");
    r.sections.push_back(vs);
    return r;
}

}  // namespace santwin::charts
