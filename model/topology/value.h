#pragma once
// Attribute values of topology entities. An attribute holds one of: nothing, a number (SI-ish
// units named by the schema), a flag, a text, a reference to another entity, a list of
// references, or a list of texts (WWPNs, alias names).
#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace santwin {

using Id = std::uint64_t;
inline constexpr Id kNoId = 0;

struct Ref {
    Id id = kNoId;
    bool operator==(const Ref&) const = default;
};
using RefList = std::vector<Id>;
using TextList = std::vector<std::string>;

using Value = std::variant<std::monostate, double, bool, std::string, Ref, RefList, TextList>;

// A short human-readable rendering, for messages and the CLI.
std::string to_display(const Value& v);

}  // namespace santwin
