#pragma once
// The utilization colour ramp of the 3D view: green when idle, amber at half load, red when
// saturated — the convention of storage management consoles — interpolated in three stops.
#include <algorithm>
#include <array>

namespace santwin::view3d {

inline std::array<double, 3> heat(double u) {
    u = std::clamp(u, 0.0, 1.0);
    constexpr std::array<double, 3> stops[3] = {{0.18, 0.62, 0.34}, {0.98, 0.76, 0.18}, {0.86, 0.16, 0.13}};
    const int i = u < 0.5 ? 0 : 1;
    const double f = u < 0.5 ? u / 0.5 : (u - 0.5) / 0.5;
    return {stops[i][0] + f * (stops[i + 1][0] - stops[i][0]), stops[i][1] + f * (stops[i + 1][1] - stops[i][1]),
            stops[i][2] + f * (stops[i + 1][2] - stops[i][2])};
}

}  // namespace santwin::view3d
