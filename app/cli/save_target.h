#pragma once
// Checks on a --save target made before any work, so a long run is not lost to a wrong name at
// its end.
#include <string>

namespace santwin::cli {

// Throws std::invalid_argument unless `file` can keep runs: a .santwin project, new (in a folder
// that exists) or one SanTwin wrote that this user may write. An empty name passes (nothing to
// save). Throws store::StoreError for a file that is read-only or not a SanTwin project.
void check_save_target(const std::string& file);

}  // namespace santwin::cli
