#include "diagram/edge_routes.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace santwin::diagram {

namespace {

enum class Side { Left, Right };

struct End {
    std::size_t edge = 0;
    bool is_start = false;  // the route's start (else its end)
    double far_y = 0;       // where the other end sits, to order anchors along the side
};

// Anchors of `count` edges on one side of a box: spread around its middle, 14 units apart at
// most, never beyond the middle 70 % of the side.
double anchor_y(const Node& n, std::size_t i, std::size_t count) {
    const double span = std::min(n.height * 0.7, 14.0 * static_cast<double>(count - 1));
    if (count < 2) return n.y;
    return n.y - span / 2 + span * static_cast<double>(i) / static_cast<double>(count - 1);
}

}  // namespace

Vec2 Route::at(double t) const {
    const double u = 1 - t;
    const double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
    return {a * start.x + b * control1.x + c * control2.x + d * end.x,
            a * start.y + b * control1.y + c * control2.y + d * end.y};
}

namespace {
constexpr int kSamples = 48;
double distance(Vec2 a, Vec2 b) { return std::hypot(b.x - a.x, b.y - a.y); }
}  // namespace

double route_length(const Route& route) {
    double total = 0;
    Vec2 last = route.start;
    for (int k = 1; k <= kSamples; ++k) {
        const Vec2 p = route.at(static_cast<double>(k) / kSamples);
        total += distance(last, p);
        last = p;
    }
    return total;
}

Vec2 middle_by_length(const Route& route) {
    double half = route_length(route) / 2;
    Vec2 last = route.start;
    for (int k = 1; k <= kSamples; ++k) {
        const Vec2 p = route.at(static_cast<double>(k) / kSamples);
        const double seg = distance(last, p);
        if (seg >= half && seg > 0)
            return {last.x + (p.x - last.x) * half / seg, last.y + (p.y - last.y) * half / seg};
        half -= seg;
        last = p;
    }
    return route.end;
}


std::vector<Route> route_edges(const Diagram& d) {
    std::vector<Route> routes(d.edges.size());
    std::map<std::pair<int, Side>, std::vector<End>> sides;  // (node, side) -> edge ends there
    for (std::size_t i = 0; i < d.edges.size(); ++i) {
        const Edge& e = d.edges[i];
        const Node& a = d.nodes[e.from];
        const Node& b = d.nodes[e.to];
        Route& r = routes[i];
        r.arc = a.tier == b.tier;
        // The left box's right side to the right box's left side; same column: right to right.
        const bool a_left = r.arc || a.x <= b.x;
        const int left = a_left ? e.from : e.to;
        const int right = a_left ? e.to : e.from;
        sides[{left, Side::Right}].push_back({i, a_left, d.nodes[right].y});
        sides[{right, r.arc ? Side::Right : Side::Left}].push_back({i, !a_left, d.nodes[left].y});
    }
    for (auto& [where, ends] : sides) {
        const Node& n = d.nodes[where.first];
        std::stable_sort(ends.begin(), ends.end(),
                         [](const End& p, const End& q) { return p.far_y < q.far_y; });
        for (std::size_t k = 0; k < ends.size(); ++k) {
            Vec2 p{where.second == Side::Right ? n.right() : n.left(), anchor_y(n, k, ends.size())};
            Route& r = routes[ends[k].edge];
            (ends[k].is_start ? r.start : r.end) = p;
        }
    }
    for (Route& r : routes) {
        if (r.arc) {
            // Inside the gap to the next column, whatever the span: a bracket, not a loop.
            const double bulge = std::min(80.0, 30 + 0.2 * std::fabs(r.end.y - r.start.y));
            r.control1 = {r.start.x + bulge, r.start.y};
            r.control2 = {r.end.x + bulge, r.end.y};
        } else {
            const double dir = r.end.x >= r.start.x ? 1 : -1;
            const double reach = std::max(40.0, std::fabs(r.end.x - r.start.x) * 0.5);
            r.control1 = {r.start.x + dir * reach, r.start.y};
            r.control2 = {r.end.x - dir * reach, r.end.y};
        }
        r.label = r.at(0.5);
    }
    return routes;
}

}  // namespace santwin::diagram
