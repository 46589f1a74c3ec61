#include "store/sqlite_db.h"

#include <sqlite3.h>

namespace santwin::store {

Db::Db(const std::string& path, int flags) {
    int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
    if (rc != SQLITE_OK) {
        std::string msg = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
        sqlite3_close(db_);  // a handle is returned even on failure and must be closed
        db_ = nullptr;
        throw StoreError("cannot open '" + path + "' (SQLite: " + msg + ")");
    }
    sqlite3_extended_result_codes(db_, 1);
}

Db::~Db() {
    sqlite3_close_v2(db_);
}

void Db::exec(std::string_view sql) {
    char* err = nullptr;
    int rc = sqlite3_exec(db_, std::string(sql).c_str(), nullptr, nullptr, &err);
    if (rc != SQLITE_OK) {
        std::string msg = err ? err : sqlite3_errstr(rc);
        sqlite3_free(err);
        throw StoreError("SQLite: " + msg);
    }
}

std::int64_t Db::scalar_int(std::string_view sql) {
    Stmt s(*this, sql);
    if (!s.step()) throw StoreError("SQLite: '" + std::string(sql) + "' returned no row");
    return s.column_int(0);
}

std::string Db::errmsg() const {
    return sqlite3_errmsg(db_);
}

Stmt::Stmt(Db& db, std::string_view sql) : db_(db) {
    if (sqlite3_prepare_v2(db.handle(), sql.data(), static_cast<int>(sql.size()), &stmt_,
                           nullptr) != SQLITE_OK)
        throw StoreError("SQLite: " + db.errmsg());
}

Stmt::~Stmt() {
    sqlite3_finalize(stmt_);
}

Stmt& Stmt::bind(int i, std::int64_t v) {
    if (sqlite3_bind_int64(stmt_, i, v) != SQLITE_OK) throw StoreError("SQLite: " + db_.errmsg());
    return *this;
}

Stmt& Stmt::bind(int i, double v) {
    if (sqlite3_bind_double(stmt_, i, v) != SQLITE_OK) throw StoreError("SQLite: " + db_.errmsg());
    return *this;
}

// A null data() would bind SQL NULL; an empty view must bind an empty text.
Stmt& Stmt::bind(int i, std::string_view v) {
    if (sqlite3_bind_text64(stmt_, i, v.data() ? v.data() : "", v.size(), SQLITE_TRANSIENT,
                            SQLITE_UTF8) != SQLITE_OK)
        throw StoreError("SQLite: " + db_.errmsg());
    return *this;
}

Stmt& Stmt::bind_blob(int i, const std::string& bytes) {
    // A zero-length blob is still a blob (not NULL): SQLite needs a non-null pointer for that.
    static const char empty = 0;
    if (sqlite3_bind_blob64(stmt_, i, bytes.empty() ? &empty : bytes.data(), bytes.size(), SQLITE_TRANSIENT) != SQLITE_OK)
        throw StoreError("SQLite: " + db_.errmsg());
    return *this;
}

Stmt& Stmt::bind_null(int i) {
    if (sqlite3_bind_null(stmt_, i) != SQLITE_OK) throw StoreError("SQLite: " + db_.errmsg());
    return *this;
}

bool Stmt::step() {
    int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw StoreError("SQLite: " + db_.errmsg());
}

void Stmt::run() {
    step();
    reset();
}

void Stmt::reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
}

int Stmt::column_type(int i) const {
    return sqlite3_column_type(stmt_, i);
}
std::int64_t Stmt::column_int(int i) const {
    return sqlite3_column_int64(stmt_, i);
}
double Stmt::column_double(int i) const {
    return sqlite3_column_double(stmt_, i);
}

std::string Stmt::column_text(int i) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, i));
    int n = sqlite3_column_bytes(stmt_, i);  // after column_text: the UTF-8 length
    return p ? std::string(p, static_cast<std::size_t>(n)) : std::string{};
}

std::string Stmt::column_blob(int i) const {
    const auto* p = static_cast<const char*>(sqlite3_column_blob(stmt_, i));
    int n = sqlite3_column_bytes(stmt_, i);
    return p ? std::string(p, static_cast<std::size_t>(n)) : std::string{};
}

Transaction::Transaction(Db& db) : db_(db) {
    db_.exec("BEGIN");
}

Transaction::~Transaction() {
    if (!done_) sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit() {
    db_.exec("COMMIT");
    done_ = true;
}

}  // namespace santwin::store
