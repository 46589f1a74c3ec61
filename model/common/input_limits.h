#pragma once
// Bounds on what SanTwin reads from files and the command line, so hostile input is refused
// cheaply with a message instead of exhausting the stack, memory or time. Each bound is far
// above anything SanTwin writes itself; the manual page files.md lists them for users.
#include <cstddef>
#include <string>
#include <string_view>

namespace santwin::limits {

// JSON nesting depth (arrays and objects inside each other). SanTwin's own files nest at most
// 6 deep (document > entities > entity > attrs > {"refs"} > list) and scenario definitions a
// few more. The JSON library copies, compares and prints values by recursion, one stack frame
// per level: 100,000 levels overflow the stack, 64 costs nothing.  [U] chosen, not sourced.
constexpr int kMaxJsonDepth = 64;

// How much of an untrusted value a message quotes: enough to recognise it, never megabytes.
constexpr std::size_t kMaxShown = 80;

// "" when `text` nests arrays and objects no deeper than `max_depth`, otherwise the reason
// ("it nests deeper than 64 levels (at byte 70)"). A linear scan that understands strings and
// escapes, run before any parse; text that is not JSON at all is left to the parser to refuse.
std::string json_nesting_problem(std::string_view text, int max_depth = kMaxJsonDepth);

// `value` whole when it is at most `max` bytes; otherwise its first bytes (cut on a UTF-8
// character boundary) and "... (N bytes in all)".
std::string shown(std::string_view value, std::size_t max = kMaxShown);

}  // namespace santwin::limits
