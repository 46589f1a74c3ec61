#include "recording_output.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <iomanip>
#include <vector>

#include "duration_text.h"
#include "summary_transients.h"
#include "text_table.h"

namespace santwin::cli {

namespace {
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

// A CSV field in quotes, its own quotes doubled.
std::string csv_quoted(const std::string& text) {
    std::string quoted = "\"";
    for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

// A CSV header cell: quoted when the name holds a comma or a quote.
std::string csv_cell(const std::string& text) {
    return text.find_first_of(",\"\n") == std::string::npos ? text : csv_quoted(text);
}

// A metric file's column headers: the entities' labels, as the JSON gives them; an id is added
// only where two columns would otherwise read the same.
std::vector<std::string> column_headers(const std::vector<std::pair<Id, const engine::Series*>>& cols,
                                        const std::map<Id, std::string>& labels) {
    std::map<std::string, int> uses;
    for (const auto& col : cols) ++uses[labels.at(col.first)];
    std::vector<std::string> headers;
    for (const auto& [id, s] : cols) {
        const std::string& label = labels.at(id);
        headers.push_back(csv_cell(uses[label] > 1 ? label + " (#" + std::to_string(id) + ")" : label));
    }
    return headers;
}

}  // namespace

std::map<Id, std::string> entity_labels(const Topology& t, const engine::Recorder& rec) {
    std::map<std::pair<Kind, std::string>, int> uses;
    for (const auto& [id, e] : t.entities()) ++uses[{e.kind, e.name}];
    std::map<Id, std::string> label;
    for (const auto& [key, series] : rec.all()) label.try_emplace(key.entity, qualified_name(t, key.entity, uses));
    return label;
}

void write_json(const std::string& file, const Topology& t, const engine::Recorder& rec, double duration, double resolution,
                std::ostream& out, const std::vector<std::string>& settings) {
    nlohmann::json j;
    j["file"] = file;
    if (!settings.empty()) j["settings"] = settings;
    j["duration_s"] = duration;
    j["resolution_s"] = resolution;
    j["series"] = nlohmann::json::array();
    const auto labels = entity_labels(t, rec);
    for (const auto& [key, series] : rec.all()) {
        const Entity* e = t.find(key.entity);
        nlohmann::json s = {{"entity", key.entity},
                            {"name", e ? e->name : ""},
                            {"label", labels.at(key.entity)},
                            {"kind", e ? std::string(kind_name(e->kind)) : ""},
                            {"metric", key.metric},
                            {"mean", series.mean(0, duration)},
                            {"values", series.bins(0, duration, resolution)}};
        // A latency's mean over its I/Os, beside its mean over time: a burst of fast I/Os and a
        // slow trickle average very differently.
        if (const engine::Series* w = rec.find(key.entity, engine::io_weight_metric(key.metric)))
            s["mean_per_io"] = engine::weighted_mean(series, *w, 0, duration);
        j["series"].push_back(std::move(s));
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
        for (const std::string& header : column_headers(cols, labels)) f << "," << header;
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
    // Entities by the names the metric files use (their id last, for joining with the JSON).
    ev << "time_s,entity,kind,detail,entity_id\n";
    for (const auto& e : rec.events()) {
        const auto label = labels.find(e.entity);
        const std::string name = label != labels.end() ? label->second
                                 : t.find(e.entity)  ? t.at(e.entity).name
                                                     : "#" + std::to_string(e.entity);
        ev << e.t << "," << csv_quoted(name) << "," << e.kind << "," << csv_quoted(e.detail) << "," << e.entity << "\n";
    }
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

void write_vm_means(std::ostream& out, const engine::Recorder& rec, const std::map<Id, std::string>& labels,
                    const std::vector<std::pair<double, Id>>& vms, double from, double to, std::size_t rows) {
    auto mean = [&](Id id, const std::string& metric) { return engine::reported_mean(rec, id, metric, from, to); };
    auto fixed = [](double v, int digits) {
        std::ostringstream o;
        o << std::fixed << std::setprecision(digits) << v;
        return o.str();
    };
    TextTable table({"VM", "IOPS", "MB/s", "latency ms", "read ms", "write ms"});
    for (std::size_t i = 0; i < vms.size() && i < rows; ++i) {
        const Id id = vms[i].second;
        // A VM that only writes has no read latency to show (and vice versa).
        auto latency = [&](const std::string& metric, const std::string& rate) {
            return mean(id, rate) > 0 ? fixed(mean(id, metric), 2) : std::string("-");
        };
        table.add_row({labels.at(id), fixed(mean(id, "iops"), 0), fixed(mean(id, "mbps"), 1), latency("latency_ms", "iops"),
                       latency("read_latency_ms", "iops_read"), latency("write_latency_ms", "iops_write")});
    }
    table.print(out, "  ");
}

void write_summary(const std::string& file, const Topology& t, const engine::Recorder& rec, double duration,
                   std::ostream& out, const std::vector<std::string>& settings) {
    const auto labels = entity_labels(t, rec);
    auto mean = [&](Id id, const std::string& metric) { return engine::reported_mean(rec, id, metric, 0, duration); };
    auto fixed = [](double v, int digits) {
        std::ostringstream o;
        o << std::fixed << std::setprecision(digits) << v;
        return o.str();
    };
    std::vector<std::pair<double, Id>> vms;
    for (const auto& [key, series] : rec.all())
        if (key.metric == "iops" && t.find(key.entity) && t.at(key.entity).kind == Kind::Vm)
            vms.emplace_back(series.mean(0, duration), key.entity);
    std::sort(vms.begin(), vms.end(), std::greater<>());
    out << file << ": " << vms.size() << (vms.size() == 1 ? " VM" : " VMs") << " over " << duration_words(duration)
        << " (means over the run; latencies over the I/Os)\n";
    for (const std::string& line : settings) out << "  set for this run: " << line << "\n";
    constexpr std::size_t kRows = 20;
    write_vm_means(out, rec, labels, vms, 0, duration, kRows);
    if (vms.size() > kRows) out << "  ... and " << vms.size() - kRows << " more VMs (--json or --csv has them all)\n";
    // VMs held back by their host's LUN queue, which no resource's busy figure shows.
    for (const auto& [iops, id] : vms) {
        const double queued = mean(id, "host_queue_ms"), total = mean(id, "latency_ms");
        if (queued <= 0.2 * total || queued <= 0) continue;
        const Id host = t.at(id).ref("host");
        out << "note: " << labels.at(id) << " waited " << fixed(queued, 1) << " of its " << fixed(total, 1)
            << " ms in " << (host ? labels.count(host) ? labels.at(host) : t.at(host).name : std::string("its host"))
            << "'s LUN queue: more outstanding I/Os than the queue's depth (lun_queue_depth of the host's HBAs, "
               "sched_num_req_outstanding when VMs share the LU) wait in the host before the array sees them\n";
    }
    std::vector<std::pair<double, std::string>> busiest;
    for (const auto& [key, series] : rec.all())
        if (engine::is_utilization_metric(key.metric))
            if (const double m = series.mean(0, duration); m >= 1) busiest.emplace_back(m, labels.at(key.entity) + " " + key.metric);
    std::sort(busiest.rbegin(), busiest.rend());
    if (!busiest.empty()) out << "busiest resources (mean % over the run):\n";
    // The solver holds a bottleneck just under 100% (a queue that never empties): 95% or more is
    // saturation, not headroom.
    for (std::size_t i = 0; i < busiest.size() && i < 6; ++i)
        out << "  " << busiest[i].second << " " << fixed(busiest[i].first, 1)
            << (busiest[i].first >= 95 ? " (saturated)" : "") << "\n";
    // A write cache still filling at the end: the figures above are from before writers wait.
    for (const auto& [key, series] : rec.all()) {
        if (key.metric != "write_pending_pct") continue;
        const double end = series.at(duration - 1e-6), before = series.at(0.9 * duration);
        if (end >= 99 || end <= before + 0.5) continue;
        const double minutes = (100 - end) / ((end - before) / (0.1 * duration)) / 60;
        out << "note: " << labels.at(key.entity) << "'s write cache was still filling at the end (" << fixed(end, 0)
            << "% of its write-pending limit, full in about " << fixed(minutes, minutes < 10 ? 1 : 0)
            << " min more at this rate): its writes still completed in cache, so these figures are better than the "
               "steady state; a longer --duration shows it\n";
    }
    write_transients(out, t, rec, duration, labels, vms);
    std::map<std::string, int> events;
    for (const auto& e : rec.events()) ++events[e.kind];
    std::string counts;
    for (const auto& [kind, n] : events) counts += (counts.empty() ? "" : ", ") + std::to_string(n) + " " + kind;
    if (!counts.empty()) out << "events: " << counts << " (--json or --csv lists them)\n";
}

}  // namespace santwin::cli
