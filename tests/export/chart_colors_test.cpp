// Series colours tell the series apart: the latency breakdown's "other" hop is not a second
// orange beside "ports & links" (the palette's sixth colour was), in the light and dark styles,
// and stacked segments are drawn in the colours their legend shows.
#include <gtest/gtest.h>

#include <QImage>
#include <QPainter>
#include <array>
#include <cmath>

#include "export/chart_painter.h"
#include "export/plot_frame.h"
#include "export/qt_runtime.h"
#include "export_support.h"

using namespace santwin;
using namespace santwin::exporting;

namespace {
// CIE 1976 colour difference (delta E) between two sRGB colours: about 2 is barely seen, the
// palette's neighbours are 30 or more apart, "ports & links" and the old "other" were 13.
double delta_e(const QColor& a, const QColor& b) {
    auto lab = [](const QColor& c) {
        auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        const double r = linear(c.redF()), g = linear(c.greenF()), bl = linear(c.blueF());
        const double x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047, y = 0.2126 * r + 0.7152 * g + 0.0722 * bl,
                     z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;
        auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
        return std::array<double, 3>{116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    };
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// `chart` painted by `paint` into a white 400 x 200 plot whose y axis runs 0..y_max; returns
// the image and, in `frame`, where things landed.
template <class Paint>
QImage painted(const charts::Chart& chart, double y_max, PlotFrame& frame, Paint paint) {
    ensure_gui_application();
    QImage image(400, 200, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    frame.plot = QRectF(0, 0, 400, 200);
    frame.categories = chart.spec.categories.size();
    frame.y = AxisScale::nice(0, y_max, 4, true, true);
    paint(p, frame, chart, default_style());
    p.end();
    return image;
}
}  // namespace

TEST(ChartColors, LatencyHopsAreClearlyDistinct) {
    ensure_gui_application();
    const charts::Chart c = export_test::default_chart("std-lu-1rg", "latency-breakdown");
    ASSERT_GE(c.spec.series.size(), 2u);
    for (const ChartStyle* style : {&default_style(), &dark_style()}) {
        for (std::size_t i = 0; i < c.spec.series.size(); ++i)
            for (std::size_t j = i + 1; j < c.spec.series.size(); ++j) {
                const double d = delta_e(series_color(*style, c, static_cast<int>(i)), series_color(*style, c, static_cast<int>(j)));
                EXPECT_GT(d, 25) << c.spec.series[i].label << " and " << c.spec.series[j].label << " look alike (delta E " << d << ")";
            }
    }
    // Whichever hops a run has, each keeps its colour: "other" is the same in every chart.
    bool other = false;
    for (const auto& s : c.spec.series)
        if (s.label.rfind("other", 0) == 0) other = s.color >= 0;
    EXPECT_TRUE(other) << "the chart has no 'other' hop with its own colour";
}

// A stacked bar's segments are painted in series_color, the legend's (a series' own colour,
// not its place in the chart).
TEST(ChartColors, StackedSegmentsMatchTheLegend) {
    charts::Chart c;
    c.spec.type = charts::ChartType::StackedBars;
    c.spec.categories = {"OLTP"};
    c.spec.series = {{"ports", {}, {10}, 1}, {"other", {}, {10}, 8}};
    PlotFrame f;
    const QImage image = painted(c, 20, f, paint_stacked);
    const int x = static_cast<int>(f.slot_center(0));
    EXPECT_EQ(image.pixelColor(x, static_cast<int>(f.yof(5))), default_style().series(1));
    EXPECT_EQ(image.pixelColor(x, static_cast<int>(f.yof(15))), default_style().series(8));
}

// Two sweep lines with the same values (RAID groups of one wide-striped pool): along their
// shared stretch they are striped, so both colours show, not the later one alone.
TEST(ChartColors, ALineOnTopOfAnotherLetsItShowThrough) {
    charts::Chart c;
    c.spec.type = charts::ChartType::Sweep;
    c.spec.categories = {"2", "3", "4"};
    c.spec.series = {{"RG-004", {}, {50, 50, 50}, 0}, {"RG-006", {}, {50, 50, 50}, 1}};
    PlotFrame f;
    const QImage image = painted(c, 100, f, paint_lines);
    const QColor first = default_style().series(0), second = default_style().series(1);
    int firsts = 0, seconds = 0;
    const int y = static_cast<int>(std::lround(f.yof(50)));
    for (int x = static_cast<int>(f.slot_center(0)) + 10; x < static_cast<int>(f.slot_center(2)) - 10; ++x) {
        const QColor px = image.pixelColor(x, y);
        firsts += px == first;
        seconds += px == second;
    }
    EXPECT_GT(firsts, 40) << "the first line is hidden under the second";
    EXPECT_GT(seconds, 40) << "the second line does not show";
}

// Three disk groups reaching the same IOPS (eva-dg-sweep's DG48, DG72, DG144): each of the three
// colours shows along the shared stretch (the third is not drawn over the second), in stripes,
// not in the published figures' dashes, and the legend says what the stripes mean, which a
// chart without equal lines does not.
TEST(ChartColors, ThreeEqualLinesAllShowAndTheLegendSaysWhy) {
    charts::Chart c;
    c.spec.type = charts::ChartType::Sweep;
    c.spec.categories = {"2", "3", "4"};
    c.spec.series = {{"DG48", {}, {50, 50, 50}, 0}, {"DG72", {}, {50, 50, 50}, 1}, {"DG144", {}, {50, 50, 50}, 2}};
    PlotFrame f;
    const QImage image = painted(c, 100, f, paint_lines);
    const int y = static_cast<int>(std::lround(f.yof(50)));
    for (int k = 0; k < 3; ++k) {
        int shown = 0;
        for (int x = static_cast<int>(f.slot_center(0)) + 10; x < static_cast<int>(f.slot_center(2)) - 10; ++x)
            shown += image.pixelColor(x, y) == default_style().series(k);
        EXPECT_GT(shown, 40) << c.spec.series[static_cast<std::size_t>(k)].label << " is hidden under the others";
    }
    const QStringList legend = legend_labels(c);
    EXPECT_TRUE(legend.contains("striped: equal values")) << legend.join(", ").toStdString();
    EXPECT_FALSE(legend.contains("published (paper)"));
    c.spec.series[1].values = {20, 30, 40};
    c.spec.series[2].values = {60, 70, 80};
    EXPECT_FALSE(legend_labels(c).contains("striped: equal values")) << "lines apart are not striped";
}
