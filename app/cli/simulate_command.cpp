// santwin-cli simulate: run a project file's topology with workloads and write the recording.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iomanip>
#include <nlohmann/json.hpp>

#include "commands.h"
#include "output_size.h"
#include "engine/simulation.h"
#include "store/json_io.h"
#include "topology/validation.h"
#include "workloads/io_profile.h"
#include "workloads/assigned_workloads.h"
#include "workloads/nfs_locks.h"
#include "workloads/vmdk_workload.h"

namespace santwin::cli {

namespace {
// "90", "90s", "30m", "6h" -> seconds; throws on anything else or a value <= 0.
double parse_duration(const std::string& text, const std::string& what) {
    if (text.empty()) throw std::invalid_argument(what + " is empty");
    size_t used = 0;
    double v = 0;
    try {
        v = std::stod(text, &used);
    } catch (const std::exception&) {
        throw std::invalid_argument(what + " '" + text + "' is not a duration (use e.g. 90s, 30m, 6h)");
    }
    const std::string unit = text.substr(used);
    const double scale = unit.empty() || unit == "s" ? 1 : unit == "m" ? 60 : unit == "h" ? 3600 : -1;
    if (scale < 0) throw std::invalid_argument(what + " '" + text + "' has an unknown unit (use s, m or h)");
    if (!(v > 0) || !std::isfinite(v)) throw std::invalid_argument(what + " must be positive (got '" + text + "')");
    return v * scale;
}

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


struct Progress : engine::EngineListener {
    std::ostream& err;
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now(), last = start;
    // The output's size is judged on the first frame, when the run's series exist: a refusal
    // stops the run before hours of simulated time are spent on output nobody wants.
    std::function<std::string(const engine::Recorder&)> size_check;
    std::string refusal;
    bool checked = false;
    explicit Progress(std::ostream& e) : err(e) {}
    void frame_recorded(double, const engine::Recorder& rec) override {
        if (checked || !size_check) return;
        checked = true;
        refusal = size_check(rec);
    }
    bool keep_running(double t, double end) override {
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

// A name that tells apart entities sharing one (every host has an "HBA0-p0"): such a name is
// prefixed with its ancestors' ("ESX-1/HBA0/HBA0-p0"), and a cable is named by its ends'.
std::string qualified_name(const Topology& t, Id id, const std::map<std::pair<Kind, std::string>, int>& uses) {
    const Entity* e = t.find(id);
    if (!e) return "#" + std::to_string(id);
    if (e->kind == Kind::Link && e->ref("a") && e->ref("b"))
        return qualified_name(t, e->ref("a"), uses) + " — " + qualified_name(t, e->ref("b"), uses);
    std::string name = e->name;
    if (uses.at({e->kind, e->name}) < 2) return name;
    for (Id up = e->parent; up && t.find(up); up = t.at(up).parent) name = t.at(up).name + "/" + name;
    return name;
}

std::map<Id, std::string> entity_labels(const Topology& t, const engine::Recorder& rec) {
    std::map<std::pair<Kind, std::string>, int> uses;
    for (const auto& [id, e] : t.entities()) ++uses[{e.kind, e.name}];
    std::map<Id, std::string> label;
    for (const auto& [key, series] : rec.all()) label.try_emplace(key.entity, qualified_name(t, key.entity, uses));
    return label;
}

// The recording as one JSON document on `out`: every series with its mean and its mean over each
// resolution step (so the steps average to the mean, whatever the resolution), and the events.
void write_json(const std::string& file, const Topology& t, const engine::Recorder& rec, double duration, double resolution,
                std::ostream& out) {
    nlohmann::json j;
    j["file"] = file;
    j["duration_s"] = duration;
    j["resolution_s"] = resolution;
    j["series"] = nlohmann::json::array();
    const auto labels = entity_labels(t, rec);
    for (const auto& [key, series] : rec.all()) {
        const Entity* e = t.find(key.entity);
        j["series"].push_back({{"entity", key.entity},
                               {"name", e ? e->name : ""},
                               {"label", labels.at(key.entity)},
                               {"kind", e ? std::string(kind_name(e->kind)) : ""},
                               {"metric", key.metric},
                               {"mean", series.mean(0, duration)},
                               {"values", series.bins(0, duration, resolution)}});
    }
    j["events"] = nlohmann::json::array();
    for (const auto& ev : rec.events())
        j["events"].push_back({{"t", ev.t}, {"entity", ev.entity}, {"kind", ev.kind}, {"detail", ev.detail}});
    out << j.dump() << "\n";
}

// The recording as CSV in `dir`: one file per metric, a column per entity, a row per
// resolution step (the mean over the step, as in the JSON); plus events.csv. Says what it wrote
// on `log`.
void write_csv(const std::filesystem::path& dir, const Topology& t, const engine::Recorder& rec, double duration,
               double resolution, std::ostream& log) {
    std::filesystem::create_directories(dir);
    std::map<std::string, std::vector<std::pair<Id, const engine::Series*>>> by_metric;
    for (const auto& [key, series] : rec.all()) by_metric[key.metric].emplace_back(key.entity, &series);
    const auto labels = entity_labels(t, rec);
    for (const auto& [metric, cols] : by_metric) {
        std::ofstream f(dir / (metric + ".csv"));
        f << "time_s";
        for (const auto& [id, s] : cols) f << "," << labels.at(id) << " (#" << id << ")";
        f << "\n";
        std::vector<std::vector<double>> means;
        for (const auto& [id, s] : cols) means.push_back(s->bins(0, duration, resolution));
        std::size_t row = 0;
        for (double x = 0; x < duration - 1e-9; x += resolution, ++row) {
            f << x;
            for (const auto& column : means) f << "," << (row < column.size() ? column[row] : 0.0);
            f << "\n";
        }
    }
    std::ofstream ev(dir / "events.csv");
    ev << "time_s,entity,kind,detail\n";
    for (const auto& e : rec.events()) ev << e.t << "," << e.entity << "," << e.kind << ",\"" << e.detail << "\"\n";
    log << "wrote " << by_metric.size() << " metric files and events.csv to " << dir.string() << "\n";
    // CSVs this run did not write (an earlier run's metrics) would read as part of this one.
    std::vector<std::string> stale;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const std::string name = entry.path().filename().string();
        if (entry.path().extension() != ".csv" || name == "events.csv") continue;
        if (!by_metric.count(entry.path().stem().string())) stale.push_back(name);
    }
    std::sort(stale.begin(), stale.end());
    if (!stale.empty()) {
        log << "note: " << dir.string() << " also holds " << stale.size()
            << " CSV file(s) this run did not write, left as they were (";
        for (std::size_t i = 0; i < stale.size() && i < 4; ++i) log << (i ? ", " : "") << stale[i];
        log << (stale.size() > 4 ? ", ..." : "") << "); use an empty folder to keep runs apart\n";
    }
}
}  // namespace

int cmd_simulate(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, {"--workload", "--duration", "--resolution", "--csv", "--max-output-mb"});
    if (pos.size() != 1 || (!has_flag(args, "--json") && option(args, "--csv").empty())) {
        err << "santwin-cli: usage: simulate <file.santwin|file.json> [--workload VM=PROFILE ...] [--duration 30m] "
               "[--resolution 1s] [--json] [--csv DIR] (at least one of them) [--max-output-mb 200]\n";
        return 2;
    }
    const std::string durtext = option(args, "--duration"), restext = option(args, "--resolution");
    const double duration = durtext.empty() ? 1800 : parse_duration(durtext, "--duration");
    const double resolution = restext.empty() ? 1 : parse_duration(restext, "--resolution");
    if (resolution > duration)
        throw std::invalid_argument("--resolution (" + restext + ") is longer than --duration (" +
                                    (durtext.empty() ? std::string("30m") : durtext) +
                                    "): one sample could not show the run; give a shorter --resolution");
    const double max_output_mb = number_option(args, "--max-output-mb", kDefaultMaxOutputMb, 0.001, 1e9);
    if (!std::filesystem::exists(pos[0])) throw std::runtime_error("no such file: " + pos[0]);
    const Project project = store::import_project(pos[0]);
    const Topology& t = project.topology;
    for (const Problem& p : validate(t))
        if (p.severity == Severity::Error)
            throw std::runtime_error("the topology has errors (santwin-cli lab check shows them all); first: " + p.message);

    engine::Simulation sim(t);
    sim.prepare_existing_state();
    // Workloads: --workload VM=PROFILE (a built-in profile or key=value fields), else each VM's
    // own workload attribute.
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
    if (chosen.empty())
        for (Id vm : t.all_of(Kind::Vm))
            if (!t.at(vm).text("workload").empty()) chosen.emplace_back(vm, workloads::resolve_profile(t.at(vm).text("workload")));
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
    if (has_flag(args, "--json")) write_json(pos[0], t, rec, duration, resolution, out);
    // With --json on stdout, the CSV note goes to stderr so the JSON stays parseable.
    if (!csv_dir.empty()) write_csv(csv_dir, t, rec, duration, resolution, has_flag(args, "--json") ? err : out);
    return 0;
}

}  // namespace santwin::cli
