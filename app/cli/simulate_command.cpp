// santwin-cli simulate: run a project file's topology with workloads and write the recording.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <nlohmann/json.hpp>

#include "charts/chart_resolve.h"
#include "checks/validate.h"
#include "commands.h"
#include "duration_text.h"
#include "failure_options.h"
#include "editing/lab_settings.h"
#include "engine/simulation.h"
#include "output_size.h"
#include "recording_output.h"
#include "run_roles.h"
#include "save_target.h"
#include "scenarios/saved_runs.h"
#include "store/json_io.h"
#include "store/project_file.h"
#include "store/project_update.h"
#include "topology/name_lookup.h"
#include "workloads/assigned_workloads.h"
#include "workloads/io_profile.h"
#include "workloads/nfs_locks.h"
#include "workloads/vmdk_workload.h"

namespace santwin::cli {

namespace {
Id find_vm(const Topology& t, const std::string& key) {
    std::vector<Id> named;
    for (Id vm : t.all_of(Kind::Vm))
        if (t.at(vm).name == key) named.push_back(vm);
    if (named.size() > 1)
        throw std::invalid_argument(std::to_string(named.size()) + " VMs are named '" + key +
                                    "': give its id instead (#" + std::to_string(named.front()) +
                                    ", ...; santwin-cli lab show lists them) or rename all but one");
    if (!named.empty()) return named.front();
    // A template cannot be powered on, so it runs no workload.
    if (t.find_by_name(Kind::Template, key))
        throw std::invalid_argument("'" + key + "' is a template, which does not run: give a VM (deploy one from it)");
    char* end = nullptr;
    const unsigned long long id = std::strtoull(key.c_str(), &end, 10);
    if (end && *end == '\0' && t.contains(id) && t.at(id).kind == Kind::Vm) return id;
    throw std::invalid_argument("no VM named '" + key + "' in the project");
}


struct Progress : engine::RunObserver {
    std::ostream& err;
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now(), last = start;
    // The output's size is judged on the first step, when the run's series exist: a refusal
    // stops the run before hours of simulated time are spent on output nobody wants.
    std::function<std::string(const engine::Recorder&)> size_check;
    std::string refusal;
    bool checked = false;
    explicit Progress(std::ostream& e) : err(e) {}
    bool step(double t, double end, const engine::Recorder& rec, const Topology&) override {
        if (!checked && size_check) {
            checked = true;
            refusal = size_check(rec);
        }
        if (!refusal.empty()) return false;
        auto now = std::chrono::steady_clock::now();
        if (now - last > std::chrono::seconds(1)) {
            last = now;
            err << "simulate: " << std::fixed << std::setprecision(0) << 100.0 * t / end << "% (" << t << " of "
                << end << " s simulated)\n";
        }
        return true;
    }
};

// --save: the run joins the kept runs of "simulate" in `target` (a copy of the simulated project
// when `target` does not exist yet), so the GUI can replay it and `report` can chart it.
void keep_run(const std::string& source, const Project& project, const engine::Recorder& rec,
              const std::vector<std::pair<Id, workloads::IoProfile>>& chosen, const std::vector<std::string>& settings,
              double duration, std::string name,
              const std::string& target, std::ostream& log, std::ostream& err) {
    const Topology& t = project.topology;
    if (name.empty()) name = "workloads " + duration_words(duration);
    scenarios::RunRecord run;
    run.name = name;
    run.project = std::make_shared<const Project>(project);
    run.recording = std::make_shared<engine::Recorder>(rec);
    std::vector<Id> ran;
    for (const auto& c : chosen) ran.push_back(c.first);
    run.roles = chart_roles(t, rec, ran, duration);
    std::vector<std::string> notes;
    notes.push_back((chosen.size() == 1 ? std::string("1 VM") : std::to_string(chosen.size()) + " VMs") + " of " +
                    std::filesystem::path(source).filename().string() + (chosen.size() == 1 ? " ran its workload" : " ran their workloads") +
                    " for " + duration_words(duration) + ".");
    for (std::size_t i = 0; i < chosen.size() && i < 8; ++i)
        notes.push_back(qualified_name(t, chosen[i].first) + ": " +
                        (chosen[i].second.label.empty() ? workloads::profile_spec(chosen[i].second) : chosen[i].second.label));
    if (chosen.size() > 8) notes.push_back("... and " + std::to_string(chosen.size() - 8) + " more VMs");
    for (const std::string& line : settings) notes.push_back("Set for this run (--set): " + line);
    // Under the file's lock, so a parallel --save into it keeps its run too.
    bool exists = false, replaced = false;
    store::update_project(target, [&] { return project; }, [&](Project& kept, bool existed) {
        exists = existed;
        if (exists && !(kept.topology == t))
            err << "santwin-cli: warning: " << target << " holds another topology than " << source
                << ": the run keeps the one it ran on\n";
        replaced = scenarios::add_kept_run(kept, "simulate", run, notes, charts::now_iso8601());
    });
    log << (replaced ? "replaced run '" : "saved run '") << name << "' in " << target
        << (exists ? "" : " (new project from " + std::filesystem::path(source).filename().string() + ")")
        << "; santwin " << target << " replays it, santwin-cli report " << target << " charts it\n";
}

}  // namespace

int cmd_simulate(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, {"--workload", "--set", "--duration", "--resolution", "--csv", "--max-output-mb", "--save", "--run-name", "--fail"});
    const std::string save = option(args, "--save");
    if (pos.size() != 1) {
        err << "santwin-cli: usage: simulate <file.santwin|file.json> [--workload VM=PROFILE ...] [--set NAME.attribute=value ...] [--duration 30m|1h30m|90s] "
               "[--resolution 1s] [--fail ENTITY@TIME ...] [--json] [--csv DIR] [--save file.santwin [--run-name NAME]] [--max-output-mb 200]\n";
        return 2;
    }
    if (!option(args, "--run-name").empty() && save.empty())
        throw std::invalid_argument("--run-name names the run --save keeps: give --save file.santwin too");
    check_save_target(save);
    const std::string durtext = option(args, "--duration"), restext = option(args, "--resolution");
    const double duration = durtext.empty() ? 1800 : parse_duration(durtext, "--duration");
    const double resolution = restext.empty() ? 1 : parse_duration(restext, "--resolution");
    if (resolution > duration)
        throw std::invalid_argument("--resolution (" + (restext.empty() ? std::string("1s") : restext) + ") is longer than --duration (" +
                                    (durtext.empty() ? std::string("30m") : durtext) +
                                    "): one sample could not show the run; give a shorter --resolution");
    const double max_output_mb = number_option(args, "--max-output-mb", kDefaultMaxOutputMb, 0.001, 1e9);
    if (!std::filesystem::exists(pos[0])) throw std::runtime_error("no such file: " + pos[0]);
    Project project = store::import_project(pos[0]);
    // --set NAME.attribute=value: a variant of the lab for this run only (the file is not changed).
    std::vector<editing::LabSetting> settings;
    for (const std::string& spec : option_values(args, "--set")) settings.push_back(editing::parse_lab_setting(spec));
    const std::vector<std::string> changed = editing::apply_lab_settings(project, settings);
    const Topology& t = project.topology;
    for (const Problem& p : validate(t))
        if (p.severity == Severity::Error)
            throw std::runtime_error(std::string(changed.empty() ? "the topology has errors" : "with --set, the topology has errors") +
                                     " (santwin-cli lab check shows them all); first: " + p.message);

    // --fail ENTITY@TIME: checked before anything runs.
    const std::vector<CliFailure> failures = parse_failures(t, option_values(args, "--fail"), duration);

    engine::Simulation sim(t);
    sim.prepare_existing_state();
    add_failures(sim, t, failures);
    // Workloads: --workload VM=PROFILE (a built-in profile or key=value fields) and each other
    // VM's own workload attribute.
    std::vector<std::pair<Id, workloads::IoProfile>> chosen;
    for (const std::string& spec : option_values(args, "--workload")) {
        const auto eq = spec.find('=');
        if (eq == std::string::npos) throw std::invalid_argument("--workload takes VM=PROFILE (got '" + spec + "')");
        const Id vm = find_vm(t, spec.substr(0, eq));
        for (const auto& [other, unused] : chosen)
            if (other == vm)
                throw std::invalid_argument("--workload names " + t.describe(vm) +
                                            " twice: give each VM one profile (custom fields mix one)");
        const std::string prof = spec.substr(eq + 1);
        chosen.emplace_back(vm, workloads::resolve_profile(prof));
    }
    // The other VMs run their own workloads beside the named ones, as they would in the lab,
    // unless --only asks for the named ones alone.
    if (!has_flag(args, "--only"))
        for (Id vm : t.all_of(Kind::Vm)) {
            const bool named = std::any_of(chosen.begin(), chosen.end(), [&](const auto& c) { return c.first == vm; });
            if (!named && !t.at(vm).text("workload").empty())
                chosen.emplace_back(vm, workloads::resolve_profile(t.at(vm).text("workload")));
        }
    else if (chosen.empty())
        throw std::invalid_argument("--only runs the VMs --workload names: give --workload VM=PROFILE too");
    if (chosen.empty()) throw std::invalid_argument("no workloads: give --workload VM=PROFILE or set VMs' workload attribute");
    std::vector<Id> running;
    for (const auto& [vm, prof] : chosen) {
        const Id host = t.at(vm).ref("host");
        if (!host) throw std::invalid_argument(t.describe(vm) + " has no host to run on");
        for (auto& job : workloads::vm_workload(t, vm, host, prof)) sim.add(std::move(job));
        running.push_back(vm);
    }
    // The running VMs' hosts keep their NFS lock files alive, as ESXi does (none on VMFS).
    for (auto& job : workloads::nfs_lock_updates(t, running)) sim.add(std::move(job));
    const std::string csv_dir = option(args, "--csv");
    const int outputs = int(has_flag(args, "--json")) + int(!csv_dir.empty());
    Progress progress(err);
    progress.size_check = [&](const engine::Recorder& rec) {
        return output_size_refusal(rec.all().size(), duration, resolution, outputs, max_output_mb);
    };
    sim.run_until(duration, progress);
    if (!progress.refusal.empty()) {
        err << "santwin-cli: simulate: " << progress.refusal << "\n";
        return 2;
    }

    const engine::Recorder& rec = sim.recorder();
    if (has_flag(args, "--json")) write_json(pos[0], t, rec, duration, resolution, out, changed);
    // With --json on stdout, notes go to stderr so the JSON stays parseable.
    std::ostream& log = has_flag(args, "--json") ? err : out;
    if (!csv_dir.empty()) {
        for (const std::string& line : changed) log << "set for this run: " << line << "\n";
        write_csv(csv_dir, t, rec, duration, resolution, log);
    }
    if (!save.empty())
        keep_run(pos[0], project, rec, chosen, changed, duration, option(args, "--run-name"), save, log, err);
    if (!has_flag(args, "--json") && csv_dir.empty()) {
        write_summary(pos[0], t, rec, duration, out, changed);
        write_all_vms_latency(out, t, rec, duration);
        write_failure_report(out, t, rec, duration);
    }
    return 0;
}

}  // namespace santwin::cli
