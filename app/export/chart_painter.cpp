// Chart layout: title block, legend, caption, then the plot rectangle sized around the axis
// labels; the data itself is drawn by plot_painter.cpp.
#include "export/chart_painter.h"

#include <cmath>

#include "charts/chart_resolve.h"
#include "export/category_labels.h"
#include "export/plot_frame.h"

namespace santwin::exporting {

using charts::Chart;
using charts::ChartType;

namespace {

constexpr int kTextFlags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

bool is_lines(ChartType t) {
    return t == ChartType::TimeSeries || t == ChartType::Sweep;
}

// Draws wrapped text at the top of `box`; returns its height.
double block(QPainter& p, const QRectF& box, const QString& text, const QFont& font, const QColor& color) {
    if (text.isEmpty()) return 0;
    p.setFont(font);
    p.setPen(color);
    QRectF used;
    p.drawText(box, kTextFlags, text, &used);
    return used.height();
}

double block_height(const QString& text, const QFont& font, double width) {
    if (text.isEmpty()) return 0;
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), kTextFlags, text).height();
}

struct Range {
    double lo = INFINITY, hi = -INFINITY;
    void add(double v) {
        if (!std::isfinite(v)) return;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    bool empty() const { return lo > hi; }
};

Range y_range(const Chart& c) {
    Range r;
    r.add(0);
    const std::size_t n = c.points();
    if (c.spec.type == ChartType::StackedBars) {
        for (std::size_t i = 0; i < n; ++i) {
            double sum = 0;
            for (const auto& s : c.spec.series)
                if (i < s.values.size() && std::isfinite(s.values[i]) && s.values[i] > 0) sum += s.values[i];
            r.add(sum);
        }
    } else {
        for (const auto& s : c.spec.series)
            for (double v : s.values) r.add(v);
    }
    for (const auto& m : c.spec.marks)
        if (!m.on_x_axis) r.add(m.value);
    return r;
}

struct LegendItem {
    QString label;
    QColor color;
    enum Shape { Box, Line, Dashed, Striped } shape = Box;
    charts::MarkKind kind = charts::MarkKind::Published;
    QColor second;  // Striped: the other colour of the swatch
};

std::vector<LegendItem> legend_items(const Chart& c, const ChartStyle& s) {
    std::vector<LegendItem> items;
    for (std::size_t k = 0; k < c.spec.series.size(); ++k) {
        const QColor color = series_color(s, c, static_cast<int>(k));
        items.push_back({q(c.spec.series[k].label), color, is_lines(c.spec.type) ? LegendItem::Line : LegendItem::Box,
                         charts::MarkKind::Published, QColor()});
    }
    // Said only where it happens: lines with equal values are striped in their colours.
    if (is_lines(c.spec.type)) {
        const Range r = y_range(c);
        const auto [under, over] = r.empty() ? std::pair{-1, -1} : first_shared_pair(c, shared_tolerance(r.lo, r.hi));
        if (under >= 0)
            items.push_back({QStringLiteral("striped: equal values"), series_color(s, c, under), LegendItem::Striped,
                             charts::MarkKind::Published, series_color(s, c, over)});
    }
    bool published = false, requirement = false;
    for (const auto& m : c.spec.marks)
        if (m.kind != charts::MarkKind::Playhead) (m.kind == charts::MarkKind::Published ? published : requirement) = true;
    if (published)
        items.push_back({QStringLiteral("published (paper)"), s.published, LegendItem::Dashed, charts::MarkKind::Published, QColor()});
    if (requirement)
        items.push_back({QStringLiteral("requirement"), s.requirement, LegendItem::Dashed, charts::MarkKind::Requirement, QColor()});
    return items;
}

// Lays the legend out in rows within `width`; draws it when `p` is given. Returns its height.
double legend(QPainter* p, const QPointF& at, double width, const std::vector<LegendItem>& items, const ChartStyle& s) {
    if (items.empty()) return 0;
    const QFont font = s.font(s.legend_px);
    const QFontMetricsF fm(font);
    const double row = fm.height() + 4, swatch = 18, gap = 16;
    double x = 0, y = 0;
    for (const LegendItem& item : items) {
        const double w = swatch + 6 + fm.horizontalAdvance(item.label);
        if (x > 0 && x + w > width) {
            x = 0;
            y += row;
        }
        if (p) {
            const double cy = at.y() + y + row / 2;
            const double cx = at.x() + x;
            if (item.shape == LegendItem::Box) {
                p->fillRect(QRectF(cx + 3, cy - 5.5, 11, 11), item.color);
            } else if (item.shape == LegendItem::Line) {
                p->setPen(QPen(item.color, 2.4, Qt::SolidLine, Qt::RoundCap));
                p->drawLine(QPointF(cx, cy), QPointF(cx + swatch, cy));
            } else if (item.shape == LegendItem::Striped) {
                for (int band = 0; band < 4; ++band) {
                    p->setPen(QPen(band % 2 ? item.second : item.color, 2.4, Qt::SolidLine, Qt::FlatCap));
                    p->drawLine(QPointF(cx + band * swatch / 4, cy), QPointF(cx + (band + 1) * swatch / 4, cy));
                }
            } else {
                p->setPen(mark_pen(s, item.kind, 2.0));
                p->drawLine(QPointF(cx, cy), QPointF(cx + swatch, cy));
            }
            p->setFont(font);
            p->setPen(s.text);
            p->drawText(QPointF(cx + swatch + 6, cy + fm.ascent() / 2 - fm.descent() / 2), item.label);
        }
        x += w + gap;
    }
    return y + row;
}

// A sweep's tick: the category text of the value it stands for.
QString sweep_label(const Chart& c, double v) {
    for (std::size_t i = 0; i < c.x.size() && i < c.spec.categories.size(); ++i)
        if (c.x[i] == v) return q(c.spec.categories[i]);
    return QString::number(v);
}

}  // namespace

QStringList legend_labels(const Chart& chart, const ChartStyle& style) {
    QStringList out;
    for (const LegendItem& item : legend_items(chart, style)) out << item.label;
    return out;
}

void paint_chart(QPainter& p, const QRectF& area, const Chart& c, const ChartStyle& s) {
    p.save();
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(area, s.background);
    const QRectF inner = area.adjusted(s.margin, s.margin * 0.85, -s.margin, -s.margin * 0.7);

    // Title block: title (with the paper's figure on the right), subtitle, legend.
    const QFont title_font = s.font(s.title_px, true), figure_font = s.font(s.subtitle_px);
    const QString figure = c.spec.figure.empty() ? QString() : QStringLiteral("cf. paper ") + q(c.spec.figure);
    const double figure_w = figure.isEmpty() ? 0 : QFontMetricsF(figure_font).horizontalAdvance(figure) + 12;
    double y = inner.top();
    if (!figure.isEmpty()) {
        p.setFont(figure_font);
        p.setPen(s.muted);
        p.drawText(QRectF(inner.right() - figure_w, y + 3, figure_w, 20), Qt::AlignRight | Qt::AlignTop, figure);
    }
    y += block(p, QRectF(inner.left(), y, inner.width() - figure_w, 200), q(c.spec.title), title_font, s.text) + 2;
    y += block(p, QRectF(inner.left(), y, inner.width(), 200), q(c.spec.subtitle), s.font(s.subtitle_px), s.muted) + 8;
    const auto items = legend_items(c, s);
    y += legend(&p, QPointF(inner.left(), y), inner.width(), items, s) + 6;

    // Caption at the bottom.
    const QFont caption_font = s.font(s.caption_px);
    const QString caption = s.caption ? q(c.caption()) : QString();
    const double caption_h = block_height(caption, caption_font, inner.width());
    block(p, QRectF(inner.left(), inner.bottom() - caption_h, inner.width(), caption_h + 2), caption, caption_font, s.muted);
    const double bottom = inner.bottom() - (caption.isEmpty() ? 0 : caption_h + 10);

    // Axes: y scale first (its labels set the left margin), then the x labels' height.
    PlotFrame f;
    f.numeric_x = c.spec.type == ChartType::TimeSeries || (c.spec.type == ChartType::Sweep && c.x.size() == c.points());
    f.categories = c.points();
    const QFont tick_font = s.font(s.tick_px), axis_font = s.font(s.axis_title_px);
    const QFontMetricsF tick_fm(tick_font), axis_fm(axis_font);
    const QString y_title = q(c.spec.y.title()), x_title = q(c.spec.x.title());
    const double x_title_h = x_title.isEmpty() ? 0 : axis_fm.height() + 4;

    Range yr = y_range(c);
    const bool fixed_lo = std::isfinite(c.spec.y.min), fixed_hi = std::isfinite(c.spec.y.max);
    if (fixed_lo) yr.lo = c.spec.y.min;
    if (fixed_hi) yr.hi = std::max(c.spec.y.max, yr.hi);
    if (!fixed_hi && !yr.empty()) yr.hi += (yr.hi - yr.lo) * 0.07;  // room for value labels
    const double est_height = std::max(80.0, bottom - y - 3 * tick_fm.height());
    f.y = AxisScale::nice(yr.lo, yr.hi, std::clamp(static_cast<int>(est_height / 48), 3, 8), fixed_lo,
                          fixed_hi && yr.hi <= c.spec.y.max);
    double y_label_w = 0;
    for (double t : f.y.ticks) y_label_w = std::max(y_label_w, tick_fm.horizontalAdvance(f.y.label(t)));
    const double left = inner.left() + (y_title.isEmpty() ? 0 : axis_fm.height() + 6) + y_label_w + 8;
    const double right = inner.right() - 8;

    double x_labels_h = tick_fm.height() + 4;
    CategoryLabels cats;
    if (!f.numeric_x) {
        const double slot = (right - left) / std::max<std::size_t>(1, f.categories);
        cats = fit_categories(c.spec.categories, s, std::max(24.0, slot - 6));
        x_labels_h = cats.lines * QFontMetricsF(cats.font).lineSpacing() + 6;
    }
    f.plot = QRectF(QPointF(left, y + 4), QPointF(right, bottom - x_labels_h - x_title_h));

    if (f.numeric_x) {
        Range xr;
        for (double v : c.x) xr.add(v);
        if (c.spec.type == ChartType::TimeSeries && c.x.size() >= 2) xr.add(c.x.back() + (c.x[1] - c.x[0]));
        else if (c.spec.type == ChartType::TimeSeries && !c.x.empty()) xr.add(c.x.back() + c.spec.bin_s / charts::seconds_per(c.spec.x.unit));
        for (const auto& m : c.spec.marks)
            if (m.on_x_axis) xr.add(m.value);
        if (xr.empty()) xr = {0, 1};
        const bool time = c.spec.type == ChartType::TimeSeries;
        if (!time) {
            const double pad = std::max(1e-9, (xr.hi - xr.lo) * 0.06);
            xr.lo -= pad;
            xr.hi += pad;
        }
        f.x = AxisScale::nice(xr.lo, xr.hi, std::clamp(static_cast<int>(f.plot.width() / 80), 3, 12), time, time);
        if (!time) {
            // A sweep's ticks are the values it ran with, labelled as given.
            f.x.lo = xr.lo;
            f.x.hi = xr.hi;
            f.x.ticks = c.x;
        }
    }

    // Grid and y ticks.
    p.setFont(tick_font);
    for (double t : f.y.ticks) {
        const double yy = f.yof(t);
        p.setPen(QPen(t == 0 ? s.axis : s.grid, t == 0 ? 1.0 : 0.8));
        p.drawLine(QPointF(f.plot.left(), yy), QPointF(f.plot.right(), yy));
        const QString label = f.y.label(t);
        p.setPen(s.muted);
        p.drawText(QPointF(f.plot.left() - 8 - tick_fm.horizontalAdvance(label), yy + tick_fm.ascent() / 2 - 1), label);
    }
    if (!y_title.isEmpty()) {
        // Along the plot's height and no further (past it the title runs into the legend and
        // the caption): a size smaller, down to three quarters, then cut with an ellipsis.
        QFont font = axis_font;
        QFontMetricsF fm(font);
        const int smallest = std::max(6, static_cast<int>(axis_font.pixelSize() * 0.75));
        while (fm.horizontalAdvance(y_title) > f.plot.height() && font.pixelSize() > smallest) {
            font.setPixelSize(font.pixelSize() - 1);
            fm = QFontMetricsF(font);
        }
        const QString shown = fm.elidedText(y_title, Qt::ElideRight, f.plot.height());
        p.save();
        p.translate(inner.left() + axis_fm.ascent(), f.plot.center().y());
        p.rotate(-90);
        p.setFont(font);
        p.setPen(s.text);
        p.drawText(QPointF(-fm.horizontalAdvance(shown) / 2, 0), shown);
        p.restore();
    }

    // X axis: ticks on a numeric axis, wrapped category names otherwise.
    p.setPen(QPen(s.axis, 1.0));
    p.drawLine(f.plot.bottomLeft(), f.plot.bottomRight());
    p.drawLine(f.plot.bottomLeft(), f.plot.topLeft());
    p.setFont(tick_font);
    if (f.numeric_x) {
        for (double t : f.x.ticks) {
            const double xx = f.xof(t);
            p.setPen(QPen(s.axis, 1.0));
            p.drawLine(QPointF(xx, f.plot.bottom()), QPointF(xx, f.plot.bottom() + 4));
            const QString label = c.spec.type == ChartType::Sweep ? sweep_label(c, t) : f.x.label(t);
            p.setPen(s.muted);
            p.drawText(QPointF(xx - tick_fm.horizontalAdvance(label) / 2, f.plot.bottom() + 6 + tick_fm.ascent()), label);
        }
    } else {
        p.setPen(s.text);
        p.setFont(cats.font);
        for (std::size_t i = 0; i < cats.labels.size(); ++i) {
            const double slot = f.slot();
            p.drawText(QRectF(f.slot_center(i) - slot / 2, f.plot.bottom() + 5, slot, x_labels_h), Qt::AlignHCenter | Qt::AlignTop,
                       cats.labels[i]);
        }
    }
    if (!x_title.isEmpty()) {
        p.setFont(axis_font);
        p.setPen(s.text);
        p.drawText(QPointF(f.plot.center().x() - axis_fm.horizontalAdvance(x_title) / 2,
                           f.plot.bottom() + x_labels_h + axis_fm.ascent() + 2),
                   x_title);
    }

    switch (c.spec.type) {
        case ChartType::TimeSeries:
        case ChartType::Sweep: paint_lines(p, f, c, s); break;
        case ChartType::StackedBars: paint_stacked(p, f, c, s); break;
        default: paint_bars(p, f, c, s); break;
    }
    paint_marks(p, f, c, s);
    p.restore();
}

}  // namespace santwin::exporting
