// Seed 001 (VSP + VAAI): hardware-assisted locking — the boot storm of 512 linked clones and the
// simultaneous Storage vMotion of 32 linked clones, with SCSI reservations (VAAI off) and ATS.
#include <cmath>
#include <map>
#include <optional>
#include <set>

#include "operations/boot_storm.h"
#include "operations/copy_disk.h"
#include "operations/task_queue.h"
#include "scenarios/seed001_common.h"
#include "scenarios/seed001_scenarios.h"
#include "scenarios/scenario_notes.h"
#include "workloads/guest_profile.h"

namespace santwin::scenarios::seed001 {

namespace {
struct StormResult {
    double seconds = 0;
    double conflicts = 0;
    RunRecord record;
};

// `count` of the lab's 512 boot-storm clones (and their base) moved onto `datastore_name`,
// booted at once. The clones are taken from the hosts in turn, so a smaller storm stays "evenly
// distributed across four ESX 4.1 hosts" (the lab lists them host by host: the first 128 are
// all on one host, which never conflicts with itself). nullopt when the observer cancelled it.
std::optional<StormResult> boot_storm(engine::RunObserver& observer, const std::string& datastore_name, bool vaai,
                                      int count) {
    Bench bench("001");
    set_vaai(bench, vaai);
    Topology& t = bench.topology();
    const Id ds = bench.find(Kind::Datastore, datastore_name);
    const Id base_vm = bench.find(Kind::Template, "BS-Base");
    for (Id d : t.children(base_vm, Kind::Vmdk)) t.set(d, "datastore", Ref{ds});
    std::map<Id, std::vector<Id>> by_host;
    for (Id vm : t.all_of(Kind::Vm))
        if (t.at(vm).text("tile") == "boot-storm") by_host[t.at(vm).ref("host")].push_back(vm);
    std::vector<Id> clones;
    for (std::size_t i = 0; static_cast<int>(clones.size()) < count; ++i) {
        bool any = false;
        for (auto& [host, vms] : by_host)
            if (i < vms.size() && static_cast<int>(clones.size()) < count) {
                clones.push_back(vms[i]);
                any = true;
            }
        if (!any) break;
    }
    for (Id vm : clones)
        for (Id d : t.children(vm, Kind::Vmdk)) t.set(d, "datastore", Ref{ds});
    ScenarioRun run(bench.project(), observer, false);
    auto& storm = static_cast<operations::BootStorm&>(
        run.sim().add(std::make_unique<operations::BootStorm>(clones, workloads::guest("windows-2008r2"))));
    if (!run_operations(run, 6 * 3600)) return std::nullopt;
    StormResult r;
    r.seconds = storm.finished_at();
    r.conflicts = run.sim().lock_conflicts(storm.lu());
    r.record = run.record(datastore_name + (vaai ? " ATS" : " SCSI reservations"), {{"lu", storm.lu()}});
    return r;
}
}  // namespace

ScenarioResult vaai_bootstorm(const ScenarioContext& c) {
    const double clones = c.params.number("clones", 512);
    if (clones < 1 || clones > 512 || clones != static_cast<int>(clones))
        throw std::invalid_argument("clones is a whole number of linked clones from 1 to 512 (the lab has 512; the paper: 512)");
    const int count = static_cast<int>(clones);
    ScenarioResult out;
    out.notes.push_back("Boot work per clone from the Windows 2008 R2 guest profile (resources/workloads/guests.json); "
                        "the " + std::to_string(count) + " clones and their base are placed on each run's datastore.");
    out.notes.push_back(scenario_note("vaai-bootstorm", "boot-time-gains", out.metrics));
    out.notes.push_back(scenario_note("vaai-bootstorm", "fixes-4-12", out.metrics));
    out.notes.push_back(scenario_note("vaai-bootstorm", "gain-larger-12", out.metrics));
    if (count != 512) out.notes.push_back("Swept: " + std::to_string(count) + " linked clones boot instead of the paper's 512.");
    const std::pair<const char*, const char*> runs[] = {
        {"internal.4", "VSP-BS-4SP"}, {"internal.12", "VSP-BS-12SP"}, {"external.5", "EXT-BS-5SP"}, {"external.15", "EXT-BS-15SP"}};
    for (const auto& [key, ds] : runs) {
        const std::optional<StormResult> off_run = boot_storm(c.observer, ds, false, count);
        if (!off_run) return cancelled_result();
        const std::optional<StormResult> on_run = boot_storm(c.observer, ds, true, count);
        if (!on_run) return cancelled_result();
        const StormResult &off = *off_run, &on = *on_run;
        out.metrics[std::string("boot_time_reduction_pct.") + key] = 100.0 * (off.seconds - on.seconds) / off.seconds;
        out.metrics[std::string("scsi_conflict_reduction_pct.") + key] =
            off.conflicts > 0 ? 100.0 * (off.conflicts - on.conflicts) / off.conflicts : 0.0;
        out.notes.push_back(std::string(key) + ": boot " + std::to_string(static_cast<int>(off.seconds)) + " s -> " +
                            std::to_string(static_cast<int>(on.seconds)) + " s, conflicts " +
                            std::to_string(static_cast<long>(off.conflicts)) + " -> " +
                            std::to_string(static_cast<long>(on.conflicts)));
        out.runs.push_back(off.record);
        out.runs.push_back(on.record);
    }
    return out;
}

}  // namespace santwin::scenarios::seed001

namespace santwin::scenarios::seed001 {

namespace {
struct MigrationResult {
    double seconds = 0;
    double conflicts = 0;        // per host, averaged over the hosts (the paper's esxtop method)
    double total_conflicts = 0;  // all hosts together
    double mean_task_s = 0;  // one migration, from its start to its end
    RunRecord record;
};

// Table 18-20: the 32 linked clones migrated from one datastore to another at once. vCenter
// runs the Storage vMotions within its limits (per host, per datastore); each migration creates
// the clone's files on the destination (metadata locks), copies the clone's disk chain into a
// disk of its own there — the shared base's data, the new deltas being empty — and removes the
// source's files. nullopt when the observer cancelled the run.
std::optional<MigrationResult> migrate_32(engine::RunObserver& observer, const std::string& storage, bool vaai) {
    Bench bench("001");
    set_vaai(bench, vaai);
    Topology& t = bench.topology();
    const Id src = bench.find(Kind::Datastore, datastore(storage, "SVM-SRC"));
    const Id dst = bench.find(Kind::Datastore, datastore(storage, "SVM-DST"));
    const Id base_vm = bench.find(Kind::Template, "SVM-Base");
    const Id base = t.children(base_vm, Kind::Vmdk).front();
    t.set(base, "datastore", Ref{src});
    std::vector<Id> clones;
    std::set<Id> hosts;
    for (Id vm : t.all_of(Kind::Vm))
        if (t.at(vm).text("tile") == "svmotion-32") {
            clones.push_back(vm);
            hosts.insert(t.at(vm).ref("host"));
            for (Id d : t.children(vm, Kind::Vmdk)) t.set(d, "datastore", Ref{src});
        }
    ScenarioRun run(bench.project(), observer, false);
    const auto& hp = run.sim().context().catalog.host("4.1");
    auto queue = std::make_unique<operations::TaskQueue>("simultaneous Storage vMotion",
                                                         static_cast<int>(hp.svmotion_per_host),
                                                         static_cast<int>(hp.svmotion_per_datastore));
    for (Id vm : clones) {
        const Id host = t.at(vm).ref("host");
        operations::CopyDiskOptions o;
        o.format = "thin";
        o.host = host;
        o.metadata_locks = hp.svmotion_locks;
        o.end_locks = hp.svmotion_source_locks;
        queue->add(std::make_unique<operations::CopyDisk>("Storage vMotion " + t.at(vm).name, base, dst, o), host, src);
    }
    auto& q = static_cast<operations::TaskQueue&>(run.sim().add(std::move(queue)));
    if (!run_operations(run, 12 * 3600)) return std::nullopt;
    MigrationResult r;
    r.seconds = q.finished_at();
    for (const auto& task : q.tasks()) r.mean_task_s += (task.finished - task.started) / q.tasks().size();
    const Id src_lu = run.sim().vmfs().datastore(src).lu, dst_lu = run.sim().vmfs().datastore(dst).lu;
    r.total_conflicts = run.sim().lock_conflicts(src_lu) + run.sim().lock_conflicts(dst_lu);
    r.conflicts = r.total_conflicts / static_cast<double>(std::max<std::size_t>(1, hosts.size()));
    r.record = run.record(storage + (vaai ? " VAAI" : " no VAAI"), {{"source_lu", src_lu}, {"destination_lu", dst_lu}});
    return r;
}
}  // namespace

ScenarioResult vaai_svmotion_32(const ScenarioContext& c) {
    ScenarioResult out;
    out.notes.push_back(scenario_note("vaai-svmotion-32", "linked-clone-storage", out.metrics));
    out.notes.push_back(scenario_note("vaai-svmotion-32", "vaai-locks-ats", out.metrics));
    out.notes.push_back(scenario_note("vaai-svmotion-32", "conflicts-counted-over", out.metrics));
    out.notes.push_back(scenario_note("vaai-svmotion-32", "times-bound-back", out.metrics));
    for (const char* storage : {"internal", "external"})
        for (bool vaai : {false, true}) {
            const std::optional<MigrationResult> migrated = migrate_32(c.observer, storage, vaai);
            if (!migrated) return cancelled_result();
            const MigrationResult& r = *migrated;
            const std::string suffix = std::string(".") + storage + (vaai ? ".vaai_on" : ".vaai_off");
            out.metrics["time_s" + suffix] = r.seconds;
            out.metrics["scsi_conflicts" + suffix] = r.conflicts;
            out.notes.push_back(std::string(storage) + (vaai ? " VAAI" : " no VAAI") + ": all done in " +
                                std::to_string(static_cast<int>(r.seconds)) + " s, one migration " +
                                std::to_string(static_cast<int>(r.mean_task_s)) + " s on average, " +
                                std::to_string(static_cast<long>(std::lround(r.total_conflicts))) +
                                " conflicts over all hosts");
            out.runs.push_back(r.record);
        }
    return out;
}

}  // namespace santwin::scenarios::seed001
