#include "topology/name_lookup.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

namespace santwin {

namespace {
// Whether `qualifiers` (nearest first) name ancestors of `id`, in that order going up.
bool ancestors_match(const Topology& t, Id id, const std::vector<std::string>& qualifiers) {
    std::size_t next = 0;
    for (Id up = t.at(id).parent; up != kNoId && next < qualifiers.size(); up = t.at(up).parent)
        if (t.at(up).name == qualifiers[next]) ++next;
    return next == qualifiers.size();
}

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

// "'A', 'B' or 'C'"
std::string quoted_list(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + ("'" + names[i] + "'");
    return out;
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

std::string unknown_entity(const Topology& t, const std::string& text) {
    if (!entities_named(t, text).empty()) return {};
    constexpr std::size_t kShown = 5;
    const std::string wanted = lower(text);
    std::set<std::string> alike;
    std::map<Kind, std::string> top_level;  // one of each kind: an array, a host, a datastore...
    for (const auto& [id, e] : t.entities()) {
        if (!wanted.empty() && lower(e.name).find(wanted) != std::string::npos) alike.insert(e.name);
        if (e.parent != kNoId || e.kind == Kind::Link) continue;
        if (auto [at, added] = top_level.try_emplace(e.kind, e.name); !added) at->second = std::min(at->second, e.name);
    }
    std::string message = "no entity named '" + text + "'";
    auto first_few = [&](const std::set<std::string>& names) {
        return std::vector<std::string>(names.begin(), std::next(names.begin(), std::min(kShown, names.size())));
    };
    if (!alike.empty()) {
        const std::string more =
            alike.size() > kShown ? " (" + std::to_string(alike.size()) + " names contain '" + text + "')" : "";
        return message + ": did you mean " + quoted_list(first_few(alike)) + "?" + more;
    }
    std::set<std::string> kinds_first;
    for (const auto& [kind, name] : top_level) kinds_first.insert(name);
    const std::vector<std::string> some = first_few(kinds_first);
    if (some.empty()) return message + " (the topology is empty)";
    return message + " (it has " + std::to_string(t.size()) + " entities, such as " + quoted_list(some) +
           "; names are as the entity list shows them)";
}

}  // namespace santwin
