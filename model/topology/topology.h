#pragma once
// The lab as a set of entities. Every change goes through add / insert / remove / set so the
// schema is enforced in one place and observers (the GUI's models) hear about it.
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "topology/entity.h"
#include "topology/schema.h"

namespace santwin {

class TopologyError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class TopologyObserver {
public:
    virtual ~TopologyObserver() = default;
    virtual void entity_added(const Entity&) {}
    virtual void entity_removing(const Entity&) {}
    virtual void entity_changed(const Entity&, const std::string& /*key: attr, "name" or "note"*/) {}
};

class Topology {
public:
    Topology() = default;
    Topology(const Topology& other);
    Topology& operator=(const Topology& other);

    // Creates an entity with the schema's defaults. Throws TopologyError if `parent` cannot
    // contain `kind`.
    Id add(Kind kind, std::string name, Id parent = kNoId);
    // Puts back an entity with its own id (loading a file, undoing a delete).
    void insert(Entity e);
    // Removes the entity and everything it contains; returns them parents first, so inserting
    // them in order restores the subtree. References from elsewhere are left for validation.
    std::vector<Entity> remove(Id id);

    void set(Id id, const std::string& key, Value v);  // schema-checked
    void rename(Id id, std::string name);
    void set_note(Id id, std::string note);

    const Entity* find(Id id) const;
    const Entity& at(Id id) const;  // throws TopologyError
    bool contains(Id id) const { return entities_.count(id) != 0; }
    const std::map<Id, Entity>& entities() const { return entities_; }
    std::size_t size() const { return entities_.size(); }
    Id next_id() const { return next_id_; }

    std::vector<Id> children(Id parent) const;
    std::vector<Id> children(Id parent, Kind kind) const;
    std::vector<Id> descendants(Id id) const;  // depth-first, excluding id
    std::vector<Id> all_of(Kind kind) const;
    std::vector<Id> roots() const;
    // The entity itself or its nearest ancestor of `kind`, or kNoId.
    Id ancestor(Id id, Kind kind) const;
    // Entities whose attributes refer to `target`, with the attribute key.
    std::vector<std::pair<Id, std::string>> referrers(Id target) const;
    Id find_by_name(Kind kind, std::string_view name) const;
    // "RAID group 'RG-000'": how messages name an entity, by the names the user sees. When
    // another entity of its kind has the same name, its parent's name tells them apart:
    // "FC port '0A' in 'CTL0'".
    std::string describe(Id id) const;
    std::string where(Id id) const;  // " in 'CTL0'" when the name alone is ambiguous, else ""

    void add_observer(TopologyObserver* o);
    void remove_observer(TopologyObserver* o);

    bool operator==(const Topology& other) const { return entities_ == other.entities_; }

private:
    void check_parent(Kind kind, Id parent) const;
    Entity& mutable_at(Id id);

    std::map<Id, Entity> entities_;
    std::map<Id, std::vector<Id>> children_;  // parent -> children, ascending ids; kNoId = roots
    Id next_id_ = 1;
    std::vector<TopologyObserver*> observers_;
};

}  // namespace santwin
