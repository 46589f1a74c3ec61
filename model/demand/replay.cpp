#include "demand/replay.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "common/resources.h"
#include "demand/variation.h"
#include "workloads/assigned_workloads.h"

namespace santwin::demand {

namespace {
struct TraceDefaults {
    double random_fraction = 1, min_threads = 1, threads_without_latency = 8;
};

const TraceDefaults& defaults() {
    static const TraceDefaults d = [] {
        const auto file = resources::find("workloads/trace_defaults.json");
        if (!file) throw std::logic_error("resources/workloads/trace_defaults.json is not compiled in");
        const auto j = nlohmann::json::parse(*file);
        return TraceDefaults{j.at("random_fraction").get<double>(), j.at("min_threads").get<double>(),
                             j.at("threads_without_latency").get<double>()};
    }();
    return d;
}

Id vm_named(const Topology& t, const std::string& name) {
    for (Id vm : t.all_of(Kind::Vm))
        if (t.at(vm).name == name) return vm;
    return kNoId;
}

// One interval of a measured sample, for a disk carrying `share` of the VM's I/O.
IntervalDemand sample_demand(const DemandSample& s, double share) {
    const TraceDefaults& d = defaults();
    IntervalDemand out;
    const double iops = s.iops();
    out.target_iops = iops * share;
    out.profile.read_fraction = iops > 0 ? s.read_iops / iops : 0.5;
    out.profile.read_kb = s.read_iops > 0 && s.read_mb_s > 0 ? s.read_mb_s * 1024 / s.read_iops : 8;
    out.profile.write_kb = s.write_iops > 0 && s.write_mb_s > 0 ? s.write_mb_s * 1024 / s.write_iops : 8;
    out.profile.random_fraction = d.random_fraction;
    const double latency_ms = s.latency_ms();
    out.threads = std::isnan(latency_ms) ? d.threads_without_latency * share
                                         : std::max(d.min_threads, out.target_iops * latency_ms / 1000);
    return out;
}
}  // namespace

ReplayPlan trace_jobs(const Topology& t, const MeasuredLoad& load) {
    ReplayPlan plan;
    for (const DemandTrace& trace : load.vms) {
        const Id vm = vm_named(t, trace.name);
        const Id host = vm ? t.at(vm).ref("host") : kNoId;
        if (!vm || !host) {
            plan.unmatched.push_back(trace.name + (vm ? ": the VM has no host" : ": no VM of that name in the lab"));
            continue;
        }
        std::vector<std::pair<Id, double>> disks;
        try {
            disks = workloads::workload_disks(t, vm);
        } catch (const std::exception& e) {
            plan.unmatched.push_back(trace.name + ": " + e.what());
            continue;
        }
        plan.duration_s = std::max(plan.duration_s, trace.duration_s());
        for (const auto& [disk, share] : disks) {
            DemandSource source{trace.interval_s, trace.samples.size(),
                                [trace, share = share](std::size_t k) { return sample_demand(trace.samples[k], share); }};
            plan.jobs.push_back({vm, trace.name, std::make_unique<DemandWorkload>(vm, disk, host, std::move(source))});
        }
    }
    return plan;
}

double scheduled_iops(double requirement_iops, const ScheduleOptions& o, std::uint64_t vm_index, std::uint64_t k) {
    const double t = static_cast<double>(k) * o.interval_s;
    return requirement_iops * o.schedule.at(t, o.start_of_day_s) * variation_factor(o.seed, vm_index, k, o.variation);
}

ReplayPlan schedule_jobs(const Topology& t, const ScheduleOptions& o) {
    ReplayPlan plan;
    std::uint64_t index = 0;
    for (Id vm : t.all_of(Kind::Vm)) {
        const std::uint64_t vm_index = index++;
        const Entity& e = t.at(vm);
        if (e.text("workload").empty() || !e.ref("host")) continue;
        workloads::IoProfile profile;
        try {
            profile = workloads::resolve_profile(e.text("workload"));
        } catch (const std::invalid_argument& err) {
            throw std::invalid_argument("VM '" + e.name + "': " + err.what());
        }
        std::vector<std::pair<Id, double>> disks;
        try {
            disks = workloads::workload_disks(t, vm);
        } catch (const std::exception& err) {
            plan.unmatched.push_back(e.name + ": " + err.what());
            continue;
        }
        for (const auto& [disk, share] : disks) {
            DemandSource source{o.interval_s, 0, [profile, share = share, o, vm_index](std::size_t k) {
                                    IntervalDemand d;
                                    d.profile = profile;
                                    d.target_iops = scheduled_iops(profile.requirement_iops * share, o, vm_index, k);
                                    d.threads = profile.threads * share;
                                    return d;
                                }};
            plan.jobs.push_back({vm, "", std::make_unique<DemandWorkload>(vm, disk, e.ref("host"), std::move(source))});
        }
    }
    return plan;
}

}  // namespace santwin::demand
