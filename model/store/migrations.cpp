#include "store/migrations.h"

#include <sqlite3.h>

namespace santwin::store {

namespace {

// v1: the lab itself and where it sits on the diagram.
constexpr const char* kV1 = R"sql(
-- What the project is and which build wrote it; keys: title, lab_id, written_by.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE entities (
    id     INTEGER PRIMARY KEY,         -- stable entity id, never 0
    kind   TEXT    NOT NULL,            -- kind_name(): raid_group, vm, ...
    name   TEXT    NOT NULL,
    note   TEXT    NOT NULL DEFAULT '',
    parent INTEGER NOT NULL DEFAULT 0   -- containing entity; 0 at top level
);

-- One row per set attribute. `value` has no declared type on purpose: SQLite then keeps
-- what was bound (a REAL stays a REAL, -0.0 keeps its sign, a text that looks like a number
-- stays a text). Lists are JSON arrays in a TEXT value.
CREATE TABLE attributes (
    entity_id INTEGER NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
    key       TEXT    NOT NULL,
    type      TEXT    NOT NULL,         -- none, number, bool, text, ref, ref_list, text_list
    value,
    PRIMARY KEY (entity_id, key)
) WITHOUT ROWID;

-- Diagram position of an entity's node, in scene units (untyped for exact doubles).
CREATE TABLE layout (
    entity_id INTEGER PRIMARY KEY,
    x NOT NULL,
    y NOT NULL
);
)sql";

// v2: what the user keeps beside the lab: collapsed nodes and saved scenarios.
constexpr const char* kV2 = R"sql(
-- Entities drawn as one node (chassis, arrays, fabrics).
CREATE TABLE collapsed (
    entity_id INTEGER PRIMARY KEY
);

-- Saved scenario definitions in the user's order. Recorded runs (a later version) will point
-- at a scenario by id.
CREATE TABLE scenarios (
    id              INTEGER PRIMARY KEY,   -- 1, 2, ... in list order
    name            TEXT NOT NULL,
    definition_json TEXT NOT NULL
);
)sql";

// v3: recorded runs, so charts and playback can reopen them without running them again.
constexpr const char* kV3 = R"sql(
-- One row per run, in list order. `scenario` is the saved scenario that produced it.
CREATE TABLE runs (
    id              INTEGER PRIMARY KEY,                -- 1, 2, ... in list order
    name            TEXT NOT NULL,
    scenario        INTEGER REFERENCES scenarios(id),   -- NULL: not from a saved scenario
    parameters_json TEXT NOT NULL DEFAULT '{}',         -- {"raid_groups": "3"}
    created         TEXT NOT NULL,                      -- ISO 8601 UTC
    end_s           REAL NOT NULL,                      -- simulated seconds recorded
    roles_json      TEXT NOT NULL DEFAULT '{}'          -- {"vm": 12}: entities the charts follow
);

-- A recorded series as change points: `t` and `v` each hold `points` little-endian IEEE 754
-- doubles (8 bytes apiece), bit-exact and a tenth of the size of one row per point.
-- entity_id names an entity of the run's configuration (the lab plus run_entities).
CREATE TABLE run_series (
    run_id    INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    entity_id INTEGER NOT NULL,
    metric    TEXT    NOT NULL,
    points    INTEGER NOT NULL,
    t         BLOB    NOT NULL,
    v         BLOB    NOT NULL,
    PRIMARY KEY (run_id, entity_id, metric)
) WITHOUT ROWID;

CREATE TABLE run_events (
    run_id    INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,                 -- order of the event log
    t         REAL    NOT NULL,
    entity_id INTEGER NOT NULL,
    kind      TEXT    NOT NULL,                 -- operation_start, scsi_conflict, ...
    detail    TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (run_id, seq)
) WITHOUT ROWID;

-- The run's configuration where it differs from the lab in `entities`: entities it added or
-- changed (rows as in `entities`/`attributes`) and entities it did not have.
CREATE TABLE run_entities (
    run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    id     INTEGER NOT NULL,
    kind   TEXT    NOT NULL,
    name   TEXT    NOT NULL,
    note   TEXT    NOT NULL DEFAULT '',
    parent INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (run_id, id)
) WITHOUT ROWID;

CREATE TABLE run_attributes (
    run_id    INTEGER NOT NULL,
    entity_id INTEGER NOT NULL,
    key       TEXT    NOT NULL,
    type      TEXT    NOT NULL,
    value,
    PRIMARY KEY (run_id, entity_id, key),
    FOREIGN KEY (run_id, entity_id) REFERENCES run_entities(run_id, id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE run_removed (
    run_id    INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
    entity_id INTEGER NOT NULL,
    PRIMARY KEY (run_id, entity_id)
) WITHOUT ROWID;
)sql";

}  // namespace

const std::vector<Migration>& migrations() {
    static const std::vector<Migration> list = {
        {1, "project metadata, entities, attributes and layout", kV1},
        {2, "collapsed nodes and saved scenarios", kV2},
        {3, "recorded runs: series, events and their configuration", kV3},
    };
    return list;
}

int current_schema_version() {
    return migrations().back().version;
}

void migrate(Db& db, int from, int to) {
    for (const Migration& m : migrations()) {
        if (m.version <= from || m.version > to) continue;
        try {
            Transaction t(db);
            db.exec(m.sql);
            // Stamped inside the same transaction: the step and its number commit together.
            db.exec("PRAGMA user_version = " + std::to_string(m.version));
            t.commit();
        } catch (const StoreError& e) {
            throw StoreError("schema migration to v" + std::to_string(m.version) + " (" +
                             m.summary + ") failed: " + e.what());
        }
    }
}

void create_schema(Db& db, int version) {
    db.exec("PRAGMA application_id = " + std::to_string(kApplicationId));
    migrate(db, 0, version);
}

const TableColumns& expected_tables(int version) {
    static const std::vector<TableColumns> by_version = [] {
        std::vector<TableColumns> out(1);  // version 0: no tables
        for (int v = 1; v <= current_schema_version(); ++v) {
            Db scratch(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
            create_schema(scratch, v);
            out.push_back(actual_tables(scratch));
        }
        return out;
    }();
    return by_version.at(static_cast<std::size_t>(version));
}

TableColumns actual_tables(Db& db) {
    TableColumns out;
    Stmt tables(db,
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
    while (tables.step()) out[tables.column_text(0)];
    for (auto& [table, columns] : out) {
        Stmt cols(db, "SELECT name FROM pragma_table_info(?)");
        cols.bind(1, std::string_view(table));
        while (cols.step()) columns.insert(cols.column_text(0));
    }
    return out;
}

}  // namespace santwin::store
