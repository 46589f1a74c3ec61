#include "output_size.h"

#include <cmath>
#include <sstream>

namespace santwin::cli {

namespace {
// A sampled value as written: up to 17 significant digits and a separator in JSON and CSV alike
// (lab 000 over 10 min and 20 h at 1 s: 16.5 bytes a value).
constexpr double kBytesPerValue = 17;
constexpr double kMb = 1e6;
}  // namespace

double estimated_output_bytes(std::size_t series, double duration_s, double resolution_s, int outputs) {
    const double samples = std::ceil(duration_s / resolution_s - 1e-9);
    return samples * static_cast<double>(series) * kBytesPerValue * outputs;
}

std::string output_size_refusal(std::size_t series, double duration_s, double resolution_s, int outputs,
                                double limit_mb) {
    const double bytes = estimated_output_bytes(series, duration_s, resolution_s, outputs);
    if (bytes <= limit_mb * kMb) return {};
    // The step that would bring it within the limit, in whole seconds.
    const double step = std::ceil(resolution_s * bytes / (limit_mb * kMb));
    std::ostringstream out;
    out << "the output would be about " << std::llround(bytes / kMb) << " MB ("
        << std::llround(std::ceil(duration_s / resolution_s - 1e-9)) << " samples of " << series
        << " series), over the " << limit_mb << " MB limit: use a larger --resolution ("
        << static_cast<long long>(step) << "s or more) or a shorter --duration, or allow it with --max-output-mb";
    return out.str();
}

}  // namespace santwin::cli
