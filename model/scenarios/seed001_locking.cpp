// Seed 001 (VSP + VAAI): hardware-assisted locking — the boot storm of 512 linked clones and the
// simultaneous Storage vMotion of 32 linked clones, with SCSI reservations (VAAI off) and ATS.
#include "operations/boot_storm.h"
#include "scenarios/seed001_common.h"
#include "scenarios/seed001_scenarios.h"
#include "workloads/guest_profile.h"

namespace santwin::scenarios::seed001 {

namespace {
struct StormResult {
    double seconds = 0;
    double conflicts = 0;
    RunRecord record;
};

// The lab's 512 boot-storm clones (and their base) moved onto `datastore_name`, booted at once.
StormResult boot_storm(const std::string& datastore_name, bool vaai) {
    Bench bench("001");
    set_vaai(bench, vaai);
    Topology& t = bench.topology();
    const Id ds = bench.find(Kind::Datastore, datastore_name);
    const Id base_vm = bench.find(Kind::Template, "BS-Base");
    for (Id d : t.children(base_vm, Kind::Vmdk)) t.set(d, "datastore", Ref{ds});
    std::vector<Id> clones;
    for (Id vm : t.all_of(Kind::Vm)) {
        if (t.at(vm).text("tile") != "boot-storm") continue;
        clones.push_back(vm);
        for (Id d : t.children(vm, Kind::Vmdk)) t.set(d, "datastore", Ref{ds});
    }
    ScenarioRun run(bench.project(), false);
    auto& storm = static_cast<operations::BootStorm&>(
        run.sim().add(std::make_unique<operations::BootStorm>(clones, workloads::guest("windows-2008r2"))));
    run_operations(run, 6 * 3600);
    StormResult r;
    r.seconds = storm.finished_at();
    r.conflicts = run.sim().lock_conflicts(storm.lu());
    r.record = run.record(datastore_name + (vaai ? " ATS" : " SCSI reservations"), {{"lu", storm.lu()}});
    return r;
}
}  // namespace

ScenarioResult vaai_bootstorm() {
    ScenarioResult out;
    out.notes.push_back("Boot work per clone from the Windows 2008 R2 guest profile (resources/workloads/guests.json); "
                        "the 512 clones and their base are placed on each run's datastore.");
    const std::pair<const char*, const char*> runs[] = {
        {"internal.4", "VSP-BS-4SP"}, {"internal.12", "VSP-BS-12SP"}, {"external.5", "EXT-BS-5SP"}, {"external.15", "EXT-BS-15SP"}};
    for (const auto& [key, ds] : runs) {
        const StormResult off = boot_storm(ds, false), on = boot_storm(ds, true);
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
