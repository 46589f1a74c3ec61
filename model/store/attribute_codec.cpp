#include "store/attribute_codec.h"

#include <sqlite3.h>

#include <nlohmann/json.hpp>

#include "common/input_limits.h"

namespace santwin::store {

namespace {

std::string column_kind(int sqlite_type) {
    switch (sqlite_type) {
        case SQLITE_INTEGER:
            return "an integer";
        case SQLITE_FLOAT:
            return "a real number";
        case SQLITE_TEXT:
            return "a text";
        case SQLITE_BLOB:
            return "a blob";
        default:
            return "NULL";
    }
}

std::string list_json(const Value& v) {
    nlohmann::json a = nlohmann::json::array();
    if (auto* refs = std::get_if<RefList>(&v))
        for (Id id : *refs) a.push_back(id);
    if (auto* texts = std::get_if<TextList>(&v))
        for (const auto& t : *texts) a.push_back(t);
    try {
        return a.dump();
    } catch (const nlohmann::json::exception&) {
        throw StoreError("a text in the list is not valid UTF-8; retype it");
    }
}

Value parse_list(const std::string& type, const std::string& text) {
    // A list is flat: anything nested is refused before the parser (and a message) recurses
    // into it.
    if (!limits::json_nesting_problem(text, 1).empty())
        throw StoreError("stored " + type + " holds a nested list or object, not a flat list: " + limits::shown(text));
    nlohmann::json a = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!a.is_array()) throw StoreError("stored " + type + " is not a JSON array: " + limits::shown(text));
    if (type == "ref_list") {
        RefList out;
        for (const auto& item : a) {
            if (!item.is_number_unsigned())
                throw StoreError("stored ref_list holds " + limits::shown(item.dump()) + ", not an entity id");
            out.push_back(item.get<Id>());
        }
        return out;
    }
    TextList out;
    for (const auto& item : a) {
        if (!item.is_string())
            throw StoreError("stored text_list holds " + limits::shown(item.dump()) + ", not a text");
        out.push_back(item.get<std::string>());
    }
    return out;
}

}  // namespace

std::string_view stored_type(const Value& v) {
    static constexpr std::string_view kNames[] = {"none", "number",   "bool",     "text",
                                                  "ref",  "ref_list", "text_list"};
    static_assert(std::size(kNames) == std::variant_size_v<Value>);
    return kNames[v.index()];
}

void bind_value(Stmt& s, int index, const Value& v) {
    if (auto* d = std::get_if<double>(&v))
        s.bind(index, *d);
    else if (auto* b = std::get_if<bool>(&v))
        s.bind(index, std::int64_t{*b ? 1 : 0});
    else if (auto* t = std::get_if<std::string>(&v))
        s.bind(index, std::string_view(*t));
    else if (auto* r = std::get_if<Ref>(&v))
        s.bind(index, static_cast<std::int64_t>(r->id));
    else if (std::holds_alternative<RefList>(v) || std::holds_alternative<TextList>(v))
        s.bind(index, std::string_view(list_json(v)));
    else
        s.bind_null(index);
}

Value read_value(const Stmt& s, int type_col, int value_col) {
    const std::string type = limits::shown(s.column_text(type_col));
    const int col = s.column_type(value_col);
    auto mismatch = [&] {
        return StoreError("stored as " + type + " but the value is " + column_kind(col));
    };
    if (type == "none") {
        if (col != SQLITE_NULL) throw mismatch();
        return std::monostate{};
    }
    if (type == "number") {
        // Written as REAL; an INTEGER only appears in hand-edited files and converts exactly
        // for any whole number an attribute can hold.
        if (col == SQLITE_FLOAT) return s.column_double(value_col);
        if (col == SQLITE_INTEGER) return static_cast<double>(s.column_int(value_col));
        throw mismatch();
    }
    if (type == "bool") {
        if (col != SQLITE_INTEGER) throw mismatch();
        std::int64_t b = s.column_int(value_col);
        if (b != 0 && b != 1)
            throw StoreError("stored bool is " + std::to_string(b) + ", not 0 or 1");
        return b == 1;
    }
    if (type == "text") {
        if (col != SQLITE_TEXT) throw mismatch();
        return s.column_text(value_col);
    }
    if (type == "ref") {
        if (col != SQLITE_INTEGER) throw mismatch();
        std::int64_t id = s.column_int(value_col);
        if (id < 0) throw StoreError("stored ref is " + std::to_string(id) + ", not an entity id");
        return Ref{static_cast<Id>(id)};
    }
    if (type == "ref_list" || type == "text_list") {
        if (col != SQLITE_TEXT) throw mismatch();
        return parse_list(type, s.column_text(value_col));
    }
    throw StoreError("stored type '" + type +
                     "' is unknown (expected none, number, bool, text, "
                     "ref, ref_list or text_list)");
}

}  // namespace santwin::store
