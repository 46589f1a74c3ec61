#include "diagram/diagram_edges.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "diagram/node_summary.h"
#include "topology/port_speeds.h"

namespace santwin::diagram {

namespace {

void add_cables(const Topology& t, Diagram& d) {
    std::map<std::tuple<int, int, std::string>, int> index;  // (from, to, medium) -> edge
    for (Id link_id : t.all_of(Kind::Link)) {
        const Entity& link = t.at(link_id);
        const Entity* a = t.find(link.ref("a"));
        const Entity* b = t.find(link.ref("b"));
        if (!a || !b) continue;  // validation reports dangling cables
        int na = d.node_for(a->id);
        int nb = d.node_for(b->id);
        if (na < 0 || nb < 0 || na == nb) continue;  // inside one box (a collapsed frame)
        // Left end first, so every cable runs the same way across the columns.
        const auto rank = [&](int n) { return std::pair(static_cast<int>(d.nodes[n].tier), n); };
        if (rank(nb) < rank(na)) std::swap(na, nb);
        const std::string medium = link.text("medium");
        const double speed = std::min(port_line_rate(t, a->id, 0), port_line_rate(t, b->id, 0));
        auto key = std::make_tuple(na, nb, medium);
        auto it = index.find(key);
        if (it == index.end()) {
            Edge e;
            e.from = na;
            e.to = nb;
            e.kind = EdgeKind::Cable;
            e.medium = medium;
            e.count = 0;
            d.edges.push_back(e);
            it = index.emplace(key, static_cast<int>(d.edges.size()) - 1).first;
        }
        Edge& e = d.edges[it->second];
        e.count++;
        e.speed_gbps = std::max(e.speed_gbps, speed);
        e.total_gbps += speed;
        e.links.push_back(link_id);
    }
    for (Edge& e : d.edges) {
        if (e.kind != EdgeKind::Cable) continue;
        e.label = format_speed(e.speed_gbps, e.medium);
        if (e.count > 1) e.label = std::to_string(e.count) + " × " + e.label;
    }
}

void add_runs_on(const Topology& t, Diagram& d) {
    for (int n = 0; n < static_cast<int>(d.nodes.size()); ++n) {
        const Node& node = d.nodes[n];
        if (node.tier != Tier::Vms) continue;
        Id host = t.at(node.key).ref("host");
        int h = host && t.contains(host) ? d.node_for(host) : -1;
        if (h < 0) continue;
        Edge e;
        e.from = n;
        e.to = h;
        e.kind = EdgeKind::RunsOn;
        e.count = node.group ? static_cast<int>(node.members.size()) : 1;
        d.edges.push_back(e);
    }
}

void add_holds(const Topology& t, Diagram& d) {
    for (int n = 0; n < static_cast<int>(d.nodes.size()); ++n) {
        const Node& node = d.nodes[n];
        if (node.tier != Tier::BackEnd || node.parent >= 0) continue;
        int owner = d.node_for(t.at(node.key).parent);
        if (owner < 0 || owner == n) continue;
        Edge e;
        e.from = owner;
        e.to = n;
        e.kind = EdgeKind::Holds;
        d.edges.push_back(e);
    }
}

}  // namespace

std::string_view edge_kind_name(EdgeKind kind) {
    switch (kind) {
        case EdgeKind::Cable:
            return "cable";
        case EdgeKind::RunsOn:
            return "runs_on";
        case EdgeKind::Holds:
            return "holds";
    }
    return "?";
}

void add_edges(const Topology& t, Diagram& d) {
    add_cables(t, d);
    add_runs_on(t, d);
    add_holds(t, d);
}

}  // namespace santwin::diagram
