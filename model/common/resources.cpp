#include "common/resources.h"

#include <algorithm>

namespace santwin::resources {

std::optional<std::string_view> find(std::string_view path) {
    for (const Entry& e : all())
        if (e.path == path) return e.content;
    return std::nullopt;
}

std::vector<Entry> under(std::string_view prefix) {
    std::vector<Entry> out;
    for (const Entry& e : all())
        if (e.path.substr(0, prefix.size()) == prefix) out.push_back(e);
    std::sort(out.begin(), out.end(), [](const Entry& a, const Entry& b) { return a.path < b.path; });
    return out;
}

}  // namespace santwin::resources
