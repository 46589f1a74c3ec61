#pragma once
// The geometry one chart is drawn with: the data rectangle, the value (y) scale, the x scale for
// numeric x axes (time, numeric sweeps) or the category slots for categorical ones. Shared by the
// layout (chart_painter.cpp) and the plot painters (plot_painter.cpp).
#include <QLineF>
#include <QPainter>
#include <QRectF>
#include <utility>
#include <vector>

#include "charts/chart_spec.h"
#include "export/axis_scale.h"
#include "export/chart_style.h"

namespace santwin::exporting {

struct PlotFrame {
    QRectF plot;
    AxisScale y;
    AxisScale x;
    bool numeric_x = false;
    std::size_t categories = 0;
    // What is already drawn in the plot: shapes (bars, line markers), text (value labels,
    // changes, mark labels) and the data lines' segments. Mark labels placed later avoid all
    // three, text above all: a label over a bar still reads on its halo, over another label not.
    mutable std::vector<QRectF> taken;
    mutable std::vector<QRectF> texts;
    mutable std::vector<QLineF> strokes;
    bool free(const QRectF& r) const { return plot.adjusted(-2, -2, 2, 2).contains(r) && clash(r) == 0; }
    // How much of `r` is covered by what is drawn: shapes by area, text by many times its area,
    // a line through it by its height.
    double clash(const QRectF& r) const;

    double yof(double v) const { return plot.bottom() - y.frac(v) * plot.height(); }
    double xof(double v) const { return plot.left() + x.frac(v) * plot.width(); }
    double slot() const { return categories ? plot.width() / static_cast<double>(categories) : plot.width(); }
    double slot_center(std::size_t i) const { return plot.left() + (static_cast<double>(i) + 0.5) * slot(); }
    // x of point i of a line chart: its value on a numeric axis, else its category slot.
    double point_x(const charts::Chart& c, std::size_t i) const {
        return numeric_x ? xof(c.x[i]) : slot_center(i);
    }
};

// A bar's horizontal extent within category i: `series` of `count` side by side.
QRectF bar_span(const PlotFrame& f, std::size_t category, int series, int count);

// A reference mark's label waiting for its place: where it may go (baseline-left points, in
// order of preference), and a shorter form with its own spots to try when none is free. The
// first `own` spots keep to the mark's own category; later ones reach beside it, toward its
// neighbours.
struct MarkLabel {
    QString text;
    std::vector<QPointF> spots;
    QColor color;
    QString short_text;
    std::vector<QPointF> short_spots;
    std::size_t own = static_cast<std::size_t>(-1);
};
// Draws `label` at its first free spot, else its short form's, else where it covers least; the
// place is then taken (plot_labels.cpp).
void place_label(QPainter& p, const PlotFrame& f, const MarkLabel& label, const QColor& background);
// Draws all of `labels`: first each that has a free spot of its own, then the others by
// place_label, so a label reaching beside its mark does not take a neighbour's only place.
void place_labels(QPainter& p, const PlotFrame& f, const std::vector<MarkLabel>& labels, const QColor& background);

// Plot contents (plot_painter.cpp).
void paint_bars(QPainter& p, const PlotFrame& f, const charts::Chart& c, const ChartStyle& s);
void paint_stacked(QPainter& p, const PlotFrame& f, const charts::Chart& c, const ChartStyle& s);
void paint_marks(QPainter& p, const PlotFrame& f, const charts::Chart& c, const ChartStyle& s);

// Line charts (plot_lines.cpp): lines running along one another are drawn striped in their
// colours. Per series and segment (point i to i + 1): how many series run along it with equal
// values (itself included) and how many of them come before it.
struct SharedRun {
    int depth = 0;
    int sharing = 0;  // 0: no such segment
};
using SharedSegments = std::vector<std::vector<SharedRun>>;
SharedSegments shared_segments(const charts::Chart& c, double tolerance);
// The first two series found sharing a stretch (earlier first), or {-1, -1}.
std::pair<int, int> first_shared_pair(const charts::Chart& c, double tolerance);
// Values this close count as equal on an axis from lo to hi: a quarter percent of it (under
// half a line's width at the sizes charts are drawn at; lines further apart show side by side).
double shared_tolerance(double lo, double hi);
void paint_lines(QPainter& p, const PlotFrame& f, const charts::Chart& c, const ChartStyle& s);

// Series k's colour: the palette, except before/after pairs, drawn as a neutral "before" and a
// strong "after".
QColor series_color(const ChartStyle& s, const charts::Chart& c, int k);

// Text drawn over a white halo so it stays legible on grid lines and bars.
void halo_text(QPainter& p, const QPointF& baseline_left, const QString& text, const QColor& color,
               const QColor& background);
// "1,234", "12.5", "0.82": a bar's value at a sensible precision.
QString short_value(double v);
// The pen a reference mark is drawn with (dashed; black for published, red for requirements).
QPen mark_pen(const ChartStyle& s, charts::MarkKind kind, double width = 1.6);

}  // namespace santwin::exporting
