#pragma once
// Where a save really goes: a symbolic link is followed to the file it names (the link stays a
// link), and a file the user may not change is refused instead of being quietly replaced.
#include <string>

namespace santwin::store {

// `path` with every symbolic link along its last component followed (a dangling link gives the
// file it would create). Throws StoreError on a loop of links.
std::string resolve_save_path(const std::string& path);

// Throws StoreError when `path` exists but is read-only (no write permission bits, or this user
// may not write it), or is not a regular file. A missing file passes.
void check_writable(const std::string& path);

}  // namespace santwin::store
