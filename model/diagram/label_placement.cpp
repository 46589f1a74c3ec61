#include "diagram/label_placement.h"

#include <algorithm>
#include <numeric>

namespace santwin::diagram {

namespace {
struct Box {
    double l, t, r, b;
    bool hits(const Box& o) const { return l < o.r && o.l < r && t < o.b && o.t < b; }
};
}  // namespace

std::vector<LabelSpot> place_labels(const Diagram& d, const std::vector<Route>& routes,
                                    double char_width, double height) {
    std::vector<LabelSpot> spots(d.edges.size());
    std::vector<Box> taken;
    for (const Node& n : d.nodes)
        if (!n.frame) taken.push_back({n.left(), n.top(), n.right(), n.bottom()});
    std::vector<std::size_t> order(d.edges.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return d.edges[a].count > d.edges[b].count;
    });
    const double gap = height * 0.15;  // breathing room between labels
    for (std::size_t i : order) {
        const Edge& e = d.edges[i];
        if (e.label.empty() || i >= routes.size()) continue;
        // The label's text plus its rounded ends.
        const double w = static_cast<double>(e.label.size()) * char_width + height;
        for (double t : {0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78}) {
            const Vec2 c = routes[i].at(t);
            const Box box{c.x - w / 2 - gap, c.y - height / 2 - gap, c.x + w / 2 + gap,
                          c.y + height / 2 + gap};
            if (std::any_of(taken.begin(), taken.end(), [&](const Box& o) { return box.hits(o); }))
                continue;
            taken.push_back(box);
            spots[i] = {c, true};
            break;
        }
    }
    return spots;
}

}  // namespace santwin::diagram
