// Seed 003: "Advantages of Hitachi AMS 2000 Family Symmetric Active-active Controllers in
// vSphere 4 Environments" (HDS, 2009). Jetstress on five database LUs of an AMS 2500
// (symmetric) and of an asymmetric active-active array, with three multipath setups: single
// path (MRU, every LU on controller 1's port), balanced paths (MRU, each LU on its owner's
// port: three on controller 0, two on controller 1) and round robin over both ports.
#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>

#include "scenarios/bench.h"
#include "scenarios/builtin.h"
#include "scenarios/scenario_run.h"
#include "scenarios/scenario_notes.h"
#include "workloads/io_profile.h"

namespace santwin::scenarios {

namespace {
constexpr double kRunSeconds = 2 * 3600;  // Table 3: test duration 2 hours

struct PolicyRun {
    double iops = 0;           // database IOPS, all five LUs
    double read_latency_ms = 0;
    double mp_avg_pct = 0;     // mean of both controllers
    double mp_other_share_pct = 0;  // share of the MP work done by the controller the path avoids
    double thrash = 0;         // LU ownership changes
    RunRecord record;
};

// nullopt when the observer cancelled the run.
std::optional<PolicyRun> run_policy(engine::RunObserver& observer, const std::string& prefix,
                                    const std::string& array_name, const std::string& setup) {
    Bench bench("003");
    Topology& t = bench.topology();
    const Id array = bench.find(Kind::Array, array_name);
    const Id host = bench.find(Kind::EsxHost, "ESX-R905");
    std::vector<Id> ctl = t.children(array, Kind::Controller);
    std::sort(ctl.begin(), ctl.end(), [&](Id a, Id b) { return t.at(a).num("index") < t.at(b).num("index"); });
    auto port_of = [&](Id c) { return t.children(c, Kind::Port).front(); };
    std::vector<Id> db_disks, db_lus;
    for (int i = 1; i <= 5; ++i) {
        const Id disk = bench.find(Kind::Vmdk, prefix + "-DB" + std::to_string(i));
        db_disks.push_back(disk);
        db_lus.push_back(t.at(t.at(disk).ref("datastore")).ref("lu"));
    }
    // Single path: every LU owned by controller 1 and reached through its port.
    if (setup == "mru_single")
        for (Id lu : db_lus) t.set(lu, "owner", Ref{ctl[1]});

    ScenarioRun run(bench.project(), observer);
    for (Id lu : db_lus) {
        engine::PolicySpec spec;
        spec.policy = setup == "rr" ? "rr" : "mru";
        spec.preferred_port = setup == "mru_single" ? port_of(ctl[1]) : port_of(t.at(lu).ref("owner"));
        run.sim().paths().set_policy(host, lu, spec);
    }
    const auto& jet = workloads::profile("jetstress");
    for (Id disk : db_disks) {
        workloads::WorkloadOptions o;
        o.threads = jet.threads / db_disks.size();
        o.target_iops = 0;  // Jetstress performance mode: as fast as its threads go
        run.workload(disk, "jetstress", o);
    }
    if (!run.run(kRunSeconds)) return std::nullopt;

    PolicyRun r;
    const Id vm = t.at(db_disks[0]).parent;
    r.iops = run.mean(vm, "iops", 0, kRunSeconds);
    r.read_latency_ms = run.mean(vm, "read_latency_ms", 0, kRunSeconds);
    const double mp0 = run.mean(ctl[0], "mp_pct", 0, kRunSeconds), mp1 = run.mean(ctl[1], "mp_pct", 0, kRunSeconds);
    r.mp_avg_pct = (mp0 + mp1) / 2;
    r.mp_other_share_pct = mp0 + mp1 > 0 ? 100.0 * mp0 / (mp0 + mp1) : 0;  // controller 0: off the single path
    for (Id lu : db_lus) r.thrash += run.sim().ownership_transfers(lu);
    r.thrash = std::round(r.thrash);  // the engine's expected count, reported as whole events
    r.record = run.record(array_name + " " + setup, {{"vm", vm}, {"ctl0", ctl[0]}, {"ctl1", ctl[1]}});
    return r;
}

// The paper's three setups on both arrays.
ScenarioResult all_policies(engine::RunObserver& observer) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("aa-path-policy", "570-mailboxes-x", out.metrics));
    out.notes.push_back(scenario_note("aa-path-policy", "database-i-o", out.metrics));
    out.notes.push_back(scenario_note("aa-path-policy", "processors-ams-2500", out.metrics));
    const auto& jet = workloads::profile("jetstress");
    bool all_ok = true;
    std::map<std::string, PolicyRun> runs;
    for (const auto& [key, prefix, name] : {std::tuple{"symmetric", "AMS2500", "AMS2500"},
                                            std::tuple{"asymmetric", "ASYM", "Asymmetric-AA"}})
        for (const char* setup : {"mru_single", "mru_balanced", "rr"}) {
            std::optional<PolicyRun> r = run_policy(observer, prefix, name, setup);
            if (!r) return cancelled_result();
            all_ok = all_ok && r->iops >= jet.requirement_iops;
            out.runs.push_back(r->record);
            runs[std::string(key) + "." + setup] = std::move(*r);
        }
    const PolicyRun& ab = runs.at("asymmetric.mru_balanced");
    const PolicyRun& ar = runs.at("asymmetric.rr");
    out.metrics["iops_ok.all"] = all_ok;
    out.metrics["iops_drop_pct.asymmetric.rr"] = 100.0 * (ab.iops - ar.iops) / ab.iops;
    out.metrics["read_latency_ms.asymmetric.rr"] = ar.read_latency_ms;
    out.metrics["read_latency_ms.asymmetric.mru_single"] = runs.at("asymmetric.mru_single").read_latency_ms;
    out.metrics["read_latency_ms.asymmetric.mru_balanced"] = ab.read_latency_ms;
    out.metrics["read_latency_ms.symmetric.rr"] = runs.at("symmetric.rr").read_latency_ms;
    out.metrics["read_latency_increase_pct.asymmetric.rr"] = 100.0 * (ar.read_latency_ms - ab.read_latency_ms) / ab.read_latency_ms;
    out.metrics["mp_util_pct.asymmetric.rr"] = ar.mp_avg_pct;
    out.metrics["mp_util_pct.symmetric.rr"] = runs.at("symmetric.rr").mp_avg_pct;
    out.metrics["mp_util_share_pct.symmetric.mru_single.ctl_other"] = runs.at("symmetric.mru_single").mp_other_share_pct;
    out.metrics["mp_util_share_pct.asymmetric.mru_single.ctl_other"] = runs.at("asymmetric.mru_single").mp_other_share_pct;
    out.metrics["path_thrash_events.asymmetric.rr"] = ar.thrash;
    out.metrics["path_thrash_events.symmetric.rr"] = runs.at("symmetric.rr").thrash;
    out.notes.push_back(scenario_note("aa-path-policy", "round-robin-asymmetric", out.metrics));
    return out;
}
// Sweepable: one path `policy` on both arrays, reported per array (the catalogue's metrics
// compare policies, so they need the full run).
ScenarioResult aa_path_policy(const ScenarioContext& c) {
    const ScenarioParams& params = c.params;
    // "all" (the default, the paper's three setups) is what leaving it out runs.
    if (!params.has("policy") || params.text("policy", "all") == "all") return all_policies(c.observer);
    const std::string setup = params.text("policy", "");
    if (setup != "mru_single" && setup != "mru_balanced" && setup != "rr")
        throw std::invalid_argument("policy is mru_single, mru_balanced or rr, the paper's three setups (got '" + setup + "')" +
                                    (setup == "fixed" ? std::string("; Fixed with each LU's preferred path on its owner's port runs as "
                                                                    "mru_balanced while no path fails")
                                                      : std::string()));
    ScenarioResult out;
    out.notes.push_back("Swept: only the " + setup + " setup runs, on both arrays; metrics are per array.");
    for (const auto& [key, prefix, name] : {std::tuple{"symmetric", "AMS2500", "AMS2500"},
                                            std::tuple{"asymmetric", "ASYM", "Asymmetric-AA"}}) {
        std::optional<PolicyRun> r = run_policy(c.observer, prefix, name, setup);
        if (!r) return cancelled_result();
        out.metrics[std::string("iops.") + key] = r->iops;
        out.metrics[std::string("read_latency_ms.") + key] = r->read_latency_ms;
        out.metrics[std::string("mp_util_pct.") + key] = r->mp_avg_pct;
        out.metrics[std::string("path_thrash_events.") + key] = r->thrash;
        out.runs.push_back(r->record);
    }
    return out;
}
}  // namespace

std::vector<Scenario> scenarios_003() {
    return {{{"aa-path-policy", "003-ams2500-jetstress", "Path policies on symmetric vs asymmetric controllers",
              "Jetstress on five database LUs; single-path MRU, balanced MRU and round robin on each array."},
             aa_path_policy,
             // Sweep parameter: the multipath setup.
             {{"policy", "all", "Multipath setup on both arrays: mru_single, mru_balanced or rr (the paper: all three)"}}}};
}

}  // namespace santwin::scenarios
