// Where a reference mark's label goes: the first candidate spot where it covers nothing already
// drawn (bars, value and other marks' labels, data lines), then the same spots with its short
// form ("780" for "required 780"), and failing both the spot where it covers least, text
// weighing most.
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include "export/plot_frame.h"

namespace santwin::exporting {

namespace {
// Whether segment `l` passes through rectangle `r`.
bool crosses(const QRectF& r, const QLineF& l) {
    if (r.contains(l.p1()) || r.contains(l.p2())) return true;
    const QLineF edges[] = {{r.topLeft(), r.topRight()}, {r.topRight(), r.bottomRight()},
                            {r.bottomRight(), r.bottomLeft()}, {r.bottomLeft(), r.topLeft()}};
    for (const QLineF& e : edges)
        if (l.intersects(e, nullptr) == QLineF::BoundedIntersection) return true;
    return false;
}
}  // namespace

double PlotFrame::clash(const QRectF& r) const {
    constexpr double kTextWeight = 200;  // text on text is unreadable; text on a bar reads on its halo
    double covered = 0;
    auto area = [&r](const QRectF& t) {
        const QRectF both = t.intersected(r);
        return both.width() * both.height();
    };
    for (const QRectF& t : taken) covered += area(t);
    // Text keeps a gap from text each side: "< 20 ms" and "> 20 ms" a pixel apart read as one.
    for (const QRectF& t : texts) covered += kTextWeight * area(t.adjusted(-4, 0, 4, 0));
    for (const QLineF& l : strokes)
        if (crosses(r, l)) covered += r.height() * 4;  // a line through text is worse than a corner
    return covered;
}

void place_label(QPainter& p, const PlotFrame& f, const MarkLabel& label, const QColor& background) {
    const QFontMetricsF fm(p.font());
    auto box = [&](const QString& text, const QPointF& at) {
        return QRectF(at.x() - 1, at.y() - fm.ascent() - 1, fm.horizontalAdvance(text) + 2, fm.height() + 2);
    };
    // Every spot of the full text, then of the short form: the first free one, else the one
    // covering least (inside the plot where any is). Later spots are further from the mark: each
    // place down the list costs a tenth of the label's area, so a label that must cover a bar
    // stays by its line rather than drifting to a far corner of the bar.
    std::vector<std::pair<QString, QPointF>> candidates;
    for (const QPointF& at : label.spots) candidates.emplace_back(label.text, at);
    if (!label.short_text.isEmpty())
        for (const QPointF& at : label.short_spots) candidates.emplace_back(label.short_text, at);
    if (candidates.empty()) return;
    const std::pair<QString, QPointF>* chosen = nullptr;
    for (const auto& c : candidates)
        if (f.free(box(c.first, c.second))) {
            chosen = &c;
            break;
        }
    if (!chosen) {
        double least = std::numeric_limits<double>::infinity();
        for (std::size_t rank = 0; rank < candidates.size(); ++rank) {
            const auto& c = candidates[rank];
            const QRectF r = box(c.first, c.second);
            const double outside = f.plot.adjusted(-2, -2, 2, 2).contains(r) ? 0 : 1e9;  // stay in the plot
            const double farther = 0.1 * static_cast<double>(rank) * r.width() * r.height();
            if (const double cost = f.clash(r) + outside + farther; cost < least) {
                least = cost;
                chosen = &c;
            }
        }
    }
    halo_text(p, chosen->second, chosen->first, label.color, background);
    f.texts.push_back(box(chosen->first, chosen->second));
}

void place_labels(QPainter& p, const PlotFrame& f, const std::vector<MarkLabel>& labels, const QColor& background) {
    const QFontMetricsF fm(p.font());
    std::vector<bool> placed(labels.size(), false);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const MarkLabel& l = labels[i];
        const double w = fm.horizontalAdvance(l.text);
        for (std::size_t k = 0; k < l.spots.size() && k < l.own && !placed[i]; ++k) {
            const QRectF r(l.spots[k].x() - 1, l.spots[k].y() - fm.ascent() - 1, w + 2, fm.height() + 2);
            if (!f.free(r)) continue;
            halo_text(p, l.spots[k], l.text, l.color, background);
            f.texts.push_back(r);
            placed[i] = true;
        }
    }
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (!placed[i]) place_label(p, f, labels[i], background);
}

}  // namespace santwin::exporting
