#pragma once
// Small lookups the diagram-operation tests share: an offer by operation (and edited
// attribute), whether a run logged an event kind, an entity by kind and name.
#include <string>
#include <vector>

#include "scenarios/box_operations.h"
#include "engine/recorder.h"

namespace santwin::test {

inline const scenarios::Offer* find_offer(const std::vector<scenarios::Offer>& offers, const std::string& op,
                                        const std::string& key = "") {
    for (const auto& o : offers)
        if (o.op == op && o.edit_key == key) return &o;
    return nullptr;
}

inline bool has_event(const engine::Recorder& r, const std::string& kind) {
    for (const auto& e : r.events())
        if (e.kind == kind) return true;
    return false;
}

inline Id named(const Topology& t, Kind kind, const std::string& name) {
    for (Id id : t.all_of(kind))
        if (t.at(id).name == name) return id;
    return kNoId;
}

}  // namespace santwin::test
