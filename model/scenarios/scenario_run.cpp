#include "scenarios/scenario_run.h"

#include <stdexcept>

#include "topology/backing.h"

namespace santwin::scenarios {

ScenarioRun::ScenarioRun(const Project& project, engine::RunObserver& observer, bool sustained,
                         engine::SimulationOptions options)
    : project_(std::make_shared<Project>(project)), observer_(&observer) {
    if (const Id lu = unbacked_lu_in_use(project_->topology); lu != kNoId)
        throw std::invalid_argument(project_->topology.describe(lu) +
                                    " has no backing, so a run has nowhere to put its disks' I/O: set its "
                                    "backing to a RAID group, pool or disk group (santwin-cli lab check lists "
                                    "every problem)");
    sim_ = std::make_unique<engine::Simulation>(project_->topology, devices::HardwareCatalog::builtin(), options);
    sim_->prepare_existing_state();
    if (sustained) sim_->start_with_warm_caches();
}

workloads::VmdkWorkload& ScenarioRun::workload(Id vmdk, const std::string& profile, workloads::WorkloadOptions options,
                                               double start_s, double stop_s) {
    const Topology& t = project_->topology;
    const Id vm = t.at(vmdk).parent;
    const Id host = t.at(vm).ref("host");
    auto job = std::make_unique<workloads::VmdkWorkload>(vm, vmdk, host, workloads::profile(profile), options);
    job->start_at = start_s;
    job->stop_at = stop_s;
    return static_cast<workloads::VmdkWorkload&>(sim_->add(std::move(job)));
}

double ScenarioRun::mean(Id entity, const std::string& metric, double from, double to) const {
    return sim_->recorder().series(entity, metric).mean(from, to);
}

std::vector<double> ScenarioRun::minutes(Id entity, const std::string& metric, double from, double to) const {
    return sim_->recorder().series(entity, metric).bins(from, to, 60.0);
}

RunRecord ScenarioRun::record(const std::string& name, std::map<std::string, Id> roles) const {
    RunRecord r;
    r.name = name;
    r.project = project_;
    r.recording = std::make_shared<engine::Recorder>(sim_->recorder());
    r.roles = std::move(roles);
    return r;
}

}  // namespace santwin::scenarios
