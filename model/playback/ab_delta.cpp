#include "playback/ab_delta.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace santwin::playback {

double ab_delta(double a, double b, double t, double b_end) {
    // A playhead a hair past the end (floating point) still reads B's last moment.
    if (a < 0 || b < 0 || t > b_end + 1e-9) return std::numeric_limits<double>::quiet_NaN();
    return a - b;
}

bool ab_differs(double delta) {
    return std::isfinite(delta) && std::abs(delta) >= kSameUtilization_pts;
}

std::string ab_delta_label(double delta) {
    if (!ab_differs(delta)) return {};
    // Rounded, but a shown difference is at least 1 point: "+0 pts" would contradict the tint.
    const long points = std::max(1L, std::lround(std::abs(delta)));
    return (delta > 0 ? "+" : "\u2212") + std::to_string(points) + " pts";
}

}  // namespace santwin::playback
