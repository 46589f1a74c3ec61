#pragma once
// The .santwin schema as a numbered list of migrations. Migration N takes a database at schema
// version N-1 to version N; it runs in its own transaction and stamps PRAGMA user_version = N,
// so a database is always at exactly one known version. A new file is built by running every
// migration from 0; an older file is brought up to date in a private in-memory copy.
//
// Rules for adding a version: append a step, never edit a released one, and commit a fixture of
// the new version under tests/store/fixtures/ (tests/store/fixtures.cpp builds them). Recorded
// runs are meant to arrive this way: a v3 step adding run tables keyed by a run id that point
// at scenarios(id) and entities(id), leaving the v1/v2 tables as they are.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "store/sqlite_db.h"

namespace santwin::store {

// PRAGMA application_id of every .santwin file: "SNTW" in ASCII. Lets SanTwin tell its own
// files from other SQLite databases, and lets file(1) recognise them.
inline constexpr std::int32_t kApplicationId = 0x534E5457;

struct Migration {
    int version;          // the schema version this step produces
    const char* summary;  // what it adds, for people reading the history
    const char* sql;
};

const std::vector<Migration>& migrations();

// Applies migrations from..to (exclusive of `from`), each in its own transaction.
// Throws StoreError naming the step that failed.
void migrate(Db& db, int from, int to);

// Creates an empty SanTwin database at schema `version` in `db`: application_id plus
// migrations 1..version.
void create_schema(Db& db, int version);

// Tables and their columns as schema `version` defines them, read from a scratch in-memory
// database built by the migrations themselves (so the check can never drift from the SQL).
using TableColumns = std::map<std::string, std::set<std::string>>;
const TableColumns& expected_tables(int version);
// Tables and columns actually present in `db`.
TableColumns actual_tables(Db& db);

}  // namespace santwin::store
