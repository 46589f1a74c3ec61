// Chart labels keep clear of what is drawn: a reference mark's label goes where it covers no bar
// and crosses no data line, by its value alone ("780") where only that fits, never over a value
// label or another mark's label (the short plots of a laptop's charts dock), and category names
// wrap to their slot (a size smaller if need be) instead of being cut to "symmetr…".
#include <gtest/gtest.h>

#include <QImage>
#include <QPainter>
#include <cmath>
#include <string>

#include "export/category_labels.h"
#include "export/plot_frame.h"
#include "export/qt_runtime.h"

using namespace santwin;
using namespace santwin::exporting;

namespace {
struct Canvas {
    Canvas() { ensure_gui_application(); }
    QImage image{400, 200, QImage::Format_ARGB32};
};

PlotFrame frame() {
    PlotFrame f;
    f.plot = QRectF(0, 0, 400, 200);
    return f;
}
}  // namespace

TEST(LabelPlacement, MarkLabelGoesBesideTheBarsNotOverThem) {
    Canvas canvas;
    QPainter p(&canvas.image);
    PlotFrame f = frame();
    const QRectF bar(280, 40, 100, 160);
    f.taken.push_back(bar);
    place_label(p, f, {"required 780", {QPointF(290, 100), QPointF(40, 100)}, Qt::red, {}, {}}, Qt::white);
    EXPECT_FALSE(f.texts.back().intersects(bar)) << "the label covers the bar";
    EXPECT_LT(f.texts.back().right(), 280);
}

TEST(LabelPlacement, MarkLabelIsNotCrossedByADataLine) {
    Canvas canvas;
    QPainter p(&canvas.image);
    PlotFrame f = frame();
    f.strokes.emplace_back(QPointF(0, 95), QPointF(400, 95));
    place_label(p, f, {"published 3518 IOPS", {QPointF(50, 100), QPointF(50, 130)}, Qt::black, {}, {}}, Qt::white);
    EXPECT_GT(f.texts.back().top(), 95) << "the line runs through the label";
}

TEST(LabelPlacement, ShortFormWhereOnlyItFits) {
    Canvas canvas;
    QPainter p(&canvas.image);
    PlotFrame f = frame();
    f.taken.push_back(QRectF(0, 0, 180, 200));    // bars, with a 40-unit gap between them
    f.taken.push_back(QRectF(220, 0, 180, 200));
    place_label(p, f, {"required 780", {QPointF(150, 100), QPointF(200, 100)}, Qt::red, "780", {QPointF(160, 100), QPointF(185, 100)}},
                Qt::white);
    const QRectF placed = f.texts.back();
    EXPECT_GE(placed.left(), 180);
    EXPECT_LE(placed.right(), 220) << "the value alone fits between the bars";
}

TEST(LabelPlacement, CategoriesWrapRatherThanCut) {
    Canvas canvas;
    const CategoryLabels cats = fit_categories({"symmetric, MRU, single path", "asymmetric, MRU, balanced paths"}, default_style(), 58);
    ASSERT_EQ(cats.labels.size(), 2u);
    for (const QString& label : cats.labels) EXPECT_FALSE(label.contains(QChar(0x2026))) << label.toStdString();
    EXPECT_LE(cats.lines, 4);
    const CategoryLabels roomy = fit_categories({"OLTP", "Email"}, default_style(), 80);
    EXPECT_EQ(roomy.font.pixelSize(), default_style().font(default_style().tick_px).pixelSize()) << "the tick font when all fits";
}

namespace {
// A frame over x in [0, 30] and y in [0, 750], with a data line from (0, 700) falling to (30, 500).
PlotFrame time_frame() {
    PlotFrame f = frame();
    f.numeric_x = true;
    f.x = AxisScale::nice(0, 30, 4, true, true);
    f.y = AxisScale::nice(0, 750, 4, true, true);
    f.strokes.emplace_back(QPointF(f.xof(0), f.yof(700)), QPointF(f.xof(30), f.yof(500)));
    return f;
}

bool crossed_by_a_stroke(const PlotFrame& f, const QRectF& r) {
    PlotFrame only_lines;
    only_lines.strokes = f.strokes;
    return only_lines.clash(r) > 0;
}
}  // namespace

TEST(LabelPlacement, AMomentAtTheAxisIsLabelledClearOfTheLinesAndOtherLabels) {
    Canvas canvas;
    QPainter p(&canvas.image);
    PlotFrame f = time_frame();
    charts::Chart c;
    c.spec.type = charts::ChartType::TimeSeries;
    charts::ReferenceMark end{0, "published end of warm-up (0 min)", charts::MarkKind::Published, true};
    charts::ReferenceMark now{0, "playhead", charts::MarkKind::Playhead, true};
    c.spec.marks = {end, now};
    paint_marks(p, f, c, default_style());
    ASSERT_EQ(f.texts.size(), 2u);
    for (const QRectF& r : f.texts) {
        EXPECT_FALSE(crossed_by_a_stroke(f, r)) << "a data line runs through a mark's label";
        EXPECT_GE(r.left(), f.plot.left() - 2) << "a label left of the axis";
    }
    EXPECT_FALSE(f.texts[0].intersects(f.texts[1])) << "the two labels overlap";
}

TEST(LabelPlacement, ASweepRingsLabelAvoidsTheLinePassingIt) {
    Canvas canvas;
    QPainter p(&canvas.image);
    PlotFrame f = time_frame();
    charts::Chart c;
    c.spec.type = charts::ChartType::Sweep;
    c.spec.categories = {"1", "4", "8"};
    c.x = {1, 4, 8};
    f.x = AxisScale::nice(0, 8.5, 4, true, true);
    f.categories = 3;
    f.strokes = {{QPointF(f.xof(4), f.yof(560)), QPointF(f.xof(8), f.yof(570))}};
    charts::ReferenceMark paper{540, "published 3518 IOPS", charts::MarkKind::Published};
    paper.category = 2;  // at the last point, so nothing fits right of it
    c.spec.marks = {paper};
    paint_marks(p, f, c, default_style());
    ASSERT_EQ(f.texts.size(), 1u);
    EXPECT_FALSE(crossed_by_a_stroke(f, f.texts[0])) << "the line runs through the paper's label";
}

// A plot too short for any spot beside a moment's line (a chart squeezed into a small dock: the
// playhead's label) leaves the label out; it had crashed, taking the first of no spots.
TEST(LabelPlacement, APlotTooShortForALabelLeavesItOut) {
    Canvas canvas;
    QPainter p(&canvas.image);
    PlotFrame f = time_frame();
    f.plot.setHeight(6);
    charts::Chart c;
    c.spec.type = charts::ChartType::TimeSeries;
    c.spec.marks = {charts::ReferenceMark{10, "playhead", charts::MarkKind::Playhead, true}};
    paint_marks(p, f, c, default_style());
    EXPECT_TRUE(f.texts.empty());
}

namespace {
// Bars in a plot as short as a laptop's charts dock left them (65 units), values labelled, then
// the published marks: one per category, or per bar where `series` >= 0.
struct MarkedBars {
    std::vector<std::vector<double>> series;
    struct Mark {
        double value;
        const char* label;
        int category;
        int series = -1;
    };
    std::vector<Mark> marks;
    double top = 0;  // the y axis's end
    double width = 320;
};

PlotFrame paint_marked_bars(const MarkedBars& scene) {
    static Canvas canvas;
    canvas.image.fill(Qt::white);
    QPainter p(&canvas.image);
    PlotFrame f;
    f.plot = QRectF(40, 20, scene.width, 65);
    f.y = AxisScale::nice(0, scene.top, 3, true, true);
    charts::Chart c;
    c.spec.type = charts::ChartType::GroupedBars;
    for (const auto& values : scene.series) {
        c.spec.series.push_back({"run", {}, values});
        f.categories = values.size();
    }
    for (std::size_t i = 0; i < f.categories; ++i) c.spec.categories.push_back("c" + std::to_string(i));
    for (const MarkedBars::Mark& m : scene.marks) {
        charts::ReferenceMark mark{m.value, std::string("published ") + m.label, charts::MarkKind::Published};
        mark.category = m.category;
        mark.series = m.series;
        c.spec.marks.push_back(mark);
    }
    paint_bars(p, f, c, default_style());
    paint_marks(p, f, c, default_style());
    return f;
}

// No two labels (values and marks alike) overlap or come within 3 units side by side (they
// would read as one); no mark's label is crossed by a mark line.
void expect_apart(const PlotFrame& f) {
    for (std::size_t i = 0; i < f.texts.size(); ++i)
        for (std::size_t j = i + 1; j < f.texts.size(); ++j)
            EXPECT_FALSE(f.texts[i].adjusted(-3, 0, 3, 0).intersects(f.texts[j]))
                << "labels " << i << " and " << j << " overlap at x " << f.texts[i].x() << " and " << f.texts[j].x();
    for (const QRectF& r : f.texts) EXPECT_FALSE(crossed_by_a_stroke(f, r)) << "a line runs through a label at x " << r.x();
}
}  // namespace

// aa-path-policy's read latency: "< 20 ms" over the symmetric bar and "> 20 ms" over the
// asymmetric one beside it, at the same height, with the bars' values under them.
TEST(LabelPlacement, MarksOnNeighbouringBarsAtOneHeightKeepApart) {
    const PlotFrame f = paint_marked_bars({{{15, 15, 15}, {15, 15, 20}},
                                           {{20, "< 20 ms", 0, 1}, {20, "< 20 ms", 1, 1}, {20, "< 20 ms", 2, 0}, {20, "> 20 ms", 2, 1}},
                                           30});
    ASSERT_EQ(f.texts.size(), 10u);  // six values, four marks
    expect_apart(f);
}

// eva-dg-sweep's queue depth: the mark at 50 below the bar's top at 64.2 keeps off its value,
// and stays by its line (within two lines of text).
TEST(LabelPlacement, AMarkLabelKeepsOffTheValueAndByItsLine) {
    const PlotFrame f = paint_marked_bars({{{64.2}}, {{50, "> 50", 0}}, 75});
    ASSERT_EQ(f.texts.size(), 2u);
    expect_apart(f);
    const double line = f.yof(50);
    EXPECT_LT(std::abs(f.texts[1].center().y() - line), 2 * f.texts[1].height()) << "the label strays from its line";
}

// eva-dpsnap-vtl's metrics in %: short bars with the mark just above (8 % over 8.00) and two
// marks at close heights in neighbouring categories (147 % and 176 %), in a narrow plot.
TEST(LabelPlacement, MarksOfNeighbouringCategoriesKeepApart) {
    MarkedBars scene{{{8, 4, 130, 191}}, {{8, "8 %", 0}, {4, "4 %", 1}, {147, "147 %", 2}, {176, "176 %", 3}}, 300, 230};
    expect_apart(paint_marked_bars(scene));
    // eva-controller-load's: a mark over one bar at the height of the next one's (128 % beside
    // 99.5 %) keeps off that bar's line and label.
    scene = {{{3.88, 44.8, 10.2, 54, 80.4, 14, 96.9, 99.5}},
             {{4, "4 %", 0}, {43, "43 %", 1}, {8, "8 %", 2}, {64, "64 %", 3}, {78, "78 %", 4}, {11, "11 %", 5}, {128, "128 %", 6}, {99.5, "99.5 %", 7}},
             150};
    expect_apart(paint_marked_bars(scene));
}
