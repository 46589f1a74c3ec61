#include "duration_text.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "common/input_limits.h"

namespace santwin::cli {

namespace {
// The unit's size in seconds; 0 for a letter that is no unit.
double unit_seconds(char unit) {
    return unit == 'h' ? 3600 : unit == 'm' ? 60 : unit == 's' ? 1 : 0;
}
}  // namespace

double parse_duration(const std::string& text, const std::string& option) {
    if (text.empty()) throw std::invalid_argument(option + " is empty");
    // A message quotes at most 40 characters of what was typed.
    const std::string quoted = option + " '" + limits::shown(text, 40) + "'";
    const std::string examples = " (use e.g. 90s, 30m, 1.5h or 1h30m)";
    double total = 0;
    double last_unit = 0;  // the previous part's unit: each next one must be smaller
    std::size_t at = 0;
    while (at < text.size()) {
        // A part: a plain decimal number (no sign, exponent, inf or nan), then its unit.
        std::size_t end = at;
        while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '.')) ++end;
        const std::string number = text.substr(at, end - at);
        if (number.empty() || number == "." || number.find('.') != number.rfind('.')) {
            if (text[at] == '-') throw std::invalid_argument(option + " must be positive (got '" + limits::shown(text, 40) + "')");
            throw std::invalid_argument(quoted + " is not a duration" + examples);
        }
        // Digits beyond a double's range ("1" and 400 zeros) are not a duration either.
        double value = 0;
        try {
            value = std::stod(number);
        } catch (const std::out_of_range&) {
            throw std::invalid_argument(quoted + " is longer than a year (8760h): give at most 8760h");
        }
        if (end == text.size() && last_unit != 0)  // "1h30": minutes or seconds?
            throw std::invalid_argument(quoted + " ends in a number without its unit: give each part one (e.g. 1h30m)");
        const double unit = end == text.size() ? 1 : unit_seconds(text[end]);
        if (unit == 0)
            throw std::invalid_argument(quoted + " has an unknown unit '" + limits::shown(text.substr(end), 20) + "' (use s, m or h)");
        if (last_unit != 0 && unit >= last_unit)
            throw std::invalid_argument(quoted + " gives its parts out of order or twice: hours, then minutes, then seconds (e.g. 1h30m)");
        total += value * unit;
        last_unit = unit;
        at = end + 1;
    }
    if (!(total > 0) || !std::isfinite(total))
        throw std::invalid_argument(option + " must be positive (got '" + limits::shown(text, 40) + "')");
    // A simulated year is far beyond any lab test (the papers run hours); a larger number is a
    // slip, and its seconds would overflow the recordings' sample counts.
    constexpr double kYear = 365.0 * 24 * 3600;
    if (total > kYear)
        throw std::invalid_argument(quoted + " is longer than a year (8760h): give at most 8760h");
    return total;
}

std::string duration_words(double seconds) {
    const long whole = static_cast<long>(std::floor(seconds));
    const double rest = seconds - static_cast<double>(whole) + static_cast<double>(whole % 60);
    std::string out;
    auto part = [&](const std::string& text) { out += (out.empty() ? "" : " ") + text; };
    if (whole >= 3600) part(std::to_string(whole / 3600) + " h");
    if ((whole / 60) % 60 > 0) part(std::to_string((whole / 60) % 60) + " min");
    if (rest > 0 || out.empty()) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g s", rest);
        part(buf);
    }
    return out;
}

}  // namespace santwin::cli
