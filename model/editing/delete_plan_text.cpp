// What a delete takes with it, in words for the confirmation: the things by name, so the user
// sees which cables, mappings and references go, not only how many.
#include <map>
#include <set>

#include "editing/edits.h"
#include "topology/cable_names.h"

namespace santwin::editing {

namespace {
constexpr size_t kNamed = 3;  // names shown before "and N more"

// "ESX host 'ESX-1'" — what the user knows it by (no internal id).
std::string label(const Topology& t, Id id) {
    const Entity& e = t.at(id);
    return std::string(kind_label(e.kind)) + " '" + e.name + "'";
}

std::string record_name(const Topology& t, Id id) {
    const Entity& e = t.at(id);
    if (e.kind == Kind::Link) return cable_name(t, id);  // "VTL1 vls_p0 ↔ SW-B2/20"
    return label(t, id);
}

std::string listed(const std::vector<std::string>& names) {
    std::string out;
    for (size_t i = 0; i < names.size() && i < kNamed; ++i) out += (i ? ", " : "") + names[i];
    if (names.size() > kNamed) out += " and " + std::to_string(names.size() - kNamed) + " more";
    return out;
}
}  // namespace

std::string DeletePlan::describe(const Topology& t) const {
    std::vector<std::string> roots, cables, records;
    for (Id id : removed) {
        const Kind k = t.at(id).kind;
        if (!is_dependent_record(k)) roots.push_back(label(t, id));
        else (k == Kind::Link ? cables : records).push_back(record_name(t, id));
    }
    std::string out = "Deletes " + listed(roots);
    if (!contained.empty()) {
        // What is inside, counted by kind: "with 24 inside (16 × Server, 8 × HBA)".
        std::map<std::string, int> kinds;
        for (Id id : contained) ++kinds[std::string(kind_label(t.at(id).kind))];
        out += ", with " + std::to_string(contained.size()) + " inside (";
        bool first = true;
        for (const auto& [kind, n] : kinds) {
            out += (first ? "" : ", ") + std::to_string(n) + " × " + kind;
            first = false;
        }
        out += ")";
    }
    if (!cables.empty()) out += ". Cables: " + listed(cables);
    if (!records.empty()) out += ". Mappings and path policies: " + listed(records);
    if (!cleared.empty()) {
        // "Clears the host of VM 'a', VM 'b' and 7 more".
        std::map<std::string, std::vector<std::string>> by_key;
        std::set<std::pair<std::string, Id>> seen;
        for (const auto& [id, key] : cleared)
            if (seen.insert({key, id}).second) by_key[key].push_back(label(t, id));
        for (const auto& [key, owners] : by_key) out += ". Clears the " + key + " of " + listed(owners);
    }
    return out + ".";
}

}  // namespace santwin::editing
