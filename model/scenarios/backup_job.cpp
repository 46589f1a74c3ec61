#include "scenarios/backup_job.h"

#include <algorithm>
#include <stdexcept>

#include "operations/dp_snapshot_backup.h"
#include "operations/task_queue.h"
#include "operations/vcb_file_backup.h"
#include "operations/vcb_image_backup.h"
#include "scenarios/scenario_run.h"
#include "topology/paths.h"
#include "workloads/assigned_workloads.h"

namespace santwin::scenarios {

namespace {
void require(bool ok, const std::string& why) {
    if (!ok) throw std::invalid_argument(why);
}

double disks_gb(const Topology& t, Id vm) {
    double gb = 0;
    for (Id d : t.children(vm, Kind::Vmdk)) gb += t.at(d).num("size_gb", 0);
    return gb;
}
}  // namespace

BackupChoices backup_choices(const Project& project) {
    const Topology& t = project.topology;
    BackupChoices c;
    for (Id vm : t.all_of(Kind::Vm))
        if (!t.children(vm, Kind::Vmdk).empty()) c.vms.push_back(vm);
    c.proxies = t.all_of(Kind::VcbProxy);
    for (Kind k : {Kind::Vtl, Kind::VtlNode, Kind::TapeLibrary})
        for (Id id : t.all_of(k))
            if (!library_drives(t, id).empty()) c.libraries.push_back(id);
    return c;
}

std::vector<Id> library_drives(const Topology& t, Id library) {
    std::vector<Id> out;
    for (Id d : t.descendants(library))
        if (t.at(d).kind == Kind::TapeDrive) out.push_back(d);
    std::sort(out.begin(), out.end());
    return out;
}

scenarios::ScenarioResult run_backup(const Project& project, const BackupJobSpec& spec, engine::RunObserver& observer,
                                     double limit_s) {
    const Topology& t = project.topology;
    const bool vcb = spec.type == "vcb-image" || spec.type == "vcb-file";
    require(vcb || spec.type == "dp-snapshot", "a backup job is vcb-image, vcb-file or dp-snapshot (got '" + spec.type + "')");
    require(!spec.vms.empty(), "choose at least one VM to back up");
    for (Id vm : spec.vms)
        require(t.contains(vm) && t.at(vm).kind == Kind::Vm && !t.children(vm, Kind::Vmdk).empty(),
                "only VMs with disks can be backed up: reopen the editor");
    require(!vcb || (t.contains(spec.proxy) && t.at(spec.proxy).kind == Kind::VcbProxy),
            "a VCB backup needs a VCB proxy: add one to the lab, or choose a Data Protector snapshot");
    require(t.contains(spec.library), "choose the VTL or tape library to write to");
    const auto drives = library_drives(t, spec.library);
    require(!drives.empty(), t.describe(spec.library) + " has no tape drives to write to");
    require(spec.concurrency >= 1 && spec.concurrency <= 64, "run 1 to 64 backups at once");
    require(spec.multiplexing >= 1 && spec.multiplexing <= 32, "multiplex 1 to 32 VMs per drive");

    const std::string label = (spec.type == "vcb-image" ? "VCB image backup of " : spec.type == "vcb-file" ? "VCB file backup of "
                                                                                                            : "DP snapshot of ") +
                              std::to_string(spec.vms.size()) + " VMs to " + t.at(spec.library).name;
    scenarios::ScenarioRun run(project, observer, false);
    // vCenter-style limits do the queueing: `concurrency` at a time per proxy (VCB) or per host (DP).
    auto queue = std::make_unique<operations::TaskQueue>(label, spec.concurrency, 1 << 20);
    double slot_gb = 0;
    for (Id vm : spec.vms) slot_gb = std::max(slot_gb, disks_gb(t, vm));
    for (std::size_t i = 0; i < spec.vms.size(); ++i) {
        const Id vm = spec.vms[i];
        // The drives the writer (the proxy, or for a DP snapshot the VM's host) is zoned to;
        // streams running together share them `multiplexing` at a time.
        const Id writer = vcb ? spec.proxy : t.at(vm).ref("host");
        std::vector<Id> reachable;
        for (Id d : drives)
            if (!paths_to_device(t, writer, d).empty()) reachable.push_back(d);
        require(!reachable.empty(), t.describe(writer) + " has no path to any drive of " + t.describe(spec.library) +
                                        ": zone one of its HBA ports with the library's ports, or choose another library");
        const Id drive = reachable[(i % static_cast<std::size_t>(spec.concurrency)) / static_cast<std::size_t>(spec.multiplexing) %
                                   reachable.size()];
        const Id datastore = t.at(t.children(vm, Kind::Vmdk).front()).ref("datastore");
        std::unique_ptr<engine::Job> job;
        Id limited_by = spec.proxy;
        if (spec.type == "vcb-image") {
            operations::VcbImageOptions o;
            o.drive = drive;
            // Backups running together take separate places in the holding tank.
            o.ht_offset_gb = static_cast<double>(i % static_cast<std::size_t>(spec.concurrency)) * slot_gb;
            job = std::make_unique<operations::VcbImageBackup>(vm, spec.proxy, o);
        } else if (spec.type == "vcb-file") {
            job = std::make_unique<operations::VcbFileBackup>(vm, spec.proxy, drive);
        } else {
            job = std::make_unique<operations::DpSnapshotBackup>(vm, drive);
            limited_by = t.at(vm).ref("host");
        }
        queue->add(std::move(job), limited_by, datastore);
    }
    const engine::Job& backups = run.sim().add(std::move(queue));
    // The rest of the lab keeps its production I/O (the VMs being backed up are held quiet:
    // their snapshots would otherwise collect the writes).
    auto production = workloads::assigned_workloads(t, {spec.vms.begin(), spec.vms.end()});
    const std::size_t running = workloads::vms_running(production);
    for (auto& w : production) run.sim().add(std::move(w));
    if (!run.run_until_done({&backups}, limit_s)) return cancelled_result();
    scenarios::ScenarioResult result;
    result.id = "backup";
    std::map<std::string, Id> roles{{"library", spec.library}};
    if (vcb) roles["proxy"] = spec.proxy;
    result.runs.push_back(run.record(label, roles));
    result.notes.push_back(label + ", " + std::to_string(spec.concurrency) + " at once, " +
                           std::to_string(spec.multiplexing) + " per drive, started from the diagram");
    if (running > 0) result.notes.push_back(std::to_string(running) + " other VMs ran their workloads meanwhile.");
    return result;
}

}  // namespace santwin::scenarios
