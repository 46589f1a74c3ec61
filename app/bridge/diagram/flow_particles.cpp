#include "bridge/diagram/flow_particles.h"

#include <algorithm>
#include <cmath>

using santwin::diagram::Vec2;

FlowLook flow_look(double mbps) {
    const double m = std::max(0.0, mbps);
    return {std::clamp(2400.0 / (m + 20.0), 14.0, 120.0), 25.0 + 18.0 * std::log2(1.0 + m)};
}

namespace {
// The point `d` along the polyline (cumulative lengths in `acc`).
Vec2 point_at(const std::vector<Vec2>& line, const std::vector<double>& acc, double d) {
    auto it = std::upper_bound(acc.begin(), acc.end(), d);
    const std::size_t i =
        std::clamp<std::size_t>(static_cast<std::size_t>(it - acc.begin()), 1, line.size() - 1);
    const double seg = acc[i] - acc[i - 1];
    const double f = seg > 0 ? std::clamp((d - acc[i - 1]) / seg, 0.0, 1.0) : 0;
    return {line[i - 1].x + f * (line[i].x - line[i - 1].x),
            line[i - 1].y + f * (line[i].y - line[i - 1].y)};
}
}  // namespace

std::vector<std::vector<Vec2>> flow_particles(const std::vector<Vec2>& line, double spacing,
                                              double length, double travelled, bool backward) {
    std::vector<std::vector<Vec2>> out;
    if (line.size() < 2 || spacing <= 0) return out;
    std::vector<double> acc(line.size(), 0);
    for (std::size_t i = 1; i < line.size(); ++i)
        acc[i] = acc[i - 1] + std::hypot(line[i].x - line[i - 1].x, line[i].y - line[i - 1].y);
    const double total = acc.back();
    if (!std::isfinite(total) || total <= length) return out;
    spacing = std::max(spacing, total / kMaxParticles);  // a very long cable: fewer, sparser
    const double offset = std::fmod(travelled, spacing);
    for (double s = offset; s + length <= total; s += spacing) {
        // Moving backward: mirror the position so particles travel from the end to the start.
        const double a = backward ? total - s - length : s;
        out.push_back({point_at(line, acc, a), point_at(line, acc, a + length)});
    }
    return out;
}
