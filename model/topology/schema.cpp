#include "topology/schema.h"

#include <cmath>
#include <stdexcept>

namespace santwin {

const AttrSpec* KindSpec::attr(std::string_view key) const {
    for (const auto& a : attrs)
        if (a.key == key) return &a;
    return nullptr;
}

namespace {
std::vector<KindSpec> build_all() {
    std::vector<KindSpec> specs;
    schema_detail::add_compute(specs);
    schema_detail::add_fabric(specs);
    schema_detail::add_storage(specs);
    schema_detail::add_file(specs);
    schema_detail::add_vmware(specs);
    schema_detail::add_backup(specs);
    schema_detail::add_connectivity(specs);
    std::vector<KindSpec> by_kind(kKindCount, KindSpec{Kind::Link, {}, false, {}, {}});
    std::vector<bool> seen(kKindCount, false);
    for (auto& s : specs) {
        seen[static_cast<int>(s.kind)] = true;
        by_kind[static_cast<int>(s.kind)] = std::move(s);
    }
    for (int i = 0; i < kKindCount; ++i)
        if (!seen[i])
            throw std::logic_error("schema: no spec for kind " +
                                   std::string(kind_name(static_cast<Kind>(i))));
    return by_kind;
}
}  // namespace

const KindSpec& kind_spec(Kind k) {
    static const std::vector<KindSpec> specs = build_all();
    return specs[static_cast<int>(k)];
}

std::string_view attr_type_name(AttrType t) {
    switch (t) {
        case AttrType::Number: return "number";
        case AttrType::Integer: return "integer";
        case AttrType::Bool: return "bool";
        case AttrType::Text: return "text";
        case AttrType::Choice: return "choice";
        case AttrType::Ref: return "ref";
        case AttrType::RefList: return "ref_list";
        case AttrType::TextList: return "text_list";
    }
    return "?";
}

std::string check_value(const AttrSpec& spec, const Value& v) {
    if (std::holds_alternative<std::monostate>(v)) return "";  // unset is always allowed
    auto range_msg = [&](double d) -> std::string {
        if (!std::isfinite(d)) return spec.key + " must be a finite number";
        if (d < spec.min || d > spec.max) {
            std::string unit = spec.unit.empty() ? "" : " " + spec.unit;
            return spec.key + " must be between " + to_display(spec.min) + " and " +
                   to_display(spec.max) + unit + " (got " + to_display(d) + ")";
        }
        return "";
    };
    switch (spec.type) {
        case AttrType::Number:
            if (auto* d = std::get_if<double>(&v)) return range_msg(*d);
            return spec.key + " takes a number";
        case AttrType::Integer:
            if (auto* d = std::get_if<double>(&v)) {
                if (std::floor(*d) != *d) return spec.key + " takes a whole number";
                return range_msg(*d);
            }
            return spec.key + " takes a whole number";
        case AttrType::Bool:
            return std::holds_alternative<bool>(v) ? "" : spec.key + " takes yes or no";
        case AttrType::Text:
            return std::holds_alternative<std::string>(v) ? "" : spec.key + " takes a text";
        case AttrType::Choice:
            if (auto* s = std::get_if<std::string>(&v)) {
                for (const auto& c : spec.choices)
                    if (c == *s) return "";
                std::string list;
                for (const auto& c : spec.choices) list += (list.empty() ? "" : ", ") + c;
                return spec.key + " must be one of: " + list + " (got '" + *s + "')";
            }
            return spec.key + " takes one of its choices";
        case AttrType::Ref:
            return std::holds_alternative<Ref>(v) ? "" : spec.key + " takes a reference";
        case AttrType::RefList:
            return std::holds_alternative<RefList>(v) ? "" : spec.key + " takes a list of references";
        case AttrType::TextList:
            return std::holds_alternative<TextList>(v) ? "" : spec.key + " takes a list of texts";
    }
    return "";
}

namespace schema_detail {
AttrSpec num(std::string key, std::string unit, double min, double max, double def, std::string doc) {
    return {std::move(key), AttrType::Number, std::move(unit), min, max, {}, {}, def, std::move(doc)};
}
AttrSpec integer(std::string key, std::string unit, double min, double max, double def,
                 std::string doc) {
    return {std::move(key), AttrType::Integer, std::move(unit), min, max, {}, {}, def, std::move(doc)};
}
AttrSpec flag(std::string key, bool def, std::string doc) {
    AttrSpec a{std::move(key), AttrType::Bool, "", 0, 1, {}, {}, def, std::move(doc)};
    return a;
}
AttrSpec text(std::string key, std::string def, std::string doc) {
    AttrSpec a{std::move(key), AttrType::Text, "", 0, 0, {}, {}, Value{}, std::move(doc)};
    if (!def.empty()) a.default_value = std::move(def);
    return a;
}
AttrSpec choice(std::string key, std::vector<std::string> choices, std::string def, std::string doc) {
    AttrSpec a{std::move(key), AttrType::Choice, "", 0, 0, std::move(choices), {}, Value{}, std::move(doc)};
    if (!def.empty()) a.default_value = std::move(def);
    return a;
}
AttrSpec ref(std::string key, std::vector<Kind> kinds, std::string doc) {
    return {std::move(key), AttrType::Ref, "", 0, 0, {}, std::move(kinds), Value{}, std::move(doc)};
}
AttrSpec refs(std::string key, std::vector<Kind> kinds, std::string doc) {
    return {std::move(key), AttrType::RefList, "", 0, 0, {}, std::move(kinds), RefList{}, std::move(doc)};
}
AttrSpec texts(std::string key, std::string doc) {
    return {std::move(key), AttrType::TextList, "", 0, 0, {}, {}, TextList{}, std::move(doc)};
}
}  // namespace schema_detail

}  // namespace santwin
