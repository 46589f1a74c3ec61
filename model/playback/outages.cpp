#include "playback/outages.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <stdexcept>

#include "operations/failures.h"
#include "playback/diagram_frame.h"

namespace santwin::playback {

std::string clock_text(double t) {
    const long s = std::lround(std::max(0.0, t));
    char buf[32];
    if (s >= 3600) std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    else std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
    return buf;
}

Outages::Outages(const diagram::Diagram& diagram, const Topology& topology, const engine::Recorder& recording) {
    edge_links_.reserve(diagram.edges.size());
    for (const diagram::Edge& e : diagram.edges) edge_links_.push_back(static_cast<int>(e.links.size()));
    for (const engine::Event& ev : recording.events()) {
        if (ev.kind != "failure" || !topology.contains(ev.entity)) continue;
        std::vector<Id> ports;
        try {
            ports = operations::failed_ports(topology, ev.entity);
        } catch (const std::invalid_argument&) {
            continue;  // not a kind that fails (the engine would not have recorded it)
        }
        const std::set<Id> dead(ports.begin(), ports.end());
        Outage o;
        o.t = ev.t;
        o.node = diagram.node_for(ev.entity);
        o.whole_box = o.node >= 0 && diagram.nodes[static_cast<std::size_t>(o.node)].key == ev.entity;
        o.what = topology.at(ev.entity).name;
        for (std::size_t i = 0; i < diagram.edges.size(); ++i)
            for (Id link : diagram.edges[i].links) {
                const Entity* l = topology.find(link);
                if (link == ev.entity || (l && (dead.count(l->ref("a")) || dead.count(l->ref("b")))))
                    o.links.emplace_back(static_cast<int>(i), link);
            }
        outages_.push_back(std::move(o));
    }
    std::stable_sort(outages_.begin(), outages_.end(), [](const Outage& a, const Outage& b) { return a.t < b.t; });
}

void Outages::apply(double t, std::vector<NodeState>& nodes, std::vector<EdgeFlow>& edges) const {
    std::set<std::pair<int, Id>> down;
    std::set<int> touched;
    for (const Outage& o : outages_) {
        if (o.t > t) break;
        down.insert(o.links.begin(), o.links.end());
        if (o.node < 0 || static_cast<std::size_t>(o.node) >= nodes.size()) continue;
        NodeState& n = nodes[static_cast<std::size_t>(o.node)];
        const std::string line = (o.whole_box ? "failed at " : o.what + " failed at ") + clock_text(o.t);
        n.failure += (n.failure.empty() ? "" : " · ") + line;
        n.failed = n.failed || o.whole_box;
        touched.insert(o.node);
    }
    for (int i : touched) {
        NodeState& n = nodes[static_cast<std::size_t>(i)];
        // A failed device's utilization is no figure to show: it is out of service.
        if (n.failed) n.heat = -1;
        n.figure = n.failed || n.figure.empty() ? n.failure : n.failure + " · " + n.figure;
    }
    for (const auto& [edge, link] : down) {
        if (static_cast<std::size_t>(edge) >= edges.size()) continue;
        EdgeFlow& e = edges[static_cast<std::size_t>(edge)];
        ++e.links_down;
        e.down = e.links_down >= edge_links_[static_cast<std::size_t>(edge)];
    }
}

}  // namespace santwin::playback
