#include "common/quantity_text.h"

#include <cmath>
#include <cstdio>

namespace santwin {

std::string number_text(double value, int decimals) {
    if (!std::isfinite(value)) return value != value ? "NaN" : (value > 0 ? "infinity" : "-infinity");
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals < 0 ? 0 : decimals, value);
    std::string s = buffer;
    if (s.find('.') != std::string::npos) {
        while (s.back() == '0') s.pop_back();
        if (s.back() == '.') s.pop_back();
    }
    if (s == "-0") s = "0";
    return s;
}

std::string gb_text(double gb) { return number_text(gb, std::fabs(gb) < 1 ? 2 : 1) + " GB"; }

}  // namespace santwin
