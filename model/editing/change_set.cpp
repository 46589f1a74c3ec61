#include "editing/change_set.h"

#include <algorithm>

namespace santwin::editing {

void ChangeSet::note_before(const Topology& t, Id id) {
    if (entities_.count(id)) return;
    const Entity* e = t.find(id);
    entities_[id].first = e ? std::optional<Entity>(*e) : std::nullopt;
}

void ChangeSet::note_position_before(const Layout& layout, Id id) {
    if (positions_.count(id)) return;
    auto it = layout.positions.find(id);
    positions_[id].first = it == layout.positions.end() ? std::nullopt : std::optional<Point>(it->second);
}

void ChangeSet::note_collapsed_before(const Layout& layout, Id id) {
    if (collapsed_.count(id)) return;
    collapsed_[id].first = layout.collapsed.count(id) > 0;
}

void ChangeSet::close(const Project& p) {
    for (auto& [id, states] : entities_) {
        const Entity* e = p.topology.find(id);
        states.second = e ? std::optional<Entity>(*e) : std::nullopt;
    }
    for (auto& [id, states] : positions_) {
        auto it = p.layout.positions.find(id);
        states.second = it == p.layout.positions.end() ? std::nullopt : std::optional<Point>(it->second);
    }
    for (auto& [id, states] : collapsed_) states.second = p.layout.collapsed.count(id) > 0;
}

void ChangeSet::merge(const ChangeSet& later) {
    for (const auto& [id, states] : later.entities_) {
        auto [it, fresh] = entities_.try_emplace(id, states);
        if (!fresh) it->second.second = states.second;
    }
    for (const auto& [id, states] : later.positions_) {
        auto [it, fresh] = positions_.try_emplace(id, states);
        if (!fresh) it->second.second = states.second;
    }
    for (const auto& [id, states] : later.collapsed_) {
        auto [it, fresh] = collapsed_.try_emplace(id, states);
        if (!fresh) it->second.second = states.second;
    }
}

bool ChangeSet::empty() const {
    for (const auto& [id, s] : entities_)
        if (s.first != s.second) return false;
    for (const auto& [id, s] : positions_)
        if (s.first != s.second) return false;
    for (const auto& [id, s] : collapsed_)
        if (s.first != s.second) return false;
    return true;
}

std::vector<Id> ChangeSet::changed_entities() const {
    std::vector<Id> out;
    for (const auto& [id, s] : entities_)
        if (s.first != s.second) out.push_back(id);
    return out;
}

void ChangeSet::apply(Project& p, bool forward) const {
    Topology& t = p.topology;
    auto target = [forward](const EntityStates& s) -> const std::optional<Entity>& {
        return forward ? s.second : s.first;
    };
    // 1. Remove what must not exist (a subtree goes with its root; its members are in the set
    //    too, so skip those already gone).
    for (auto it = entities_.rbegin(); it != entities_.rend(); ++it)
        if (!target(it->second) && t.contains(it->first)) t.remove(it->first);
    // 2. Insert what must exist and does not, parents before children.
    std::vector<const Entity*> pending;
    for (const auto& [id, s] : entities_)
        if (target(s) && !t.contains(id)) pending.push_back(&*target(s));
    while (!pending.empty()) {
        const size_t before = pending.size();
        std::vector<const Entity*> later;
        for (const Entity* e : pending) {
            if (e->parent == kNoId || t.contains(e->parent)) t.insert(*e);
            else later.push_back(e);
        }
        pending = std::move(later);
        if (pending.size() == before)
            throw TopologyError("cannot restore " + pending.front()->name + ": its parent is missing");
    }
    // 3. Bring the others to their state: attributes (removed ones unset), name, note.
    for (const auto& [id, s] : entities_) {
        const auto& want = target(s);
        if (!want) continue;
        const Entity& have = t.at(id);
        if (have == *want) continue;
        std::vector<std::string> stale;
        for (const auto& [key, v] : have.attrs)
            if (!want->attrs.count(key)) stale.push_back(key);
        for (const std::string& key : stale) t.set(id, key, std::monostate{});
        for (const auto& [key, v] : want->attrs)
            if (have.attr(key) != v) t.set(id, key, v);
        if (have.name != want->name) t.rename(id, want->name);
        if (have.note != want->note) t.set_note(id, want->note);
    }
    for (const auto& [id, s] : positions_) {
        const auto& want = forward ? s.second : s.first;
        if (want) p.layout.positions[id] = *want;
        else p.layout.positions.erase(id);
    }
    for (const auto& [id, s] : collapsed_) {
        if (forward ? s.second : s.first) p.layout.collapsed.insert(id);
        else p.layout.collapsed.erase(id);
    }
}

}  // namespace santwin::editing
