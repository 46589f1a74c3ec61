#pragma once
// Durations as people type them on the command line: "90", "90s", "30m", "1.5h", "1h30m",
// "2m30s", "1h5m10s".
#include <string>

namespace santwin::cli {

// Seconds in `text`: one number with an optional unit (s, m or h; none is seconds), or several
// parts each with its unit, hours down to seconds. Throws std::invalid_argument naming `option`
// (e.g. "--duration") and what to type instead; a total <= 0 is refused too.
double parse_duration(const std::string& text, const std::string& option);

// A duration as people say it: "30 min", "6 h", "1 h 5 min 10 s", "2.5 s".
std::string duration_words(double seconds);

}  // namespace santwin::cli
