// The link layer's geometry: strokes are strips with a transparent fringe, dashes cut a line
// into pieces of the asked lengths, and flattened curves end where the route ends. However
// long a line, its dashes and flow particles stay few.
#include <gtest/gtest.h>

#include <cmath>

#include "bridge/diagram/flow_particles.h"
#include "bridge/diagram/stroke_mesh.h"

using santwin::diagram::Route;
using santwin::diagram::Vec2;

// A 3-point polyline: 4 vertices per point (fringe, core, core, fringe) and 3 bands of 2
// triangles per segment; the core is opaque, the fringe transparent, and the strip is
// 2 × (half width + fringe / 2) wide on a straight run.
TEST(StrokeMesh, StripWithFringe) {
    StrokeMesh mesh;
    mesh.addPolyline({{0, 0}, {10, 0}, {20, 0}}, 2, 1, {255, 0, 0, 255});
    ASSERT_EQ(mesh.vertices.size(), 12u);
    EXPECT_EQ(mesh.indices.size(), 2u * 18u);
    EXPECT_EQ(mesh.vertices[0].a, 0);
    EXPECT_EQ(mesh.vertices[1].a, 255);
    EXPECT_EQ(mesh.vertices[1].r, 255);
    EXPECT_EQ(mesh.vertices[3].a, 0);
    EXPECT_FLOAT_EQ(std::fabs(mesh.vertices[4].y - mesh.vertices[7].y), 5.0f);
    EXPECT_FLOAT_EQ(std::fabs(mesh.vertices[5].y - mesh.vertices[6].y), 3.0f);
    for (auto i : mesh.indices) EXPECT_LT(i, mesh.vertices.size());
}

// A line thinner than the fringe fades (premultiplied alpha scaled by its coverage).
TEST(StrokeMesh, ThinLinesFade) {
    StrokeMesh mesh;
    mesh.addPolyline({{0, 0}, {10, 0}}, 0.25, 1, {200, 100, 0, 255});
    EXPECT_EQ(mesh.vertices[1].a, 128);
    EXPECT_EQ(mesh.vertices[1].r, 100);
}

// A straight 100-unit line in 7-on / 5-off dashes: 9 dashes, each 7 long but the last (4).
TEST(StrokeMesh, Dashes) {
    const auto d = dashes({{0, 0}, {50, 0}, {100, 0}}, 7, 5);
    ASSERT_EQ(d.size(), 9u);
    for (std::size_t i = 0; i + 1 < d.size(); ++i) {
        EXPECT_NEAR(d[i].back().x - d[i].front().x, 7, 1e-9);
        if (i > 0) {
            EXPECT_NEAR(d[i].front().x - d[i - 1].back().x, 5, 1e-9);
        }
    }
    EXPECT_NEAR(d.back().back().x, 100, 1e-9);
    EXPECT_NEAR(d.back().front().x, 96, 1e-9);
}

// Flattening keeps the ends and stays within the curve's hull.
TEST(StrokeMesh, FlattenKeepsEnds) {
    Route r;
    r.start = {0, 0};
    r.control1 = {100, 0};
    r.control2 = {100, 200};
    r.end = {200, 200};
    const auto pts = flatten(r, 10);
    EXPECT_GE(pts.size(), 9u);
    EXPECT_DOUBLE_EQ(pts.front().x, 0);
    EXPECT_DOUBLE_EQ(pts.back().y, 200);
    for (const Vec2& p : pts) {
        EXPECT_GE(p.x, 0);
        EXPECT_LE(p.x, 200);
    }
}

// A cable a million units long (a box saved far out) in 7-on / 5-off dashes would be 83,000
// dashes: it gets kMaxDashes longer ones instead, still starting and ending on the line.
TEST(StrokeMesh, LongLinesKeepTheirDashCountBounded) {
    const auto d = dashes({{0, 0}, {1e6, 0}}, 7, 5);
    EXPECT_LE(d.size(), static_cast<std::size_t>(kMaxDashes) + 1);
    EXPECT_GT(d.size(), static_cast<std::size_t>(kMaxDashes) / 2);
    EXPECT_NEAR(d.front().front().x, 0, 1e-6);
    EXPECT_LE(d.back().back().x, 1e6 + 1e-6);
    EXPECT_TRUE(dashes({{0, 0}, {1e300, 1e300}}, 7, 5).size() <= static_cast<std::size_t>(kMaxDashes) + 1);
}

// Flow particles every 14 units along a million-unit cable would be 71,000: at most
// kMaxParticles instead.
TEST(StrokeMesh, LongLinesKeepTheirParticleCountBounded) {
    const auto p = flow_particles({{0, 0}, {1e6, 0}}, 14, 6, 0, false);
    EXPECT_LE(p.size(), static_cast<std::size_t>(kMaxParticles) + 1);
    EXPECT_GT(p.size(), static_cast<std::size_t>(kMaxParticles) / 2);
    EXPECT_EQ(flow_particles({{0, 0}, {100, 0}}, 14, 6, 0, false).size(), 7u);  // short: unchanged
}
