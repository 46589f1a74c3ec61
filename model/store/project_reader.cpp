// Loading a project: check the container (file_check.h), bring an older schema up to date in a
// private in-memory copy, then read every table and rebuild the topology through the schema.
// The user's file is only ever opened read-only and immutable.
#include <sqlite3.h>

#include <map>

#include "store/attribute_codec.h"
#include "store/entity_loader.h"
#include "common/input_limits.h"
#include "store/file_check.h"
#include "store/load_checks.h"
#include "store/migrations.h"
#include "store/project_file.h"
#include "store/run_tables.h"

namespace santwin::store {

namespace {

Id read_id(const Stmt& s, int col, const std::string& what) {
    if (s.column_type(col) != SQLITE_INTEGER || s.column_int(col) < 0)
        throw StoreError(what + " is '" + limits::shown(s.column_text(col)) + "', not an entity id");
    return static_cast<Id>(s.column_int(col));
}

double read_number(const Stmt& s, int col, const std::string& what) {
    int type = s.column_type(col);
    if (type != SQLITE_FLOAT && type != SQLITE_INTEGER)
        throw StoreError(what + " is '" + limits::shown(s.column_text(col)) + "', not a number");
    return s.column_double(col);
}

std::map<std::string, std::string> read_meta(Db& db) {
    std::map<std::string, std::string> meta;
    Stmt s(db, "SELECT key, value FROM meta");
    while (s.step()) {
        const std::string key = text_column(s, 0, "a key of the file's meta table", load_limits::kMaxNameBytes);
        meta[key] = text_column(s, 1, "the file's " + key, load_limits::kMaxTextBytes);
    }
    return meta;
}

std::map<Id, Entity> read_entities(Db& db) {
    std::map<Id, Entity> out;
    Stmt count(db, "SELECT count(*) FROM entities");
    if (count.step()) check_count(static_cast<std::size_t>(count.column_int(0)), load_limits::kMaxEntities, "entities");
    Stmt s(db, "SELECT id, kind, name, note, parent FROM entities ORDER BY id");
    while (s.step()) {
        Entity e;
        e.id = read_id(s, 0, "an entity id");
        const std::string who = "entity #" + std::to_string(e.id);
        e.name = text_column(s, 2, "the name of " + who, load_limits::kMaxNameBytes);
        e.kind = kind_from_file(text_column(s, 1, "the kind of " + who, load_limits::kMaxNameBytes), e.id, e.name);
        e.note = text_column(s, 3, "the note of " + who, load_limits::kMaxTextBytes);
        e.parent = read_id(s, 4, "the parent of entity #" + std::to_string(e.id));
        out.emplace(e.id, std::move(e));
    }
    Stmt a(db, "SELECT entity_id, key, type, value FROM attributes ORDER BY entity_id, key");
    while (a.step()) {
        Id id = read_id(a, 0, "an attribute's entity id");
        std::string key = text_column(a, 1, "an attribute name of entity #" + std::to_string(id), load_limits::kMaxNameBytes);
        auto it = out.find(id);
        if (it == out.end())
            throw StoreError("attribute '" + key + "' belongs to entity #" + std::to_string(id) +
                             ", which is not in the file");
        try {
            it->second.attrs[key] = read_value(a, 2, 3);
        } catch (const StoreError& err) {
            throw StoreError(describe_entity(it->second) + ", attribute '" + key +
                             "': " + err.what());
        }
    }
    return out;
}

Layout read_layout(Db& db) {
    Layout layout;
    Stmt s(db, "SELECT entity_id, x, y FROM layout ORDER BY entity_id");
    while (s.step()) {
        Id id = read_id(s, 0, "a layout entry's entity id");
        std::string where = "the diagram position of #" + std::to_string(id);
        layout.positions[id] = {read_number(s, 1, where + " (x)"),
                                read_number(s, 2, where + " (y)")};
    }
    Stmt c(db, "SELECT entity_id FROM collapsed ORDER BY entity_id");
    while (c.step()) layout.collapsed.insert(read_id(c, 0, "a collapsed entry's entity id"));
    return layout;
}

std::vector<SavedScenario> read_scenarios(Db& db) {
    std::vector<SavedScenario> out;
    Stmt s(db, "SELECT name, definition_json FROM scenarios ORDER BY id");
    while (s.step()) {
        const std::string where = "saved scenario " + std::to_string(out.size() + 1);
        out.push_back({text_column(s, 0, "the name of " + where, load_limits::kMaxNameBytes),
                       text_column(s, 1, "the definition of " + where, load_limits::kMaxDefinitionBytes)});
        check_scenario_definition(out.back().name, out.back().definition_json,
                                  "saved scenario " + std::to_string(out.size()));
    }
    return out;
}

Project read_project(Db& db) {
    Project p;
    auto meta = read_meta(db);
    p.title = meta["title"];
    p.lab_id = meta["lab_id"];
    std::map<Id, Entity> entities = read_entities(db);
    std::vector<Entity> list;
    list.reserve(entities.size());
    for (auto& [id, e] : entities) list.push_back(std::move(e));
    p.topology = build_topology(std::move(list));
    p.layout = read_layout(db);
    p.scenarios = read_scenarios(db);
    read_runs(db, p);
    return p;
}

// A private, current-version copy of an older file: the migrations run on it, never on disk.
std::unique_ptr<Db> migrated_copy(Db& file, int from) {
    auto mem = std::make_unique<Db>(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    sqlite3_backup* b = sqlite3_backup_init(mem->handle(), "main", file.handle(), "main");
    if (!b) throw StoreError("cannot copy the file into memory: " + mem->errmsg());
    int rc = sqlite3_backup_step(b, -1);
    sqlite3_backup_finish(b);
    if (rc != SQLITE_DONE)
        throw StoreError(std::string("cannot copy the file into memory: ") + sqlite3_errstr(rc));
    migrate(*mem, from, current_schema_version());
    return mem;
}

}  // namespace

Project load_project(const std::string& path) {
    FileHeader h = check_file_header(path);
    std::unique_ptr<Db> db = open_checked(path, h.user_version);
    try {
        if (h.user_version < current_schema_version()) db = migrated_copy(*db, h.user_version);
        return read_project(*db);
    } catch (const StoreError& e) {
        throw StoreError("cannot open '" + path + "': " + e.what() +
                         ". The file was damaged or edited by hand; open a backup copy.");
    }
}

ProjectFileInfo inspect_project_file(const std::string& path) {
    FileHeader h = check_file_header(path);
    std::unique_ptr<Db> db = open_checked(path, h.user_version);
    ProjectFileInfo info;
    info.schema_version = h.user_version;
    auto meta = read_meta(*db);
    info.written_by = meta["written_by"];
    info.title = meta["title"];
    return info;
}

}  // namespace santwin::store
