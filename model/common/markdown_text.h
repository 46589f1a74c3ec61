#pragma once
// Plain text for a terminal from the Markdown the manual is written in (resources/manual/*.md).
//
// The subset it reads: ATX headings (#, ##, ###), paragraphs, bullet and numbered lists (items
// may continue on indented lines), fenced code blocks, pipe tables, and inline code, emphasis,
// links, pictures and backslash escapes. Headings are underlined (= for the first level, - for
// the second), paragraphs and list items are re-wrapped to the width, code blocks are kept
// verbatim, indented by two spaces, tables become aligned columns whose cells wrap when the
// table is wider than the terminal. Inline markup is dropped: a link keeps its text, a picture
// becomes "[picture: <alt text>]". Blocks are separated by one blank line.
//
// Widths count code points, so "—" or "×" take one column; no East Asian wide characters are
// expected in the manual.
#include <cstddef>
#include <string>
#include <string_view>

namespace santwin::manual {

// Columns `text` takes in a terminal (UTF-8 code points).
std::size_t display_width(std::string_view text);

// One line of Markdown inline markup as plain text (code spans kept verbatim).
std::string inline_text(std::string_view markdown);

// `markdown` rendered for a terminal `width` columns wide. Lines are at most `width` columns
// except code lines and words longer than the width, which are kept whole.
std::string markdown_to_text(std::string_view markdown, std::size_t width = 100);

}  // namespace santwin::manual
