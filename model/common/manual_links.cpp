#include "common/manual_links.h"

#include "common/manual.h"

namespace santwin::manual {

namespace {
constexpr std::string_view kExtension = ".md";

bool starts_fence(std::string_view line) {
    const auto first = line.find_first_not_of(' ');
    return first != std::string_view::npos && line.substr(first, 3) == "```";
}

// The picture starting at `at` ("![alt](target)"): its alt text and where it ends, if it is one.
std::optional<std::pair<std::string_view, std::size_t>> picture_at(std::string_view line, std::size_t at) {
    if (line.substr(at, 2) != "![") return std::nullopt;
    const auto close = line.find_first_of("[]", at + 2);  // a "[" first: the "![" opens nothing
    if (close == std::string_view::npos || line[close] != ']' || close + 1 >= line.size() || line[close + 1] != '(')
        return std::nullopt;
    const auto end = line.find(')', close + 2);
    if (end == std::string_view::npos) return std::nullopt;
    return std::make_pair(line.substr(at + 2, close - at - 2), end + 1);
}
}  // namespace

std::optional<std::string> topic_of_link(std::string_view target) {
    if (const auto hash = target.find('#'); hash != std::string_view::npos) target = target.substr(0, hash);
    if (target.substr(0, 2) == "./") target.remove_prefix(2);
    if (target.size() <= kExtension.size() || target.substr(target.size() - kExtension.size()) != kExtension)
        return std::nullopt;
    target.remove_suffix(kExtension.size());
    // Pages live directly in manual/: a path or an address is something else.
    if (target.find_first_of("/:\\") != std::string_view::npos) return std::nullopt;
    if (!find_page(target)) return std::nullopt;
    return std::string(target);
}

std::string pictures_as_captions(std::string_view markdown) {
    std::string out;
    out.reserve(markdown.size());
    bool in_code = false;
    while (!markdown.empty()) {
        const auto eol = markdown.find('\n');
        const std::string_view line = markdown.substr(0, eol);
        markdown = eol == std::string_view::npos ? std::string_view() : markdown.substr(eol + 1);
        if (starts_fence(line)) in_code = !in_code;
        for (std::size_t i = 0; i < line.size();) {
            const auto picture = in_code ? std::nullopt : picture_at(line, i);
            if (picture) {
                out += "*[picture: ";
                out += picture->first;
                out += "]*";
                i = picture->second;
            } else {
                out += line[i++];
            }
        }
        if (eol != std::string_view::npos) out += '\n';
    }
    return out;
}

}  // namespace santwin::manual
