// Reading the JSON export (format in json_format.h). Every field is type-checked, and a refusal
// names where in the document it is ("entities[3] (#12).attrs.level") and what was expected.
#include <cstdint>
#include <limits>
#include <set>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/input_limits.h"
#include "store/entity_loader.h"
#include "store/json_format.h"
#include "store/json_io.h"
#include "store/load_checks.h"

namespace santwin::store {

namespace {

// Ordered, so an embedded scenario definition keeps its key order and re-dumps to the saved text.
using json = nlohmann::ordered_json;

[[noreturn]] void fail(const std::string& where, const std::string& what) {
    throw StoreError("JSON " + where + ": " + what);
}

[[noreturn]] void wrong_type(const std::string& where, const std::string& expected, const json& j) {
    fail(where, "expected " + expected + ", found " + (j.is_null() ? "null" : j.type_name()) +
                    (j.is_primitive() ? " " + limits::shown(j.dump()) : ""));
}

// Rejects fields this format does not define (a typo would otherwise be silently dropped).
void only_fields(const json& obj, const std::string& where, std::set<std::string> allowed) {
    for (const auto& [key, _] : obj.items())
        if (!allowed.count(key)) fail(where, "unknown field '" + limits::shown(key) + "'");
}

const json& need(const json& obj, const std::string& key, const std::string& where) {
    auto it = obj.find(key);
    if (it == obj.end()) fail(where, "missing field '" + key + "'");
    return *it;
}

const json& object_at(const json& j, const std::string& where) {
    if (!j.is_object()) wrong_type(where, "an object", j);
    return j;
}

const json& array_at(const json& j, const std::string& where) {
    if (!j.is_array()) wrong_type(where, "an array", j);
    return j;
}

std::string text_at(const json& j, const std::string& where) {
    if (!j.is_string()) wrong_type(where, "a text", j);
    return j.get<std::string>();
}

std::string optional_text(const json& obj, const std::string& key, const std::string& where) {
    auto it = obj.find(key);
    return it == obj.end() ? std::string{} : text_at(*it, where + "." + key);
}

Id id_at(const json& j, const std::string& where) {
    if (!j.is_number_unsigned()) wrong_type(where, "an entity id (a whole number >= 0)", j);
    // A .santwin file keeps ids as SQLite's signed 64-bit integers: a larger one could be
    // imported but never saved and opened again.
    if (j.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
        fail(where, "entity id " + limits::shown(j.dump()) + " is too large (at most " +
                        std::to_string(std::numeric_limits<std::int64_t>::max()) + "); renumber the entity");
    return j.get<Id>();
}

double number_at(const json& j, const std::string& where) {
    if (!j.is_number()) wrong_type(where, "a number", j);
    return j.get<double>();
}

Value value_at(const json& j, const std::string& where) {
    if (j.is_null()) return std::monostate{};
    if (j.is_number()) return j.get<double>();
    if (j.is_boolean()) return j.get<bool>();
    if (j.is_string()) return j.get<std::string>();
    if (j.is_array()) {
        TextList texts;
        for (std::size_t i = 0; i < j.size(); ++i)
            texts.push_back(text_at(j[i], where + "[" + std::to_string(i) + "]"));
        return texts;
    }
    if (j.is_object() && j.size() == 1 && j.contains("ref"))
        return Ref{id_at(j["ref"], where + ".ref")};
    if (j.is_object() && j.size() == 1 && j.contains("refs")) {
        const json& ids = array_at(j["refs"], where + ".refs");
        RefList refs;
        for (std::size_t i = 0; i < ids.size(); ++i)
            refs.push_back(id_at(ids[i], where + ".refs[" + std::to_string(i) + "]"));
        return refs;
    }
    wrong_type(
        where,
        "a number, true/false, a text, {\"ref\": id}, {\"refs\": [ids]}, a list of texts or null",
        j);
}

Entity entity_at(const json& j, const std::string& index_where) {
    object_at(j, index_where);
    only_fields(j, index_where, {"id", "kind", "name", "note", "parent", "attrs"});
    Entity e;
    e.id = id_at(need(j, "id", index_where), index_where + ".id");
    const std::string where = index_where + " (#" + std::to_string(e.id) + ")";
    e.name = text_at(need(j, "name", where), where + ".name");
    e.kind = kind_from_file(text_at(need(j, "kind", where), where + ".kind"), e.id, e.name);
    e.note = optional_text(j, "note", where);
    if (auto it = j.find("parent"); it != j.end()) e.parent = id_at(*it, where + ".parent");
    if (auto it = j.find("attrs"); it != j.end()) {
        for (const auto& [key, v] : object_at(*it, where + ".attrs").items())
            e.attrs[key] = value_at(v, where + ".attrs." + key);
    }
    return e;
}

Layout layout_at(const json& j) {
    Layout layout;
    object_at(j, "layout");
    only_fields(j, "layout", {"positions", "collapsed"});
    if (auto it = j.find("positions"); it != j.end()) {
        const json& list = array_at(*it, "layout.positions");
        for (std::size_t i = 0; i < list.size(); ++i) {
            std::string where = "layout.positions[" + std::to_string(i) + "]";
            object_at(list[i], where);
            only_fields(list[i], where, {"id", "x", "y"});
            Id id = id_at(need(list[i], "id", where), where + ".id");
            layout.positions[id] = {number_at(need(list[i], "x", where), where + ".x"),
                                    number_at(need(list[i], "y", where), where + ".y")};
        }
    }
    if (auto it = j.find("collapsed"); it != j.end()) {
        const json& list = array_at(*it, "layout.collapsed");
        for (std::size_t i = 0; i < list.size(); ++i)
            layout.collapsed.insert(id_at(list[i], "layout.collapsed[" + std::to_string(i) + "]"));
    }
    return layout;
}

SavedScenario scenario_at(const json& j, const std::string& where) {
    object_at(j, where);
    only_fields(j, where, {"name", "definition", "definition_json"});
    SavedScenario s;
    s.name = text_at(need(j, "name", where), where + ".name");
    auto def = j.find("definition");
    auto text = j.find("definition_json");
    if ((def == j.end()) == (text == j.end()))
        fail(where, "needs exactly one of 'definition' (JSON) or 'definition_json' (a text)");
    if (text != j.end()) {
        s.definition_json = text_at(*text, where + ".definition_json");
    } else {
        s.definition_json = def->dump();  // compact, keys in document order: the saved text
    }
    check_scenario_definition(s.name, s.definition_json, "JSON " + where);
    return s;
}

// Where the parser is in the document ("entities[3].attrs.capacity_gb"), kept up to date from
// its callback, so a number too large for a double is reported at its field.
class ParsePosition {
public:
    bool follow(int /*depth*/, json::parse_event_t event, const json& parsed) {
        using E = json::parse_event_t;
        if (event == E::object_start || event == E::array_start) {
            frames_.push_back({event == E::array_start, 0, {}});
        } else if (event == E::key) {
            if (!frames_.empty()) frames_.back().key = parsed.get<std::string>();
        } else {
            if (event != E::value && !frames_.empty()) frames_.pop_back();  // an object or array ended
            if (!frames_.empty() && frames_.back().array) ++frames_.back().index;
        }
        return true;
    }
    std::string where() const {
        std::string out;
        for (const Frame& f : frames_) out += f.array ? "[" + std::to_string(f.index) + "]" : (out.empty() ? "" : ".") + f.key;
        return out.empty() ? "document" : out;
    }

private:
    struct Frame {
        bool array = false;
        std::size_t index = 0;
        std::string key;
    };
    std::vector<Frame> frames_;
};

std::string without_exception_tag(const std::string& what) {
    const auto p = what.find("] ");
    return p == std::string::npos ? what : what.substr(p + 2);  // drop "[json.exception...]"
}

json parse_document(std::string_view text) {
    // Before parsing: the library copies and prints a value by recursion, so 100,000 levels of
    // '[' would overflow the stack long before any check on the parsed document could run.
    if (const std::string deep = limits::json_nesting_problem(text); !deep.empty())
        throw StoreError("not a SanTwin export: " + deep + "; SanTwin's files nest at most " +
                         std::to_string(limits::kMaxJsonDepth));
    ParsePosition position;
    try {
        return json::parse(text, [&](int depth, json::parse_event_t event, json& parsed) {
            return position.follow(depth, event, parsed);
        });
    } catch (const json::parse_error& e) {
        throw StoreError("not valid JSON: " + without_exception_tag(e.what()));
    } catch (const json::out_of_range& e) {
        // 406: a number beyond the range of a double (1e999).
        fail(position.where(), "a number is too large (" + without_exception_tag(e.what()) +
                                   "); SanTwin's numbers reach about 1.8e308");
    }
}

}  // namespace

Project project_from_json(std::string_view text) {
    const json root = parse_document(text);
    object_at(root, "document");
    only_fields(root, "document",
                {"format", "format_version", "title", "lab_id", "entities", "layout", "scenarios"});
    if (text_at(need(root, "format", "document"), "format") != json_format::kFormat)
        fail("format", std::string("expected \"") + json_format::kFormat +
                           "\": this is not a SanTwin project export");
    const json& version = need(root, "format_version", "document");
    if (!version.is_number_integer()) wrong_type("format_version", "a whole number", version);
    if (version.get<long long>() > json_format::kVersion)
        fail("format_version", "this export uses format " + version.dump() +
                                   ", written by a newer SanTwin (this build reads up to " +
                                   std::to_string(json_format::kVersion) +
                                   "); update SanTwin to import it");
    if (version.get<long long>() < 1)
        fail("format_version", "must be 1 or more (got " + version.dump() + ")");

    Project p;
    p.title = optional_text(root, "title", "document");
    p.lab_id = optional_text(root, "lab_id", "document");
    check_length(p.title, load_limits::kMaxTextBytes, "JSON title");
    check_length(p.lab_id, load_limits::kMaxNameBytes, "JSON lab_id");
    std::vector<Entity> entities;
    const json& list = array_at(need(root, "entities", "document"), "entities");
    check_count(list.size(), load_limits::kMaxEntities, "entities");
    for (std::size_t i = 0; i < list.size(); ++i)
        entities.push_back(entity_at(list[i], "entities[" + std::to_string(i) + "]"));
    p.topology = build_topology(std::move(entities));
    if (auto it = root.find("layout"); it != root.end()) p.layout = layout_at(*it);
    if (auto it = root.find("scenarios"); it != root.end()) {
        const json& sc = array_at(*it, "scenarios");
        for (std::size_t i = 0; i < sc.size(); ++i)
            p.scenarios.push_back(scenario_at(sc[i], "scenarios[" + std::to_string(i) + "]"));
    }
    return p;
}

}  // namespace santwin::store
