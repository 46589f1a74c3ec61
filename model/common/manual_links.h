#pragma once
// How the application's Help viewer follows the manual's Markdown (manual.h): which page a link
// opens, and what stands in for a picture — the screenshots live in the source tree, not in the
// program, so a page shows the picture's caption where the terminal shows it too.
#include <optional>
#include <string>
#include <string_view>

namespace santwin::manual {

// The topic a link's target opens: "editor.md" and "editor.md#shortcuts" give "editor" when the
// manual has that page; nothing for anything else (a web address, a file outside the manual, a
// page that does not exist).
std::optional<std::string> topic_of_link(std::string_view target);

// `markdown` with every picture outside fenced code blocks replaced by its caption in italics:
// "![Lab 004 in the editor](x.png)" becomes "*[picture: Lab 004 in the editor]*".
std::string pictures_as_captions(std::string_view markdown);

}  // namespace santwin::manual
