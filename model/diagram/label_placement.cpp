#include "diagram/label_placement.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <numeric>
#include <string>
#include <unordered_map>

namespace santwin::diagram {

namespace {

// Taken rectangles filed in a coarse grid: a lab of thousands of boxes checks a candidate spot
// against its neighbours only. A rectangle covering more than kMaxCells cells (a frame title
// across a diagram whose boxes lie far apart) is kept on a short list checked against every
// candidate instead, so the grid never grows with the diagram's extent.
class Occupancy {
  public:
    explicit Occupancy(double cell) : cell_(cell) {}

    bool free(const Rect& r) const {
        for (int k : wide_)
            if (rects_[static_cast<std::size_t>(k)].hits(r)) return false;
        if (cells(r) > kMaxCells)
            return std::none_of(rects_.begin(), rects_.end(), [&](const Rect& o) { return o.hits(r); });
        bool clear = true;
        visit(r, [&](std::vector<int>* in) {
            if (!in) return;
            for (int k : *in)
                if (rects_[static_cast<std::size_t>(k)].hits(r)) clear = false;
        });
        return clear;
    }

    void take(const Rect& r) {
        const int k = static_cast<int>(rects_.size());
        rects_.push_back(r);
        if (cells(r) > kMaxCells) wide_.push_back(k);
        else visit(r, [&](std::vector<int>*) {}, k);
    }

  private:
    static constexpr double kMaxCells = 256;

    // How many grid cells `r` covers (in doubles: far-out coordinates overflow integers).
    double cells(const Rect& r) const {
        const double w = std::floor(r.r / cell_) - std::floor(r.l / cell_) + 1;
        const double h = std::floor(r.b / cell_) - std::floor(r.t / cell_) + 1;
        return std::isfinite(w * h) ? w * h : kMaxCells + 1;
    }

    // Calls `f` with each grid cell `r` covers (null for an empty one); with `add` >= 0, files
    // rectangle `add` in every one of them first.
    template <class F>
    void visit(const Rect& r, F f, int add = -1) const {
        const auto lo_x = static_cast<std::int64_t>(std::floor(r.l / cell_));
        const auto hi_x = static_cast<std::int64_t>(std::floor(r.r / cell_));
        const auto lo_y = static_cast<std::int64_t>(std::floor(r.t / cell_));
        const auto hi_y = static_cast<std::int64_t>(std::floor(r.b / cell_));
        for (auto x = lo_x; x <= hi_x; ++x)
            for (auto y = lo_y; y <= hi_y; ++y) {
                const std::uint64_t key = (static_cast<std::uint64_t>(x) << 32) ^ static_cast<std::uint32_t>(y);
                if (add >= 0) grid_[key].push_back(add);
                const auto it = grid_.find(key);
                f(it == grid_.end() ? nullptr : &it->second);
            }
    }

    double cell_;
    std::vector<Rect> rects_;
    std::vector<int> wide_;  // rectangles too wide to file in the grid
    mutable std::unordered_map<std::uint64_t, std::vector<int>> grid_;
};

// Where along the curve labels are tried: the middle first, then outwards to 30 % and 70 %.
const std::vector<double>& candidate_ts() {
    static const std::vector<double> ts = [] {
        std::vector<double> out{0.5};
        for (int k = 1; k <= 8; ++k) {
            out.push_back(0.5 - 0.025 * k);
            out.push_back(0.5 + 0.025 * k);
        }
        return out;
    }();
    return ts;
}

}  // namespace

Rect label_rect(Vec2 centre, double width, double height) {
    return {centre.x - width / 2, centre.y - height / 2, centre.x + width / 2, centre.y + height / 2};
}

Rect frame_title(const Node& frame) {
    // NodePainter draws a frame's words in its top 46 units, the toggle in its top-right corner.
    return {frame.left(), frame.top(), frame.right(), frame.top() + std::min(46.0, frame.height)};
}

std::vector<LabelSpot> place_labels(const Diagram& d, const std::vector<Route>& routes,
                                    const LabelRequest& request) {
    std::vector<LabelSpot> spots(d.edges.size());
    Occupancy taken(std::max(32.0, request.height * 4));
    auto grown = [](Rect r, double by) { return Rect{r.l - by, r.t - by, r.r + by, r.b + by}; };
    // Boxes and titles are taken with their clearance less the gap every label keeps anyway.
    const double extra = std::max(0.0, request.clearance - request.gap);
    for (const Node& n : d.nodes)
        taken.take(grown(n.frame ? frame_title(n) : Rect{n.left(), n.top(), n.right(), n.bottom()}, extra));
    const std::size_t count = std::min({d.edges.size(), routes.size(), request.widths.size()});

    auto inside = [&](int n, int frame) {
        for (int k = n; k >= 0; k = d.nodes[static_cast<std::size_t>(k)].parent)
            if (k == frame) return true;
        return false;
    };
    auto first = [&](std::size_t i) {
        return request.first_node >= 0 &&
               (inside(d.edges[i].from, request.first_node) || inside(d.edges[i].to, request.first_node));
    };
    // The selection's edges first, then those standing for more cables, then in edge order.
    std::vector<std::size_t> order(count);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (first(a) != first(b)) return first(a);
        return d.edges[a].count > d.edges[b].count;
    });

    const bool have_previous = request.previous && request.previous->size() == d.edges.size();
    std::map<std::string, std::vector<Vec2>> placed;  // centres of the shown labels, by text
    auto repeats = [&](const std::string& text, Vec2 c) {
        const auto it = placed.find(text);
        if (it == placed.end()) return false;
        return std::any_of(it->second.begin(), it->second.end(), [&](Vec2 o) {
            return std::hypot(o.x - c.x, o.y - c.y) < request.repeat;
        });
    };
    std::vector<double> ts;
    for (std::size_t i : order) {
        const bool selected = first(i);
        if (d.edges[i].label.empty() || (request.first_only && !selected)) continue;
        const double w = request.widths[i];
        if (w > route_length(routes[i]) * 0.9) continue;
        ts.clear();
        if (have_previous && (*request.previous)[i].shown) ts.push_back((*request.previous)[i].t);
        ts.insert(ts.end(), candidate_ts().begin(), candidate_ts().end());
        for (double t : ts) {
            const Vec2 c = routes[i].at(t);
            const Rect box = grown(label_rect(c, w, request.height), request.gap);
            if (!taken.free(box) || (!selected && repeats(d.edges[i].label, c))) continue;
            taken.take(box);
            placed[d.edges[i].label].push_back(c);
            spots[i] = {c, t, true};
            break;
        }
    }
    return spots;
}

}  // namespace santwin::diagram
