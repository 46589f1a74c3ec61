#pragma once
// How much santwin-cli simulate would write, estimated once the run's series are known: one value
// per series per --resolution step in each output (JSON, CSV). A long run at a fine step wrote
// hundreds of megabytes without a word (lab 000, 20 h at 1 s: 314 MB of JSON), so simulate refuses
// beyond a limit the user may raise with --max-output-mb.
#include <cstddef>
#include <string>

namespace santwin::cli {

constexpr double kDefaultMaxOutputMb = 200;

// Bytes written for `series` series sampled every `resolution_s` over `duration_s`, in `outputs`
// formats.
double estimated_output_bytes(std::size_t series, double duration_s, double resolution_s, int outputs);

// One line saying how large the output would be and what makes it smaller (a larger
// --resolution, a shorter --duration, or a higher --max-output-mb), or "" within `limit_mb`.
std::string output_size_refusal(std::size_t series, double duration_s, double resolution_s, int outputs,
                                double limit_mb);

}  // namespace santwin::cli
