#include "editing/placement.h"

#include <algorithm>
#include <limits>
#include <set>

#include "diagram/auto_layout.h"

namespace santwin::editing {

namespace {
constexpr double kGap = 20;      // between a box and the one it is moved clear of
constexpr int kMaxTries = 60;    // then it goes where the last try put it

struct Rect {
    double l = std::numeric_limits<double>::infinity(), t = l, r = -l, b = -l;
    void add(const diagram::Node& n) {
        l = std::min(l, n.left());
        t = std::min(t, n.top());
        r = std::max(r, n.right());
        b = std::max(b, n.bottom());
    }
    bool valid() const { return l <= r && t <= b; }
    bool overlaps(const diagram::Node& n, double dy) const {
        return l < n.right() && n.left() < r && t + dy < n.bottom() && n.top() < b + dy;
    }
};

// Node indexes of `roots`, everything drawn inside them and every frame around them: the boxes
// a placement of `roots` may overlap without hiding anything.
std::set<int> own_boxes(const diagram::Diagram& d, const std::vector<int>& roots) {
    std::set<int> own;
    for (std::vector<int> pending = roots; !pending.empty();) {
        const int n = pending.back();
        pending.pop_back();
        if (!own.insert(n).second) continue;
        const auto& children = d.nodes[static_cast<size_t>(n)].children;
        pending.insert(pending.end(), children.begin(), children.end());
    }
    for (int n : roots)
        for (int p = d.nodes[static_cast<size_t>(n)].parent; p >= 0; p = d.nodes[static_cast<size_t>(p)].parent)
            own.insert(p);
    return own;
}

// The first drop dy = k * (height + gap), k >= `from`, at which `box` covers no box outside `own`.
double first_clear_drop(const diagram::Diagram& d, const Rect& box, const std::set<int>& own, int from) {
    const double step = box.b - box.t + kGap;
    double dy = from * step;
    for (int tries = 0; tries < kMaxTries; ++tries, dy += step) {
        bool clear = true;
        for (int n = 0; n < static_cast<int>(d.nodes.size()) && clear; ++n)
            clear = own.count(n) || !box.overlaps(d.nodes[static_cast<size_t>(n)], dy);
        if (clear) return dy;
    }
    return dy - step;
}

void shift_contents(EditSession& s, const diagram::Diagram& d, int root, double dx, double dy) {
    for (std::vector<int> pending{root}; !pending.empty();) {
        const diagram::Node& n = d.nodes[static_cast<size_t>(pending.back())];
        pending.pop_back();
        if (n.children.empty()) s.move(n.key, Point{n.x + dx, n.y + dy});
        pending.insert(pending.end(), n.children.begin(), n.children.end());
    }
}
}  // namespace

void centre_box_at(EditSession& s, Id id, Point at) {
    const diagram::Diagram d = diagram::lay_out(s.project());
    const auto found = d.node_of.find(id);
    if (found == d.node_of.end()) return;
    const diagram::Node& box = d.nodes[static_cast<size_t>(found->second)];
    if (box.key != id) return;  // drawn inside a collapsed box
    if (box.children.empty()) {
        s.move(id, at);
        return;
    }
    // Positions are kept for boxes without contents; the frame is fitted around them.
    shift_contents(s, d, found->second, at.x - box.x, at.y - box.y);
}

bool move_clear_of_others(EditSession& s, Id id) {
    const diagram::Diagram d = diagram::lay_out(s.project());
    const auto found = d.node_of.find(id);
    if (found == d.node_of.end() || d.nodes[static_cast<size_t>(found->second)].key != id) return false;
    Rect box;
    box.add(d.nodes[static_cast<size_t>(found->second)]);
    const double dy = first_clear_drop(d, box, own_boxes(d, {found->second}), 0);
    if (dy == 0) return false;
    shift_contents(s, d, found->second, 0, dy);
    return true;
}

void place_new_box(EditSession& s, Id id, Point at) {
    centre_box_at(s, id, at);
    move_clear_of_others(s, id);
}

Point free_offset_below(const diagram::Diagram& d, const std::vector<Id>& ids, int steps) {
    std::vector<int> roots;
    Rect box;
    for (Id id : ids)
        if (auto it = d.node_of.find(id); it != d.node_of.end() && d.nodes[static_cast<size_t>(it->second)].key == id) {
            roots.push_back(it->second);
            box.add(d.nodes[static_cast<size_t>(it->second)]);
        }
    if (!box.valid()) return Point{0, 40.0 * std::max(1, steps)};
    return Point{0, first_clear_drop(d, box, own_boxes(d, roots), std::max(1, steps))};
}

}  // namespace santwin::editing
