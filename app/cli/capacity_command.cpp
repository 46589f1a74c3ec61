// santwin-cli capacity: how much more load a lab carries before a latency or utilization target
// breaks, found by running the engine at growing load (model/results/capacity.h), the resource
// that breaks first, and latency against load with its knee (a table, and with --export a chart).
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <sstream>

#include "charts/capacity_chart.h"
#include "checks/validate.h"
#include "chart_output.h"
#include "commands.h"
#include "duration_text.h"
#include "labs/labs.h"
#include "results/capacity.h"
#include "store/json_io.h"
#include "topology/name_lookup.h"

namespace santwin::cli {

namespace {
const char* const kUsage =
    "santwin-cli: usage: capacity <lab|file> --target METRIC<=LIMIT [--grow all|VM,VM,...] [--by load|vms]\n"
    "       [--duration 2m30s] [--warmup 30s] [--max-factor 32] [--runs 14] [--csv FILE] [--export DIR]\n"
    "       METRIC: latency_ms.mean, latency_ms.p95, latency_ms.p99, latency_ms.max, util (busiest resource %)\n";

std::string fixed(double v, int digits) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(digits) << v;
    return o.str();
}

// The VMs --grow names: "all" (or nothing) for every VM with a workload.
std::vector<Id> grown_vms(const Topology& t, const std::string& text) {
    std::vector<Id> out;
    if (text.empty() || text == "all") return out;
    std::stringstream list(text);
    for (std::string name; std::getline(list, name, ',');) {
        if (name.empty()) continue;
        const std::vector<Id> ids = entities_named(t, name);
        if (ids.empty()) throw std::invalid_argument("--grow: " + unknown_entity(t, name));
        if (ids.size() > 1) throw std::invalid_argument("--grow: " + std::to_string(ids.size()) + " entities are named '" + name + "': give the qualified name");
        out.push_back(ids[0]);
    }
    if (out.empty()) throw std::invalid_argument("--grow names no VM: give all or VM names separated by commas");
    return out;
}

void print_step(const results::CapacityAnswer& a, const results::CapacityStep& s, std::ostream& out) {
    out << std::setw(8) << charts::capacity_load_label(a, s) << std::setw(6) << s.vms;
    if (!s.refused.empty()) {
        out << "  cannot run: " << s.refused << "\n";
        return;
    }
    out << std::setw(9) << fixed(s.iops, 0) << std::setw(8) << fixed(s.latency.mean_ms, 1) << std::setw(8)
        << fixed(s.latency.p95_ms, 1) << std::setw(8) << fixed(s.latency.p99_ms, 1) << std::setw(6)
        << fixed(s.busiest.pct, 0) << "%  " << std::left << std::setw(34) << (s.busiest_name + " " + s.busiest.metric)
        << std::right << (s.meets ? " met" : " MISSED") << "\n";
}

void print_answer(const results::CapacityAnswer& a, std::ostream& out) {
    out << "    load   VMs     IOPS  mean ms  p95 ms  p99 ms  busiest resource                          target\n";
    for (const auto& s : a.steps) print_step(a, s, out);
    for (const std::string& line : charts::capacity_answer_lines(a)) out << line << "\n";
}

void write_csv(const results::CapacityAnswer& a, const std::string& file) {
    std::ofstream f(file);
    if (!f) throw std::invalid_argument("--csv: cannot write " + file);
    f << "factor,vms,iops,mean_ms,p95_ms,p99_ms,max_ms,busiest,busiest_metric,busiest_pct,meets,refused\n";
    for (const auto& s : a.steps)
        f << s.factor << "," << s.vms << "," << s.iops << "," << s.latency.mean_ms << "," << s.latency.p95_ms << ","
          << s.latency.p99_ms << "," << s.latency.max_ms << ",\"" << s.busiest_name << "\"," << s.busiest.metric << ","
          << s.busiest.pct << "," << (s.meets ? 1 : 0) << ",\"" << s.refused << "\"\n";
}
}  // namespace

int cmd_capacity(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, {"--target", "--grow", "--by", "--duration", "--warmup", "--max-factor", "--runs",
                                        "--csv", "--export", "--formats", "--size", "--dpi"});
    if (pos.size() != 1 || option(args, "--target").empty()) {
        err << kUsage;
        return 2;
    }
    results::CapacitySpec spec;
    spec.target = results::parse_capacity_target(option(args, "--target"));
    const std::string by = option(args, "--by");
    if (!by.empty() && by != "load" && by != "vms")
        throw std::invalid_argument("--by takes load (scale the VMs' workloads) or vms (add clones of them), not '" + by + "'");
    spec.by = by == "vms" ? results::GrowBy::Vms : results::GrowBy::Load;
    if (!option(args, "--duration").empty()) spec.duration_s = parse_duration(option(args, "--duration"), "--duration");
    if (!option(args, "--warmup").empty()) spec.warmup_s = parse_duration(option(args, "--warmup"), "--warmup");
    if (spec.warmup_s >= spec.duration_s)
        throw std::invalid_argument("--warmup must be shorter than --duration: the measured window is what follows it");
    spec.max_factor = number_option(args, "--max-factor", spec.max_factor, 1.25, 1000);
    spec.max_runs = static_cast<int>(number_option(args, "--runs", spec.max_runs, 1, 100));
    const std::string dir = option(args, "--export");
    prepare_export_folder(dir);
    const bool is_file = std::filesystem::exists(pos[0]);
    const Project project = is_file ? store::import_project(pos[0]) : labs::build_lab(pos[0]);
    spec.grow = grown_vms(project.topology, option(args, "--grow"));

    out << "Capacity of " << (is_file ? std::filesystem::path(pos[0]).filename().string() : "lab " + pos[0]) << " against "
        << spec.target.text() << ": "
        << (spec.by == results::GrowBy::Vms ? "adding clones of " : "scaling the workloads of ")
        << (spec.grow.empty() ? std::string("every VM with a workload") : std::to_string(spec.grow.size()) + " VMs") << ", "
        << duration_words(spec.duration_s) << " simulated per step (the first " << duration_words(spec.warmup_s)
        << " left out)\n";
    results::CapacityProgress progress;
    auto last = std::chrono::steady_clock::now();
    progress.step_done = [&](const results::CapacityStep& s, int run, int max_runs) {
        err << "capacity: run " << run << " (at most " << max_runs << "): " << s.factor << "x "
            << (s.refused.empty() ? (s.meets ? "meets the target" : "misses the target") : "cannot run") << "\n";
        return true;
    };
    progress.running = [&](double t, double end) {
        const auto now = std::chrono::steady_clock::now();
        if (now - last > std::chrono::seconds(5)) {
            last = now;
            err << "capacity: " << fixed(100 * t / end, 0) << "% of this step\n";
        }
        return true;
    };
    const results::CapacityAnswer answer = results::find_capacity(
        project, spec,
        [](const Topology& t) {
            for (const Problem& p : validate(t))
                if (p.severity == Severity::Error) return p.message;
            return std::string();
        },
        progress);
    print_answer(answer, out);
    if (!option(args, "--csv").empty()) {
        write_csv(answer, option(args, "--csv"));
        out << "wrote " << option(args, "--csv") << "\n";
    }
    if (!dir.empty()) {
        const std::string lab = project.lab_id.empty() ? std::filesystem::path(pos[0]).stem().string() : project.lab_id;
        write_chart_list({charts::capacity_chart(answer, lab)}, dir, export_options(args), out);
    }
    return 0;
}

}  // namespace santwin::cli
