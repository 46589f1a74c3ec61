// Files that are not sound SanTwin projects are refused with a message naming the problem and
// the fix, and are left exactly as they were: same bytes, no journal or other file beside them.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>

#include "store/migrations.h"
#include "store/project_file.h"
#include "store/sqlite_db.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {

// Loads `path` expecting a refusal whose message contains every one of `parts`; then checks
// that the file's bytes and the directory's contents did not change.
void expect_refused(const ScratchDir& dir, const std::string& path,
                    const std::vector<std::string>& parts) {
    const bool existed = std::filesystem::exists(path);
    const std::string before = existed ? read_bytes(path) : "";
    const auto listing = dir.listing();
    try {
        load_project(path);
        ADD_FAILURE() << path << " was loaded";
    } catch (const StoreError& e) {
        const std::string msg = e.what();
        for (const auto& part : parts)
            EXPECT_NE(msg.find(part), std::string::npos) << "'" << part << "' not in: " << msg;
    }
    EXPECT_EQ(std::filesystem::exists(path), existed);
    if (existed) {
        EXPECT_TRUE(read_bytes(path) == before) << "the refused file was modified";
    }
    EXPECT_EQ(dir.listing(), listing) << "loading created or removed files";
}

// Saves the rich project to `name` and runs `sql` on it, as a hand edit or a damaged writer would.
std::string edited_copy(const ScratchDir& dir, const std::string& name, const std::string& sql) {
    const std::string path = dir.file(name);
    save_project(rich_project(), path);
    Db db(path, SQLITE_OPEN_READWRITE);
    db.exec(sql);
    return path;
}

}  // namespace

// A path with no file behind it.
TEST(Refusal, MissingFile) {
    ScratchDir dir;
    expect_refused(dir, dir.file("nowhere.santwin"), {"nowhere.santwin", "no such file"});
}

// A zero-byte file (SQLite alone would happily treat it as an empty database).
TEST(Refusal, EmptyFile) {
    ScratchDir dir;
    write_bytes(dir.file("empty.santwin"), "");
    expect_refused(dir, dir.file("empty.santwin"), {"empty.santwin", "empty (0 bytes)", "backup"});
}

// A project cut to half its bytes, as an interrupted copy leaves it.
TEST(Refusal, TruncatedFile) {
    ScratchDir dir;
    const std::string path = dir.file("half.santwin");
    save_project(large_project(2000, "t"), path);
    std::string bytes = read_bytes(path);
    write_bytes(path, bytes.substr(0, bytes.size() / 2));
    expect_refused(
        dir, path,
        {"half.santwin", "truncated",
         std::to_string(bytes.size() / 2) + " bytes of " + std::to_string(bytes.size())});
}

// A text file, and a JSON export renamed to .santwin (the message points to import).
TEST(Refusal, TextAndJsonFiles) {
    ScratchDir dir;
    write_bytes(dir.file("notes.santwin"), "These are my lab notes, not a project.\n");
    expect_refused(dir, dir.file("notes.santwin"),
                   {"not a SanTwin project", "not an SQLite database"});
    write_bytes(dir.file("export.santwin"), "\n  {\"format\": \"santwin-project\"}");
    expect_refused(dir, dir.file("export.santwin"), {"looks like a JSON lab file", "by a .json name"});
}

// An SQLite database of another program (its own application_id, or none at all).
TEST(Refusal, ForeignSqliteDatabase) {
    ScratchDir dir;
    {
        Db db(dir.file("other.santwin"), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        db.exec(
            "PRAGMA application_id = 42; CREATE TABLE songs (title TEXT); INSERT INTO songs VALUES "
            "('x')");
        Db plain(dir.file("plain.santwin"), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
        plain.exec("CREATE TABLE entities (id INTEGER PRIMARY KEY)");
    }
    expect_refused(dir, dir.file("other.santwin"),
                   {"SQLite database but not a SanTwin project", "0x0000002A", "0x534E5457"});
    expect_refused(dir, dir.file("plain.santwin"), {"not a SanTwin project", "0x00000000"});
}

// A project stamped with a schema version this build does not know yet.
TEST(Refusal, NewerSchemaVersion) {
    ScratchDir dir;
    const int newer = current_schema_version() + 1;
    const std::string path =
        edited_copy(dir, "future.santwin", "PRAGMA user_version = " + std::to_string(newer));
    expect_refused(dir, path,
                   {"was written by a newer SanTwin (schema v" + std::to_string(newer) +
                    ", this build reads up to v" + std::to_string(current_schema_version()) +
                    "); update SanTwin to open it"});
    // Version 0 with SanTwin's id: no release writes it, so the file is called damaged.
    const std::string zero = edited_copy(dir, "zero.santwin", "PRAGMA user_version = 0");
    expect_refused(dir, zero, {"schema version 0", "damaged"});
}

// A page in the middle of the file overwritten with garbage (bytes flipped), which only
// PRAGMA integrity_check notices: the header is intact and the length is right.
TEST(Refusal, CorruptedPage) {
    ScratchDir dir;
    const std::string path = dir.file("bitrot.santwin");
    save_project(large_project(2000, "c"), path);
    std::string bytes = read_bytes(path);
    const std::size_t page = 4096;
    ASSERT_EQ(bytes.size() % page, 0u);
    const std::size_t middle = (bytes.size() / page / 2) * page;
    for (std::size_t i = 0; i < 64; ++i) bytes[middle + i] = static_cast<char>(~bytes[middle + i]);
    write_bytes(path, bytes);
    expect_refused(dir, path, {"bitrot.santwin", "damaged", "backup"});
}

// A folder where a file was expected.
TEST(Refusal, Folder) {
    ScratchDir dir;
    std::filesystem::create_directory(dir.file("folder.santwin"));
    expect_refused(dir, dir.file("folder.santwin"), {"folder"});
}

// A SanTwin file missing one of its version's tables.
TEST(Refusal, MissingTable) {
    ScratchDir dir;
    expect_refused(dir, edited_copy(dir, "t.santwin", "DROP TABLE scenarios"),
                   {"damaged", "table 'scenarios'", "missing"});
}

// Content that breaks the schema is refused naming the entity id and the attribute.
TEST(Refusal, InvalidEntitiesNameIdAndAttribute) {
    ScratchDir dir;
    Project p = rich_project();
    const Id drive = p.topology.find_by_name(Kind::Drive, "HDD-00");
    const std::string d = std::to_string(drive);
    expect_refused(
        dir,
        edited_copy(dir, "kind.santwin", "UPDATE entities SET kind = 'warp_drive' WHERE id = " + d),
        {"entity #" + d + " ('HDD-00') has kind 'warp_drive'"});
    expect_refused(
        dir,
        edited_copy(dir, "attr.santwin",
                    "INSERT INTO attributes VALUES (" + d + ", 'colour', 'text', 'blue')"),
        {"entity #" + d + " (Drive 'HDD-00'), attribute 'colour': a Drive has no such attribute"});
    expect_refused(
        dir,
        edited_copy(dir, "range.santwin",
                    "UPDATE attributes SET value = 25000.0 WHERE key = 'rpm' AND entity_id = " + d),
        {"entity #" + d + " (Drive 'HDD-00'), attribute 'rpm': rpm must be between 0 and 20000"});
    expect_refused(
        dir,
        edited_copy(dir, "type.santwin",
                    "UPDATE attributes SET value = 'fast' WHERE key = 'rpm' AND entity_id = " + d),
        {"entity #" + d +
         " (Drive 'HDD-00'), attribute 'rpm': stored as number but the value is a text"});
    expect_refused(
        dir,
        edited_copy(
            dir, "stype.santwin",
            "UPDATE attributes SET type = 'complex' WHERE key = 'rpm' AND entity_id = " + d),
        {"attribute 'rpm': stored type 'complex' is unknown"});
    expect_refused(dir,
                   edited_copy(dir, "list.santwin",
                               "UPDATE attributes SET value = '[1, \"x\"]' WHERE type = 'ref_list' "
                               "AND key = 'drives'"),
                   {"attribute 'drives': stored ref_list holds \"x\""});
    expect_refused(dir,
                   edited_copy(dir, "orphan.santwin",
                               "INSERT INTO attributes VALUES (77777, 'rpm', 'number', 1.0)"),
                   {"attribute 'rpm' belongs to entity #77777, which is not in the file"});
    expect_refused(
        dir,
        edited_copy(dir, "parent.santwin", "UPDATE entities SET parent = 88888 WHERE id = " + d),
        {"entity #" + d + " (Drive 'HDD-00') is inside #88888"});
}
