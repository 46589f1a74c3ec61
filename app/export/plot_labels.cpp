// Where a reference mark's label goes: the first candidate spot where it covers nothing already
// drawn (bars, value labels, data lines), then the same spots with its short form ("780" for
// "required 780"), and failing both the spot where it covers least.
#include <cmath>
#include <limits>

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
    double covered = 0;
    for (const QRectF& t : taken) {
        const QRectF both = t.intersected(r);
        covered += both.width() * both.height();
    }
    for (const QLineF& l : strokes)
        if (crosses(r, l)) covered += r.height() * 4;  // a line through text is worse than a corner
    return covered;
}

void place_label(QPainter& p, const PlotFrame& f, const MarkLabel& label, const QColor& background) {
    const QFontMetricsF fm(p.font());
    auto box = [&](const QString& text, const QPointF& at) {
        return QRectF(at.x() - 1, at.y() - fm.ascent() - 1, fm.horizontalAdvance(text) + 2, fm.height() + 2);
    };
    QString text = label.text;
    QPointF chosen = label.spots.front();
    bool found = false;
    for (const QString& t : {label.text, label.short_text}) {
        if (t.isEmpty() || found) continue;
        const std::vector<QPointF>& spots = t == label.text ? label.spots : label.short_spots;
        for (const QPointF& at : spots)
            if (f.free(box(t, at))) {
                text = t;
                chosen = at;
                found = true;
                break;
            }
    }
    if (!found) {
        double least = std::numeric_limits<double>::infinity();
        for (const QPointF& at : label.spots) {
            const QRectF r = box(label.text, at);
            const double outside = f.plot.adjusted(-2, -2, 2, 2).contains(r) ? 0 : 1e9;  // stay in the plot
            if (const double c = f.clash(r) + outside; c < least) {
                least = c;
                chosen = at;
            }
        }
    }
    halo_text(p, chosen, text, label.color, background);
    f.taken.push_back(box(text, chosen));
}

}  // namespace santwin::exporting
