// santwin-cli operate: run one operation on a lab and print its answer — the window, the rate,
// the phases, what every VM beside it saw and the resource that held it back.
#include <cmath>
#include <filesystem>
#include <iomanip>
#include <sstream>

#include "commands.h"
#include "duration_text.h"
#include "results/operation_run.h"
#include "store/json_io.h"
#include "topology/name_lookup.h"

namespace santwin::cli {

namespace {
const char* const kUsage =
    "santwin-cli: usage: operate <file> bootstorm --on DATASTORE [--count N]\n"
    "       operate <file> clone|deploy|svmotion VM --to DATASTORE\n"
    "       operate <file> backup --to LIBRARY [--type dp-snapshot|vcb-image|vcb-file] [--vms A,B,...]\n"
    "               [--proxy NAME] [--concurrency 4] [--multiplexing 1]\n"
    "       [--limit 48h]\n";

Id named(const Topology& t, const std::string& text, const std::string& what) {
    const std::vector<Id> ids = entities_named(t, text);
    if (ids.empty()) throw std::invalid_argument(what + ": " + unknown_entity(t, text));
    if (ids.size() > 1)
        throw std::invalid_argument(what + ": " + std::to_string(ids.size()) + " entities are named '" + text + "', e.g. " +
                                    qualified_name(t, ids[0]) + " and " + qualified_name(t, ids[1]) +
                                    ": give the qualified name");
    return ids[0];
}

std::string fixed(double v, int digits) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(digits) << v;
    return o.str();
}

// GB/h below a terabyte an hour, TB/h above.
std::string rate_text(double gb, double seconds) {
    if (seconds <= 0 || gb <= 0) return "";
    const double gb_h = gb / seconds * 3600;
    return gb_h >= 1024 ? fixed(gb_h / 1024, 2) + " TB/h" : fixed(gb_h, gb_h < 10 ? 1 : 0) + " GB/h";
}

// Whole seconds from a minute up: a window of 41 min 49.6 s reads 41 min 50 s.
std::string clock(double s) { return s <= 0 ? "0 s" : duration_words(s >= 60 ? std::round(s) : s); }

void print_answer(const results::OperationAnswer& a, const Topology& t, std::ostream& out) {
    const double window = a.end_s - a.start_s;
    out << a.label << "\n";
    out << "  window:     " << clock(window) << (a.finished ? "" : " (not finished: raise --limit)") << "\n";
    if (a.gb > 0)
        out << "  data:       " << fixed(a.gb, a.gb < 10 ? 2 : 1) << " GB at " << rate_text(a.gb, window) << "\n";
    for (const results::PhaseTime& p : a.phases) {
        out << "  phase " << std::left << std::setw(9) << p.name << std::right;
        // Several tasks (one per VM) go through each phase: their mean time in it, then the span.
        if (p.runs > 1) out << p.runs << " x " << clock(p.total_s / p.runs) << " each, ";
        out << clock(p.start_s) << " to " << (p.end_s < 0 ? std::string("(running)") : clock(p.end_s));
        if (p.gb > 0 && p.end_s > p.start_s) out << ", " << fixed(p.gb, 1) << " GB, " << rate_text(p.gb, p.end_s - p.start_s);
        out << "\n";
    }
    const results::LatencySummary& s = a.beside;
    if (s.vms > 0)
        out << "  VMs beside: " << s.vms << " VM" << (s.vms == 1 ? "" : "s") << " ran their workloads: mean "
            << fixed(s.mean_ms, 1) << " ms, p95 " << fixed(s.p95_ms, 1) << " ms, p99 " << fixed(s.p99_ms, 1)
            << " ms per I/O (all of them)\n";
    if (a.bottleneck.entity && t.find(a.bottleneck.entity))
        out << "  bottleneck: " << qualified_name(t, a.bottleneck.entity) << " " << a.bottleneck.metric << " "
            << fixed(a.bottleneck.pct, 0) << "%" << (a.bottleneck.pct >= 95 ? " (saturated)" : "") << "\n";
    for (const std::string& note : a.notes) out << "  note: " << note << "\n";
    for (const advice::Advice& adv : a.advice) {
        out << "advice  " << adv.rule << ": " << adv.message << "\n";
        out << "        source: " << adv.source << "\n";
    }
}
}  // namespace

int cmd_operate(const Args& args, std::ostream& out, std::ostream& err) {
    const auto pos = positionals(args, {"--on", "--to", "--count", "--type", "--vms", "--proxy", "--concurrency",
                                        "--multiplexing", "--limit"});
    if (pos.size() < 2 || pos.size() > 3) {
        err << kUsage;
        return 2;
    }
    if (!std::filesystem::exists(pos[0])) throw std::runtime_error("no such file: " + pos[0]);
    const Project project = store::import_project(pos[0]);
    const Topology& t = project.topology;
    results::OperationSpec spec;
    spec.op = pos[1];
    const bool copy = spec.op == "clone" || spec.op == "deploy" || spec.op == "svmotion";
    if (copy != (pos.size() == 3)) {
        err << kUsage;
        return 2;
    }
    if (copy) spec.subject = named(t, pos[2], spec.op);
    const std::string on = option(args, "--on"), to = option(args, "--to");
    if (!on.empty()) spec.target = named(t, on, "--on");
    if (!to.empty()) spec.target = named(t, to, "--to");
    if (!option(args, "--count").empty()) spec.count = static_cast<int>(number_option(args, "--count", -1, 0, 100000));
    if (!option(args, "--type").empty()) spec.backup_type = option(args, "--type");
    if (!option(args, "--proxy").empty()) spec.proxy = named(t, option(args, "--proxy"), "--proxy");
    spec.concurrency = static_cast<int>(number_option(args, "--concurrency", 4, 1, 64));
    spec.multiplexing = static_cast<int>(number_option(args, "--multiplexing", 1, 1, 32));
    if (!option(args, "--limit").empty()) spec.limit_s = parse_duration(option(args, "--limit"), "--limit");
    std::stringstream vms(option(args, "--vms"));
    for (std::string name; std::getline(vms, name, ',');)
        if (!name.empty()) spec.vms.push_back(named(t, name, "--vms"));
    print_answer(results::run_operation(project, spec), t, out);
    return 0;
}

}  // namespace santwin::cli
