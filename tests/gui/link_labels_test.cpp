// Cable labels as the GUI places them on lab 004 (LinkModel, widths measured in the label
// font): at every zoom a shown label overlaps no other, no box and no frame's title; zoomed out
// fewer are shown and, far out, only the selection's; a cable whose label was left out is still
// named when the pointer is on it.
#include <gtest/gtest.h>

#include <QFont>
#include <QFontMetricsF>

#include "bridge/project/project_controller.h"
#include "diagram/label_placement.h"

using namespace santwin;
using diagram::Rect;

namespace {

struct ShownLabel {
    int row;
    Rect box;
    QString text;
};

std::vector<ShownLabel> shown_labels(LinkModel& links) {
    std::vector<ShownLabel> out;
    for (int r = 0; r < links.rowCount(); ++r) {
        const QModelIndex i = links.index(r);
        if (!links.data(i, LinkModel::LabelShownRole).toBool()) continue;
        const diagram::Vec2 c{links.data(i, LinkModel::LabelXRole).toDouble(),
                              links.data(i, LinkModel::LabelYRole).toDouble()};
        out.push_back({r, diagram::label_rect(c, links.data(i, LinkModel::LabelWidthRole).toDouble(), links.labelHeight()),
                       links.data(i, LinkModel::LabelRole).toString()});
    }
    return out;
}

class LinkLabels : public ::testing::Test {
  protected:
    void SetUp() override {
        ASSERT_TRUE(pc.openLab("004"));
        pc.links()->setFontFamily(QStringLiteral("DejaVu Sans"));
    }
    ProjectController pc{nullptr};
};

}  // namespace

// From an overview to zoomed in: placed labels never overprint each other, a box or a frame's
// title, and each is wide enough for its text in the font it is drawn in.
TEST_F(LinkLabels, Lab004NeverOverlap) {
    LinkModel& links = *pc.links();
    const diagram::Diagram& d = pc.diagram();
    for (double zoom : {0.36, 0.5, 0.7, 1.0, 1.4, 2.2}) {
        links.layoutLabels(zoom);
        const auto labels = shown_labels(links);
        QFont font(links.fontFamily());
        font.setPixelSize(static_cast<int>(links.labelSize()));
        const QFontMetricsF metrics(font);
        for (std::size_t a = 0; a < labels.size(); ++a) {
            const ShownLabel& la = labels[a];
            EXPECT_GE(la.box.r - la.box.l, metrics.horizontalAdvance(la.text)) << la.text.toStdString();
            for (std::size_t b = a + 1; b < labels.size(); ++b)
                EXPECT_FALSE(la.box.hits(labels[b].box))
                    << "zoom " << zoom << ": " << la.text.toStdString() << " / " << labels[b].text.toStdString();
            for (const diagram::Node& n : d.nodes) {
                const Rect covered = n.frame ? diagram::frame_title(n) : Rect{n.left(), n.top(), n.right(), n.bottom()};
                EXPECT_FALSE(la.box.hits(covered)) << "zoom " << zoom << ": " << la.text.toStdString() << " over " << n.name;
            }
        }
        if (zoom >= 0.7) {
            EXPECT_GT(labels.size(), 8u) << "zoom " << zoom;
        }
    }
}

// Zoomed out, fewer labels find room; far out only the selected box's cables are labelled.
TEST_F(LinkLabels, FewerWhenZoomedOut) {
    LinkModel& links = *pc.links();
    links.layoutLabels(1.0);
    const auto working = shown_labels(links).size();
    links.layoutLabels(0.4);
    EXPECT_LT(shown_labels(links).size(), working);
    links.layoutLabels(0.2);
    EXPECT_TRUE(shown_labels(links).empty());
    // Far out, each box selected in turn: only its cables (a frame's: those of the boxes in
    // it) are labelled, and some are.
    const diagram::Diagram& d = pc.diagram();
    auto in = [&](int n, int box) {
        for (; n >= 0; n = d.nodes[static_cast<std::size_t>(n)].parent)
            if (n == box) return true;
        return false;
    };
    std::size_t lit = 0;
    for (int node = 0; node < static_cast<int>(d.nodes.size()); ++node) {
        links.layoutLabels(0.3, node);
        for (const ShownLabel& l : shown_labels(links)) {
            const diagram::Edge& e = d.edges[static_cast<std::size_t>(l.row)];
            EXPECT_TRUE(in(e.from, node) || in(e.to, node)) << l.text.toStdString();
            ++lit;
        }
    }
    EXPECT_GT(lit, 5u);
}

// Placing again for the same zoom (a playback frame, a repaint) moves nothing.
TEST_F(LinkLabels, StableForTheSameView) {
    LinkModel& links = *pc.links();
    links.layoutLabels(0.8);
    const auto before = shown_labels(links);
    links.layoutLabels(0.8);
    const auto after = shown_labels(links);
    ASSERT_EQ(before.size(), after.size());
    for (std::size_t i = 0; i < before.size(); ++i) {
        EXPECT_EQ(before[i].row, after[i].row);
        EXPECT_DOUBLE_EQ(before[i].box.l, after[i].box.l);
        EXPECT_DOUBLE_EQ(before[i].box.t, after[i].box.t);
    }
}

// The pointer on a cable finds it (labels left out included), and the hint names the label and
// both ends; off every cable, nothing.
TEST_F(LinkLabels, HoverNamesEveryCable) {
    LinkModel& links = *pc.links();
    links.layoutLabels(0.5);
    const diagram::Diagram& d = pc.diagram();
    int hidden = 0, found = 0;
    for (int r = 0; r < links.rowCount(); ++r) {
        const diagram::Edge& e = d.edges[static_cast<std::size_t>(r)];
        if (e.label.empty() || links.data(links.index(r), LinkModel::LabelShownRole).toBool()) continue;
        ++hidden;
        const diagram::Vec2 p = links.routes()[static_cast<std::size_t>(r)].at(0.3);
        const int at = links.edgeAt(p.x, p.y, 3);
        ASSERT_GE(at, 0);
        found += at == r;
        if (at != r) continue;
        const QString hint = links.edgeHint(r);
        EXPECT_TRUE(hint.contains(QString::fromStdString(e.label))) << hint.toStdString();
        EXPECT_TRUE(hint.contains(QString::fromStdString(d.nodes[static_cast<std::size_t>(e.from)].name)));
        EXPECT_TRUE(hint.contains(QString::fromStdString(d.nodes[static_cast<std::size_t>(e.to)].name)));
    }
    ASSERT_GT(hidden, 0);
    EXPECT_GE(found, hidden * 3 / 4);
    EXPECT_EQ(links.edgeAt(-1e6, -1e6, 5), -1);
    EXPECT_TRUE(links.edgeHint(-1).isEmpty());
}
