#pragma once
// The checks a .santwin file passes before anything is read from it, cheapest first:
// the file exists and is readable, is not empty, starts with the SQLite header, is as long as
// its header says, carries SanTwin's application_id and a schema version this build knows;
// then, opened read-only and immutable (so nothing — not even a journal — is written), it
// passes PRAGMA integrity_check and has every table its version defines.
#include <cstdint>
#include <memory>
#include <string>

#include "store/sqlite_db.h"

namespace santwin::store {

struct FileHeader {
    std::int32_t application_id = 0;
    int user_version = 0;
    std::uint32_t page_size = 0;
    std::uint32_t page_count = 0;  // 0 when the header's count is not trustworthy
};

// Throws StoreError unless `path` (links followed) is a regular file of at most `largest` bytes:
// a device (/dev/zero), pipe or socket would be read for ever or block. `what` names the kind of
// file expected ("a JSON export"). A missing file passes, left to the reader's own message.
void check_readable_size(const std::string& path, std::uint64_t largest, const std::string& what);

// Reads and checks the first 100 bytes of `path`. Throws StoreError naming the problem.
FileHeader check_file_header(const std::string& path);

// Opens `path` read-only and immutable, then checks integrity and tables for `version`.
std::unique_ptr<Db> open_checked(const std::string& path, int version);

}  // namespace santwin::store
