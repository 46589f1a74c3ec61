#include "editing/lab_settings.h"

#include <stdexcept>

#include "editing/edits.h"
#include "topology/name_lookup.h"
#include "topology/schema.h"

namespace santwin::editing {

namespace {
constexpr const char* kForm = "NAME.attribute=value (e.g. RG-000.stripe_kb=64, ESX-1/HBA0.lun_queue_depth=64)";

// The attributes a kind has, for a message about one it lacks.
std::string attribute_keys(Kind kind) {
    std::string keys;
    for (const AttrSpec& a : kind_spec(kind).attrs) keys += (keys.empty() ? "" : ", ") + a.key;
    return keys;
}

// A value as people typed it: references by name.
std::string value_text(const Topology& t, const Value& v) {
    if (const Ref* r = std::get_if<Ref>(&v)) return t.contains(r->id) ? t.at(r->id).name : to_display(v);
    if (const RefList* l = std::get_if<RefList>(&v)) {
        std::string out;
        for (Id id : *l) out += (out.empty() ? "" : ", ") + (t.contains(id) ? t.at(id).name : "#" + std::to_string(id));
        return out;
    }
    const std::string text = to_display(v);
    return text.empty() ? "(unset)" : text;
}

Id one_entity(const Topology& t, const std::string& name) {
    const std::vector<Id> named = entities_named(t, name);
    if (named.empty()) throw std::invalid_argument(unknown_entity(t, name));
    if (named.size() > 1)
        throw std::invalid_argument(std::to_string(named.size()) + " entities are named '" + name +
                                    "': qualify it by its parent, e.g. '" + qualified_name(t, named.front()) + "'");
    return named.front();
}
}  // namespace

LabSetting parse_lab_setting(const std::string& spec) {
    const auto eq = spec.find('=');
    if (eq == std::string::npos) throw std::invalid_argument("--set takes " + std::string(kForm) + " (got '" + spec + "')");
    const std::string left = spec.substr(0, eq);
    const auto dot = left.rfind('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 == left.size())
        throw std::invalid_argument("--set takes " + std::string(kForm) + ": '" + left +
                                    "' names no attribute after a '.'");
    return {left.substr(0, dot), left.substr(dot + 1), spec.substr(eq + 1)};
}

std::vector<std::string> apply_lab_settings(Project& project, const std::vector<LabSetting>& settings) {
    std::vector<std::string> lines;
    for (const LabSetting& s : settings) {
        const Topology& t = project.topology;
        const Id id = one_entity(t, s.entity);
        const Entity& e = t.at(id);
        if (!kind_spec(e.kind).attr(s.key))
            throw std::invalid_argument(std::string(kind_label(e.kind)) + " '" + e.name + "' has no attribute '" + s.key +
                                        "' (it has: " + attribute_keys(e.kind) + ")");
        const std::string before = value_text(t, e.attr(s.key));
        EditSession session(project);
        try {
            set_attribute_text(session, id, s.key, s.value);
        } catch (const std::exception& why) {
            session.take().apply_before(project);
            throw std::invalid_argument(t.describe(id) + ": " + why.what());
        }
        const std::string after = value_text(t, project.topology.at(id).attr(s.key));
        lines.push_back(t.describe(id) + ": " + s.key + " " + before + " -> " + after);
    }
    return lines;
}

}  // namespace santwin::editing
