#include "results/capacity.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "editing/edit_session.h"
#include "editing/edits.h"
#include "engine/simulation.h"
#include "topology/name_lookup.h"
#include "workloads/assigned_workloads.h"
#include "workloads/io_profile.h"
#include "workloads/nfs_locks.h"

namespace santwin::results {

namespace {
const char* const kMetrics = "latency_ms.mean, latency_ms.p95, latency_ms.p99, latency_ms.max or util";

std::string number_text(double v) {
    std::ostringstream o;
    o << v;
    return o.str();
}

double metric_value(const CapacityTarget& target, const CapacityStep& s) {
    if (target.metric == "util") return s.busiest.pct;
    if (target.metric == "latency_ms.mean") return s.latency.mean_ms;
    if (target.metric == "latency_ms.p95") return s.latency.p95_ms;
    if (target.metric == "latency_ms.p99") return s.latency.p99_ms;
    return s.latency.max_ms;
}

std::vector<Id> vms_to_grow(const Topology& t, const std::vector<Id>& asked) {
    std::vector<Id> out;
    if (asked.empty()) {
        for (Id vm : t.all_of(Kind::Vm))
            if (!t.at(vm).text("workload").empty() && t.at(vm).ref("host")) out.push_back(vm);
        if (out.empty())
            throw std::invalid_argument("no VM of the lab has a workload to grow: set VMs' workload attribute first");
        return out;
    }
    for (Id vm : asked) {
        if (!t.contains(vm) || t.at(vm).kind != Kind::Vm)
            throw std::invalid_argument("only VMs can be grown; " + (t.contains(vm) ? t.describe(vm) : "#" + std::to_string(vm)) +
                                        " is not one");
        if (t.at(vm).text("workload").empty())
            throw std::invalid_argument(qualified_name(t, vm) +
                                        " has no workload to grow: set its workload attribute, or grow other VMs");
        out.push_back(vm);
    }
    return out;
}

// Runs one step: the grown lab's workloads under the engine, measured after the warm-up.
CapacityStep run_step(const Project& project, const CapacitySpec& spec, double factor, const CapacityCheck& check,
                      const CapacityProgress& progress, bool& cancelled) {
    CapacityStep step;
    step.factor = factor;
    const Project grown = grown_lab(project, spec, factor);
    const Topology& t = grown.topology;
    if (check) step.refused = check(t);
    if (!step.refused.empty()) return step;
    engine::Simulation sim(t);
    sim.prepare_existing_state();
    auto jobs = workloads::assigned_workloads(t);
    step.vms = static_cast<int>(workloads::vms_running(jobs));
    std::vector<Id> running;
    for (const auto& job : jobs) running.push_back(job->subject());
    std::sort(running.begin(), running.end());
    running.erase(std::unique(running.begin(), running.end()), running.end());
    for (auto& job : jobs) sim.add(std::move(job));
    for (auto& job : workloads::nfs_lock_updates(t, running)) sim.add(std::move(job));

    struct Follow : engine::RunObserver {
        const CapacityProgress& progress;
        explicit Follow(const CapacityProgress& p) : progress(p) {}
        bool step(double now, double end, const engine::Recorder&, const Topology&) override {
            return !progress.running || progress.running(now, end);
        }
    } follow(progress);
    if (!sim.run_until(spec.duration_s, follow)) {
        cancelled = true;
        return step;
    }
    const engine::Recorder& rec = sim.recorder();
    const double from = std::min(spec.warmup_s, spec.duration_s / 2), to = spec.duration_s;
    step.latency = vm_latency(t, rec, from, to);
    step.busiest = busiest_resource(rec, from, to);
    if (step.busiest.entity && t.contains(step.busiest.entity)) step.busiest_name = qualified_name(t, step.busiest.entity);
    for (Id vm : running)
        if (const engine::Series* s = rec.find(vm, "iops")) step.iops += s->mean(from, to);
    step.value = metric_value(spec.target, step);
    step.meets = step.latency.ios > 0 && step.value <= spec.target.limit;
    return step;
}
}  // namespace

std::string CapacityTarget::text() const {
    return metric + " <= " + number_text(limit) + (metric == "util" ? " %" : " ms");
}

CapacityTarget parse_capacity_target(const std::string& text) {
    const auto at = text.find("<=");
    if (at == std::string::npos)
        throw std::invalid_argument("--target '" + text + "': write METRIC<=LIMIT, e.g. latency_ms.p95<=10 or util<=80 (" +
                                    kMetrics + ")");
    auto trim = [](std::string s) {
        s.erase(0, s.find_first_not_of(" \t"));
        s.erase(s.find_last_not_of(" \t") + 1);
        return s;
    };
    CapacityTarget out;
    out.metric = trim(text.substr(0, at));
    if (out.metric == "latency_ms") out.metric = "latency_ms.mean";
    const std::vector<std::string> known{"latency_ms.mean", "latency_ms.p95", "latency_ms.p99", "latency_ms.max", "util"};
    if (std::find(known.begin(), known.end(), out.metric) == known.end())
        throw std::invalid_argument("--target '" + text + "': unknown metric '" + out.metric + "' (give " + kMetrics + ")");
    const std::string bound = trim(text.substr(at + 2));
    std::size_t used = 0;
    try {
        out.limit = std::stod(bound, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != bound.size() || !std::isfinite(out.limit) || out.limit <= 0)
        throw std::invalid_argument("--target '" + text + "': the limit '" + bound + "' is not a positive number");
    if (out.metric == "util" && out.limit > 100)
        throw std::invalid_argument("--target '" + text + "': utilization is at most 100 %");
    return out;
}

Project grown_lab(const Project& project, const CapacitySpec& spec, double factor) {
    Project p = project;
    const std::vector<Id> grow = vms_to_grow(p.topology, spec.grow);
    if (factor == 1) return p;
    if (spec.by == GrowBy::Load) {
        // The demand a profile states is its requirement (0: as fast as it goes) and its
        // outstanding I/Os: both scale, so a paced and an unpaced workload grow alike.
        for (Id vm : grow) {
            workloads::IoProfile prof = workloads::resolve_profile(p.topology.at(vm).text("workload"));
            prof.requirement_iops *= factor;
            prof.threads *= factor;
            p.topology.set(vm, "workload", workloads::profile_spec(prof));
        }
        return p;
    }
    // Clones: (factor - 1) x the grown VMs, spread over them in turn, as the editor's Duplicate
    // makes them (same host, disks beside the original's).
    const int added = static_cast<int>(std::lround((factor - 1) * static_cast<double>(grow.size())));
    editing::EditSession session(p);
    const int each = added / static_cast<int>(grow.size()), extra = added % static_cast<int>(grow.size());
    for (std::size_t i = 0; i < grow.size(); ++i) {
        const int n = each + (static_cast<int>(i) < extra ? 1 : 0);
        if (n > 0) editing::duplicate_copies(session, {grow[i]}, n, Point{24, 24});
    }
    return p;
}

int knee_index(const std::vector<double>& x, const std::vector<double>& y) {
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 3) return -1;
    const double x0 = x.front(), x1 = x[n - 1], y0 = y.front(), y1 = y[n - 1];
    if (x1 <= x0 || y1 <= y0) return -1;
    // A convex curve (latency) bends below its chord, a concave one (throughput) above it: the
    // knee is the point furthest from the chord on the side the curve bends to.
    int below = -1, above = -1;
    double most_below = 0, most_above = 0;
    for (std::size_t i = 1; i + 1 < n; ++i) {
        const double d = (x[i] - x0) / (x1 - x0) - (y[i] - y0) / (y1 - y0);
        if (d > most_below) most_below = d, below = static_cast<int>(i);
        if (-d > most_above) most_above = -d, above = static_cast<int>(i);
    }
    // [U] Under 5 % of the scaled range from the chord the curve is as good as straight: no knee.
    constexpr double kStraight = 0.05;
    if (std::max(most_below, most_above) < kStraight) return -1;
    return most_below >= most_above ? below : above;
}

CapacityAnswer find_capacity(const Project& project, CapacitySpec spec, const CapacityCheck& check,
                             const CapacityProgress& progress) {
    if (spec.duration_s <= 0 || spec.max_runs < 1 || spec.max_factor <= 1)
        throw std::invalid_argument("capacity needs a positive duration, at least one run and a maximum factor above 1");
    spec.grow = vms_to_grow(project.topology, spec.grow);
    CapacityAnswer answer;
    answer.spec = spec;
    const int n = static_cast<int>(spec.grow.size());
    // By clones, a step is a whole number of VMs: factors snap to (n + k) / n.
    auto snap = [&](double f) { return spec.by == GrowBy::Vms ? std::round(f * n) / n : f; };
    auto run = [&](double f) -> const CapacityStep* {
        f = snap(f);
        for (const CapacityStep& s : answer.steps)
            if (std::abs(s.factor - f) < 1e-9) return &s;
        if (static_cast<int>(answer.steps.size()) >= spec.max_runs || answer.cancelled) return nullptr;
        bool cancelled = false;
        CapacityStep s = run_step(project, spec, f, check, progress, cancelled);
        if (cancelled) {
            answer.cancelled = true;
            return nullptr;
        }
        answer.steps.push_back(s);
        if (progress.step_done && !progress.step_done(s, static_cast<int>(answer.steps.size()), spec.max_runs))
            answer.cancelled = true;
        return &answer.steps.back();
    };
    // Growing: 1, 1.25, 1.5, 2, 3, 4, 6, 8, ... until a step misses the target.
    double good = 0, bad = 0;
    for (double f : {1.0, 1.25, 1.5, 2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 24.0, 32.0, 48.0, 64.0, 96.0, 128.0}) {
        if (f > spec.max_factor + 1e-9) break;
        if (good > 0 && snap(f) <= good + 1e-9) continue;  // by clones, the same whole number of VMs
        const CapacityStep* s = run(f);
        if (!s) break;
        if (!s->meets) {
            bad = s->factor;
            break;
        }
        good = s->factor;
    }
    // Halving the gap until it is under 5 % of the load (or one VM).
    while (good > 0 && bad > 0 && !answer.cancelled) {
        const double mid = snap((good + bad) / 2);
        if (mid <= good + 1e-9 || mid >= bad - 1e-9 || (bad - good) / good < 0.05) break;
        const CapacityStep* s = run(mid);
        if (!s) break;
        (s->meets ? good : bad) = s->factor;
    }
    std::sort(answer.steps.begin(), answer.steps.end(),
              [](const CapacityStep& a, const CapacityStep& b) { return a.factor < b.factor; });
    for (int i = 0; i < static_cast<int>(answer.steps.size()); ++i) {
        const CapacityStep& s = answer.steps[i];
        if (s.meets && answer.first_miss < 0) answer.best = i;
        if (!s.meets && answer.first_miss < 0) answer.first_miss = i;
    }
    std::vector<double> xs, ys;
    std::vector<int> at;
    for (int i = 0; i < static_cast<int>(answer.steps.size()); ++i)
        if (answer.steps[i].refused.empty() && answer.steps[i].latency.ios > 0) {
            xs.push_back(answer.steps[i].factor);
            ys.push_back(answer.steps[i].iops);
            at.push_back(i);
        }
    const int k = knee_index(xs, ys);
    answer.knee = k < 0 ? -1 : at[k];
    if (answer.first_miss < 0 && !answer.cancelled)
        answer.notes.push_back(answer.best >= 0 && answer.steps[answer.best].factor >= spec.max_factor - 1e-9
                                   ? "the target holds up to the largest load tried (" + number_text(spec.max_factor) + "x)"
                                   : "the search stopped after " + std::to_string(answer.steps.size()) +
                                         " runs before a step missed the target");
    return answer;
}

}  // namespace santwin::results
