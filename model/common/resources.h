#pragma once
// Read-only data files from resources/ (hardware parameters, validation catalogue, workload
// profiles), compiled into the library by resources/cmake/embed.cmake.
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace santwin::resources {

struct Entry {
    std::string_view path;     // relative to resources/, e.g. "hardware/disks.json"
    std::string_view content;  // the file's bytes
};

std::span<const Entry> all();

// The file at `path`, or nothing.
std::optional<std::string_view> find(std::string_view path);

// Every file whose path starts with `prefix`, in path order.
std::vector<Entry> under(std::string_view prefix);

}  // namespace santwin::resources
