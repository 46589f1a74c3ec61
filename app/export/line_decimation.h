// Long line series thinned to the pixels they are drawn on: a year of hourly bins over an
// 800 px plot is ~11 points per pixel column, and drawing (and label placement checking)
// every one costs seconds per chart for no visible difference.
#pragma once
#include <cstddef>
#include <vector>

namespace santwin::exporting {

struct DecimatedLines {
    std::vector<double> x;                    // shared by every series, ascending
    std::vector<std::vector<double>> series;  // each series' values at those x
};

// Splits [x.front(), x.back()] into `columns` equal spans; a span holding more than 4 points
// keeps, for every series, its first and last value and its lowest and highest (in the order
// they occur), so peaks and the line's ends in each column survive. Non-finite values are
// gaps: a column of only gaps stays one. A series no longer than 4 * columns points is
// returned unchanged. x must be ascending; series shorter than x are padded with NaN.
DecimatedLines decimate_lines(const std::vector<double>& x, const std::vector<std::vector<double>>& series,
                              std::size_t columns);

}  // namespace santwin::exporting
