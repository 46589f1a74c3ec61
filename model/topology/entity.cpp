#include "topology/entity.h"

namespace santwin {

namespace {
const Value kEmpty{};
const RefList kNoRefs{};
const TextList kNoTexts{};
}  // namespace

const Value& Entity::attr(const std::string& key) const {
    auto it = attrs.find(key);
    return it == attrs.end() ? kEmpty : it->second;
}

double Entity::num(const std::string& key, double fallback) const {
    const auto* d = std::get_if<double>(&attr(key));
    return d ? *d : fallback;
}

bool Entity::flag(const std::string& key, bool fallback) const {
    const auto* b = std::get_if<bool>(&attr(key));
    return b ? *b : fallback;
}

std::string Entity::text(const std::string& key) const {
    const auto* s = std::get_if<std::string>(&attr(key));
    return s ? *s : std::string{};
}

Id Entity::ref(const std::string& key) const {
    const auto* r = std::get_if<Ref>(&attr(key));
    return r ? r->id : kNoId;
}

const RefList& Entity::refs(const std::string& key) const {
    const auto* r = std::get_if<RefList>(&attr(key));
    return r ? *r : kNoRefs;
}

const TextList& Entity::texts(const std::string& key) const {
    const auto* t = std::get_if<TextList>(&attr(key));
    return t ? *t : kNoTexts;
}

}  // namespace santwin
