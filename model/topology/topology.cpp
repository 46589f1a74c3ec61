#include "topology/topology.h"

#include <algorithm>

namespace santwin {

Topology::Topology(const Topology& other)
    : entities_(other.entities_), children_(other.children_), next_id_(other.next_id_) {}

Topology& Topology::operator=(const Topology& other) {
    entities_ = other.entities_;
    children_ = other.children_;
    next_id_ = other.next_id_;
    return *this;  // observers stay with the object they observe
}

void Topology::check_parent(Kind kind, Id parent) const {
    const KindSpec& spec = kind_spec(kind);
    if (parent == kNoId) {
        if (spec.parent_required) {
            std::string list;
            for (Kind p : spec.parents) list += (list.empty() ? "" : " or ") + std::string(kind_label(p));
            throw TopologyError(std::string(kind_label(kind)) + " must be placed inside a " + list);
        }
        return;
    }
    const Entity* p = find(parent);
    if (!p) throw TopologyError("parent #" + std::to_string(parent) + " does not exist");
    if (std::find(spec.parents.begin(), spec.parents.end(), p->kind) == spec.parents.end())
        throw TopologyError("a " + std::string(kind_label(p->kind)) + " cannot contain a " +
                            std::string(kind_label(kind)));
}

Id Topology::add(Kind kind, std::string name, Id parent) {
    check_parent(kind, parent);
    Entity e;
    e.id = next_id_;
    e.kind = kind;
    e.name = std::move(name);
    e.parent = parent;
    for (const AttrSpec& a : kind_spec(kind).attrs)
        if (!std::holds_alternative<std::monostate>(a.default_value)) e.attrs[a.key] = a.default_value;
    insert(std::move(e));
    return next_id_ - 1;
}

void Topology::insert(Entity e) {
    if (e.id == kNoId) throw TopologyError("an entity needs an id");
    if (contains(e.id)) throw TopologyError("id #" + std::to_string(e.id) + " is already used");
    check_parent(e.kind, e.parent);
    const KindSpec& spec = kind_spec(e.kind);
    for (const auto& [key, value] : e.attrs) {
        const AttrSpec* a = spec.attr(key);
        if (!a)
            throw TopologyError(std::string(kind_label(e.kind)) + " has no attribute '" + key + "'");
        if (std::string msg = check_value(*a, value); !msg.empty())
            throw TopologyError(std::string(kind_label(e.kind)) + " '" + e.name + "': " + msg);
    }
    Id id = e.id;
    Id parent = e.parent;
    next_id_ = std::max(next_id_, id + 1);
    auto [it, _] = entities_.emplace(id, std::move(e));
    auto& siblings = children_[parent];
    siblings.insert(std::upper_bound(siblings.begin(), siblings.end(), id), id);
    for (auto* o : observers_) o->entity_added(it->second);
}

std::vector<Entity> Topology::remove(Id id) {
    if (!contains(id)) throw TopologyError("no entity #" + std::to_string(id));
    std::vector<Id> order{id};
    for (Id d : descendants(id)) order.push_back(d);
    std::vector<Entity> removed;
    // Children go first so observers never see an orphan; the result is parents first.
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        Entity& e = entities_.at(*it);
        for (auto* o : observers_) o->entity_removing(e);
        auto& siblings = children_[e.parent];
        siblings.erase(std::remove(siblings.begin(), siblings.end(), e.id), siblings.end());
        children_.erase(e.id);
        removed.push_back(std::move(e));
        entities_.erase(*it);
    }
    std::reverse(removed.begin(), removed.end());
    return removed;
}

Entity& Topology::mutable_at(Id id) {
    auto it = entities_.find(id);
    if (it == entities_.end()) throw TopologyError("no entity #" + std::to_string(id));
    return it->second;
}

void Topology::set(Id id, const std::string& key, Value v) {
    Entity& e = mutable_at(id);
    const AttrSpec* a = kind_spec(e.kind).attr(key);
    if (!a) throw TopologyError(std::string(kind_label(e.kind)) + " has no attribute '" + key + "'");
    if (std::string msg = check_value(*a, v); !msg.empty()) throw TopologyError(msg);
    if (std::holds_alternative<std::monostate>(v))
        e.attrs.erase(key);
    else
        e.attrs[key] = std::move(v);
    for (auto* o : observers_) o->entity_changed(e, key);
}

void Topology::rename(Id id, std::string name) {
    Entity& e = mutable_at(id);
    e.name = std::move(name);
    for (auto* o : observers_) o->entity_changed(e, "name");
}

void Topology::set_note(Id id, std::string note) {
    Entity& e = mutable_at(id);
    e.note = std::move(note);
    for (auto* o : observers_) o->entity_changed(e, "note");
}

const Entity* Topology::find(Id id) const {
    auto it = entities_.find(id);
    return it == entities_.end() ? nullptr : &it->second;
}

const Entity& Topology::at(Id id) const {
    const Entity* e = find(id);
    if (!e) throw TopologyError("no entity #" + std::to_string(id));
    return *e;
}

std::vector<Id> Topology::children(Id parent) const {
    auto it = children_.find(parent);
    return it == children_.end() ? std::vector<Id>{} : it->second;
}

std::vector<Id> Topology::children(Id parent, Kind kind) const {
    std::vector<Id> out;
    for (Id c : children(parent))
        if (at(c).kind == kind) out.push_back(c);
    return out;
}

std::vector<Id> Topology::descendants(Id id) const {
    std::vector<Id> out;
    std::vector<Id> stack = children(id);
    std::reverse(stack.begin(), stack.end());
    while (!stack.empty()) {
        Id c = stack.back();
        stack.pop_back();
        out.push_back(c);
        auto kids = children(c);
        stack.insert(stack.end(), kids.rbegin(), kids.rend());
    }
    return out;
}

std::vector<Id> Topology::all_of(Kind kind) const {
    std::vector<Id> out;
    for (const auto& [id, e] : entities_)
        if (e.kind == kind) out.push_back(id);
    return out;
}

std::vector<Id> Topology::roots() const { return children(kNoId); }

Id Topology::ancestor(Id id, Kind kind) const {
    for (const Entity* e = find(id); e; e = find(e->parent))
        if (e->kind == kind) return e->id;
    return kNoId;
}

std::vector<std::pair<Id, std::string>> Topology::referrers(Id target) const {
    std::vector<std::pair<Id, std::string>> out;
    for (const auto& [id, e] : entities_) {
        for (const auto& [key, v] : e.attrs) {
            if (auto* r = std::get_if<Ref>(&v); r && r->id == target) out.emplace_back(id, key);
            if (auto* l = std::get_if<RefList>(&v);
                l && std::find(l->begin(), l->end(), target) != l->end())
                out.emplace_back(id, key);
        }
    }
    return out;
}

Id Topology::find_by_name(Kind kind, std::string_view name) const {
    for (const auto& [id, e] : entities_)
        if (e.kind == kind && e.name == name) return id;
    return kNoId;
}

std::string Topology::describe(Id id) const {
    const Entity* e = find(id);
    if (!e) return "#" + std::to_string(id) + " (missing)";
    return std::string(kind_label(e->kind)) + " '" + e->name + "'" + where(id);
}

std::string Topology::where(Id id) const {
    const Entity* e = find(id);
    if (!e || e->parent == kNoId) return {};
    for (const auto& [other, o] : entities_)
        if (other != id && o.kind == e->kind && o.name == e->name)
            return " in '" + at(e->parent).name + "'";
    return {};
}

void Topology::add_observer(TopologyObserver* o) { observers_.push_back(o); }

void Topology::remove_observer(TopologyObserver* o) {
    observers_.erase(std::remove(observers_.begin(), observers_.end(), o), observers_.end());
}

}  // namespace santwin
