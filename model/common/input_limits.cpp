#include "common/input_limits.h"

namespace santwin::limits {

std::string json_nesting_problem(std::string_view text, int max_depth) {
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') ++i;  // the escaped character cannot end the string
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > max_depth)
                return "it nests arrays and objects deeper than " + std::to_string(max_depth) +
                       " levels (at byte " + std::to_string(i) + ")";
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return {};
}

std::string shown(std::string_view value, std::size_t max) {
    if (value.size() <= max) return std::string(value);
    std::size_t cut = max;
    // Back off over UTF-8 continuation bytes (10xxxxxx) so no character is cut in half.
    while (cut > 0 && (static_cast<unsigned char>(value[cut]) & 0xC0) == 0x80) --cut;
    return std::string(value.substr(0, cut)) + "... (" + std::to_string(value.size()) + " bytes in all)";
}

}  // namespace santwin::limits
