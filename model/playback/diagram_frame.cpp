#include "playback/diagram_frame.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "topology/capacity.h"

namespace santwin::playback {

std::string heat_label(const std::string& metric) {
    if (metric == "busy_pct") return "drives busy";
    if (metric == "mp_pct") return "MP busy";
    if (metric == "write_path_pct") return "write path";
    if (metric == "write_pending_pct") return "cache write pending";
    std::string s = metric.substr(0, metric.size() - 4);
    std::replace(s.begin(), s.end(), '_', ' ');
    return s + " busy";
}

namespace {

std::string number(double v, const char* unit) {
    char buf[64];
    std::snprintf(buf, sizeof buf, v >= 100 ? "%.0f %s" : "%.1f %s", v, unit);
    return buf;
}

}  // namespace

DiagramFrame::DiagramFrame(const diagram::Diagram& diagram, const Topology& topology,
                           const engine::Recorder& recording)
    : recording_(recording), diagram_(diagram), outages_(diagram, topology, recording) {
    std::map<Id, RateSource> rates;
    for (const auto& [key, series] : recording.all()) {
        const int node = diagram.node_for(key.entity);
        if (node < 0) continue;
        if (engine::is_utilization_metric(key.metric)) {
            const Entity* e = topology.find(key.entity);
            const bool port = e && e->kind == Kind::Port && diagram.nodes[static_cast<std::size_t>(node)].key != key.entity;
            heat_.push_back({node, &series, (port ? "port " + e->name + " " : "") + heat_label(key.metric), port});
            // A virtual library's disks sit in its enclosures: they glow with its disk load.
            if (key.metric == "vtl_disks_pct")
                for (Id enclosure : topology.children(key.entity, Kind::DiskEnclosure))
                    if (const int box = diagram.node_for(enclosure); box >= 0 && box != node)
                        heat_.push_back({box, &series, heat_label(key.metric)});
        } else if (key.metric == "iops" || key.metric == "mbps") {
            const Entity* e = topology.find(key.entity);
            if (e && e->kind == Kind::Link) continue;  // links show as flow, not as node figures
            auto& r =
                rates.try_emplace(key.entity, RateSource{node, nullptr, nullptr}).first->second;
            (key.metric == "iops" ? r.iops : r.mbps) = &series;
        } else if (key.metric == "used_gb" || key.metric == "consumed_gb") {
            const Entity* e = topology.find(key.entity);
            if (!e) continue;
            const double cap = e->kind == Kind::Pool ? pool_usable_gb(topology, key.entity)
                                                     : e->num("capacity_gb");
            if (cap > 0) fills_.push_back({node, &series, cap});
        }
    }
    for (auto& [id, r] : rates) rates_.push_back(r);
    edge_capacity_mbps_.assign(diagram.edges.size(), 0);
    for (std::size_t i = 0; i < diagram.edges.size(); ++i) {
        const diagram::Edge& edge = diagram.edges[i];
        if (edge.kind != diagram::EdgeKind::Cable) continue;
        // One Gb/s of line rate carries about 100 MB/s of payload (8b/10b coding, framing).
        edge_capacity_mbps_[i] = std::max(1.0, 100.0 * edge.total_gbps);
        for (Id link : edge.links) {
            const engine::Series* mb = recording.find(link, "mbps");
            if (!mb) continue;
            LinkSource src{static_cast<int>(i), mb, {}, {}};
            if (const Entity* e = topology.find(link))
                for (const char* end : {"a", "b"}) {
                    const Id port = e->ref(end);
                    if (const engine::Series* r = recording.find(port, "iops_read"))
                        src.reads.push_back(r);
                    if (const engine::Series* w = recording.find(port, "iops_write"))
                        src.writes.push_back(w);
                }
            links_.push_back(std::move(src));
        }
    }
    for (const engine::Event& ev : recording.events())
        event_node_.push_back(diagram.node_for(ev.entity));
    nodes_.resize(diagram.nodes.size());
    edges_.resize(diagram.edges.size());
}

void DiagramFrame::update(double t, double flash_window) {
    std::vector<double> iops(nodes_.size(), 0), mbps(nodes_.size(), 0);
    std::vector<double> port_heat(nodes_.size(), -1);
    std::vector<std::string> port_text(nodes_.size());
    for (NodeState& n : nodes_) n = NodeState{};
    for (const HeatSource& h : heat_) {
        const double v = h.series->at(t);
        const auto i = static_cast<std::size_t>(h.node);
        double& heat = h.port ? port_heat[i] : nodes_[i].heat;
        if (v > heat) {
            heat = v;
            (h.port ? port_text[i] : nodes_[i].heat_text) = h.label + " " + number(v, "%");
        }
    }
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        if (port_heat[i] < 0) continue;
        if (nodes_[i].heat < 0) {  // a switch, a server's HBAs: the ports are its load
            nodes_[i].heat = port_heat[i];
            nodes_[i].heat_text = port_text[i];
        } else if (port_heat[i] > 0) {
            nodes_[i].port_heat = port_heat[i];
            nodes_[i].heat_text += " · busiest " + port_text[i];
        }
    }
    for (const RateSource& r : rates_) {
        // A node that folds many entities shows the largest of them (its busiest port, LU...).
        const auto i = static_cast<std::size_t>(r.node);
        if (r.iops) iops[i] = std::max(iops[i], r.iops->at(t));
        if (r.mbps) mbps[i] = std::max(mbps[i], r.mbps->at(t));
    }
    std::vector<double> used(nodes_.size(), 0), cap(nodes_.size(), 0);
    for (const FillSource& f : fills_) {
        const auto i = static_cast<std::size_t>(f.node);
        used[i] += f.used->at(t);
        cap[i] += f.capacity_gb;
    }
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        NodeState& n = nodes_[i];
        std::string fig = n.heat_text;
        auto add = [&](const std::string& part) { fig += (fig.empty() ? "" : " · ") + part; };
        if (iops[i] > 0) add(number(iops[i], "IOPS"));
        if (mbps[i] > 0) add(number(mbps[i], "MB/s"));
        if (cap[i] > 0) {
            n.fill = std::clamp(used[i] / cap[i], 0.0, 1.0);
            add(number(used[i], "GB") + " of " + number(cap[i], "GB"));
        }
        n.figure = std::move(fig);
    }
    for (EdgeFlow& e : edges_) e = EdgeFlow{};
    std::vector<double> reads(edges_.size(), 0), writes(edges_.size(), 0);
    for (const LinkSource& l : links_) {
        const auto i = static_cast<std::size_t>(l.edge);
        edges_[i].mbps += l.mbps->at(t);
        double r = 0, w = 0;
        for (const engine::Series* s : l.reads) r = std::max(r, s->at(t));
        for (const engine::Series* s : l.writes) w = std::max(w, s->at(t));
        reads[i] += r;
        writes[i] += w;
    }
    busy_edges_ = 0;
    for (std::size_t i = 0; i < edges_.size(); ++i) {
        EdgeFlow& e = edges_[i];
        if (e.mbps <= 0) continue;
        ++busy_edges_;
        e.read_share = reads[i] + writes[i] > 0 ? reads[i] / (reads[i] + writes[i]) : 0.5;
        e.utilization =
            edge_capacity_mbps_[i] > 0 ? std::min(1.0, e.mbps / edge_capacity_mbps_[i]) : 0;
    }
    const auto& events = recording_.events();
    for (std::size_t k = 0; k < events.size(); ++k) {
        const int node = event_node_[k];
        if (node < 0 || events[k].t > t || events[k].t <= t - flash_window) continue;
        NodeState& n = nodes_[static_cast<std::size_t>(node)];
        n.flash = true;
        n.flash_kind = events[k].kind;
    }
    outages_.apply(t, nodes_, edges_);
}

}  // namespace santwin::playback
