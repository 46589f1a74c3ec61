#include "store/entity_loader.h"

#include <map>

#include "common/input_limits.h"
#include "store/load_checks.h"
#include "store/project_file.h"

namespace santwin::store {

std::string describe_entity(const Entity& e) {
    return "entity #" + std::to_string(e.id) + " (" + std::string(kind_label(e.kind)) + " '" +
           limits::shown(e.name) + "')";
}

Kind kind_from_file(const std::string& name, Id id, const std::string& entity_name) {
    if (auto k = kind_from_name(name)) return *k;
    throw StoreError("entity #" + std::to_string(id) + " ('" + limits::shown(entity_name) + "') has kind '" +
                     limits::shown(name) +
                     "', which this SanTwin does not know; the file is damaged or was written by a "
                     "newer SanTwin");
}

namespace {

}  // namespace

// Texts are bounded before the schema and the checks compare them (pairwise, for names).
void check_texts(const Entity& e) {
    check_length(e.name, load_limits::kMaxNameBytes, describe_entity(e) + ": its name");
    check_length(e.note, load_limits::kMaxTextBytes, describe_entity(e) + ": its note");
    for (const auto& [key, value] : e.attrs) {
        check_length(key, load_limits::kMaxNameBytes, describe_entity(e) + ": an attribute's name");
        const std::string where = describe_entity(e) + ", attribute '" + key + "'";
        if (auto* text = std::get_if<std::string>(&value)) check_length(*text, load_limits::kMaxTextBytes, where);
        if (auto* texts = std::get_if<TextList>(&value))
            for (const std::string& t : *texts) check_length(t, load_limits::kMaxTextBytes, where + ": a text of the list");
    }
}

namespace {

void check_attributes(const Entity& e) {
    check_texts(e);
    const KindSpec& spec = kind_spec(e.kind);
    for (const auto& [key, value] : e.attrs) {
        const AttrSpec* a = spec.attr(key);
        if (!a)
            throw StoreError(describe_entity(e) + ", attribute '" + key + "': a " +
                             std::string(kind_label(e.kind)) + " has no such attribute");
        if (std::string msg = check_value(*a, value); !msg.empty())
            throw StoreError(describe_entity(e) + ", attribute '" + key + "': " + msg);
    }
}

}  // namespace

Topology build_topology(std::vector<Entity> entities) {
    check_count(entities.size(), load_limits::kMaxEntities, "entities");
    std::map<Id, Entity> by_id;
    for (Entity& e : entities) {
        if (e.id == kNoId)
            throw StoreError(describe_entity(e) + " has id 0, which no entity may use");
        check_attributes(e);
        Id id = e.id;
        if (!by_id.emplace(id, std::move(e)).second)
            throw StoreError("entity id #" + std::to_string(id) + " is used twice");
    }

    // Insert breadth-first from the top level so every parent exists before its children,
    // whatever the ids; Topology::insert then checks that the parent may contain the child.
    std::map<Id, std::vector<Id>> children;
    for (const auto& [id, e] : by_id) children[e.parent].push_back(id);
    Topology topology;
    std::vector<Id> queue{kNoId};
    for (std::size_t i = 0; i < queue.size(); ++i) {
        auto it = children.find(queue[i]);
        if (it == children.end()) continue;
        for (Id id : it->second) {
            Entity& e = by_id.at(id);
            std::string who = describe_entity(e);
            try {
                topology.insert(std::move(e));
            } catch (const TopologyError& err) {
                throw StoreError(who + ": " + err.what());
            }
            queue.push_back(id);
        }
    }
    if (topology.size() != by_id.size()) {
        for (const auto& [id, e] : by_id) {
            if (topology.contains(id)) continue;
            if (!by_id.count(e.parent))
                throw StoreError(describe_entity(e) + " is inside #" + std::to_string(e.parent) +
                                 ", which is not in the file");
            throw StoreError(describe_entity(e) +
                             " is inside a loop of parents that never reaches the top level");
        }
    }
    return topology;
}

}  // namespace santwin::store
