#pragma once
// Shared by the store tests: projects to save (a rich one touching every kind and every Value
// alternative, a large one for crash tests), a scratch directory per test and byte helpers.
#include <filesystem>
#include <string>

#include "project/project.h"

namespace santwin::store_test {

// Every Kind at least once; attributes holding every Value alternative (including -0.0, a
// subnormal, 0.1 + 0.2, an explicit unset value, empty and non-empty lists, texts with quotes,
// newlines, UTF-8 and an embedded NUL); a parent with a larger id than its child; layout
// positions, collapsed nodes and two saved scenarios (one canonical JSON, one not).
Project rich_project();

// `drives` drives (each with its default attributes) in one array, named "<tag>-<i>".
Project large_project(int drives, const std::string& tag);

// A fresh, empty directory for the running test, removed by the destructor.
class ScratchDir {
public:
    ScratchDir();
    ~ScratchDir();
    const std::filesystem::path& path() const { return path_; }
    std::string file(const std::string& name) const { return (path_ / name).string(); }
    // Names of the files in the directory, sorted.
    std::vector<std::string> listing() const;

private:
    std::filesystem::path path_;
};

std::string read_bytes(const std::string& path);
void write_bytes(const std::string& path, const std::string& bytes);

}  // namespace santwin::store_test
