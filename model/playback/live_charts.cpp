#include "playback/live_charts.h"

#include <algorithm>

#include "charts/chart_resolve.h"
#include "playback/diagram_frame.h"

namespace santwin::playback {

namespace {

struct Family {
    const char* title;
    const char* unit;
    bool (*matches)(const std::string&);
};

const Family kFamilies[] = {
    // Under changing demand (demand/demand_run.h) a VM's charts add what it was asked for and,
    // replaying a capture, the latency measured in the real lab.
    {"IOPS", "IOPS", [](const std::string& m) { return m == "iops" || m == "demand_iops"; }},
    {"Throughput", "MB/s", [](const std::string& m) { return m == "mbps"; }},
    {"Response time", "ms", [](const std::string& m) { return m == "latency_ms" || m == "measured_latency_ms"; }},
    // A RAID or disk group's own operations on its drives (reads, writes and parity work),
    // beside the front-end IOPS of the LUs it backs.
    {"Back-end I/O", "ops/s", [](const std::string& m) { return m == "drive_ops"; }},
    {"Utilization", "%", engine::is_utilization_metric},
};

std::string name_of(const Topology& topology, Id entity) {
    const Entity* e = topology.find(entity);
    return e ? e->name : "#" + std::to_string(entity);
}

// What sets a series apart from the entity's simulated one: "demanded", "measured".
std::string series_suffix(const std::string& metric) {
    if (metric == "demand_iops") return " demanded";
    if (metric == "measured_latency_ms") return " measured";
    return "";
}

// The box itself: its entity, or a member of the group it stands for.
bool is_own(const diagram::Node& node, Id entity) {
    return entity == node.key || std::find(node.members.begin(), node.members.end(), entity) != node.members.end();
}

bool recorded(const engine::Recorder& recording, Id entity) {
    for (const auto& [key, series] : recording.all())
        if (key.entity == entity && series.max() > 0) return true;
    return false;
}

// "RG-000"; "STD-000 on RG-000" (only parts plotted); "CTL0, 0A, 0B" (the box and parts).
std::string subject_of(const diagram::Node& node, const Topology& topology, const std::vector<Id>& plotted) {
    std::string parts;
    bool own = false;
    for (Id e : plotted) {
        if (is_own(node, e)) {
            own = true;
            continue;
        }
        parts += (parts.empty() ? "" : ", ") + name_of(topology, e);
    }
    if (parts.empty()) return node.name;
    return own ? node.name + ", " + parts : parts + " on " + node.name;
}

}  // namespace

std::vector<charts::ChartSpec> live_chart_specs(const diagram::Diagram& diagram, const Topology& topology,
                                                int node, Id selected, const LiveRun& run,
                                                const LiveRun* compared) {
    std::vector<charts::ChartSpec> out;
    if (node < 0 || node >= static_cast<int>(diagram.nodes.size()) || !run.recording) return out;
    const diagram::Node& box = diagram.nodes[static_cast<std::size_t>(node)];
    // A part folded into the box (a port on its controller) is charted alone, if it recorded.
    const bool part = selected != kNoId && !is_own(box, selected) && diagram.node_for(selected) == node &&
                      recorded(*run.recording, selected);
    for (const Family& f : kFamilies) {
        const bool percent = f.unit == std::string("%");
        std::vector<std::pair<double, engine::SeriesKey>> found;
        for (const auto& [key, series] : run.recording->all()) {
            const bool mine = part ? key.entity == selected : diagram.node_for(key.entity) == node;
            if (mine && f.matches(key.metric) && series.max() > 0) found.push_back({series.max(), key});
        }
        if (found.empty()) continue;
        std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
        if (found.size() > 4) found.resize(4);  // the busiest four (a NAS head's four ports)
        charts::ChartSpec spec;
        spec.id = "live-" + std::string(percent ? "util" : f.title);
        spec.type = charts::ChartType::TimeSeries;
        std::vector<Id> plotted;
        for (const auto& entry : found)
            if (std::find(plotted.begin(), plotted.end(), entry.second.entity) == plotted.end())
                plotted.push_back(entry.second.entity);
        spec.title = std::string(f.title) + " · " + (part ? name_of(topology, selected) : subject_of(box, topology, plotted));
        spec.x = {"time", charts::time_unit_for(run.recording->end())};
        spec.y = {f.title, f.unit};
        if (percent) {
            // Scaled to the run's peak (the compared run's too): a lightly loaded box is not a
            // flat line at the bottom of 0-100%.
            double peak = found.front().first;
            for (const auto& entry : found)
                if (compared && compared->recording)
                    if (const auto* o = compared->recording->find(entry.second.entity, entry.second.metric))
                        peak = std::max(peak, o->max());
            spec.y.min = 0;
            spec.y.max = charts::percent_axis_ceiling(peak);
        }
        std::vector<std::string> missing;  // in the compared run's configuration: none
        for (const auto& [peak, key] : found) {
            const std::string who =
                name_of(topology, key.entity) + (percent ? " " + heat_label(key.metric) : series_suffix(key.metric));
            const std::string role = "#" + std::to_string(key.entity);
            spec.series.push_back({who + (compared ? " · " + run.name : ""), {{run.name, role, key.metric}}, {}});
            if (compared && compared->recording && compared->recording->find(key.entity, key.metric))
                spec.series.push_back({who + " · " + compared->name, {{compared->name, role, key.metric}}, {}});
            else if (compared)
                missing.push_back(who);
        }
        // Said, not just left out: the compared run ran on another configuration.
        if (!missing.empty()) {
            std::string names;
            for (const std::string& m : missing) names += (names.empty() ? "" : ", ") + m;
            spec.subtitle = "Run '" + compared->name + "' recorded nothing for " + names +
                            " (its configuration differs or it was idle)";
        }
        out.push_back(std::move(spec));
    }
    return out;
}

}  // namespace santwin::playback
