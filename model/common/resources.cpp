#include "common/resources.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <set>
#include <stdexcept>

namespace santwin::resources {

namespace {
struct Overrides {
    std::mutex mutex;
    std::map<std::string, std::string, std::less<>> text;  // never erased: views into it stay valid
    std::set<std::string, std::less<>> read;                // paths find() handed out
};
Overrides& overrides() {
    static Overrides o;
    return o;
}
}  // namespace

std::optional<std::string_view> find(std::string_view path) {
    Overrides& o = overrides();
    {
        std::lock_guard lock(o.mutex);
        o.read.emplace(path);
        if (auto it = o.text.find(path); it != o.text.end()) return std::string_view(it->second);
    }
    for (const Entry& e : all())
        if (e.path == path) return e.content;
    return std::nullopt;
}

void set_override(std::string_view path, std::string content) {
    Overrides& o = overrides();
    std::lock_guard lock(o.mutex);
    if (o.read.count(path))
        throw std::logic_error("resources/" + std::string(path) + " was read before its override: the override would not be seen");
    o.text[std::string(path)] = std::move(content);
}

std::vector<Entry> under(std::string_view prefix) {
    std::vector<Entry> out;
    for (const Entry& e : all())
        if (e.path.substr(0, prefix.size()) == prefix) out.push_back(e);
    std::sort(out.begin(), out.end(), [](const Entry& a, const Entry& b) { return a.path < b.path; });
    return out;
}

}  // namespace santwin::resources
