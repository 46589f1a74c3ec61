#include "store/file_check.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <limits>

#include "store/migrations.h"

namespace santwin::store {

namespace {

constexpr std::size_t kHeaderSize = 100;
constexpr char kSqliteMagic[] = "SQLite format 3";  // 16 bytes with its NUL

std::uint32_t be32(const unsigned char* p) {
    return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) |
           p[3];
}

std::string hex(std::uint32_t v) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "0x%08X", v);
    return buf;
}

[[noreturn]] void not_sqlite(const std::string& path, const unsigned char* head, std::size_t n) {
    std::size_t i = 0;
    while (i < n && std::isspace(head[i])) ++i;
    std::string hint =
        (i < n && (head[i] == '{' || head[i] == '['))
            ? " It looks like a JSON lab file: open it by a .json name (SanTwin reads those), and "
              "keep runs in a .santwin project."
            : " Choose a .santwin file saved by SanTwin.";
    throw StoreError("cannot open '" + path +
                     "': it is not a SanTwin project (not an SQLite database)." + hint);
}

// URI for sqlite3_open_v2: absolute path, percent-encoded, opened read-only and immutable.
std::string readonly_uri(const std::string& path) {
    std::string abs = std::filesystem::absolute(path).string();
    std::string out = "file:";
    for (unsigned char c : abs) {
        if (std::isalnum(c) || std::strchr("/-._~", c)) {
            out += static_cast<char>(c);
        } else {
            char buf[4];
            std::snprintf(buf, sizeof buf, "%%%02X", c);
            out += buf;
        }
    }
    return out + "?mode=ro&immutable=1";
}

}  // namespace

void check_readable_size(const std::string& path, std::uint64_t largest, const std::string& what) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return;
    if (S_ISDIR(st.st_mode)) throw StoreError("cannot open '" + path + "': it is a folder, not " + what + ".");
    if (!S_ISREG(st.st_mode))
        throw StoreError("cannot open '" + path + "': it is not a regular file (a device, pipe or socket), so it holds no " +
                         "project; choose " + what + " saved by SanTwin.");
    if (static_cast<std::uint64_t>(st.st_size) > largest)
        throw StoreError("cannot open '" + path + "': it is " + std::to_string(st.st_size / (1024 * 1024)) +
                         " MB, more than the " + std::to_string(largest / (1024 * 1024)) + " MB SanTwin reads as " + what +
                         "; it is not one SanTwin wrote.");
}

FileHeader check_file_header(const std::string& path) {
    // Before opening: opening a pipe for reading would wait for a writer.
    check_readable_size(path, std::numeric_limits<std::uint64_t>::max(), "a .santwin project");
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        int err = errno;
        if (err == ENOENT)
            throw StoreError("cannot open '" + path +
                             "': there is no such file. Check the name and folder.");
        throw StoreError("cannot open '" + path + "': " + std::strerror(err) +
                         ". Check that you may read it.");
    }
    struct stat st {};
    ::fstat(fd, &st);
    unsigned char head[kHeaderSize] = {};
    ssize_t got = S_ISDIR(st.st_mode) ? 0 : ::read(fd, head, kHeaderSize);
    const int read_err = errno;
    ::close(fd);
    if (S_ISDIR(st.st_mode))
        throw StoreError("cannot open '" + path + "': it is a folder, not a project file.");
    if (got < 0) throw StoreError("cannot read '" + path + "': " + std::strerror(read_err));
    const auto size = static_cast<std::uint64_t>(st.st_size);
    if (size == 0)
        throw StoreError(
            "cannot open '" + path +
            "': the file is empty (0 bytes), so it holds no "
            "project. It was probably cut short while saving or copying; open a backup copy.");
    const auto n = static_cast<std::size_t>(got);
    if (n < sizeof kSqliteMagic || std::memcmp(head, kSqliteMagic, sizeof kSqliteMagic) != 0)
        not_sqlite(path, head, n);
    if (n < kHeaderSize)
        throw StoreError("cannot open '" + path + "': the file is truncated (" +
                         std::to_string(size) +
                         " bytes, shorter than an SQLite header). Open a backup copy.");

    FileHeader h;
    h.page_size = (std::uint32_t{head[16]} << 8) | head[17];
    if (h.page_size == 1) h.page_size = 65536;
    h.application_id = static_cast<std::int32_t>(be32(head + 68));
    h.user_version = static_cast<int>(be32(head + 60));
    // The page count is only valid when the "version-valid-for" number matches the change counter.
    if (be32(head + 92) == be32(head + 24)) h.page_count = be32(head + 28);

    if (h.application_id != kApplicationId)
        throw StoreError("cannot open '" + path +
                         "': it is an SQLite database but not a SanTwin project "
                         "(application_id " +
                         hex(static_cast<std::uint32_t>(h.application_id)) +
                         ", SanTwin files have " + hex(kApplicationId) +
                         "). Open it with the program that made it.");
    if (h.user_version > current_schema_version())
        throw StoreError("cannot open '" + path + "': it was written by a newer SanTwin (schema v" +
                         std::to_string(h.user_version) + ", this build reads up to v" +
                         std::to_string(current_schema_version()) +
                         "); update SanTwin to open it.");
    if (h.user_version < 1)
        throw StoreError("cannot open '" + path + "': it has SanTwin schema version " +
                         std::to_string(h.user_version) +
                         ", which no SanTwin writes; the file is "
                         "damaged. Open a backup copy.");
    if (h.page_size < 512 || (h.page_size & (h.page_size - 1)) != 0)
        throw StoreError("cannot open '" + path + "': its header is damaged (page size " +
                         std::to_string(h.page_size) + "). Open a backup copy.");
    const std::uint64_t expected = std::uint64_t{h.page_count} * h.page_size;
    if (size % h.page_size != 0 && (h.page_count == 0 || size > expected))
        throw StoreError("cannot open '" + path + "': the file is damaged: it is " + std::to_string(size) +
                         " bytes, not a whole number of its " + std::to_string(h.page_size) + "-byte pages" +
                         (h.page_count ? " (its header says " + std::to_string(expected) + " bytes)" : std::string()) +
                         ", so bytes were added to it or cut from it. Open a backup copy.");
    if (size % h.page_size != 0 || (h.page_count != 0 && size < expected))
        throw StoreError(
            "cannot open '" + path + "': the file is truncated (" + std::to_string(size) +
            " bytes" + (h.page_count ? " of " + std::to_string(expected) : std::string()) +
            "). It was probably cut short while copying or downloading; open a backup copy.");
    return h;
}

std::unique_ptr<Db> open_checked(const std::string& path, int version) {
    auto damaged = [&](const std::string& detail) {
        return StoreError("cannot open '" + path + "': the file is damaged (" + detail +
                          "). Open a backup copy.");
    };
    std::unique_ptr<Db> db;
    try {
        db = std::make_unique<Db>(readonly_uri(path), SQLITE_OPEN_READONLY | SQLITE_OPEN_URI);
        Stmt check(*db, "PRAGMA integrity_check(10)");
        std::string problems;
        while (check.step()) {
            std::string row = check.column_text(0);
            if (row != "ok") problems += (problems.empty() ? "" : "; ") + row;
        }
        if (!problems.empty()) throw damaged("SQLite integrity check: " + problems);
    } catch (const StoreError& e) {
        std::string msg = e.what();
        if (msg.rfind("cannot open '" + path, 0) == 0) throw;
        throw damaged(msg);
    }

    const TableColumns actual = actual_tables(*db);
    for (const auto& [table, columns] : expected_tables(version)) {
        auto it = actual.find(table);
        if (it == actual.end())
            throw damaged("table '" + table + "' of schema v" + std::to_string(version) +
                          " is missing");
        for (const auto& c : columns)
            if (!it->second.count(c))
                throw damaged("table '" + table + "' lacks column '" + c + "'");
    }
    return db;
}

}  // namespace santwin::store
