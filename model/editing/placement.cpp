#include "editing/placement.h"

#include "diagram/auto_layout.h"
#include "diagram/diagram.h"

namespace santwin::editing {

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
    const double dx = at.x - box.x, dy = at.y - box.y;
    for (std::vector<int> pending{found->second}; !pending.empty();) {
        const diagram::Node& n = d.nodes[static_cast<size_t>(pending.back())];
        pending.pop_back();
        if (n.children.empty()) s.move(n.key, Point{n.x + dx, n.y + dy});
        pending.insert(pending.end(), n.children.begin(), n.children.end());
    }
}

}  // namespace santwin::editing
