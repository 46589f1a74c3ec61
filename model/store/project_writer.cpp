// Saving a project: a fresh database built by the migrations in a temp file beside the target,
// filled in one transaction, flushed and renamed over the target (see atomic_file.h).
#include <sqlite3.h>

#include <cmath>

#include "store/atomic_file.h"
#include "store/attribute_codec.h"
#include "store/entity_loader.h"
#include "store/migrations.h"
#include "store/project_file.h"
#include "store/run_tables.h"

namespace santwin::store {

namespace {

std::int64_t as_int(Id id) {
    return static_cast<std::int64_t>(id);
}

void check_layout(const Layout& layout) {
    for (const auto& [id, p] : layout.positions)
        if (!std::isfinite(p.x) || !std::isfinite(p.y))
            throw StoreError("the diagram position of #" + std::to_string(id) +
                             " is not a finite number; move the node and save again");
}

void write_meta(Db& db, const Project& p) {
    Stmt s(db, "INSERT INTO meta (key, value) VALUES (?, ?)");
    s.bind(1, std::string_view("title")).bind(2, std::string_view(p.title)).run();
    s.bind(1, std::string_view("lab_id")).bind(2, std::string_view(p.lab_id)).run();
    s.bind(1, std::string_view("written_by"))
        .bind(2, std::string_view("SanTwin " SANTWIN_VERSION))
        .run();
}

void write_entities(Db& db, const Topology& t) {
    Stmt ent(db, "INSERT INTO entities (id, kind, name, note, parent) VALUES (?, ?, ?, ?, ?)");
    Stmt attr(db, "INSERT INTO attributes (entity_id, key, type, value) VALUES (?, ?, ?, ?)");
    for (const auto& [id, e] : t.entities()) {
        check_texts(e);
        ent.bind(1, as_int(id)).bind(2, kind_name(e.kind)).bind(3, std::string_view(e.name));
        ent.bind(4, std::string_view(e.note)).bind(5, as_int(e.parent)).run();
        for (const auto& [key, value] : e.attrs) {
            attr.bind(1, as_int(id)).bind(2, std::string_view(key)).bind(3, stored_type(value));
            try {
                bind_value(attr, 4, value);
            } catch (const StoreError& err) {
                throw StoreError(t.describe(id) + ", attribute '" + key + "': " + err.what());
            }
            attr.run();
        }
    }
}

void write_layout(Db& db, const Layout& layout) {
    Stmt pos(db, "INSERT INTO layout (entity_id, x, y) VALUES (?, ?, ?)");
    for (const auto& [id, p] : layout.positions)
        pos.bind(1, as_int(id)).bind(2, p.x).bind(3, p.y).run();
    Stmt col(db, "INSERT INTO collapsed (entity_id) VALUES (?)");
    for (Id id : layout.collapsed) col.bind(1, as_int(id)).run();
}

void write_scenarios(Db& db, const std::vector<SavedScenario>& scenarios) {
    Stmt s(db, "INSERT INTO scenarios (id, name, definition_json) VALUES (?, ?, ?)");
    std::int64_t position = 0;
    for (const SavedScenario& sc : scenarios)
        s.bind(1, ++position)
            .bind(2, std::string_view(sc.name))
            .bind(3, std::string_view(sc.definition_json))
            .run();
}

}  // namespace

void save_project(const Project& project, const std::string& path) {
    try {
        check_layout(project.layout);
        AtomicReplace out(path);
        {
            Db db(out.temp_path(), SQLITE_OPEN_READWRITE);
            // The temp file is private until the rename, and commit() fsyncs it: SQLite needs
            // neither a journal file beside it nor its own syncs.
            db.exec("PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF");
            create_schema(db, current_schema_version());
            Transaction t(db);
            write_meta(db, project);
            write_entities(db, project.topology);
            write_layout(db, project.layout);
            write_scenarios(db, project.scenarios);
            write_runs(db, project);
            t.commit();
        }
        out.commit();
    } catch (const StoreError& e) {
        std::string msg = e.what();
        if (msg.rfind("cannot save", 0) == 0) throw;
        throw StoreError("cannot save '" + path + "': " + msg + previous_file_note(path));
    }
}

}  // namespace santwin::store
