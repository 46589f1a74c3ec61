#pragma once
// A thin RAII layer over the sqlite3 C API: a connection, a prepared statement and a
// transaction. Every failure becomes a StoreError carrying SQLite's own message, so callers
// add what they were doing and the reader sees both.
#include <cstdint>
#include <string>
#include <string_view>

#include "store/project_file.h"

struct sqlite3;
struct sqlite3_stmt;

namespace santwin::store {

class Db {
public:
    // Opens `path` with sqlite3_open_v2 `flags` (SQLITE_OPEN_*). `path` may be a "file:" URI
    // when flags include SQLITE_OPEN_URI. Throws StoreError naming `path`.
    Db(const std::string& path, int flags);
    ~Db();
    Db(const Db&) = delete;
    Db& operator=(const Db&) = delete;

    sqlite3* handle() const { return db_; }
    // Runs one or more statements that return no rows we care about.
    void exec(std::string_view sql);
    // The first column of the first row of `sql`, as an integer (PRAGMA user_version...).
    std::int64_t scalar_int(std::string_view sql);
    std::string errmsg() const;

private:
    sqlite3* db_ = nullptr;
};

class Stmt {
public:
    Stmt(Db& db, std::string_view sql);
    ~Stmt();
    Stmt(const Stmt&) = delete;
    Stmt& operator=(const Stmt&) = delete;

    // Binding is 1-based, as in SQLite.
    Stmt& bind(int i, std::int64_t v);
    Stmt& bind(int i, double v);
    Stmt& bind(int i, std::string_view v);
    Stmt& bind_null(int i);
    Stmt& bind_blob(int i, const std::string& bytes);  // raw bytes (packed doubles of a series)

    // Returns true while there is a row; false when done. Throws on error.
    bool step();
    // Steps a statement that returns no rows, then resets it for the next bindings.
    void run();
    void reset();

    // Column access is 0-based, as in SQLite. Type is SQLITE_INTEGER, SQLITE_FLOAT...
    int column_type(int i) const;
    std::int64_t column_int(int i) const;
    double column_double(int i) const;
    std::string column_text(int i) const;
    std::string column_blob(int i) const;

private:
    Db& db_;
    sqlite3_stmt* stmt_ = nullptr;
};

// BEGIN on construction; ROLLBACK on destruction unless commit() was called.
class Transaction {
public:
    explicit Transaction(Db& db);
    ~Transaction();
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    void commit();

private:
    Db& db_;
    bool done_ = false;
};

}  // namespace santwin::store
