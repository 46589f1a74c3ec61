#pragma once
// Read-only data files from resources/ (hardware parameters, validation catalogue, workload
// profiles), compiled into the library by resources/cmake/embed.cmake.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace santwin::resources {

struct Entry {
    std::string_view path;     // relative to resources/, e.g. "hardware/disks.json"
    std::string_view content;  // the file's bytes
};

std::span<const Entry> all();

// The file at `path` (its override, when one is set), or nothing.
std::optional<std::string_view> find(std::string_view path);

// Replaces the text of the file at `path` for the rest of this process: a trial run with another
// parameter value (santwin-cli params --sensitivity runs each trial in a process of its own).
// Throws std::logic_error when the file was already read, since whoever read it keeps its text.
void set_override(std::string_view path, std::string content);

// Every file whose path starts with `prefix`, in path order.
std::vector<Entry> under(std::string_view prefix);

}  // namespace santwin::resources
