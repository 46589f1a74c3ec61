#include "demand/demand_run.h"

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include "demand/replay.h"
#include "workloads/io_profile.h"
#include "import/import_error.h"
#include "scenarios/scenario_run.h"

namespace santwin::demand {

namespace {
std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw import::ImportError(path, 0, "cannot be read (no such file, or no permission)");
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// The per-VM series of a capture, as step series at its sample times.
void keep_measured(engine::Recorder& rec, const Topology& t, const MeasuredLoad& load, double end_s) {
    for (const DemandTrace& trace : load.vms) {
        const Id vm = t.find_by_name(Kind::Vm, trace.name);
        if (!vm) continue;
        for (std::size_t k = 0; k < trace.samples.size() && static_cast<double>(k) * trace.interval_s < end_s; ++k) {
            const double at = static_cast<double>(k) * trace.interval_s;
            const DemandSample& s = trace.samples[k];
            rec.record(vm, "demand_iops", at, s.iops());
            if (!std::isnan(s.latency_ms())) rec.record(vm, "measured_latency_ms", at, s.latency_ms());
        }
    }
}

// What each VM of a schedule run was asked for, interval by interval.
void keep_scheduled(engine::Recorder& rec, const Topology& t, const ScheduleOptions& o, double end_s) {
    std::uint64_t index = 0;
    for (Id vm : t.all_of(Kind::Vm)) {
        const std::uint64_t vm_index = index++;
        const Entity& e = t.at(vm);
        if (e.text("workload").empty() || !e.ref("host")) continue;
        double requirement = 0;
        try {
            requirement = workloads::resolve_profile(e.text("workload")).requirement_iops;
        } catch (const std::invalid_argument&) {
            continue;  // schedule_jobs refused it already
        }
        for (std::uint64_t k = 0; static_cast<double>(k) * o.interval_s < end_s; ++k)
            rec.record(vm, "demand_iops", static_cast<double>(k) * o.interval_s, scheduled_iops(requirement, o, vm_index, k));
    }
}
}  // namespace

scenarios::ScenarioResult run_demand(const Project& project, const DemandRunSpec& spec, engine::RunObserver& observer) {
    const Topology& t = project.topology;
    const bool capture = !spec.capture.empty();
    if (capture == !spec.schedule.empty()) throw std::invalid_argument("drive the run by a schedule or by a capture");
    MeasuredLoad load;
    ScheduleOptions o;
    ReplayPlan plan;
    std::string label;
    if (capture) {
        load = read_measured_load(read_file(spec.capture), spec.capture);
        plan = trace_jobs(t, load);
        label = "measured load: " + load.source;
    } else {
        o.schedule = schedule(spec.schedule);
        o.variation = spec.variation;
        o.seed = spec.seed;
        o.interval_s = spec.interval_s;
        o.start_of_day_s = spec.start_of_day_s;
        plan = schedule_jobs(t, o);
        label = "schedule " + o.schedule.name + (spec.variation > 0 ? ", +/-" + std::to_string(int(std::lround(100 * spec.variation))) + " %" : "");
    }
    if (plan.jobs.empty())
        throw std::invalid_argument(capture ? "no VM of the capture is in the lab with a host and a data disk"
                                            : "no VM of the lab has a workload, a host and a data disk");
    const double duration = spec.duration_s > 0 ? spec.duration_s : capture ? plan.duration_s : 24 * 3600;
    scenarios::ScenarioRun run(project, observer);
    std::map<std::string, Id> roles;
    for (auto& j : plan.jobs) {
        if (roles.size() < 4) roles["vm" + std::to_string(roles.size())] = j.vm;
        run.sim().add(std::move(j.job));
    }
    if (!run.run_until(duration)) return scenarios::cancelled_result();
    engine::Recorder& rec = run.sim().recorder();
    if (capture) keep_measured(rec, t, load, duration);
    else keep_scheduled(rec, t, o, duration);
    scenarios::ScenarioResult result;
    result.id = capture ? "measured-load" : "schedule";
    result.runs.push_back(run.record(label, roles));
    for (const auto& u : plan.unmatched) result.notes.push_back("not driven: " + u);
    return result;
}

}  // namespace santwin::demand
