// Chart labels keep clear of what is drawn: a reference mark's label goes where it covers no bar
// and crosses no data line, by its value alone ("780") where only that fits, and category names
// wrap to their slot (a size smaller if need be) instead of being cut to "symmetr…".
#include <gtest/gtest.h>

#include <QImage>
#include <QPainter>

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
    EXPECT_FALSE(f.taken.back().intersects(bar)) << "the label covers the bar";
    EXPECT_LT(f.taken.back().right(), 280);
}

TEST(LabelPlacement, MarkLabelIsNotCrossedByADataLine) {
    Canvas canvas;
    QPainter p(&canvas.image);
    PlotFrame f = frame();
    f.strokes.emplace_back(QPointF(0, 95), QPointF(400, 95));
    place_label(p, f, {"published 3518 IOPS", {QPointF(50, 100), QPointF(50, 130)}, Qt::black, {}, {}}, Qt::white);
    EXPECT_GT(f.taken.back().top(), 95) << "the line runs through the label";
}

TEST(LabelPlacement, ShortFormWhereOnlyItFits) {
    Canvas canvas;
    QPainter p(&canvas.image);
    PlotFrame f = frame();
    f.taken.push_back(QRectF(0, 0, 180, 200));    // bars, with a 40-unit gap between them
    f.taken.push_back(QRectF(220, 0, 180, 200));
    place_label(p, f, {"required 780", {QPointF(150, 100), QPointF(200, 100)}, Qt::red, "780", {QPointF(160, 100), QPointF(185, 100)}},
                Qt::white);
    const QRectF placed = f.taken.back();
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
    ASSERT_EQ(f.taken.size(), 2u);
    for (const QRectF& r : f.taken) {
        EXPECT_FALSE(crossed_by_a_stroke(f, r)) << "a data line runs through a mark's label";
        EXPECT_GE(r.left(), f.plot.left() - 2) << "a label left of the axis";
    }
    EXPECT_FALSE(f.taken[0].intersects(f.taken[1])) << "the two labels overlap";
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
    ASSERT_EQ(f.taken.size(), 1u);
    EXPECT_FALSE(crossed_by_a_stroke(f, f.taken[0])) << "the line runs through the paper's label";
}
