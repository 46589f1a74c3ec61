// The Help viewer's reading of the manual: a link to a page (with or without an anchor) opens
// that page's topic, anything else opens nothing; pictures become their captions in italics,
// except inside code blocks, which are shown as written.
#include <gtest/gtest.h>

#include "common/manual.h"
#include "common/manual_links.h"

using santwin::manual::pictures_as_captions;
using santwin::manual::topic_of_link;

TEST(ManualLinks, ALinkToAPageOpensItsTopic) {
    // editor.md and engine.md are pages of the manual: their links open them, anchors ignored.
    EXPECT_EQ(topic_of_link("editor.md"), "editor");
    EXPECT_EQ(topic_of_link("engine.md#the-solver"), "engine");
    EXPECT_EQ(topic_of_link("./cli.md"), "cli");
}

TEST(ManualLinks, OtherTargetsOpenNoPage) {
    // A web address, a file outside the manual, a page that does not exist, an anchor alone and
    // a picture open no page.
    EXPECT_FALSE(topic_of_link("https://example.org/editor.md"));
    EXPECT_FALSE(topic_of_link("../README.md"));
    EXPECT_FALSE(topic_of_link("no-such-page.md"));
    EXPECT_FALSE(topic_of_link("#shortcuts"));
    EXPECT_FALSE(topic_of_link("../screenshots/editor-004.png"));
    EXPECT_FALSE(topic_of_link(""));
}

TEST(ManualLinks, EveryPageTheIndexLinksOpens) {
    // Each page's own topic, written as a link, opens that page: the viewer can reach them all.
    for (const santwin::manual::Page& p : santwin::manual::pages())
        EXPECT_EQ(topic_of_link(p.topic + ".md"), p.topic);
}

TEST(ManualLinks, PicturesBecomeCaptionsOutsideCode) {
    // One picture on its own line, one inside a sentence, one inside a fenced code block.
    const std::string page =
        "# Title\n"
        "![Lab 004 in the editor](../screenshots/editor-004.png)\n"
        "See ![the bar](bar.png) here, and [a link](editor.md).\n"
        "```\n"
        "![kept](as-is.png)\n"
        "```\n";
    EXPECT_EQ(pictures_as_captions(page),
              "# Title\n"
              "*[picture: Lab 004 in the editor]*\n"
              "See *[picture: the bar]* here, and [a link](editor.md).\n"
              "```\n"
              "![kept](as-is.png)\n"
              "```\n");
}

TEST(ManualLinks, TextWithoutPicturesIsUnchanged) {
    // Brackets that are no picture ("![" without a target, a plain link) stay as written.
    const std::string text = "a ![not closed and [link](x.md) !\nlast line without newline";
    EXPECT_EQ(pictures_as_captions(text), text);
}
