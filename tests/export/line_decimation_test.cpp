// Long line series thinned to the plot's pixel columns keep what those columns show: each
// column's lowest and highest value (peaks survive) and the line's ends; short series, and
// every chart a short run makes, are drawn point for point.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "export/line_decimation.h"

using santwin::exporting::decimate_lines;

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// The column [0, columns) that x falls in, as decimate_lines splits [lo, hi].
std::size_t column(double x, double lo, double hi, std::size_t columns) {
    const double c = std::floor((x - lo) / (hi - lo) * static_cast<double>(columns));
    return static_cast<std::size_t>(std::clamp(c, 0.0, static_cast<double>(columns - 1)));
}
}  // namespace

TEST(LineDecimation, MillionPointsOver800ColumnsKeepEachColumnsExtremes) {
    // System: 1e6 points of a wavy series with one sharp spike, drawn over 800 px.
    // Expected: at most 4 points per column; per column the same lowest and highest value as
    // the full series; the first and last points kept; the spike kept.
    const std::size_t n = 1'000'000, columns = 800;
    std::vector<double> x(n), v(n);
    for (std::size_t i = 0; i < n; ++i) {
        x[i] = static_cast<double>(i);
        v[i] = std::sin(static_cast<double>(i) * 0.001) + 0.01 * std::sin(static_cast<double>(i) * 1.7);
    }
    v[123'457] = 50;  // a one-sample peak
    const auto thin = decimate_lines(x, {v}, columns);
    ASSERT_EQ(thin.series.size(), 1u);
    ASSERT_EQ(thin.series[0].size(), thin.x.size());
    EXPECT_LE(thin.x.size(), 4 * columns);
    EXPECT_GE(thin.x.size(), 2 * columns);
    EXPECT_DOUBLE_EQ(thin.x.front(), x.front());
    EXPECT_DOUBLE_EQ(thin.x.back(), x.back());
    EXPECT_DOUBLE_EQ(thin.series[0].front(), v.front());
    EXPECT_DOUBLE_EQ(thin.series[0].back(), v.back());
    EXPECT_TRUE(std::is_sorted(thin.x.begin(), thin.x.end()));

    std::vector<double> lo(columns, 1e300), hi(columns, -1e300), thin_lo = lo, thin_hi = hi;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t c = column(x[i], x.front(), x.back(), columns);
        lo[c] = std::min(lo[c], v[i]);
        hi[c] = std::max(hi[c], v[i]);
    }
    for (std::size_t i = 0; i < thin.x.size(); ++i) {
        const std::size_t c = column(thin.x[i], x.front(), x.back(), columns);
        thin_lo[c] = std::min(thin_lo[c], thin.series[0][i]);
        thin_hi[c] = std::max(thin_hi[c], thin.series[0][i]);
    }
    for (std::size_t c = 0; c < columns; ++c) {
        EXPECT_DOUBLE_EQ(thin_lo[c], lo[c]) << "column " << c;
        EXPECT_DOUBLE_EQ(thin_hi[c], hi[c]) << "column " << c;
    }
    EXPECT_DOUBLE_EQ(*std::max_element(thin.series[0].begin(), thin.series[0].end()), 50.0);
}

TEST(LineDecimation, ShortSeriesComeBackUnchanged) {
    // System: 3000 points (a 50-minute run at 1 s bins) over 800 px: under 4 per column.
    // Expected: x and every series returned as given, gaps included.
    std::vector<double> x, a, b;
    for (int i = 0; i < 3000; ++i) {
        x.push_back(i);
        a.push_back(i % 7);
        b.push_back(i == 10 ? kNaN : -i);
    }
    const auto thin = decimate_lines(x, {a, b}, 800);
    EXPECT_EQ(thin.x, x);
    ASSERT_EQ(thin.series.size(), 2u);
    EXPECT_EQ(thin.series[0], a);
    EXPECT_TRUE(std::isnan(thin.series[1][10]));
    for (std::size_t i = 0; i < b.size(); ++i)
        if (i != 10) EXPECT_EQ(thin.series[1][i], b[i]);
}

TEST(LineDecimation, SeriesSharingXStayAlignedAndGapsStayGaps) {
    // System: two series over 10,000 x in 100 columns; the second missing (NaN) over its
    // first half. Expected: both thinned to the same x; the missing half is NaN throughout,
    // the present half keeps its extremes.
    std::vector<double> x, a, b;
    for (int i = 0; i < 10'000; ++i) {
        x.push_back(i);
        a.push_back(i % 100);
        b.push_back(i < 5000 ? kNaN : 1000 + i % 50);
    }
    const auto thin = decimate_lines(x, {a, b}, 100);
    ASSERT_EQ(thin.series[0].size(), thin.x.size());
    ASSERT_EQ(thin.series[1].size(), thin.x.size());
    EXPECT_LE(thin.x.size(), 400u);
    for (std::size_t i = 0; i < thin.x.size(); ++i) {
        if (thin.x[i] < 5000) EXPECT_TRUE(std::isnan(thin.series[1][i])) << "x " << thin.x[i];
        if (thin.x[i] >= 5000) {
            EXPECT_GE(thin.series[1][i], 1000);
            EXPECT_LE(thin.series[1][i], 1049);
        }
    }
    double highest = 0;
    for (double value : thin.series[1])
        if (!std::isnan(value)) highest = std::max(highest, value);
    EXPECT_EQ(highest, 1049);
}
