#include "diagram/view_fit.h"

#include <algorithm>
#include <cmath>

#include "diagram/auto_layout.h"

namespace santwin::diagram {

namespace {
bool overlaps(const ViewRect& a, const ViewRect& b) {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

bool hides_a_box(const Diagram& d, const ViewFit& f, const std::vector<ViewRect>& overlays) {
    for (const Node& n : d.nodes) {
        const ViewRect box{f.pan_x + n.left() * f.zoom, f.pan_y + n.top() * f.zoom, n.width * f.zoom,
                           n.height * f.zoom};
        for (const ViewRect& o : overlays)
            if (overlaps(box, o)) return true;
    }
    return false;
}

// Where the drawing may sit along one axis at zoom z: centred first, then slid toward either
// end in steps, nearest the centre first.
std::vector<double> positions(double view, double margin, double lo, double hi, double z) {
    const double size = (hi - lo) * z;
    const double centred = (view - size) / 2 - lo * z;
    const double slack = std::max(0.0, (view - 2 * margin - size) / 2);
    std::vector<double> out{centred};
    constexpr int kSteps = 4;
    for (int k = 1; k <= kSteps; ++k) {
        const double shift = slack * k / kSteps;
        out.push_back(centred - shift);
        out.push_back(centred + shift);
    }
    return out;
}
}  // namespace

ViewFit fit_view(const Diagram& d, const FitRequest& r) {
    ViewFit plain;
    if (d.nodes.empty() || r.view_width <= 0 || r.view_height <= 0) return plain;
    const Bounds b = diagram_bounds(d);
    const double bw = std::max(1.0, b.right - b.left), bh = std::max(1.0, b.bottom - b.top);
    const double z0 = std::clamp(
        std::min((r.view_width - 2 * r.margin) / bw, (r.view_height - 2 * r.margin) / bh), r.min_zoom,
        r.max_zoom);
    plain.zoom = z0;
    plain.pan_x = (r.view_width - bw * z0) / 2 - b.left * z0;
    plain.pan_y = (r.view_height - bh * z0) / 2 - b.top * z0;
    if (r.overlays.empty() || !hides_a_box(d, plain, r.overlays)) return plain;

    // Zoom out in 3% steps; at each zoom try the drawing's places, nearest the centre first.
    const double floor = std::max(r.min_zoom, z0 * r.max_shrink);
    for (double z = z0; z >= floor; z *= 0.97)
        for (double px : positions(r.view_width, r.margin, b.left, b.right, z))
            for (double py : positions(r.view_height, r.margin, b.top, b.bottom, z)) {
                const ViewFit f{z, px, py, true};
                if (!hides_a_box(d, f, r.overlays)) return f;
            }
    plain.clear = false;
    return plain;
}

}  // namespace santwin::diagram
