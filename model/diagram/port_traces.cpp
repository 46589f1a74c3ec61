#include "diagram/port_traces.h"

#include <algorithm>
#include <cmath>

#include "topology/cable_names.h"
#include "topology/port_speeds.h"
#include "topology/value.h"

namespace santwin::diagram {

namespace {

constexpr double kChipHeight = 18;  // as auto_layout sizes them

std::string rate(double gbps) { return to_display(Value{gbps}) + " Gb/s"; }

// "SW-B2/20 on SW-B2": the port and the box it is drawn on (omitted when it is the port itself).
std::string port_on_box(const Topology& t, const Diagram& d, Id port) {
    std::string out = t.at(port).name;
    if (const int n = d.node_for(port); n >= 0 && d.nodes[static_cast<std::size_t>(n)].key != port)
        out += " on " + d.nodes[static_cast<std::size_t>(n)].name;
    return out;
}

// Where a cable leaves a box without a chip for it: the side facing `towards`, at mid-height.
Vec2 box_side(const Node& n, const Vec2& towards) {
    return {towards.x >= n.x ? n.right() : n.left(), n.y};
}

}  // namespace

std::vector<Id> links_of_port(const Topology& t, Id port) {
    std::vector<Id> out;
    for (const auto& [who, key] : t.referrers(port))
        if ((key == "a" || key == "b") && t.at(who).kind == Kind::Link) out.push_back(who);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::optional<Vec2> chip_centre(const Diagram& d, Id port) {
    const int n = d.node_for(port);
    if (n < 0) return std::nullopt;
    const Node& node = d.nodes[static_cast<std::size_t>(n)];
    for (const PortChip& chip : node.ports)
        if (chip.port == port) return Vec2{node.left() + chip.x + chip.width / 2, node.top() + chip.y + kChipHeight / 2};
    return std::nullopt;
}

std::vector<CableTrace> trace_cables(const Topology& t, const Diagram& d, const std::vector<Id>& links) {
    std::vector<CableTrace> out;
    for (Id link : links) {
        const Entity* e = t.find(link);
        if (!e || e->kind != Kind::Link) continue;
        const Id a = e->ref("a"), b = e->ref("b");
        const int na = d.node_for(a), nb = d.node_for(b);
        if (na < 0 || nb < 0) continue;
        const Node& node_a = d.nodes[static_cast<std::size_t>(na)];
        const Node& node_b = d.nodes[static_cast<std::size_t>(nb)];
        const std::optional<Vec2> chip_a = chip_centre(d, a), chip_b = chip_centre(d, b);
        const Vec2 start = chip_a ? *chip_a : box_side(node_a, chip_b ? *chip_b : Vec2{node_b.x, node_b.y});
        const Vec2 end = chip_b ? *chip_b : box_side(node_b, start);
        // Horizontal tangents like the bundled cables; two chips in one column bulge out to the
        // right so the trace does not run along the column's boxes.
        Route r;
        r.start = start;
        r.end = end;
        const double reach = std::max(40.0, std::abs(end.x - start.x) / 2);
        r.arc = node_a.tier == node_b.tier;
        if (r.arc) {
            const double out_x = std::max(node_a.right(), node_b.right()) + 40;
            r.control1 = {out_x, start.y};
            r.control2 = {out_x, end.y};
        } else {
            const double dir = end.x >= start.x ? 1 : -1;
            r.control1 = {start.x + dir * reach, start.y};
            r.control2 = {end.x - dir * reach, end.y};
        }
        r.label = r.at(0.5);
        out.push_back({link, r});
    }
    return out;
}

std::string port_hint(const Topology& t, const Diagram& d, Id port) {
    const Entity* p = t.find(port);
    if (!p || p->kind != Kind::Port) return {};
    const double set = p->num("speed_gbps"), own = port_line_rate(t, port, 0);
    std::string out = port_on_box(t, d, port) + " · " + protocol_abbreviation(p->text("protocol")) + " " + rate(own);
    if (own < set) out += " (set to " + rate(set) + "; its device runs no faster)";
    const std::vector<Id> links = links_of_port(t, port);
    if (links.empty()) return out + "\nNot cabled: drag from this chip to another port to cable it";
    for (Id link : links) {
        const Entity& l = t.at(link);
        const Id peer = l.ref("a") == port ? l.ref("b") : l.ref("a");
        if (!t.contains(peer)) continue;
        const double runs = std::min(own, port_line_rate(t, peer, 0));
        out += "\nCabled to " + port_on_box(t, d, peer) + " · runs at " + rate(runs);
        if (runs < own) out += ", the slower end's rate";
    }
    return out;
}

}  // namespace santwin::diagram
