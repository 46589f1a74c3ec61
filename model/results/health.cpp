// A lab's health: one run of its workloads for the baseline and the headroom, then one run per
// failure candidate (controllers, switches, HBAs on the VMs' paths), each compared with the target.
#include "results/health.h"

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "common/resources.h"
#include "devices/hardware_catalog.h"
#include "engine/simulation.h"
#include "operations/failures.h"
#include "topology/paths.h"
#include "workloads/assigned_workloads.h"
#include "workloads/nfs_locks.h"

namespace santwin::results {

namespace {
const nlohmann::json& health_file() {
    static const nlohmann::json doc = [] {
        const auto text = resources::find("advice/health.json");
        if (!text) throw std::runtime_error("resources/advice/health.json is missing from the build");
        return nlohmann::json::parse(*text);
    }();
    return doc;
}

struct Run {
    std::unique_ptr<engine::Simulation> sim;
    std::vector<Id> vms;
};

// The lab's workloads, with `failure` (kNoId: none) failing at `at`.
Run run_lab(const Topology& t, Id failure, double at, double until, bool& cancelled, const HealthProgress&) {
    Run r;
    r.sim = std::make_unique<engine::Simulation>(t);
    r.sim->prepare_existing_state();
    if (failure)
        for (auto& job : operations::failure_jobs(t, devices::HardwareCatalog::builtin(), failure, at)) r.sim->add(std::move(job));
    auto jobs = workloads::assigned_workloads(t);
    for (const auto& job : jobs) r.vms.push_back(job->subject());
    std::sort(r.vms.begin(), r.vms.end());
    r.vms.erase(std::unique(r.vms.begin(), r.vms.end()), r.vms.end());
    for (auto& job : jobs) r.sim->add(std::move(job));
    for (auto& job : workloads::nfs_lock_updates(t, r.vms)) r.sim->add(std::move(job));
    cancelled = !r.sim->run_until(until);
    return r;
}

std::vector<Id> over_target(const Topology&, const engine::Recorder& rec, const std::vector<Id>& vms, double from,
                            double to, double target) {
    std::vector<Id> out;
    for (Id vm : vms) {
        const engine::Series* iops = rec.find(vm, "iops");
        if (!iops || iops->mean(from, to) <= 0) continue;
        if (engine::reported_mean(rec, vm, "latency_ms", from, to) > target) out.push_back(vm);
    }
    return out;
}

// Failure candidates on the VMs' paths: controllers, then switches, then HBAs (each once).
std::vector<Id> candidates(const Topology& t, const Redundancy& r) {
    std::set<Id> seen;
    std::vector<Id> ctl, sw, hba;
    for (const PathRedundancy& p : r.pairs)
        for (const StoragePath& path : paths_to_lu(t, p.host, p.lu)) {
            if (seen.insert(path.controller).second) ctl.push_back(path.controller);
            for (Id port : path.switch_ports) {
                const Id s = t.at(port).parent;
                if (s && t.at(s).kind == Kind::FcSwitch && seen.insert(s).second) sw.push_back(s);
            }
            const Id h = t.at(path.initiator_port).parent;
            if (h && t.at(h).kind == Kind::Hba && seen.insert(h).second) hba.push_back(h);
        }
    std::vector<Id> out = ctl;
    out.insert(out.end(), sw.begin(), sw.end());
    out.insert(out.end(), hba.begin(), hba.end());
    return out;
}
}  // namespace

HealthAnswer check_health(const Project& project, const HealthOptions& options, const HealthProgress& progress) {
    const Topology& t = project.topology;
    if (options.fail_at_s <= 0 || options.duration_s <= options.fail_at_s * 1.5)
        throw std::invalid_argument("a health run must last well past the failure (at least 1.5 x its time) to see the failover");
    const nlohmann::json& file = health_file();
    HealthAnswer out;
    out.target_ms = options.target_ms > 0 ? options.target_ms : file.at("latency_target_ms").get<double>();
    out.target_source = options.target_ms > 0 ? "given (--target-ms)" : file.at("latency_target_ms_source").get<std::string>();
    out.redundancy_source = file.at("redundancy_source").get<std::string>();
    const double lost_share = file.at("lost_access_share").get<double>();
    out.redundancy = path_redundancy(t);
    if (!options.simulate) return out;

    std::vector<Id> fail = options.fail_only.empty() ? candidates(t, out.redundancy) : options.fail_only;
    if (static_cast<int>(fail.size()) > options.max_failures) {
        out.not_simulated.assign(fail.begin() + options.max_failures, fail.end());
        fail.resize(static_cast<std::size_t>(options.max_failures));
    }
    const int total = 1 + static_cast<int>(fail.size());
    if (progress && !progress(0, total, "the lab's workloads without failures")) return out;
    bool cancelled = false;
    const double from = std::min(30.0, options.duration_s / 4), to = options.duration_s;
    Run base = run_lab(t, kNoId, 0, options.duration_s, cancelled, progress);
    if (cancelled) return out;
    const engine::Recorder& rec = base.sim->recorder();
    out.baseline = vm_latency(t, rec, from, to);
    out.baseline_over = over_target(t, rec, base.vms, from, to, out.target_ms);
    for (const auto& [key, series] : rec.all())
        if (engine::is_utilization_metric(key.metric)) out.headroom.push_back({key.entity, key.metric, series.mean(from, to)});
    std::stable_sort(out.headroom.begin(), out.headroom.end(), [](const Headroom& a, const Headroom& b) { return a.pct > b.pct; });

    // After the failover: the second half of the time after the failure (the hosts' detection
    // delay, hosts.json path_failover_s, is well inside the first half).
    const double after = options.fail_at_s + (options.duration_s - options.fail_at_s) / 2;
    for (std::size_t i = 0; i < fail.size(); ++i) {
        if (progress && !progress(static_cast<int>(i) + 1, total, t.describe(fail[i]) + " failing")) break;
        Run r = run_lab(t, fail[i], options.fail_at_s, options.duration_s, cancelled, progress);
        if (cancelled) break;
        const engine::Recorder& fr = r.sim->recorder();
        FailureEffect e;
        e.component = fail[i];
        e.at_s = options.fail_at_s;
        e.after = vm_latency(t, fr, after, to);
        for (Id vm : r.vms) {
            const engine::Series* iops = fr.find(vm, "iops");
            const double before = iops ? iops->mean(from, options.fail_at_s) : 0;
            if (before > 0 && iops->mean(after, to) < lost_share * before) e.lost_access.push_back(vm);
        }
        // Who leaves the target: over it after the failover, within it before (and still running).
        auto in = [](const std::vector<Id>& ids, Id vm) { return std::find(ids.begin(), ids.end(), vm) != ids.end(); };
        for (Id vm : over_target(t, fr, r.vms, after, to, out.target_ms))
            if (!in(e.lost_access, vm) && !in(out.baseline_over, vm)) e.over_target.push_back(vm);
        // One line per kind of event (its first, and how many), in order of first occurrence.
        std::vector<std::string> kinds;
        std::map<std::string, std::pair<std::string, int>> seen;
        for (const engine::Event& ev : fr.events()) {
            if (ev.t < options.fail_at_s || ev.kind == "operation_start") continue;
            auto [it, first] = seen.try_emplace(ev.kind);
            if (first) {
                kinds.push_back(ev.kind);
                std::ostringstream line;
                line << ev.t << " s " << ev.kind << ": " << ev.detail;
                it->second.first = line.str();
            }
            ++it->second.second;
        }
        for (const std::string& k : kinds)
            e.events.push_back(seen[k].first + (seen[k].second > 1 ? " (" + std::to_string(seen[k].second) + " in all)" : ""));
        out.failures.push_back(std::move(e));
    }
    if (progress) progress(total, total, "");
    return out;
}

}  // namespace santwin::results
