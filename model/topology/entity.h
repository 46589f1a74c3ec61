#pragma once
// One thing in the lab: a stable id, a kind, a name people may change, an optional note (where
// a built-in lab says what its paper implied), a containing parent and attributes by key.
#include <map>
#include <string>

#include "topology/kind.h"
#include "topology/value.h"

namespace santwin {

struct Entity {
    Id id = kNoId;
    Kind kind = Kind::Server;
    std::string name;
    std::string note;
    Id parent = kNoId;
    std::map<std::string, Value> attrs;  // ordered: files and diffs stay stable

    const Value& attr(const std::string& key) const;
    double num(const std::string& key, double fallback = 0) const;
    bool flag(const std::string& key, bool fallback = false) const;
    std::string text(const std::string& key) const;
    Id ref(const std::string& key) const;
    const RefList& refs(const std::string& key) const;
    const TextList& texts(const std::string& key) const;

    bool operator==(const Entity&) const = default;
};

}  // namespace santwin
