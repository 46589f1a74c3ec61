#include "charts/capacity_chart.h"

#include <sstream>

namespace santwin::charts {

namespace {
std::string fixed(double v, int digits) { return results::fixed_text(v, digits); }
}  // namespace

std::string capacity_load_label(const results::CapacityAnswer& answer, const results::CapacityStep& step) {
    if (answer.spec.by == results::GrowBy::Vms) return std::to_string(step.vms) + " VMs";
    return fixed(step.factor, step.factor == static_cast<int>(step.factor) ? 0 : 2) + "x";
}

Chart capacity_chart(const results::CapacityAnswer& answer, const std::string& lab) {
    const bool by_vms = answer.spec.by == results::GrowBy::Vms;
    Chart c;
    c.spec.id = "capacity";
    c.spec.type = ChartType::Sweep;
    c.spec.title = "Latency against load (" + answer.spec.target.text() + ")";
    c.spec.x = {by_vms ? "VMs running" : "load of the grown VMs", by_vms ? "" : "x"};
    const bool util_target = answer.spec.target.metric == "util";
    c.spec.y = {util_target ? "latency (ms) / utilization (%)" : "latency", util_target ? "" : "ms"};
    SeriesSpec mean{"mean latency (ms)", {}, {}, 0}, p95{"p95 latency (ms)", {}, {}, 1}, util{"busiest resource (%)", {}, {}, 2};
    std::vector<int> shown;
    for (int i = 0; i < static_cast<int>(answer.steps.size()); ++i) {
        const results::CapacityStep& s = answer.steps[i];
        if (!s.refused.empty() || s.latency.ios <= 0) continue;
        shown.push_back(i);
        c.spec.categories.push_back(capacity_load_label(answer, s));
        c.x.push_back(by_vms ? s.vms : s.factor);
        mean.values.push_back(s.latency.mean_ms);
        p95.values.push_back(s.latency.p95_ms);
        util.values.push_back(s.busiest.pct);
    }
    c.spec.series = {mean, p95};
    if (util_target) c.spec.series.push_back(util);
    ReferenceMark target;
    target.value = answer.spec.target.limit;
    target.label = "target " + answer.spec.target.text();
    target.kind = MarkKind::Requirement;
    target.relation = "\u2264";
    c.spec.marks.push_back(target);
    std::string sub;
    if (answer.best >= 0) sub = "meets the target up to " + capacity_load_label(answer, answer.steps[answer.best]);
    else sub = "misses the target at the lab's own load";
    if (answer.first_miss >= 0 && !answer.steps[answer.first_miss].busiest_name.empty())
        sub += "; at " + capacity_load_label(answer, answer.steps[answer.first_miss]) + " " +
               answer.steps[answer.first_miss].busiest_name + " is " + fixed(answer.steps[answer.first_miss].busiest.pct, 0) + "% busy";
    if (answer.knee >= 0) sub += "; knee at " + capacity_load_label(answer, answer.steps[answer.knee]);
    c.spec.subtitle = sub;
    c.context.lab = lab;
    c.context.scenario = "capacity";
    c.context.engine_version = SANTWIN_VERSION;
    return c;
}

std::vector<std::string> capacity_answer_lines(const results::CapacityAnswer& a) {
    std::vector<std::string> out;
    const bool vms = a.spec.by == results::GrowBy::Vms;
    const std::string unit = a.spec.target.metric == "util" ? " %" : " ms";
    if (a.best >= 0) {
        const auto& b = a.steps[a.best];
        out.push_back("answer: " + a.spec.target.text() + " holds up to " + capacity_load_label(a, b) +
                      (vms ? "" : " the grown VMs' load") + " (" + std::to_string(b.vms) + (b.vms == 1 ? " VM, " : " VMs, ") + fixed(b.iops, 0) +
                      " IOPS, " + a.spec.target.metric + " " + fixed(b.value, 1) + unit + ")");
    } else if (!a.steps.empty()) {
        const auto& own = a.steps.front();
        out.push_back("answer: the lab misses " + a.spec.target.text() + " at its own load (" + std::to_string(own.vms) +
                      " VMs: " + a.spec.target.metric + " " + fixed(own.value, 2) + unit + ")");
    }
    if (a.first_miss >= 0) {
        const auto& m = a.steps[a.first_miss];
        if (!m.refused.empty())
            out.push_back("breaks first: at " + capacity_load_label(a, m) + " the lab cannot run: " + m.refused);
        else
            out.push_back("breaks first: " + m.busiest_name + " " + m.busiest.metric + " at " + fixed(m.busiest.pct, 0) +
                          "% when " + a.spec.target.metric + " reaches " + fixed(m.value, 1) + unit + " (" +
                          capacity_load_label(a, m) + ")");
    }
    if (a.knee >= 0)
        out.push_back("knee: past " + capacity_load_label(a, a.steps[a.knee]) + " (" + fixed(a.steps[a.knee].iops, 0) +
                      " IOPS, p95 " + fixed(a.steps[a.knee].latency.p95_ms, 1) +
                      " ms) more load buys little more I/O and mostly adds latency");
    for (const auto& n : a.notes) out.push_back("note: " + n);
    if (a.cancelled) out.push_back("note: cancelled before the search ended");
    return out;
}

}  // namespace santwin::charts
