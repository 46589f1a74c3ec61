#pragma once
// JSON import/export of a project's topology and layout: readable, stable ordering (entities by
// id, attributes by key), diff-friendly (one entity per block, two-space indent).
#include <string>
#include <string_view>

#include "project/project.h"
#include "store/project_file.h"

namespace santwin::store {

std::string project_to_json(const Project& project);
// Throws StoreError naming what is wrong and where (entity id, attribute).
Project project_from_json(std::string_view json);

// Convenience: by file extension (.json or .santwin).
void export_project(const Project& project, const std::string& path);
Project import_project(const std::string& path);

}  // namespace santwin::store
