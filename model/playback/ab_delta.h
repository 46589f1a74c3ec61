#pragma once
// A/B on the diagram: a box's utilization in this run minus the compared run's, in percentage
// points, and the words its badge shows. Differences under half a point are the same figure
// (they would read "+0" or "-0" and tint equal boxes as different); past the compared run's end
// there is nothing to compare with, rather than its last value.
#include <string>

namespace santwin::playback {

// Closer than this (points), two utilizations count as equal: no tint, no label.
constexpr double kSameUtilization_pts = 0.5;

// a − b at simulated time t, or NaN when either run has no figure (a negative heat) or the
// compared run ended before t (`b_end`).
double ab_delta(double a, double b, double t, double b_end);

// Whether `delta` is worth showing: a number, at least kSameUtilization_pts either way.
bool ab_differs(double delta);

// "+3 pts" / "−3 pts" (a minus sign, never "-0"); "" when !ab_differs(delta).
std::string ab_delta_label(double delta);

}  // namespace santwin::playback
