// The terminal rendering of the manual's Markdown (santwin-cli help TOPIC).
#include <gtest/gtest.h>

#include <sstream>

#include "common/markdown_text.h"

using santwin::manual::display_width;
using santwin::manual::inline_text;
using santwin::manual::markdown_to_text;

namespace {
std::size_t widest_line(const std::string& text) {
    std::istringstream lines(text);
    std::size_t widest = 0;
    for (std::string line; std::getline(lines, line);) widest = std::max(widest, display_width(line));
    return widest;
}
}  // namespace

TEST(MarkdownText, WidthCountsCodePointsNotBytes) {
    // "5 × 2 — ok" is 10 columns though × and — take two and three bytes.
    EXPECT_EQ(display_width("5 × 2 — ok"), 10u);
}

TEST(MarkdownText, InlineMarkupIsDropped) {
    // Code keeps its text verbatim (stars included), emphasis and links keep their text, a
    // picture is named, an escaped or lone star stays.
    EXPECT_EQ(inline_text("run `santwin-cli *x*` **now**"), "run santwin-cli *x* now");
    EXPECT_EQ(inline_text("see [the engine](engine.md) and *Playback*"), "see the engine and Playback");
    EXPECT_EQ(inline_text("![Lab 000 in 3D](../screenshots/lab.png)"), "[picture: Lab 000 in 3D]");
    EXPECT_EQ(inline_text("eva-\\* and eva-* and 2 * 3"), "eva-* and eva-* and 2 * 3");
}

TEST(MarkdownText, HeadingsAreUnderlinedAndBlocksSeparated) {
    // A first- and second-level heading with a paragraph under each: underlines as long as the
    // titles, one blank line between blocks, the paragraph's two lines joined.
    const std::string text = markdown_to_text("# The engine\n\nOne loop\nmoves time.\n\n## Solver\nMVA.\n", 100);
    EXPECT_EQ(text, "The engine\n==========\n\nOne loop moves time.\n\nSolver\n------\n\nMVA.\n");
}

TEST(MarkdownText, ParagraphsWrapToTheWidth) {
    // Twenty five-letter words at width 30: no line passes 30 columns and no word is lost.
    std::string words;
    for (int i = 0; i < 20; ++i) words += "abcde ";
    const std::string text = markdown_to_text(words, 30);
    EXPECT_LE(widest_line(text), 30u);
    EXPECT_EQ(std::count(text.begin(), text.end(), 'a'), 20);
    EXPECT_EQ(text.substr(0, 30), "abcde abcde abcde abcde abcde\n");
}

TEST(MarkdownText, ListItemsHangUnderTheirMarker) {
    // A bullet continued on an indented line, then a numbered item, at width 20: the
    // continuation joins its item, wrapped lines are indented under the item's text.
    const std::string text = markdown_to_text("- first item that\n  goes on for a while\n12. second\n", 20);
    EXPECT_EQ(text, "- first item that\n  goes on for a\n  while\n12. second\n");
}

TEST(MarkdownText, CodeBlocksStayVerbatim) {
    // Fenced code keeps its spacing and markup, indented by two spaces; the fences go.
    const std::string text = markdown_to_text("Run:\n\n```sh\nsantwin-cli   run *x*   # c\n```\nDone.\n", 100);
    EXPECT_EQ(text, "Run:\n\n  santwin-cli   run *x*   # c\n\nDone.\n");
}

TEST(MarkdownText, TablesBecomeAlignedColumns) {
    // A two-column table with a header: columns padded to their widest cell, a rule under the
    // header, inline markup dropped.
    const std::string text = markdown_to_text("| page | topic |\n|---|---|\n| [The engine](engine.md) | `engine` |\n", 100);
    EXPECT_EQ(text, "page        topic\n----------  ------\nThe engine  engine\n");
}

TEST(MarkdownText, WideTablesWrapTheirCells) {
    // A table whose second column holds 60 columns of text, rendered at 40: that column is
    // narrowed, its cell wraps within it, and no line passes 40 columns.
    const std::string long_cell = "one two three four five six seven eight nine ten eleven twelve";
    const std::string text = markdown_to_text("| key | what |\n|---|---|\n| a | " + long_cell + " |\n| b | short |\n", 40);
    EXPECT_LE(widest_line(text), 40u);
    EXPECT_NE(text.find("a    one two"), std::string::npos);
    EXPECT_NE(text.find("\n     "), std::string::npos);  // a continuation under the second column
    EXPECT_NE(text.find("\nb    short"), std::string::npos);
}
