// Schema history: every committed fixture (one per schema version) loads as the project it
// holds, migrated in memory while the file on disk stays byte-identical; migrations run one
// transaction per step; the fixtures still match the SQL that generates them.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cstdlib>
#include <filesystem>

#include "engine/recorder.h"
#include "fixtures.h"
#include "store/migrations.h"
#include "store/project_file.h"
#include "store/sqlite_db.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

// Regenerates the committed fixtures when SANTWIN_WRITE_FIXTURES=1 (only ever for a new
// version's file: released fixtures must not change). Otherwise a fresh build of each fixture
// must load to the same project as the committed file: the generator and the bytes agree.
TEST(Migration, FixturesMatchTheirGenerator) {
    ScratchDir dir;
    for (int v = 1; v <= current_schema_version(); ++v) {
        SCOPED_TRACE("schema v" + std::to_string(v));
        if (const char* w = std::getenv("SANTWIN_WRITE_FIXTURES"); w && std::string(w) == "1") {
            std::filesystem::remove(fixture_path(v));
            build_fixture(fixture_path(v), v);
        }
        const std::string fresh = dir.file("v" + std::to_string(v) + ".santwin");
        build_fixture(fresh, v);
        ASSERT_TRUE(std::filesystem::exists(fixture_path(v))) << "commit " << fixture_path(v);
        EXPECT_TRUE(load_project(fresh) == load_project(fixture_path(v)));
    }
}

// There is a committed fixture for every schema version, stamped with that version.
TEST(Migration, OneFixturePerVersion) {
    for (int v = 1; v <= current_schema_version(); ++v)
        EXPECT_EQ(inspect_project_file(fixture_path(v)).schema_version, v) << fixture_path(v);
}

// Loading each fixture gives its project (v1: no collapsed nodes or scenarios yet), and the
// fixture file is not modified: same bytes, no journal beside it.
TEST(Migration, EachFixtureLoadsWithoutTouchingTheFile) {
    for (int v = 1; v <= current_schema_version(); ++v) {
        SCOPED_TRACE("schema v" + std::to_string(v));
        const std::string path = fixture_path(v);
        const std::string before = read_bytes(path);
        const auto mtime = std::filesystem::last_write_time(path);
        Project loaded = load_project(path);
        EXPECT_TRUE(loaded == fixture_project(v));
        EXPECT_EQ(loaded.title, "Fixture lab (schema v" + std::to_string(v) + ")");
        EXPECT_TRUE(read_bytes(path) == before);
        EXPECT_EQ(std::filesystem::last_write_time(path), mtime);
        EXPECT_FALSE(std::filesystem::exists(path + "-journal"));
        EXPECT_FALSE(std::filesystem::exists(path + "-wal"));
        EXPECT_EQ(inspect_project_file(path).schema_version, v);
    }
}

// A v1 file saved again is written at the current version and keeps its content; the new
// v2 features can then be used and survive.
TEST(Migration, OldFileResavesAtCurrentVersion) {
    ScratchDir dir;
    Project p = load_project(fixture_path(1));
    save_project(p, dir.file("upgraded.santwin"));
    EXPECT_EQ(inspect_project_file(dir.file("upgraded.santwin")).schema_version,
              current_schema_version());
    EXPECT_TRUE(load_project(dir.file("upgraded.santwin")) == p);
    p.layout.collapsed.insert(1);
    p.scenarios.push_back({"new", "{}"});
    save_project(p, dir.file("upgraded.santwin"));
    EXPECT_TRUE(load_project(dir.file("upgraded.santwin")) == p);
}

// Stepping a v1 database to v2 stamps user_version 2 and yields exactly the tables a fresh v2
// database has; v1 has only the lab tables.
TEST(Migration, StepsStampVersionAndProduceTheSameTables) {
    Db db(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    create_schema(db, 1);
    EXPECT_EQ(db.scalar_int("PRAGMA user_version"), 1);
    EXPECT_EQ(db.scalar_int("PRAGMA application_id"), kApplicationId);
    TableColumns v1 = actual_tables(db);
    EXPECT_TRUE(v1.count("entities") && v1.count("attributes") && v1.count("layout") &&
                v1.count("meta"));
    EXPECT_FALSE(v1.count("scenarios") || v1.count("collapsed"));
    migrate(db, 1, 2);
    EXPECT_EQ(db.scalar_int("PRAGMA user_version"), 2);
    EXPECT_EQ(actual_tables(db), expected_tables(2));
    EXPECT_EQ(expected_tables(1), v1);
}

// Stepping a v2 database to v3 adds the run tables and leaves the v1/v2 tables as they were.
TEST(Migration, V3AddsRunTablesOnly) {
    Db db(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    create_schema(db, 2);
    const TableColumns v2 = actual_tables(db);
    migrate(db, 2, 3);
    EXPECT_EQ(db.scalar_int("PRAGMA user_version"), 3);
    const TableColumns v3 = actual_tables(db);
    EXPECT_EQ(v3, expected_tables(3));
    for (const auto& [table, columns] : v2) EXPECT_EQ(v3.at(table), columns) << table;
    for (const char* t : {"runs", "run_series", "run_events", "run_entities", "run_attributes", "run_removed"})
        EXPECT_TRUE(v3.count(t)) << t;
}

// The v1 and v2 fixtures migrate to the current version with no runs; the v3 fixture holds two
// runs, one from the saved boot-storm scenario with a configuration of its own.
TEST(Migration, OlderFixturesHaveNoRunsAndV3HasTwo) {
    EXPECT_TRUE(load_project(fixture_path(1)).runs.empty());
    EXPECT_TRUE(load_project(fixture_path(2)).runs.empty());
    const Project v3 = load_project(fixture_path(3));
    ASSERT_EQ(v3.runs.size(), 2u);
    EXPECT_EQ(v3.runs[0].scenario, "boot storm");
    EXPECT_EQ(v3.runs[0].recording->series(6, "iops").at(61), 412.5);
    ASSERT_TRUE(v3.runs[0].configuration);
    EXPECT_FALSE(v3.runs[0].configuration->contains(7));
    EXPECT_EQ(v3.runs[0].configuration->at(6).num("capacity_gb"), 300.0);
    EXPECT_EQ(v3.topology.at(6).num("capacity_gb"), 250.25);
    EXPECT_FALSE(v3.runs[1].configuration);
    EXPECT_EQ(v3.runs[1].scenario, "");
}

// Versions are numbered 1, 2, ... without gaps, and current_schema_version() is the last.
TEST(Migration, VersionsAreConsecutive) {
    int expect = 1;
    for (const Migration& m : migrations()) EXPECT_EQ(m.version, expect++) << m.summary;
    EXPECT_EQ(current_schema_version(), expect - 1);
}

// A step that fails rolls back completely: the database stays at the previous version with
// none of the failed step's tables.
TEST(Migration, FailedStepRollsBack) {
    Db db(":memory:", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    create_schema(db, 1);
    db.exec("CREATE TABLE scenarios (clash INTEGER)");  // v2 creates `collapsed`, then fails here
    try {
        migrate(db, 1, 2);
        FAIL() << "migration over a clashing table succeeded";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("schema migration to v2"), std::string::npos)
            << e.what();
    }
    EXPECT_EQ(db.scalar_int("PRAGMA user_version"), 1);
    EXPECT_FALSE(actual_tables(db).count("collapsed"));
}
