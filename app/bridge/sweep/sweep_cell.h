#pragma once
// How the sweep panel's table writes a metric: four significant digits to compare values
// across points, but never in exponent form for big figures — a count of 10,190 events reads
// "10190", not "1.019e+04" — and whole numbers without decimals.
#include <QString>
#include <cmath>

inline QString sweep_cell(double v) {
    if (!std::isfinite(v)) return QStringLiteral("–");
    if (std::abs(v) >= 1000 || v == std::round(v)) return QString::number(std::round(v), 'f', 0);
    return QString::number(v, 'g', 4);
}
