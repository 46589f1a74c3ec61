#include "store/load_checks.h"

#include <sqlite3.h>

#include <nlohmann/json.hpp>

#include "common/input_limits.h"
#include "store/project_file.h"

namespace santwin::store {

void check_length(const std::string& text, std::size_t limit, const std::string& where) {
    if (text.size() > limit)
        throw StoreError(where + " is " + std::to_string(text.size()) + " bytes long, more than the " +
                         std::to_string(limit) + " SanTwin reads (it begins '" + limits::shown(text, 40) + "')");
}

void check_count(std::size_t count, std::size_t limit, const std::string& what) {
    if (count > limit)
        throw StoreError("the file holds more than " + std::to_string(limit) + " " + what +
                         ", the most SanTwin reads; it was not written by SanTwin");
}

namespace {
std::string column_kind(int type) {
    return type == SQLITE_NULL ? "NULL" : type == SQLITE_INTEGER ? "a whole number" : type == SQLITE_FLOAT ? "a number" : "a blob";
}
}  // namespace

std::string text_column(const Stmt& s, int col, const std::string& what, std::size_t limit) {
    const int type = s.column_type(col);
    if (type != SQLITE_TEXT) throw StoreError(what + " is " + column_kind(type) + ", not a text");
    std::string text = s.column_text(col);
    check_length(text, limit, what);
    return text;
}

std::int64_t int_column(const Stmt& s, int col, const std::string& what) {
    const int type = s.column_type(col);
    if (type != SQLITE_INTEGER)
        throw StoreError(what + " is " + (type == SQLITE_TEXT ? "'" + limits::shown(s.column_text(col)) + "'" : column_kind(type)) +
                         ", not a whole number");
    return s.column_int(col);
}

void check_scenario_definition(const std::string& name, const std::string& text, const std::string& where) {
    const std::string scenario = where + ": scenario '" + limits::shown(name) + "' ";
    check_length(name, load_limits::kMaxNameBytes, where + ": a scenario's name");
    check_length(text, load_limits::kMaxDefinitionBytes, scenario + "has a definition that");
    if (const std::string deep = limits::json_nesting_problem(text); !deep.empty())
        throw StoreError(scenario + "has a definition SanTwin does not read: " + deep);
    const nlohmann::json doc = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (doc.is_discarded())
        throw StoreError(scenario + "has a definition that is not JSON: " + limits::shown(text));
    if (!doc.is_object())
        throw StoreError(scenario + "has a definition that is not a JSON object: " + limits::shown(text));
    // The fields the kept runs are read back through (scenarios/saved_runs.cpp).
    auto wrong = [&](const std::string& field, const std::string& expected) {
        throw StoreError(scenario + "has a definition whose '" + field + "' is not " + expected + ": " +
                         limits::shown(doc.at(field).dump()));
    };
    if (doc.contains("notes")) {
        if (!doc.at("notes").is_array()) wrong("notes", "a list of texts");
        for (const auto& n : doc.at("notes"))
            if (!n.is_string()) wrong("notes", "a list of texts");
    }
    if (doc.contains("parameters")) {
        if (!doc.at("parameters").is_object()) wrong("parameters", "an object of texts");
        for (const auto& [k, v] : doc.at("parameters").items())
            if (!v.is_string()) wrong("parameters", "an object of texts");
    }
    if (doc.contains("metrics") && !doc.at("metrics").is_object()) wrong("metrics", "an object");
}

}  // namespace santwin::store
