// Line series (time series and sweeps) with their markers. Lines that run along one another
// (wide-striped RAID groups all equally busy, disk groups that reach the same IOPS) are drawn
// striped: the stretch they share is cut into short bands across x, each band in one of their
// colours in turn, so every one of them shows. Dashes stay the reference marks' own ("dashed =
// published" in the legend); the legend explains the stripes when a chart has them.
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <map>

#include "export/line_decimation.h"
#include "export/plot_frame.h"

namespace santwin::exporting {

using charts::Chart;
using charts::ChartType;

namespace {
constexpr double kStripe = 5;  // px of x each colour takes in turn along a shared stretch

bool finite(double v) {
    return std::isfinite(v);
}

bool near(double a, double b, double tolerance) {
    return finite(a) && finite(b) && std::abs(a - b) <= tolerance;
}

// Segment i (point i to i + 1) of series k exists.
bool has_segment(const Chart& c, std::size_t k, std::size_t i) {
    const auto& v = c.spec.series[k].values;
    return i + 1 < v.size() && i + 1 < c.points() && finite(v[i]) && finite(v[i + 1]);
}
}  // namespace

SharedSegments shared_segments(const Chart& c, double tolerance) {
    SharedSegments out;
    out.resize(c.spec.series.size());
    for (std::size_t k = 0; k < c.spec.series.size(); ++k) {
        const auto& v = c.spec.series[k].values;
        out[k].assign(v.size(), SharedRun{});
        for (std::size_t i = 0; i + 1 < v.size(); ++i) {
            if (!has_segment(c, k, i)) continue;
            SharedRun& run = out[k][i];
            run.depth = 0;
            run.sharing = 1;
            for (std::size_t j = 0; j < c.spec.series.size(); ++j) {
                if (j == k || !has_segment(c, j, i)) continue;
                const auto& w = c.spec.series[j].values;
                if (!near(v[i], w[i], tolerance) || !near(v[i + 1], w[i + 1], tolerance)) continue;
                ++run.sharing;
                if (j < k) ++run.depth;
            }
        }
    }
    return out;
}

std::pair<int, int> first_shared_pair(const Chart& c, double tolerance) {
    const SharedSegments shared = shared_segments(c, tolerance);
    for (std::size_t k = 0; k < shared.size(); ++k)
        for (std::size_t i = 0; i < shared[k].size(); ++i)
            if (shared[k][i].depth > 0)
                for (std::size_t j = 0; j < k; ++j) {
                    const auto& v = c.spec.series[k].values;
                    const auto& w = c.spec.series[j].values;
                    if (has_segment(c, j, i) && near(v[i], w[i], tolerance) && near(v[i + 1], w[i + 1], tolerance))
                        return {static_cast<int>(j), static_cast<int>(k)};
                }
    return {-1, -1};
}

double shared_tolerance(double lo, double hi) {
    return std::max(1e-12, (hi - lo) * 0.0025);
}

namespace {
// The bands of x where the line at `depth` of `sharing` lines shows: every sharing-th stripe,
// shifted by its depth, over the whole plot (so lines of separate charts' segments line up).
QPainterPath stripe_bands(const PlotFrame& f, int depth, int sharing) {
    QPainterPath bands;
    const double period = kStripe * sharing;
    for (double x = f.plot.left() - 8 + kStripe * depth; x < f.plot.right() + 8; x += period)
        bands.addRect(QRectF(x, f.plot.top() - 8, kStripe, f.plot.height() + 16));
    return bands;
}
}  // namespace

namespace {
// A time series with more points than its plot has pixel columns, thinned to what those
// columns show (line_decimation.h); any other chart as it is.
Chart drawn_points(const QPainter& p, const PlotFrame& f, const Chart& c) {
    if (c.spec.type != ChartType::TimeSeries || !f.numeric_x) return c;
    const double scale = std::max(1.0, std::abs(p.deviceTransform().m11()));
    const auto columns = static_cast<std::size_t>(std::ceil(f.plot.width() * scale));
    std::vector<std::vector<double>> values;
    for (const auto& series : c.spec.series) values.push_back(series.values);
    DecimatedLines thin = decimate_lines(c.x, values, columns);
    if (thin.x.size() == c.x.size()) return c;
    Chart out = c;
    out.x = std::move(thin.x);
    for (std::size_t k = 0; k < out.spec.series.size(); ++k) out.spec.series[k].values = std::move(thin.series[k]);
    return out;
}
}  // namespace

void paint_lines(QPainter& p, const PlotFrame& f, const Chart& full, const ChartStyle& s) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setClipRect(f.plot.adjusted(-4, -4, 4, 4));
    const Chart c = drawn_points(p, f, full);
    const std::size_t n = c.points();
    const bool markers = full.points() <= 40;
    // A time bin is drawn at its middle (its width from the undecimated bins).
    const double half_bin = full.x.size() > 1 ? (full.x[1] - full.x[0]) / 2 : 0;
    const SharedSegments shared = shared_segments(c, shared_tolerance(f.y.lo, f.y.hi));
    auto point = [&](std::size_t i, double v) {
        double x = f.point_x(c, i);
        if (c.spec.type == ChartType::TimeSeries && n > 1) x = f.xof(c.x[i] + half_bin);
        return QPointF(x, f.yof(v));
    };
    for (std::size_t k = 0; k < c.spec.series.size(); ++k) {
        const auto& values = c.spec.series[k].values;
        const QColor color = series_color(s, c, static_cast<int>(k));  // as the legend shows it
        // A series' own stretches in one path; its shared ones by the bands its place shows in.
        QPainterPath own;
        // Striped stretches by their place (depth, sharing): one clip per place, not per segment,
        // since setting a clip of stripes costs a raster painter as much as a whole chart.
        std::map<std::pair<int, int>, QPainterPath> striped;
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (!has_segment(c, k, i)) continue;
            const QLineF seg(point(i, values[i]), point(i + 1, values[i + 1]));
            f.strokes.push_back(seg);
            const SharedRun run = shared[k][i];
            if (run.sharing > 1 && run.depth > 0) {
                QPainterPath& bands = striped[{run.depth, run.sharing}];
                bands.moveTo(seg.p1());  // each segment on its own, flat-capped as before
                bands.lineTo(seg.p2());
                continue;
            }
            if (own.elementCount() == 0 || own.currentPosition() != seg.p1()) own.moveTo(seg.p1());
            own.lineTo(seg.p2());
        }
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(color, 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(own);
        for (const auto& [place, segments] : striped) {
            p.save();
            p.setClipPath(stripe_bands(f, place.first, place.second), Qt::IntersectClip);
            p.setPen(QPen(color, 2.2, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
            p.drawPath(segments);
            p.restore();
        }
        // Markers; on a point shared with earlier series, a ring around theirs.
        if (!markers && std::count_if(values.begin(), values.end(), finite) > 1) continue;
        p.setBrush(s.background);
        for (std::size_t i = 0; i < values.size() && i < n; ++i) {
            if (!finite(values[i])) continue;
            int depth = 0;
            for (std::size_t j = 0; j < k; ++j) {
                const auto& w = c.spec.series[j].values;
                depth += i < w.size() && near(values[i], w[i], shared_tolerance(f.y.lo, f.y.hi));
            }
            const QPointF pt = point(i, values[i]);
            const double r = 3.0 + 1.8 * depth;
            p.setPen(QPen(color, 1.8));
            if (depth > 0) p.setBrush(Qt::NoBrush);
            p.drawEllipse(pt, r, r);
            p.setBrush(s.background);
            f.taken.push_back(QRectF(pt.x() - r - 1, pt.y() - r - 1, 2 * r + 2, 2 * r + 2));
        }
    }
    p.restore();
}

}  // namespace santwin::exporting
