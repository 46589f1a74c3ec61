#pragma once
// .santwin project files: one SQLite database per project.
//
// - Numbered migrations, each in its own transaction, stamped with PRAGMA user_version.
// - A file whose version is newer than this build knows is refused with a message that says so.
// - Saving is atomic: the new file is written beside the target and renamed over it, so a crash
//   mid-save leaves the previous file intact and loadable.
// - A corrupt, truncated or foreign file (not SQLite, fails integrity_check, or lacks the
//   SanTwin application_id / schema) is refused with a clear message and never modified.
#include <stdexcept>
#include <string>

#include "project/project.h"

namespace santwin::store {

class StoreError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The schema version this build writes.
int current_schema_version();

// Writes `project` to `path` atomically (temp file + rename). Throws StoreError.
void save_project(const Project& project, const std::string& path);

// Reads a project; older schema versions are migrated in memory (the file is not rewritten).
// Throws StoreError with a message naming the problem and the fix.
Project load_project(const std::string& path);

// What a file says about itself, after the same checks load_project makes on the container
// (header, integrity, application_id, version, tables) but without reading the lab.
struct ProjectFileInfo {
    int schema_version = 0;  // PRAGMA user_version of the file as it is on disk
    std::string written_by;  // "SanTwin 0.1.0"
    std::string title;
};
ProjectFileInfo inspect_project_file(const std::string& path);

}  // namespace santwin::store
