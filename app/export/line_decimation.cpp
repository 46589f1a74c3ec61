#include "export/line_decimation.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace santwin::exporting {

namespace {
constexpr std::size_t kKept = 4;  // first, lowest, highest, last
constexpr double kGap = std::numeric_limits<double>::quiet_NaN();

double at(const std::vector<double>& v, std::size_t i) {
    return i < v.size() ? v[i] : kGap;
}

// The four values column [a, b] keeps of one series.
void keep_column(const std::vector<double>& v, std::size_t a, std::size_t b, std::vector<double>& out) {
    std::size_t lo = b + 1, hi = b + 1;
    for (std::size_t i = a; i <= b; ++i) {
        const double value = at(v, i);
        if (!std::isfinite(value)) continue;
        if (lo > b || value < at(v, lo)) lo = i;
        if (hi > b || value > at(v, hi)) hi = i;
    }
    out.push_back(at(v, a));
    if (lo > b) {  // no finite value: the gap stays
        out.push_back(kGap);
        out.push_back(kGap);
    } else {
        out.push_back(at(v, std::min(lo, hi)));
        out.push_back(at(v, std::max(lo, hi)));
    }
    out.push_back(at(v, b));
}
}  // namespace

DecimatedLines decimate_lines(const std::vector<double>& x, const std::vector<std::vector<double>>& series,
                              std::size_t columns) {
    DecimatedLines out{x, series};
    const std::size_t n = x.size();
    if (columns == 0 || n <= kKept * columns || !(x.back() > x.front())) return out;
    out.x.clear();
    for (auto& s : out.series) s.clear();
    const double span = x.back() - x.front();
    auto column_of = [&](std::size_t i) {
        const double c = std::floor((x[i] - x.front()) / span * static_cast<double>(columns));
        return std::min(static_cast<double>(columns - 1), std::max(0.0, c));
    };
    for (std::size_t a = 0; a < n;) {
        std::size_t b = a;
        while (b + 1 < n && column_of(b + 1) == column_of(a)) ++b;
        if (b - a + 1 <= kKept) {
            for (std::size_t i = a; i <= b; ++i) {
                out.x.push_back(x[i]);
                for (std::size_t k = 0; k < series.size(); ++k) out.series[k].push_back(at(series[k], i));
            }
        } else {
            // The middle two share one x: the column's stroke from its lowest to its highest.
            const double mid = x[a + (b - a) / 2];
            out.x.insert(out.x.end(), {x[a], mid, mid, x[b]});
            for (std::size_t k = 0; k < series.size(); ++k) keep_column(series[k], a, b, out.series[k]);
        }
        a = b + 1;
    }
    return out;
}

}  // namespace santwin::exporting
