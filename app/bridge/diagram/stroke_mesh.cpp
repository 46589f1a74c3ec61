#include "bridge/diagram/stroke_mesh.h"

#include <algorithm>
#include <cmath>

using santwin::diagram::Route;
using santwin::diagram::Vec2;

namespace {

Vec2 sub(Vec2 a, Vec2 b) {
    return {a.x - b.x, a.y - b.y};
}
double length(Vec2 v) {
    return std::hypot(v.x, v.y);
}
Vec2 unit(Vec2 v) {
    const double l = length(v);
    return l > 1e-9 ? Vec2{v.x / l, v.y / l} : Vec2{1, 0};
}
Vec2 perp(Vec2 v) {
    return {-v.y, v.x};
}
Vec2 lerp(Vec2 a, Vec2 b, double t) {
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

}  // namespace

void StrokeMesh::clear() {
    vertices.clear();
    indices.clear();
}

void StrokeMesh::addPolyline(const std::vector<Vec2>& pts, double half_width, double fringe,
                             Rgba c) {
    if (pts.size() < 2) return;
    const auto base = static_cast<std::uint32_t>(vertices.size());
    const double inner = std::max(0.0, half_width - fringe / 2);
    const double outer = half_width + fringe / 2;
    // A line thinner than the fringe fades instead of vanishing.
    const double coverage = std::min(1.0, 2 * half_width / std::max(fringe, 1e-9));
    const auto a = static_cast<unsigned char>(std::lround(c.a * coverage));
    const auto pm = [a](unsigned char v) { return static_cast<unsigned char>(v * a / 255); };
    const StrokeVertex solid{0, 0, pm(c.r), pm(c.g), pm(c.b), a};
    for (std::size_t i = 0; i < pts.size(); ++i) {
        const Vec2 in = unit(sub(pts[i], pts[i == 0 ? 0 : i - 1]));
        const Vec2 out = unit(sub(pts[i + 1 < pts.size() ? i + 1 : i], pts[i]));
        const Vec2 d_in = i == 0 ? out : in;
        const Vec2 d_out = i + 1 == pts.size() ? in : out;
        Vec2 normal = unit(perp({d_in.x + d_out.x, d_in.y + d_out.y}));
        // Mitre: stretch the offset so the strip keeps its width at a bend (capped at 2x).
        const double cosine = std::max(0.5, normal.x * perp(d_out).x + normal.y * perp(d_out).y);
        const double k = 1 / cosine;
        const double offsets[4] = {outer * k, inner * k, -inner * k, -outer * k};
        for (int v = 0; v < 4; ++v) {
            StrokeVertex sv = (v == 1 || v == 2) ? solid : StrokeVertex{0, 0, 0, 0, 0, 0};
            sv.x = static_cast<float>(pts[i].x + normal.x * offsets[v]);
            sv.y = static_cast<float>(pts[i].y + normal.y * offsets[v]);
            vertices.push_back(sv);
        }
    }
    for (std::uint32_t i = 0; i + 1 < pts.size(); ++i) {
        const std::uint32_t p = base + 4 * i, q = p + 4;
        for (std::uint32_t band = 0; band < 3; ++band) {
            indices.insert(indices.end(), {p + band, p + band + 1, q + band});
            indices.insert(indices.end(), {p + band + 1, q + band + 1, q + band});
        }
    }
}

std::vector<Vec2> flatten(const Route& r, double step) {
    const double rough = length(sub(r.control1, r.start)) + length(sub(r.control2, r.control1)) +
                         length(sub(r.end, r.control2));
    const int n = std::clamp(static_cast<int>(rough / std::max(step, 1e-3)), 8, 96);
    std::vector<Vec2> pts;
    pts.reserve(static_cast<std::size_t>(n) + 1);
    for (int i = 0; i <= n; ++i) pts.push_back(r.at(static_cast<double>(i) / n));
    return pts;
}

std::vector<std::vector<Vec2>> dashes(const std::vector<Vec2>& line, double on, double off) {
    std::vector<std::vector<Vec2>> out;
    if (line.size() < 2 || on <= 0) return out;
    double total = 0;
    for (std::size_t i = 0; i + 1 < line.size(); ++i) total += length(sub(line[i + 1], line[i]));
    if (!std::isfinite(total)) return out;
    // A line longer than kMaxDashes patterns gets longer dashes: the count stays bounded.
    if (const double patterns = total / (on + std::max(0.0, off)); patterns > kMaxDashes) {
        on *= patterns / kMaxDashes;
        off *= patterns / kMaxDashes;
    }
    bool drawing = true;
    double left = on;  // length left in the current dash or gap
    std::vector<Vec2> dash{line.front()};
    for (std::size_t i = 0; i + 1 < line.size(); ++i) {
        Vec2 a = line[i];
        const Vec2 b = line[i + 1];
        double seg = length(sub(b, a));
        while (seg > left) {
            const Vec2 cut = lerp(a, b, left / seg);
            if (drawing) {
                dash.push_back(cut);
                out.push_back(std::move(dash));
                dash.clear();
            } else {
                dash = {cut};
            }
            seg -= left;
            a = cut;
            drawing = !drawing;
            left = drawing ? on : off;
        }
        left -= seg;
        if (drawing) dash.push_back(b);
    }
    if (drawing && dash.size() > 1) out.push_back(std::move(dash));
    return out;
}

std::vector<std::vector<Vec2>> cross_at(Vec2 mid, double size) {
    const double d = size / 2;
    return {{{mid.x - d, mid.y - d}, {mid.x + d, mid.y + d}}, {{mid.x - d, mid.y + d}, {mid.x + d, mid.y - d}}};
}
