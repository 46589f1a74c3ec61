#include "export/axis_scale.h"

#include <QLocale>
#include <algorithm>
#include <cmath>

namespace santwin::exporting {

namespace {
double nice_step(double raw) {
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (raw <= m * mag * (1 + 1e-9)) return m * mag;
    return 10 * mag;
}
}  // namespace

AxisScale AxisScale::nice(double lo, double hi, int target, bool fixed_lo, bool fixed_hi) {
    AxisScale a;
    if (!std::isfinite(lo) || !std::isfinite(hi)) lo = 0, hi = 1;
    if (hi < lo) std::swap(lo, hi);
    if (hi - lo < 1e-12 * std::max(1.0, std::abs(hi))) {
        hi = lo == 0 ? 1 : lo + std::abs(lo) * 0.5;
        if (lo > 0 && !fixed_lo) lo = 0;
    }
    a.step = nice_step((hi - lo) / std::max(1, target));
    a.lo = fixed_lo ? lo : std::floor(lo / a.step + 1e-9) * a.step;
    a.hi = fixed_hi ? hi : std::ceil(hi / a.step - 1e-9) * a.step;
    for (double t = std::ceil(a.lo / a.step - 1e-9) * a.step; t <= a.hi + a.step * 1e-6; t += a.step)
        a.ticks.push_back(std::abs(t) < a.step * 1e-9 ? 0.0 : t);
    return a;
}

QString AxisScale::label(double v) const {
    return format_value(v, step);
}

QString format_value(double v, double step) {
    if (!std::isfinite(v)) return QStringLiteral("–");
    const double mag = std::abs(v);
    if (mag >= 1e6 && step >= 1e5) {
        const double m = v / 1e6;
        const int decimals = step >= 1e6 ? 0 : 1;
        return QLocale(QLocale::English).toString(m, 'f', decimals) + QStringLiteral(" M");
    }
    int decimals = 0;
    if (step > 0 && step < 1) decimals = std::min(4, static_cast<int>(std::ceil(-std::log10(step) - 1e-9)));
    if (step > 0 && std::abs(step * std::pow(10, decimals) - std::round(step * std::pow(10, decimals))) > 1e-6)
        ++decimals;  // 2.5, 0.25
    QLocale loc(QLocale::English);
    QString s = loc.toString(v, 'f', decimals);
    return s;
}

}  // namespace santwin::exporting
