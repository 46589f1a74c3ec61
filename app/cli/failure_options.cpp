#include "failure_options.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "duration_text.h"
#include "operations/failures.h"
#include "results/run_answers.h"
#include "topology/name_lookup.h"

namespace santwin::cli {

namespace {
// Events a failure and its aftermath record, in the order the report groups them.
const std::vector<std::string>& failure_kinds() {
    static const std::vector<std::string> kinds = {"failure",      "ownership_change", "write_through", "write_back_kept",
                                                   "path_failover", "all_paths_down",  "drive_failure", "rebuild_start",
                                                   "rebuild_done",  "data_loss"};
    return kinds;
}

bool is_failure_event(const std::string& kind) {
    const auto& k = failure_kinds();
    return std::find(k.begin(), k.end(), kind) != k.end();
}

std::string fixed(double v, int digits) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(digits) << v;
    return o.str();
}

// Whole seconds from a minute up: a window of 41 min 49.6 s reads 41 min 50 s.
std::string clock(double s) { return s <= 0 ? "0 s" : duration_words(s >= 60 ? std::round(s) : s); }
}  // namespace

std::vector<CliFailure> parse_failures(const Topology& t, const std::vector<std::string>& specs, double duration_s) {
    std::vector<CliFailure> out;
    for (const std::string& spec : specs) {
        const auto at = spec.rfind('@');
        if (at == std::string::npos || at == 0 || at + 1 == spec.size())
            throw std::invalid_argument("--fail takes ENTITY@TIME, e.g. --fail CTL0@10m or --fail \"SW-A/1\"@90s (got '" +
                                        spec + "')");
        const std::string name = spec.substr(0, at), when = spec.substr(at + 1);
        const std::vector<Id> named = entities_named(t, name);
        if (named.empty())
            throw std::invalid_argument("--fail " + spec + ": " + unknown_entity(t, name));
        if (named.size() > 1)
            throw std::invalid_argument("--fail " + spec + ": " + std::to_string(named.size()) + " entities are named '" +
                                        name + "', e.g. " + qualified_name(t, named[0]) + " and " +
                                        qualified_name(t, named[1]) + ": give the qualified name");
        const double s = (when == "0" || when == "0s") ? 0.0 : parse_duration(when, "--fail " + spec);
        if (s >= duration_s)
            throw std::invalid_argument("--fail " + spec + " is at or after the run's end (" + duration_words(duration_s) +
                                        "): give an earlier time or a longer --duration");
        const Kind k = t.at(named[0]).kind;
        if (k != Kind::Link && k != Kind::Port && k != Kind::Hba && k != Kind::FcSwitch && k != Kind::Controller &&
            k != Kind::Drive)
            throw std::invalid_argument("--fail " + spec + ": " + t.describe(named[0]) +
                                        " cannot fail here: give a cable (link), a port, an HBA, an FC switch, a "
                                        "controller or a drive");
        out.push_back({named[0], s, spec});
    }
    return out;
}

void add_failures(engine::Simulation& sim, const Topology& t, const std::vector<CliFailure>& failures) {
    for (const CliFailure& f : failures)
        for (auto& job : operations::failure_jobs(t, devices::HardwareCatalog::builtin(), f.what, f.at_s))
            sim.add(std::move(job));
}

void write_all_vms_latency(std::ostream& out, const Topology& t, const engine::Recorder& rec, double duration_s) {
    const results::LatencySummary s = results::vm_latency(t, rec, 0, duration_s);
    if (s.vms == 0) return;
    out << "all " << s.vms << " VMs that did I/O: mean " << fixed(s.mean_ms, 1) << " ms, p95 " << fixed(s.p95_ms, 1)
        << " ms, p99 " << fixed(s.p99_ms, 1) << " ms per I/O (p95/p99 of interval means)\n";
}

void write_failure_report(std::ostream& out, const Topology& t, const engine::Recorder& rec, double duration_s) {
    std::vector<const engine::Event*> events;
    for (const auto& e : rec.events())
        if (is_failure_event(e.kind)) events.push_back(&e);
    if (events.empty()) return;
    out << "failures and what followed:\n";
    // Each kind at each time: the first few in full, then a count (a controller moves many LUs).
    constexpr int kShown = 4;
    std::map<std::pair<double, std::string>, int> shown;
    std::set<double> cuts{0.0, duration_s};
    for (const engine::Event* e : events) {
        cuts.insert(e->t);
        int& n = shown[{e->t, e->kind}];
        if (++n <= kShown)
            out << "  " << std::setw(10) << std::left << clock(e->t) << std::right << " " << e->kind << ": "
                << (t.find(e->entity) ? qualified_name(t, e->entity) + ": " : "") << e->detail << "\n";
        else if (n == kShown + 1) {
            int more = 0;
            for (const engine::Event* other : events) more += other->t == e->t && other->kind == e->kind;
            out << "  " << std::setw(10) << "" << " ... and " << more - kShown << " more " << e->kind << "\n";
        }
    }
    // The VMs' latency between consecutive failure events.
    out << "all VMs' latency between them (per I/O; p95/p99 of interval means):\n";
    std::vector<double> at(cuts.begin(), cuts.end());
    double last_iops = 0;
    for (std::size_t i = 0; i + 1 < at.size(); ++i) {
        const double a = at[i], b = at[i + 1];
        if (b - a < 1e-6) continue;
        const results::LatencySummary s = results::vm_latency(t, rec, a, b);
        const results::Bottleneck busy = results::busiest_resource(rec, a, b);
        const double iops = s.ios / (b - a);
        out << "  " << clock(a) << " to " << clock(b) << ": ";
        // Almost nothing completed: the VMs' I/O is waiting (a dark path before failover), and
        // the few interval means say nothing about the wait each I/O had.
        const bool stalled = last_iops > 0 && iops < 0.05 * last_iops;
        if (s.vms > 0) last_iops = iops;
        if (s.vms == 0) out << "no VM did I/O";
        else if (stalled)
            out << "I/O stalled: " << fixed(iops, 1) << " IOPS completed; the VMs' I/O waited for the failover";
        else
            out << s.vms << (s.vms == 1 ? " VM, " : " VMs, ") << fixed(s.ios / (b - a), 0) << " IOPS, mean "
                << fixed(s.mean_ms, 1) << " ms, p95 " << fixed(s.p95_ms, 1) << " ms, p99 " << fixed(s.p99_ms, 1) << " ms";
        if (busy.entity && t.find(busy.entity) && !stalled)
            out << "; busiest " << qualified_name(t, busy.entity) << " " << busy.metric << " " << fixed(busy.pct, 0) << "%";
        out << "\n";
    }
}

}  // namespace santwin::cli
