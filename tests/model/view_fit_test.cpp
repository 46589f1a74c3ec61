// Fitting the diagram around the overlays floating over the view (minimap, legends).
#include <gtest/gtest.h>

#include "diagram/view_fit.h"

using namespace santwin;
using namespace santwin::diagram;

namespace {
Node box(double x, double y, double w, double h) {
    Node n;
    n.x = x;
    n.y = y;
    n.width = w;
    n.height = h;
    return n;
}

// Three columns of boxes; the last column runs to the bottom of the drawing, which spans scene
// (20, 20) to (980, 580).
Diagram columns() {
    Diagram d;
    for (int row = 0; row < 5; ++row) d.nodes.push_back(box(100, 60 + row * 120, 160, 80));
    for (int row = 0; row < 2; ++row) d.nodes.push_back(box(500, 200 + row * 120, 160, 80));
    for (int row = 0; row < 5; ++row) d.nodes.push_back(box(900, 60 + row * 120, 160, 80));
    return d;
}

FitRequest view(double width, double height) {
    FitRequest r;
    r.view_width = width;
    r.view_height = height;
    r.margin = 28;
    return r;
}

bool any_hidden(const Diagram& d, const ViewFit& f, const ViewRect& o) {
    for (const Node& n : d.nodes) {
        const double x = f.pan_x + n.left() * f.zoom, y = f.pan_y + n.top() * f.zoom;
        if (x < o.x + o.width && o.x < x + n.width * f.zoom && y < o.y + o.height && o.y < y + n.height * f.zoom)
            return true;
    }
    return false;
}
}  // namespace

TEST(ViewFit, WithoutOverlaysTheDrawingIsCentredAtTheLargestZoom) {
    const Diagram d = columns();
    const ViewFit f = fit_view(d, view(1016, 616));
    EXPECT_TRUE(f.clear);
    EXPECT_DOUBLE_EQ(f.zoom, 1.0);  // (1016 - 56) / 960 = (616 - 56) / 560
    EXPECT_DOUBLE_EQ(f.pan_x, 28 - 20);  // the drawing starts at scene x = 20
    EXPECT_DOUBLE_EQ(f.pan_y, 28 - 20);
}

TEST(ViewFit, TheLastColumnComesOutFromUnderTheMinimap) {
    const Diagram d = columns();
    const ViewRect minimap{1016 - 12 - 220, 616 - 12 - 190, 220, 190};
    FitRequest r = view(1016, 616);
    const ViewFit plain = fit_view(d, r);
    ASSERT_TRUE(any_hidden(d, plain, minimap));  // a plain fit hides the last boxes
    r.overlays = {minimap};
    const ViewFit f = fit_view(d, r);
    EXPECT_TRUE(f.clear);
    EXPECT_FALSE(any_hidden(d, f, minimap));
    EXPECT_LT(f.zoom, plain.zoom);
    EXPECT_GE(f.zoom, 0.6 * plain.zoom);
    // Still inside the view.
    EXPECT_GE(f.pan_x + 20 * f.zoom, 0);
    EXPECT_LE(f.pan_x + 980 * f.zoom, 1016);
}

TEST(ViewFit, AnOverlayNothingCanAvoidKeepsThePlainFit) {
    const Diagram d = columns();
    FitRequest r = view(1016, 616);
    const ViewFit plain = fit_view(d, r);
    r.overlays = {{0, 0, 1016, 616}};
    const ViewFit f = fit_view(d, r);
    EXPECT_FALSE(f.clear);
    EXPECT_DOUBLE_EQ(f.zoom, plain.zoom);
    EXPECT_DOUBLE_EQ(f.pan_x, plain.pan_x);
}
