// Running an operation started from the diagram (box_operations.h); what boxes offer is in
// box_offers.cpp.
#include "scenarios/box_operations.h"

#include <cmath>
#include <stdexcept>

#include "operations/boot_storm.h"
#include "operations/copy_disk.h"
#include "operations/failures.h"
#include "operations/migrating_workload.h"
#include "operations/nas_dedupe.h"
#include "operations/zeroing.h"
#include "scenarios/scenario_run.h"
#include "workloads/assigned_workloads.h"
#include "workloads/guest_profile.h"

namespace santwin::scenarios {

namespace {
constexpr double kFailureAt_s = 20;     // normal service shown before a failure
constexpr double kAfterFailure_s = 100;  // and the degraded service after it

void require(bool ok, const std::string& why) {
    if (!ok) throw std::invalid_argument(why);
}

// The first `count` VMs whose first disk is a linked-clone delta on `datastore`, registered on
// hosts `subject` stands for (any host when it is the datastore itself).
std::vector<Id> linked_clones(const Topology& t, Id subject, Id datastore, int count) {
    const std::set<Id> hosts = t.at(subject).kind == Kind::Datastore ? std::set<Id>{} : hosts_of(t, subject);
    std::vector<Id> out;
    for (Id vm : t.all_of(Kind::Vm)) {
        if (static_cast<int>(out.size()) == count) break;
        if (!hosts.empty() && !hosts.count(t.at(vm).ref("host"))) continue;
        const auto disks = t.children(vm, Kind::Vmdk);
        if (disks.empty()) continue;
        const Entity& d = t.at(disks.front());
        if (d.ref("datastore") == datastore && d.ref("linked_base") != kNoId) out.push_back(vm);
    }
    return out;
}

// The workload of `vm` (its workload attribute, if any) on each of its disks that `copies`
// moves, switching to the copy when that disk's migration ends.
std::vector<std::unique_ptr<engine::Job>> migrating_workloads(const Topology& t, Id vm,
                                                              const std::vector<const engine::Job*>& copies) {
    std::vector<std::unique_ptr<engine::Job>> out;
    const std::string text = t.at(vm).text("workload");
    const Id host = t.at(vm).ref("host");
    if (text.empty() || !host) return out;
    const workloads::IoProfile profile = workloads::resolve_profile(text);
    for (const auto& [disk, share] : workloads::workload_disks(t, vm))
        for (const engine::Job* job : copies)
            if (job->subject() == disk)
                out.push_back(std::make_unique<operations::MigratingWorkload>(
                    vm, host, profile, workloads::share_options(profile, share),
                    static_cast<const operations::CopyDisk&>(*job)));
    return out;
}

}  // namespace

scenarios::ScenarioResult run_operation(const Project& project, const std::string& op, Id subject, Id target,
                                        double amount, engine::RunObserver& observer, double limit_s) {
    const Topology& t = project.topology;
    require(t.contains(subject) && t.contains(target), "the operation names an entity the project does not have: reopen the menu");
    scenarios::ScenarioRun run(project, observer, false);
    std::string name;
    std::map<std::string, Id> roles{{"subject", subject}, {"target", target}};
    std::vector<std::unique_ptr<engine::Job>> jobs;
    std::set<Id> busy_vms;  // VMs the operation itself copies or boots: their workloads wait
    if (op == "svmotion" || op == "clone" || op == "deploy") {
        const auto disks = t.children(subject, Kind::Vmdk);
        require(!disks.empty(), t.describe(subject) + " has no virtual disk to copy");
        require(t.at(target).kind == Kind::Datastore, "copy to a datastore, not to " + t.describe(target));
        require(op != "deploy" || t.at(subject).kind == Kind::Template, "deploy from a template, not from " + t.describe(subject));
        name = (op == "svmotion" ? "Storage vMotion of " : op == "clone" ? "Clone of " : "Deploy of ") + t.at(subject).name +
               " to " + t.at(target).name;
        if (op != "svmotion") busy_vms.insert(subject);  // a migrated VM keeps running (below)
        operations::CopyDiskOptions options;
        options.delete_source = op == "svmotion";
        for (Id disk : disks) jobs.push_back(std::make_unique<operations::CopyDisk>(name, disk, target, options));
    } else if (op == "poweron") {
        if (target && t.contains(target) && t.at(target).kind == Kind::Vm) subject = target;  // chosen in a group
        require(t.at(subject).kind == Kind::Vm && !t.children(subject, Kind::Vmdk).empty(),
                "power on a VM with a disk, not " + t.describe(subject));
        name = "Power-on of " + t.at(subject).name;
        busy_vms.insert(subject);
        jobs.push_back(std::make_unique<operations::BootStorm>(std::vector<Id>{subject}, workloads::guest("windows-2008r2")));
    } else if (op == "bootstorm") {
        require(t.at(target).kind == Kind::Datastore, "a boot storm runs on a datastore of linked clones, not on " + t.describe(target));
        const int count = static_cast<int>(std::lround(amount));
        require(count >= 1, "a boot storm needs at least one linked clone");
        const auto clones = linked_clones(t, subject, target, count);
        require(static_cast<int>(clones.size()) == count,
                std::to_string(count) + " linked clones asked for, " + std::to_string(clones.size()) + " found on " + t.at(target).name);
        name = "Boot storm of " + std::to_string(count) + " linked clones on " + t.at(target).name;
        busy_vms.insert(clones.begin(), clones.end());
        jobs.push_back(std::make_unique<operations::BootStorm>(clones, workloads::guest("windows-2008r2")));
    } else if (op == "ezt") {
        require(t.at(subject).kind == Kind::Datastore && t.at(target).kind == Kind::EsxHost,
                "an eagerzeroedthick disk is created on a datastore by an ESX host");
        require(amount >= 1 && amount <= 62 * 1024, "the disk size is 1 GB to 62 TB");
        // A disk of the run only (like a new file on the datastore): the project is left as it is.
        const Id disk = run.sim().vmfs().add_runtime_vmdk(subject, "eagerzeroedthick", amount);
        run.sim().vmfs().place(disk);
        name = "Eagerzeroedthick " + std::to_string(static_cast<long>(std::lround(amount))) + " GB disk on " + t.at(subject).name;
        jobs.push_back(std::make_unique<operations::EagerZero>(name, disk, target));
    } else if (op == "dedupe") {
        require(t.at(target).kind == Kind::FileSystem, "dedupe runs on a file system, not on " + t.describe(target));
        name = "Dedupe of " + t.at(target).name;
        jobs.push_back(std::make_unique<operations::DedupeRun>(name, std::vector<Id>{target}));
    } else if (op == "fail" || op == "unplug") {
        require(op == "fail" || t.at(target).kind == Kind::Link, "disable a link, not " + t.describe(target));
        name = (op == "fail" ? "Failure of " : "Link down: ") + t.at(target).name;
        auto job = operations::make_failure(t, target);
        job->start_at = kFailureAt_s;  // normal service first, so the change shows
        jobs.push_back(std::move(job));
    } else {
        throw std::invalid_argument("unknown operation '" + op + "' (svmotion, clone, deploy, poweron, bootstorm, ezt, dedupe, fail, unplug)");
    }
    std::vector<const engine::Job*> operation;
    for (auto& job : jobs) operation.push_back(&run.sim().add(std::move(job)));
    if (op == "svmotion") {
        // Storage vMotion is live: the VM's workload follows each disk from source to copy.
        busy_vms.insert(subject);
        for (auto& job : migrating_workloads(t, subject, operation)) run.sim().add(std::move(job));
    }
    // The lab's own production I/O runs beside the operation and competes with it.
    auto production = workloads::assigned_workloads(t, busy_vms);
    const bool migrated_runs = op == "svmotion" && !t.at(subject).text("workload").empty();
    const std::size_t running = workloads::vms_running(production) + (migrated_runs ? 1 : 0);
    for (auto& w : production) run.sim().add(std::move(w));
    const bool ran = op == "fail" || op == "unplug" ? run.run_until(kFailureAt_s + kAfterFailure_s)
                                                    : run.run_until_done(operation, limit_s);
    if (!ran) return cancelled_result();
    scenarios::ScenarioResult result;
    result.id = op;
    result.runs.push_back(run.record(name, roles));
    result.notes.push_back(name + ", started from the diagram");
    result.notes.push_back(running == 0 ? std::string("No VM of the lab has a workload: the operation ran alone.")
                                              : std::to_string(running) +
                                                    " VMs ran their workloads meanwhile (their workload attribute).");
    return result;
}

}  // namespace santwin::scenarios
