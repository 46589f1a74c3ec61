#include "topology/wwpn.h"

#include <cctype>

namespace santwin {

std::string normalize_wwpn(std::string_view wwpn) {
    std::string out;
    out.reserve(wwpn.size());
    for (char c : wwpn) {
        if (c == ':' || c == '-' || c == ' ' || c == '\t') continue;
        out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    return out;
}

bool looks_like_wwpn(std::string_view text) {
    const std::string n = normalize_wwpn(text);
    if (n.size() != 16) return false;
    for (char c : n)
        if (!std::isxdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

}  // namespace santwin
