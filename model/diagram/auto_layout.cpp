#include "diagram/auto_layout.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <set>

#include "diagram/column_packing.h"
#include "diagram/position_range.h"

namespace santwin::diagram {

namespace {

int kind_rank(Kind k) {  // front-end order: storage, then file, then backup
    switch (k) {
        case Kind::Array:
            return 0;
        case Kind::NasHead:
            return 1;
        case Kind::Vtl:
            return 2;
        case Kind::TapeLibrary:
            return 3;
        default:
            return 4;
    }
}

class Placer {
  public:
    Placer(Diagram& d, const LayoutMetrics& m) : d_(d), m_(m) {}

    void size_all() {
        for (int n = 0; n < count(); ++n)
            if (d_.nodes[n].parent < 0) size(n);
    }

    void place_all() {
        place_columns();
        // A diagram much taller than wide fits the screen at a zoom too small to read: its
        // pools and RAID groups are the usual cause, so draw them as one-line rows and retry.
        const Bounds b = diagram_bounds(d_);
        if (b.bottom - b.top > m_.tall_ratio * (b.right - b.left) && compact_back_end()) {
            size_all();
            place_columns();
        }
    }

    // Saved centres win; the rest go below the saved ones of their column.
    void apply_saved(const Layout& saved) {
        std::vector<bool> pinned(count(), false);
        for (int n = 0; n < count(); ++n) {
            Node& node = d_.nodes[n];
            auto it = saved.positions.find(node.key);
            // A position far out of range (position_range.h) is ignored: the box is placed here.
            if (it == saved.positions.end() || !usable_position(it->second) || (node.frame && !node.children.empty()))
                continue;
            node.x = it->second.x;
            node.y = it->second.y;
            pinned[n] = true;
        }
        if (std::none_of(pinned.begin(), pinned.end(), [](bool p) { return p; })) return;
        // Unpinned children of frames with pinned children go below their pinned siblings.
        for (int f = 0; f < count(); ++f) {
            const Node& frame = d_.nodes[f];
            if (!frame.frame) continue;
            double floor = -std::numeric_limits<double>::infinity();
            double x = 0;
            for (int c : frame.children)
                if (pinned[c]) {
                    floor = std::max(floor, d_.nodes[c].bottom());
                    x = d_.nodes[c].x;
                }
            if (floor == -std::numeric_limits<double>::infinity()) continue;
            for (int c : frame.children) {
                if (pinned[c] || contains_pinned(c, pinned)) continue;
                move_to(c, x, floor + m_.gap);
                floor = d_.nodes[c].bottom();
                mark(c, pinned);
            }
        }
        refit_frames();
        // Unpinned top-level blocks go below everything pinned in their column.
        for (int t = 0; t < kTierCount; ++t) {
            double floor = -std::numeric_limits<double>::infinity();
            for (int n = 0; n < count(); ++n)
                if (static_cast<int>(d_.nodes[n].tier) == t && pinned[n])
                    floor = std::max(floor, d_.nodes[n].bottom());
            if (floor == -std::numeric_limits<double>::infinity()) continue;
            for (int b : blocks(static_cast<Tier>(t))) {
                if (pinned[b] || contains_pinned(b, pinned)) continue;
                move_to(b, tier_x(static_cast<Tier>(t)), floor + m_.block_gap);
                floor = d_.nodes[b].bottom();
            }
        }
        refit_frames();
    }

  private:
    int count() const { return static_cast<int>(d_.nodes.size()); }

    void place_columns() {
        const Tier stacked[] = {Tier::Hosts, Tier::Fabric, Tier::FrontEnd};
        for (Tier t : stacked) stack(blocks(t));
        reorder_by_neighbours(Tier::Fabric);
        centre_columns(stacked);
        pack_beside(Tier::Vms, EdgeKind::RunsOn, m_.gap);
        pack_beside(Tier::BackEnd, EdgeKind::Holds, m_.gap + 6);
    }

    // Makes RAID groups and external volumes one-line rows; false if they already were.
    bool compact_back_end() {
        bool changed = false;
        for (Node& n : d_.nodes) {
            if (n.compact || n.frame || n.tier != Tier::BackEnd) continue;
            if (n.kind != Kind::RaidGroup && n.kind != Kind::ExternalVolume) continue;
            n.compact = true;
            changed = true;
        }
        return changed;
    }

    void size(int n) {
        Node& node = d_.nodes[n];
        if (node.frame && !node.children.empty()) {
            double h = m_.frame_title;
            double w = 0;
            for (std::size_t i = 0; i < node.children.size(); ++i) {
                size(node.children[i]);
                const Node& c = d_.nodes[node.children[i]];
                h += c.height + (i ? child_gap(node) : 0);
                w = std::max(w, c.width);
            }
            node.width = w + 2 * m_.frame_pad;
            node.height = h + m_.frame_pad;
            return;
        }
        node.width = node.tier == Tier::BackEnd ? m_.back_end_width : m_.node_width;
        node.height = node.compact ? m_.compact_height : m_.node_height;
        // Port chips flow in rows under the summary.
        const double inner = node.width - 16;
        double x = 8, y = m_.node_height - 4;
        bool any = false;
        for (PortChip& chip : node.ports) {
            chip.width = static_cast<double>(chip.label.size()) * m_.chip_char + m_.chip_padding;
            if (any && x + chip.width > 8 + inner) {
                x = 8;
                y += m_.chip_height + m_.chip_gap;
            }
            chip.x = x;
            chip.y = y;
            x += chip.width + m_.chip_gap;
            any = true;
        }
        if (any) node.height = y + m_.chip_height + 8;
    }

    double child_gap(const Node& frame) const {
        const bool compact = !frame.children.empty() && d_.nodes[frame.children.front()].compact;
        return compact ? m_.gap / 2 : m_.gap;
    }

    // Puts block `n` with its top edge at `top`, centred on its tier's column.
    void place(int n, double top) {
        Node& node = d_.nodes[n];
        node.x = tier_x(node.tier);
        node.y = top + node.height / 2;
        if (!node.frame) return;
        double y = top + m_.frame_title;
        for (int c : node.children) {
            place(c, y);
            y += d_.nodes[c].height + child_gap(node);
        }
    }

    void shift(int n, double dx, double dy) {
        Node& node = d_.nodes[n];
        node.x += dx;
        node.y += dy;
        for (int c : node.children) shift(c, dx, dy);
    }

    void move_to(int n, double centre_x, double top) {
        const Node& node = d_.nodes[n];
        shift(n, centre_x - node.x, top - node.top());
    }

    std::vector<int> blocks(Tier t) const {
        std::vector<int> out;
        for (int n = 0; n < count(); ++n)
            if (d_.nodes[n].tier == t && d_.nodes[n].parent < 0) out.push_back(n);
        if (t == Tier::FrontEnd)
            std::stable_sort(out.begin(), out.end(), [&](int a, int b) {
                return kind_rank(d_.nodes[a].kind) < kind_rank(d_.nodes[b].kind);
            });
        return out;
    }

    // Stacks blocks from y = 0; returns the column's height.
    double stack(const std::vector<int>& list) {
        double top = 0;
        for (int b : list) {
            place(b, top);
            top += d_.nodes[b].height + m_.block_gap;
        }
        return list.empty() ? 0 : top - m_.block_gap;
    }

    bool within(int n, int block) const {
        for (; n >= 0; n = d_.nodes[n].parent)
            if (n == block) return true;
        return false;
    }

    // Mean centre y of the nodes in other tiers cabled to `block` (or its children).
    double neighbour_y(int block) const {
        double sum = 0;
        int k = 0;
        for (const Edge& e : d_.edges) {
            if (e.kind != EdgeKind::Cable) continue;
            const bool a = within(e.from, block), b = within(e.to, block);
            if (a == b) continue;
            const Node& other = d_.nodes[a ? e.to : e.from];
            if (other.tier == d_.nodes[block].tier) continue;
            sum += other.y * e.count;
            k += e.count;
        }
        return k ? sum / k : d_.nodes[block].y;
    }

    int block_of(int n) const {
        while (d_.nodes[n].parent >= 0) n = d_.nodes[n].parent;
        return n;
    }

    // Orders a column's blocks by where their cabled neighbours sit. Blocks cabled to each other
    // (switches joined by ISLs) stay together, in id order, so their links stay short.
    void reorder_by_neighbours(Tier t) {
        const std::vector<int> list = blocks(t);
        std::vector<int> cluster(count(), -1);
        for (int b : list) cluster[b] = b;
        const auto find = [&](int b) {
            while (cluster[b] != b) b = cluster[b] = cluster[cluster[b]];
            return b;
        };
        for (const Edge& e : d_.edges) {
            if (e.kind != EdgeKind::Cable || d_.nodes[e.from].tier != t || d_.nodes[e.to].tier != t)
                continue;
            const int a = find(block_of(e.from)), b = find(block_of(e.to));
            if (a != b) cluster[std::max(a, b)] = std::min(a, b);
        }
        std::vector<double> sum(count(), 0);
        std::vector<int> members(count(), 0);
        for (int b : list) {
            sum[find(b)] += neighbour_y(b);
            members[find(b)]++;
        }
        std::vector<int> ordered = list;
        std::stable_sort(ordered.begin(), ordered.end(), [&](int a, int b) {
            const int ca = find(a), cb = find(b);
            if (ca == cb) return false;  // keep id order inside a cluster
            return sum[ca] / members[ca] < sum[cb] / members[cb] ||
                   (sum[ca] / members[ca] == sum[cb] / members[cb] && ca < cb);
        });
        stack(ordered);
    }

    template <std::size_t N>
    void centre_columns(const Tier (&tiers)[N]) {
        double tallest = 0;
        std::vector<Bounds> spans;
        for (Tier t : tiers) {
            Bounds b = column_span(t);
            tallest = std::max(tallest, b.bottom - b.top);
            spans.push_back(b);
        }
        for (std::size_t i = 0; i < N; ++i) {
            const double dy = (tallest - (spans[i].bottom - spans[i].top)) / 2 - spans[i].top;
            for (int b : blocks(tiers[i])) shift(b, 0, dy);
        }
    }

    Bounds column_span(Tier t) const {
        Bounds b{0, std::numeric_limits<double>::infinity(), 0,
                 -std::numeric_limits<double>::infinity()};
        for (int n : blocks(t)) {
            b.top = std::min(b.top, d_.nodes[n].top());
            b.bottom = std::max(b.bottom, d_.nodes[n].bottom());
        }
        if (b.top > b.bottom) b.top = b.bottom = 0;
        return b;
    }

    // Packs a column's blocks beside the node each is joined to by an edge of `kind`.
    void pack_beside(Tier t, EdgeKind kind, double gap) {
        std::vector<int> list = blocks(t);
        if (list.empty()) return;
        std::vector<double> want(count(), 0);
        const Bounds hosts = column_span(Tier::Hosts);
        const double fallback = (hosts.top + hosts.bottom) / 2;
        for (int b : list) {
            want[b] = std::numeric_limits<double>::infinity();
            for (const Edge& e : d_.edges)
                if (e.kind == kind && (e.from == b || e.to == b)) {
                    want[b] = d_.nodes[e.from == b ? e.to : e.from].y;
                    break;
                }
        }
        // Beside the same neighbour, blocks go in entity order (a frame by its first child), so
        // RG-003, Pool-000 (RG-004, RG-005), RG-006 read in sequence.
        // VMs come before templates beside one host.
        std::vector<std::pair<int, Id>> order(count());
        for (int b : list) order[b] = {d_.nodes[b].kind == Kind::Template ? 1 : 0, first_key(b)};
        std::stable_sort(list.begin(), list.end(), [&](int a, int b) {
            return std::pair(want[a], order[a]) < std::pair(want[b], order[b]);
        });
        std::vector<ColumnSlot> slots;
        for (int b : list) {
            const double w = std::isinf(want[b]) ? fallback : want[b];
            slots.push_back({w, d_.nodes[b].height});
        }
        const std::vector<double> centres = pack_column(slots, gap);
        for (std::size_t i = 0; i < list.size(); ++i)
            place(list[i], centres[i] - d_.nodes[list[i]].height / 2);
    }

    Id first_key(int n) const {
        Id k = d_.nodes[n].key;
        for (int c : d_.nodes[n].children) k = std::min(k, first_key(c));
        return k;
    }

    bool contains_pinned(int n, const std::vector<bool>& pinned) const {
        for (int c : d_.nodes[n].children)
            if (pinned[c] || contains_pinned(c, pinned)) return true;
        return false;
    }

    void mark(int n, std::vector<bool>& pinned) const {
        pinned[n] = true;
        for (int c : d_.nodes[n].children) mark(c, pinned);
    }

    // Frames wrap their children again (deepest first, so nested frames stay right).
    void refit_frames() {
        for (int n = count() - 1; n >= 0; --n) refit(n);
    }

    void refit(int n) {
        Node& f = d_.nodes[n];
        if (!f.frame || f.children.empty()) return;
        for (int c : f.children) refit(c);
        double l = std::numeric_limits<double>::infinity(), t = l;
        double r = -l, b = -l;
        for (int c : f.children) {
            const Node& k = d_.nodes[c];
            l = std::min(l, k.left());
            r = std::max(r, k.right());
            t = std::min(t, k.top());
            b = std::max(b, k.bottom());
        }
        l -= m_.frame_pad;
        r += m_.frame_pad;
        t -= m_.frame_title;
        b += m_.frame_pad;
        f.x = (l + r) / 2;
        f.y = (t + b) / 2;
        f.width = r - l;
        f.height = b - t;
    }

    Diagram& d_;
    const LayoutMetrics& m_;
};

}  // namespace

void size_nodes(Diagram& d, const LayoutMetrics& m) {
    Placer(d, m).size_all();
}

void auto_layout(Diagram& d, const Layout& saved, const LayoutMetrics& m) {
    Placer p(d, m);
    p.size_all();
    p.place_all();
    p.apply_saved(saved);
}

void store_positions(const Diagram& d, Layout& layout) {
    for (const Node& n : d.nodes) layout.positions[n.key] = Point{n.x, n.y};
}

Bounds diagram_bounds(const Diagram& d) {
    if (d.nodes.empty()) return {};
    Bounds b{std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity(),
             -std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
    for (const Node& n : d.nodes) {
        b.left = std::min(b.left, n.left());
        b.top = std::min(b.top, n.top());
        b.right = std::max(b.right, n.right());
        b.bottom = std::max(b.bottom, n.bottom());
    }
    return b;
}

Diagram lay_out(const Project& project) {
    Diagram d = build_diagram(project.topology, project.layout);
    auto_layout(d, project.layout);
    return d;
}

}  // namespace santwin::diagram
