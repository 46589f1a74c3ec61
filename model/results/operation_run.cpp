#include "results/operation_run.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <stdexcept>

#include "devices/hardware_catalog.h"
#include "operations/boot_storm.h"
#include "operations/copy_disk.h"
#include "operations/dp_snapshot_backup.h"
#include "operations/staged_job.h"
#include "operations/task_queue.h"
#include "operations/vcb_file_backup.h"
#include "operations/vcb_image_backup.h"
#include "scenarios/scenario_run.h"
#include "topology/paths.h"
#include "workloads/assigned_workloads.h"
#include "workloads/guest_profile.h"

namespace santwin::results {

namespace {
void require(bool ok, const std::string& why) {
    if (!ok) throw std::invalid_argument(why);
}

std::string gb_text(double gb) {
    std::ostringstream o;
    o.precision(gb < 10 ? 1 : 0);
    o << std::fixed << gb << " GB";
    return o.str();
}

double disks_gb(const Topology& t, Id vm) {
    double gb = 0;
    for (Id d : t.children(vm, Kind::Vmdk)) gb += t.at(d).num("size_gb", 0);
    return gb;
}

// Linked clones (VMs whose disk is a delta of a base) with their delta on `datastore`.
std::vector<Id> linked_clones_on(const Topology& t, Id datastore) {
    std::vector<Id> out;
    for (Id vm : t.all_of(Kind::Vm))
        for (Id d : t.children(vm, Kind::Vmdk))
            if (t.at(d).ref("linked_base") && t.at(d).ref("datastore") == datastore) {
                out.push_back(vm);
                break;
            }
    return out;
}

std::vector<Id> drives_of(const Topology& t, Id library) {
    std::vector<Id> out;
    for (Id d : t.descendants(library))
        if (t.at(d).kind == Kind::TapeDrive) out.push_back(d);
    return out;
}

// The jobs of a copy (clone, deploy, Storage vMotion) of every disk of `spec.subject`.
std::vector<std::unique_ptr<engine::Job>> copy_jobs(const Topology& t, const OperationSpec& spec, std::string& label) {
    require(spec.subject && t.contains(spec.subject) &&
                (t.at(spec.subject).kind == Kind::Vm || t.at(spec.subject).kind == Kind::Template),
            spec.op + " copies a VM or a template: name one");
    require(spec.target && t.contains(spec.target) && t.at(spec.target).kind == Kind::Datastore,
            spec.op + " copies to a datastore: name one with --to");
    require(spec.op != "deploy" || t.at(spec.subject).kind == Kind::Template,
            "deploy from a template; " + t.describe(spec.subject) + " is a VM (clone it instead)");
    const auto disks = t.children(spec.subject, Kind::Vmdk);
    require(!disks.empty(), t.describe(spec.subject) + " has no virtual disk to copy");
    label = (spec.op == "svmotion" ? "Storage vMotion of " : spec.op == "clone" ? "Clone of " : "Deploy of ") +
            t.at(spec.subject).name + " to " + t.at(spec.target).name;
    operations::CopyDiskOptions options;
    options.delete_source = spec.op == "svmotion";
    std::vector<std::unique_ptr<engine::Job>> jobs;
    for (Id disk : disks) jobs.push_back(std::make_unique<operations::CopyDisk>(label, disk, spec.target, options));
    return jobs;
}

std::unique_ptr<engine::Job> boot_storm(const Topology& t, const OperationSpec& spec, std::string& label,
                                        std::set<Id>& busy) {
    require(spec.target && t.contains(spec.target) && t.at(spec.target).kind == Kind::Datastore,
            "a boot storm powers on the linked clones of a datastore: name it with --on");
    const std::vector<Id> all = linked_clones_on(t, spec.target);
    require(spec.count != 0, "a boot storm of 0 VMs boots nothing: give --count 1 or more" +
                                 (all.empty() ? " on a datastore holding linked clones (" + t.at(spec.target).name + " holds none)"
                                              : " (up to " + std::to_string(all.size()) + ", the linked clones on " +
                                                    t.at(spec.target).name + ")"));
    require(!all.empty(), t.describe(spec.target) + " holds no linked clones (VMs whose disk has a linked_base) to boot");
    const std::size_t n = spec.count < 0 ? all.size() : static_cast<std::size_t>(spec.count);
    require(n <= all.size(), std::to_string(n) + " clones asked for, but " + t.at(spec.target).name + " holds " +
                                 std::to_string(all.size()) + ": give --count " + std::to_string(all.size()) + " or fewer");
    std::vector<Id> clones(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(n));
    busy.insert(clones.begin(), clones.end());
    label = "Boot storm of " + std::to_string(n) + " linked clone" + (n == 1 ? "" : "s") + " on " + t.at(spec.target).name;
    return std::make_unique<operations::BootStorm>(clones, workloads::guest("windows-2008r2"));
}

std::unique_ptr<engine::Job> backup_queue(const Topology& t, OperationSpec& spec, std::string& label) {
    const bool vcb = spec.backup_type == "vcb-image" || spec.backup_type == "vcb-file";
    require(vcb || spec.backup_type == "dp-snapshot",
            "a backup is dp-snapshot, vcb-image or vcb-file (got '" + spec.backup_type + "')");
    if (spec.vms.empty())
        for (Id vm : t.all_of(Kind::Vm))
            if (!t.children(vm, Kind::Vmdk).empty()) spec.vms.push_back(vm);
    require(!spec.vms.empty(), "the lab has no VM with a disk to back up");
    for (Id vm : spec.vms)
        require(t.at(vm).kind == Kind::Vm && !t.children(vm, Kind::Vmdk).empty(),
                t.describe(vm) + " is not a VM with a disk: only those can be backed up");
    if (vcb && !spec.proxy && !t.all_of(Kind::VcbProxy).empty()) spec.proxy = t.all_of(Kind::VcbProxy).front();
    require(!vcb || spec.proxy, "a VCB backup needs a VCB proxy: add one to the lab, or use --type dp-snapshot");
    require(spec.target && t.contains(spec.target), "name the VTL or tape library to write to with --to");
    const std::vector<Id> drives = drives_of(t, spec.target);
    require(!drives.empty(), t.describe(spec.target) + " has no tape drives to write to: name a VTL node or library with drives");
    require(spec.concurrency >= 1 && spec.concurrency <= 64, "--concurrency takes 1 to 64 backups at once");
    require(spec.multiplexing >= 1 && spec.multiplexing <= 32, "--multiplexing takes 1 to 32 streams per drive");
    label = (spec.backup_type == "vcb-image" ? "VCB image backup of " : spec.backup_type == "vcb-file" ? "VCB file backup of "
                                                                                                      : "Data Protector snapshot backup of ") +
            std::to_string(spec.vms.size()) + " VM" + (spec.vms.size() == 1 ? "" : "s") + " to " + t.at(spec.target).name;
    // vCenter-like limits queue the backups: `concurrency` at a time per proxy (VCB) or host.
    auto queue = std::make_unique<operations::TaskQueue>(label, spec.concurrency, 1 << 20);
    // Room one backup takes in the holding tank: its disks, shrunk by NTFS compression where the
    // proxy has it (data by the software's ratio, unwritten space to nothing), as the export does.
    const bool compressed = vcb && t.at(spec.proxy).flag("ntfs_compression");
    const double ratio = devices::HardwareCatalog::builtin().backup_software("vcb-1.5").compress_ratio;
    double slot_gb = 0;
    Id largest = kNoId;
    for (Id vm : spec.vms) {
        double used = 0;
        for (Id d : t.children(vm, Kind::Vmdk)) used += std::min(t.at(d).num("used_gb", 0), t.at(d).num("size_gb", 0));
        const double gb = compressed ? used / std::max(1.0, ratio) : disks_gb(t, vm);
        if (gb > slot_gb) largest = vm;
        slot_gb = std::max(slot_gb, gb);
    }
    // A VCB image export needs room for the images exported at once in the holding tank.
    if (spec.backup_type == "vcb-image") {
        const Id ht = t.at(spec.proxy).ref("holding_tank");
        require(ht && t.contains(ht), t.describe(spec.proxy) + " has no holding tank: set its holding_tank to an LU");
        const double room = t.at(ht).num("capacity_gb", 0);
        const int at_once = std::min<int>(spec.concurrency, static_cast<int>(spec.vms.size()));
        require(room >= slot_gb, "the image of " + t.at(largest).name + " (" + gb_text(slot_gb) +
                                     (compressed ? ", compressed" : "") + ") does not fit the holding tank " + t.at(ht).name +
                                     " (" + gb_text(room) + "): grow the holding tank to " + gb_text(slot_gb) +
                                     " or leave " + t.at(largest).name + " out (--vms)");
        require(room >= at_once * slot_gb,
                "the holding tank " + t.at(ht).name + " holds " + gb_text(room) + ", but " + std::to_string(at_once) +
                    " image exports at once need " + gb_text(at_once * slot_gb) + " (" + gb_text(slot_gb) +
                    " each, the largest VM's image" + (compressed ? " compressed" : "") + "): grow it to " + gb_text(at_once * slot_gb) + " or run --concurrency " +
                    std::to_string(std::max(1, static_cast<int>(room / std::max(slot_gb, 1e-9)))));
    }
    for (std::size_t i = 0; i < spec.vms.size(); ++i) {
        const Id vm = spec.vms[i];
        const Id writer = vcb ? spec.proxy : t.at(vm).ref("host");
        std::vector<Id> reachable;
        for (Id d : drives)
            if (!paths_to_device(t, writer, d).empty()) reachable.push_back(d);
        require(!reachable.empty(), t.describe(writer) + " has no path to a drive of " + t.describe(spec.target) +
                                        ": zone one of its HBA ports with the library's ports, or choose another library");
        const std::size_t slot = i % static_cast<std::size_t>(spec.concurrency);
        const Id drive = reachable[slot / static_cast<std::size_t>(spec.multiplexing) % reachable.size()];
        const Id datastore = t.at(t.children(vm, Kind::Vmdk).front()).ref("datastore");
        std::unique_ptr<engine::Job> job;
        if (spec.backup_type == "vcb-image") {
            operations::VcbImageOptions o;
            o.drive = drive;
            o.ht_offset_gb = static_cast<double>(slot) * slot_gb;
            job = std::make_unique<operations::VcbImageBackup>(vm, spec.proxy, o);
        } else if (spec.backup_type == "vcb-file") {
            job = std::make_unique<operations::VcbFileBackup>(vm, spec.proxy, drive);
        } else {
            job = std::make_unique<operations::DpSnapshotBackup>(vm, drive);
        }
        queue->add(std::move(job), writer, datastore);
    }
    return queue;
}

// Phase times and data of a staged job, merged into `phases` by name.
void add_phases(const operations::StagedJob& job, std::vector<PhaseTime>& phases, double& gb) {
    static const char* const kNames[] = {"snapshot", "mount", "export", "media", "copy", "files", "commit", "cleanup"};
    double job_gb = 0;
    for (const char* name : kNames) {
        const double a = job.started_at(name), b = job.ended_at(name);
        if (a < 0) continue;
        auto it = std::find_if(phases.begin(), phases.end(), [&](const PhaseTime& p) { return p.name == name; });
        if (it == phases.end()) {
            phases.push_back({name, a, b, 0});
            it = phases.end() - 1;
        }
        it->start_s = std::min(it->start_s, a);
        it->end_s = std::max(it->end_s, b);
        it->gb += job.moved_gb(name);
        if (b >= a) {
            it->runs += 1;
            it->total_s += b - a;
        }
        job_gb = std::max(job_gb, job.moved_gb(name));
    }
    gb += job_gb;
}
}  // namespace

OperationAnswer run_operation(const Project& project, const OperationSpec& given, engine::RunObserver& observer) {
    const Topology& t = project.topology;
    OperationSpec spec = given;
    OperationAnswer answer;
    std::set<Id> busy;  // VMs the operation copies, boots or backs up: their own workloads wait
    std::vector<std::unique_ptr<engine::Job>> jobs;
    std::string label;
    if (spec.op == "clone" || spec.op == "deploy" || spec.op == "svmotion") {
        jobs = copy_jobs(t, spec, label);
        busy.insert(spec.subject);
    } else if (spec.op == "bootstorm") {
        jobs.push_back(boot_storm(t, spec, label, busy));
    } else if (spec.op == "backup") {
        jobs.push_back(backup_queue(t, spec, label));
        busy.insert(spec.vms.begin(), spec.vms.end());
        const int drives = static_cast<int>(drives_of(t, spec.target).size());
        answer.advice = advice::advise_backup(
            t, {std::vector<Id>(spec.vms.begin(), spec.vms.begin() + std::min<std::ptrdiff_t>(spec.concurrency, spec.vms.size())),
                std::min(drives, (spec.concurrency + spec.multiplexing - 1) / spec.multiplexing), spec.backup_type == "vcb-image"});
    } else {
        throw std::invalid_argument("unknown operation '" + spec.op + "': use bootstorm, clone, deploy, svmotion or backup");
    }
    answer.label = label;
    scenarios::ScenarioRun run(project, observer, false);
    std::vector<const engine::Job*> operation;
    for (auto& job : jobs) operation.push_back(&run.sim().add(std::move(job)));
    auto production = workloads::assigned_workloads(t, busy);
    answer.vms_beside = static_cast<int>(workloads::vms_running(production));
    for (auto& w : production) run.sim().add(std::move(w));
    if (!run.run_until_done(operation, spec.limit_s)) {
        answer.cancelled = true;
        return answer;
    }

    answer.finished = std::all_of(operation.begin(), operation.end(), [](const engine::Job* j) { return j->done(); });
    answer.end_s = run.sim().now();
    for (const engine::Job* job : operation) {
        if (const auto* copy = dynamic_cast<const operations::CopyDisk*>(job)) answer.gb += copy->copied_gb();
        if (const auto* queue = dynamic_cast<const operations::TaskQueue*>(job))
            for (const operations::QueuedTask& task : queue->tasks())
                if (const auto* staged = dynamic_cast<const operations::StagedJob*>(task.job.get()))
                    add_phases(*staged, answer.phases, answer.gb);
    }
    const engine::Recorder& rec = run.sim().recorder();
    answer.beside = vm_latency(t, rec, answer.start_s, answer.end_s);
    answer.bottleneck = busiest_resource(rec, answer.start_s, answer.end_s);
    if (answer.vms_beside == 0) answer.notes.push_back("No other VM of the lab has a workload: the operation ran alone.");
    if (!answer.finished) answer.notes.push_back("Still running when the run stopped (its time limit): the window is longer.");
    return answer;
}

}  // namespace santwin::results
