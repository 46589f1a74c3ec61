#include "topology/name_lookup.h"

namespace santwin {

namespace {
// Whether `qualifiers` (nearest first) name ancestors of `id`, in that order going up.
bool ancestors_match(const Topology& t, Id id, const std::vector<std::string>& qualifiers) {
    std::size_t next = 0;
    for (Id up = t.at(id).parent; up != kNoId && next < qualifiers.size(); up = t.at(up).parent)
        if (t.at(up).name == qualifiers[next]) ++next;
    return next == qualifiers.size();
}

std::vector<Id> named(const Topology& t, const std::string& name, const std::vector<std::string>& qualifiers) {
    std::vector<Id> out;
    for (const auto& [id, e] : t.entities())
        if (e.name == name && ancestors_match(t, id, qualifiers)) out.push_back(id);
    return out;
}
}  // namespace

std::vector<Id> entities_named(const Topology& t, const std::string& text) {
    if (auto exact = named(t, text, {}); !exact.empty()) return exact;
    // The entity list's "name · ancestor".
    const std::string dot = " \u00b7 ";
    if (const auto at = text.find(dot); at != std::string::npos)
        return named(t, text.substr(0, at), {text.substr(at + dot.size())});
    // The CLI's "ancestor/.../name": the last part is the name, the others its ancestors.
    std::vector<std::string> parts;
    for (std::size_t from = 0;;) {
        const auto slash = text.find('/', from);
        parts.push_back(text.substr(from, slash == std::string::npos ? std::string::npos : slash - from));
        if (slash == std::string::npos) break;
        from = slash + 1;
    }
    if (parts.size() < 2) return {};
    const std::string name = parts.back();
    parts.pop_back();
    return named(t, name, std::vector<std::string>(parts.rbegin(), parts.rend()));
}

std::string qualified_name(const Topology& t, Id id) {
    const Entity& e = t.at(id);
    return e.parent == kNoId ? e.name : t.at(e.parent).name + "/" + e.name;
}

}  // namespace santwin
