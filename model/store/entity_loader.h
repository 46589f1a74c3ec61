#pragma once
// Turning entities read from a file (.santwin or JSON) into a Topology. Every entity is checked
// against the schema before it is inserted, and a refusal names the entity (id, kind, name) and
// the attribute, so the user can find the culprit in the file.
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin::store {

// "entity #12 (RAID group 'RG-0')": how load errors name an entity.
std::string describe_entity(const Entity& e);

// Resolves a kind name as stored in files; throws StoreError naming the entity when unknown.
Kind kind_from_file(const std::string& name, Id id, const std::string& entity_name);

// Throws StoreError when a name, note, attribute key or text is longer than load_checks.h allows.
// Saving checks it too, so a file SanTwin writes always opens again.
void check_texts(const Entity& e);

// Checks ids, kinds' attributes and values against the schema, then inserts the entities
// parents first (so a parent with a larger id than its child is fine). Throws StoreError.
Topology build_topology(std::vector<Entity> entities);

}  // namespace santwin::store
