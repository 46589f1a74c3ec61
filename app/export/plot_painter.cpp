// The data inside the plot rectangle: bars (grouped, utilization, before/after with the change
// between the pair), stacked bars with their totals, and reference marks (lines: plot_lines.cpp).
#include <QLocale>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "export/plot_frame.h"

namespace santwin::exporting {

using charts::Chart;
using charts::ChartType;
using charts::ReferenceMark;

namespace {
constexpr double kGroupFill = 0.78;  // share of a category slot the bars of a group take

bool finite(double v) {
    return std::isfinite(v);
}

// The heights (y) at which reference lines cross bar `series` of category `category`: lines
// across the plot, over the category, or over that bar.
std::vector<double> mark_ys_across(const PlotFrame& f, const Chart& c, std::size_t category, int series) {
    std::vector<double> ys;
    for (const ReferenceMark& m : c.spec.marks) {
        if (m.on_x_axis || m.kind == charts::MarkKind::Playhead || m.value < f.y.lo || m.value > f.y.hi) continue;
        const bool here = m.category < 0 || (static_cast<std::size_t>(m.category) == category && (m.series < 0 || m.series == series));
        if (here) ys.push_back(f.yof(m.value));
    }
    return ys;
}

// Value labels only when they fit: few bars, each wide enough for its text.
bool label_bars(const PlotFrame& f, int series) {
    return f.categories * static_cast<std::size_t>(std::max(1, series)) <= 32 &&
           bar_span(f, 0, 0, std::max(1, series)).width() >= 22;
}
}  // namespace

QColor series_color(const ChartStyle& s, const Chart& c, int k) {
    if (c.spec.type == ChartType::BeforeAfter && k < 2) return k == 0 ? QColor(0x9a, 0xa6, 0xb4) : s.series(0);
    return s.series(c.spec.palette_index(static_cast<std::size_t>(std::max(0, k))));
}

QRectF bar_span(const PlotFrame& f, std::size_t category, int series, int count) {
    const double group = f.slot() * kGroupFill;
    const double w = group / std::max(1, count);
    const double left = f.slot_center(category) - group / 2 + series * w;
    return QRectF(left + w * 0.06, f.plot.top(), w * 0.88, f.plot.height());
}

void halo_text(QPainter& p, const QPointF& at, const QString& text, const QColor& color,
               const QColor& background) {
    QColor halo = background;
    halo.setAlpha(230);
    QPainterPath path;
    path.addText(at, p.font(), text);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.strokePath(path, QPen(halo, 3.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setPen(color);
    p.drawText(at, text);
    p.restore();
}

QString short_value(double v) {
    const double a = std::abs(v);
    QLocale loc(QLocale::English);
    if (a >= 100) return loc.toString(v, 'f', 0);
    if (a >= 10) return loc.toString(v, 'f', 1);
    if (a == 0) return QStringLiteral("0");
    QString s = loc.toString(v, 'f', 2);
    return s;
}

namespace {
const QColor kPlayhead(0xe8, 0x7a, 0x12);  // the GUI's accent
}  // namespace

QPen mark_pen(const ChartStyle& s, charts::MarkKind kind, double width) {
    if (kind == charts::MarkKind::Playhead) return QPen(kPlayhead, width, Qt::SolidLine, Qt::FlatCap);
    QPen pen(kind == charts::MarkKind::Published ? s.published : s.requirement, width);
    pen.setStyle(Qt::CustomDashLine);
    pen.setDashPattern({4.0, 2.5});
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

void paint_bars(QPainter& p, const PlotFrame& f, const Chart& c, const ChartStyle& s) {
    const int n = static_cast<int>(c.spec.series.size());
    const bool labels = label_bars(f, n);
    p.setFont(s.font(s.value_px));
    const QFontMetricsF fm(p.font());
    const double base = f.yof(std::max(f.y.lo, 0.0));
    for (std::size_t i = 0; i < f.categories; ++i) {
        double top_of_group = base;
        for (int k = 0; k < n; ++k) {
            const auto& values = c.spec.series[static_cast<std::size_t>(k)].values;
            if (i >= values.size() || !finite(values[i])) continue;
            const double v = values[i];
            const QRectF span = bar_span(f, i, k, n);
            const double top = f.yof(std::clamp(v, f.y.lo, f.y.hi));
            QRectF bar(span.left(), std::min(top, base), span.width(), std::abs(base - top));
            const QColor fill = series_color(s, c, k);
            p.fillRect(bar, fill);
            f.taken.push_back(bar);
            top_of_group = std::min(top_of_group, bar.top());
            if (!labels) continue;
            const QString text = short_value(v);
            const double tw = fm.horizontalAdvance(text);
            if (tw > span.width() + 8) continue;
            const double x = span.center().x() - tw / 2;
            // Inside the bar's top, or just under a reference line that would cross it there.
            double label_top = bar.top() + 2;
            for (double y : mark_ys_across(f, c, i, k))
                if (y >= label_top - 2 && y <= label_top + fm.height() + 2) label_top = y + 3;
            if (label_top + fm.height() + 2 <= bar.bottom()) {
                p.setPen(Qt::white);
                p.drawText(QPointF(x, label_top + fm.ascent()), text);
                f.texts.push_back(QRectF(x, label_top, tw, fm.height()));
            } else {
                halo_text(p, QPointF(x, bar.top() - 3), text, s.text, s.background);
                f.texts.push_back(QRectF(x, bar.top() - 3 - fm.ascent(), tw, fm.height()));
                top_of_group = std::min(top_of_group, bar.top() - fm.height());
            }
        }
        // Before/after: the change from the first bar to the second, above the pair.
        if (c.spec.type == ChartType::BeforeAfter && n >= 2) {
            const auto& a = c.spec.series[0].values;
            const auto& b = c.spec.series[1].values;
            if (i < a.size() && i < b.size() && finite(a[i]) && finite(b[i]) && a[i] != 0) {
                const double pct = 100.0 * (b[i] - a[i]) / std::abs(a[i]);
                const QString text = (pct > 0 ? QStringLiteral("+") : pct < 0 ? QStringLiteral("\u2212") : QString()) +
                                     QLocale(QLocale::English).toString(std::abs(pct), 'f', std::abs(pct) < 10 ? 1 : 0) + "%";
                QFont bold = s.font(s.value_px + 0.5, true);
                p.setFont(bold);
                const QFontMetricsF bfm(bold);
                const double tw = bfm.horizontalAdvance(text);
                const QPointF at(f.slot_center(i) - tw / 2, std::max(f.plot.top() + bfm.ascent() + 2, top_of_group - 5));
                halo_text(p, at, text, s.muted, s.background);
                f.texts.push_back(QRectF(at.x(), at.y() - bfm.ascent(), tw, bfm.height()));
                p.setFont(s.font(s.value_px));
            }
        }
    }
}

void paint_stacked(QPainter& p, const PlotFrame& f, const Chart& c, const ChartStyle& s) {
    p.setFont(s.font(s.value_px));
    const QFontMetricsF fm(p.font());
    for (std::size_t i = 0; i < f.categories; ++i) {
        const QRectF span = bar_span(f, i, 0, 1);
        const QRectF bar_area(span.center().x() - std::min(span.width(), 70.0) / 2, 0, std::min(span.width(), 70.0), 0);
        double acc = 0;
        for (std::size_t k = 0; k < c.spec.series.size(); ++k) {
            const auto& values = c.spec.series[k].values;
            if (i >= values.size() || !finite(values[i]) || values[i] <= 0) continue;
            const double y0 = f.yof(acc), y1 = f.yof(std::min(acc + values[i], f.y.hi));
            acc += values[i];
            QRectF seg(bar_area.left(), y1, bar_area.width(), y0 - y1);
            p.fillRect(seg, series_color(s, c, static_cast<int>(k)));  // as the legend shows it
            f.taken.push_back(seg);
            p.setPen(QPen(s.background, 0.8));
            p.drawLine(seg.topLeft(), seg.topRight());
        }
        if (acc > 0) {
            const QString text = short_value(acc);
            const QPointF at(bar_area.center().x() - fm.horizontalAdvance(text) / 2, f.yof(std::min(acc, f.y.hi)) - 4);
            halo_text(p, at, text, s.text, s.background);
            f.texts.push_back(QRectF(at.x(), at.y() - fm.ascent(), fm.horizontalAdvance(text), fm.height()));
        }
    }
}

namespace {
// A mark on one category or bar is labelled with its value only ("356 s", "> 25 %"): the legend
// says what dashed lines are, and a bar is too narrow for "published 356 s".
QString short_mark_label(const ReferenceMark& m) {
    QString label = QString::fromStdString(m.label);
    for (const QString& prefix : {QStringLiteral("published "), QStringLiteral("required "), QStringLiteral("requirement ")})
        if (label.startsWith(prefix)) return label.mid(prefix.size());
    return label;
}

// Spots for a label `width` wide on a line across the plot at height y: above then below it,
// from the right end leftward.
std::vector<QPointF> along_line(const PlotFrame& f, double y, double width, double ascent) {
    std::vector<QPointF> spots;
    for (double x = f.plot.right() - width - 2; x >= f.plot.left() + 2; x -= 6) {
        spots.emplace_back(x, y - 4);
        spots.emplace_back(x, y + ascent + 4);
    }
    if (spots.empty()) spots.emplace_back(f.plot.left() + 2, y - 4);
    return spots;
}

// Spots for a label `width` wide on a short line from `left` to `right` at height y (a mark over
// one category or bar): centred above or below it, up to a line and a half higher by half lines
// (clear of a value label at the mark's height), beside its ends, then up to a line lower; never
// further, where it would read as another bar's label. Two marks at about the same height (neighbouring bars) or a value label in the way
// thus do not leave it on top of another label.
constexpr std::size_t kOverSpanOwn = 5;  // over_span's spots over the span itself (the rest reach beside it)
std::vector<QPointF> over_span(double left, double right, double y, double width, const QFontMetricsF& fm) {
    const double mid = (left + right) / 2 - width / 2, step = (fm.height() + 2) / 2;
    const double above = y - 4, below = y + fm.ascent() + 4, level = y + fm.ascent() / 2 - 1;
    return {{mid, above},           {mid, below},           {mid, above - step},     {mid, above - 2 * step},
            {mid, above - 3 * step}, {right + 3, level},     {left - 3 - width, level}, {right + 3, above},
            {left - 3 - width, above}, {right + 3, below},   {left - 3 - width, below}, {mid, below + step},
            {mid, below + 2 * step}};
}

// Spots for a label `width` wide beside a vertical line at x: left then right of it, from the
// plot's top downward, so a line or another mark's label near the top does not leave it nowhere.
std::vector<QPointF> beside_vertical(const PlotFrame& f, double x, double width, const QFontMetricsF& fm) {
    std::vector<QPointF> spots;
    for (double base = f.plot.top() + fm.ascent() + 3; base <= f.plot.bottom() - 3; base += fm.height() / 2) {
        spots.emplace_back(x - 5 - width, base);
        spots.emplace_back(x + 5, base);
    }
    return spots;
}

// Spots for a label `width` wide around a ring at (x, y): beside it at its height, then above
// and below it, nearest first.
std::vector<QPointF> around_ring(double x, double y, double width, const QFontMetricsF& fm) {
    std::vector<QPointF> spots;
    for (double lift : {0.0, 1.0, 2.0, 3.0}) {
        const double up = y - 6 - lift * fm.height() * 0.6, down = y + fm.ascent() + 6 + lift * fm.height() * 0.6;
        for (double base : {up, down}) {
            spots.emplace_back(x + 10, base);
            spots.emplace_back(x - 10 - width, base);
        }
    }
    spots.emplace_back(x - width / 2, y - 10 - fm.descent());
    spots.emplace_back(x - width / 2, y + 10 + fm.ascent());
    return spots;
}
}  // namespace

void paint_marks(QPainter& p, const PlotFrame& f, const Chart& c, const ChartStyle& s) {
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setFont(s.font(s.value_px));
    const QFontMetricsF fm(p.font());
    const int n = static_cast<int>(c.spec.series.size());
    // Lines first, then labels, so no line is drawn over a label; a label avoids every mark's
    // line as it avoids the data's (strokes).
    std::vector<MarkLabel> labels;
    for (const ReferenceMark& m : c.spec.marks) {
        const QColor color = m.kind == charts::MarkKind::Published ? s.published
                             : m.kind == charts::MarkKind::Playhead ? kPlayhead
                                                                    : s.requirement;
        if (m.on_x_axis) {
            if (!f.numeric_x || m.value < f.x.lo || m.value > f.x.hi) continue;
            const QString label = QString::fromStdString(m.label);
            const double x = f.xof(m.value);
            p.setPen(mark_pen(s, m.kind));
            p.drawLine(QPointF(x, f.plot.top()), QPointF(x, f.plot.bottom()));
            f.strokes.emplace_back(QPointF(x, f.plot.top()), QPointF(x, f.plot.bottom()));
            labels.push_back({label, beside_vertical(f, x, fm.horizontalAdvance(label), fm), color, {}, {}});
            continue;
        }
        if (m.value < f.y.lo || m.value > f.y.hi) continue;
        const double y = f.yof(m.value);
        if (m.category >= 0 && static_cast<std::size_t>(m.category) < f.categories) {
            const auto cat = static_cast<std::size_t>(m.category);
            const QString label = short_mark_label(m);
            const double tw = fm.horizontalAdvance(label);
            if (c.spec.type == ChartType::Sweep) {
                // A sweep marks the paper's value at the paper's setting: a ring on the point.
                const double x = f.point_x(c, cat);
                p.setRenderHint(QPainter::Antialiasing);
                p.setPen(mark_pen(s, m.kind, 1.6));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(QPointF(x, y), 6.5, 6.5);
                p.setRenderHint(QPainter::Antialiasing, false);
                const QString full = QString::fromStdString(m.label);
                labels.push_back({full, around_ring(x, y, fm.horizontalAdvance(full), fm), color, label,
                                  around_ring(x, y, tw, fm)});
                continue;
            }
            QRectF span = m.series >= 0 ? bar_span(f, cat, m.series, std::max(1, n))
                                        : QRectF(f.slot_center(cat) - f.slot() * 0.42, 0, f.slot() * 0.84, 0);
            const double left = span.left() - 3, right = span.right() + 3;
            p.setPen(mark_pen(s, m.kind, 2.0));
            p.drawLine(QPointF(left, y), QPointF(right, y));
            f.strokes.emplace_back(QPointF(left, y), QPointF(right, y));
            labels.push_back({label, over_span(left, right, y, tw, fm), color, {}, {}, kOverSpanOwn});
            continue;
        }
        // Across the plot, labelled at its right end, else anywhere along it clear of the bars
        // (by their value alone, "780", where only that fits between them).
        const QString label = QString::fromStdString(m.label);
        const QString value = short_mark_label(m);
        p.setPen(mark_pen(s, m.kind, 2.0));
        p.drawLine(QPointF(f.plot.left(), y), QPointF(f.plot.right(), y));
        f.strokes.emplace_back(QPointF(f.plot.left(), y), QPointF(f.plot.right(), y));
        labels.push_back({label, along_line(f, y, fm.horizontalAdvance(label), fm.ascent()), color,
                          value == label ? QString() : value, along_line(f, y, fm.horizontalAdvance(value), fm.ascent())});
    }
    place_labels(p, f, labels, s.background);
    p.restore();
}

}  // namespace santwin::exporting
