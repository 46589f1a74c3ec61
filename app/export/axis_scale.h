#pragma once
// A numeric axis: a range rounded out to "nice" steps (1, 2, 2.5, 5 x 10^n) with its ticks, and
// tick labels people read at a glance (thousands separated, no needless decimals).
#include <QString>
#include <vector>

namespace santwin::exporting {

struct AxisScale {
    double lo = 0, hi = 1, step = 0.2;
    std::vector<double> ticks;

    // Covers [lo, hi] with about `target` ticks. `fixed_lo` / `fixed_hi` keep that end exactly.
    static AxisScale nice(double lo, double hi, int target, bool fixed_lo = false, bool fixed_hi = false);
    // Position of v in [0, 1] along the axis.
    double frac(double v) const { return hi > lo ? (v - lo) / (hi - lo) : 0; }
    QString label(double v) const;
};

// "12,345", "0.25", "1.5 M": a value at the precision `step` calls for.
QString format_value(double v, double step);

}  // namespace santwin::exporting
