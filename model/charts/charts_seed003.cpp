// Seed 003 figures: Jetstress IOPS and database read latency per path policy on the symmetric
// (AMS 2500) and the asymmetric array, and each controller's MP utilization.
#include <algorithm>

#include "charts/chart_resolve.h"
#include "charts/scenario_chart_sets.h"
#include "workloads/io_profile.h"

namespace santwin::charts::sets {

namespace {
struct Array {
    std::string run_prefix;  // run names are "<array> <setup>"
    std::string key;         // catalogue metric component
    std::string label;
};
const std::vector<Array> kArrays = {{"AMS2500", "symmetric", "symmetric (AMS 2500)"},
                                    {"Asymmetric-AA", "asymmetric", "asymmetric active-active"}};
const std::vector<std::pair<std::string, std::string>> kSetups = {
    {"mru_single", "MRU, single path"}, {"mru_balanced", "MRU, balanced paths"}, {"rr", "round robin"}};
}  // namespace

std::vector<ChartSpec> aa_path_policy(const scenarios::ScenarioResult& r) {
    std::vector<ChartSpec> out;
    std::vector<std::pair<std::string, std::string>> setups;
    std::vector<Array> arrays;
    for (const auto& s : kSetups)
        if (std::any_of(kArrays.begin(), kArrays.end(), [&](const Array& a) { return find_run(r, a.run_prefix + " " + s.first); }))
            setups.push_back(s);
    for (const auto& a : kArrays)
        if (std::any_of(kSetups.begin(), kSetups.end(), [&](const auto& s) { return find_run(r, a.run_prefix + " " + s.first); }))
            arrays.push_back(a);
    if (setups.empty()) return generic_charts(r);

    auto bars = [&](const std::string& metric) {
        ChartSpec c;
        c.type = ChartType::GroupedBars;
        for (const auto& s : setups) c.categories.push_back(s.second);
        for (const Array& a : arrays) {
            SeriesSpec series{a.label, {}, {}};
            for (const auto& s : setups) {
                const std::string run = a.run_prefix + " " + s.first;
                series.sources.push_back(find_run(r, run) ? SeriesSource{run, "vm", metric} : SeriesSource{run, "vm", ""});
            }
            c.series.push_back(std::move(series));
        }
        return c;
    };

    ChartSpec iops = bars("iops");
    iops.id = "iops-per-policy";
    iops.title = "Jetstress database IOPS per path policy";
    iops.subtitle = "Five database LUs, two-hour runs; dashed: the 780 IOPS the test must sustain";
    iops.y = {"IOPS", "IOPS"};
    const double need = workloads::profile("jetstress").requirement_iops;
    iops.marks.push_back({need, "required " + scenarios::format_metric(need), MarkKind::Requirement, false, -1, -1});
    out.push_back(std::move(iops));

    ChartSpec lat = bars("read_latency_ms");
    lat.id = "read-latency-per-policy";
    lat.title = "Database read latency per path policy";
    lat.subtitle = "Exchange asks for reads under 20 ms; dashed: the paper's finding per case";
    lat.y = {"read latency", "ms"};
    for (size_t si = 0; si < arrays.size(); ++si)
        for (size_t ci = 0; ci < setups.size(); ++ci) {
            ReferenceMark m;
            if (published_mark(r.id, "read_latency_ms." + arrays[si].key + "." + setups[ci].first, m)) {
                m.category = static_cast<int>(ci);
                m.series = static_cast<int>(si);
                lat.marks.push_back(m);
            }
        }
    out.push_back(std::move(lat));

    ChartSpec mp;
    mp.id = "mp-per-controller";
    mp.type = ChartType::UtilizationBars;
    mp.title = "Controller MP utilization per array and path policy";
    mp.subtitle = "Single-path MRU sends all I/O to controller 1: the symmetric array still shares the work";
    mp.y = {"MP utilization", "%", 0, 100};
    SeriesSpec ctl0{"controller 0", {}, {}}, ctl1{"controller 1", {}, {}};
    for (const Array& a : arrays)
        for (const auto& s : setups) {
            const std::string run = a.run_prefix + " " + s.first;
            if (!find_run(r, run)) continue;
            mp.categories.push_back(a.key + ", " + s.second);
            ctl0.sources.push_back({run, "ctl0", "mp_pct"});
            ctl1.sources.push_back({run, "ctl1", "mp_pct"});
        }
    mp.series = {ctl0, ctl1};
    out.push_back(std::move(mp));

    for (auto& c : validation_charts(r)) out.push_back(std::move(c));
    return out;
}

}  // namespace santwin::charts::sets
