// The manual as shipped: every page of resources/manual/ is embedded, titled, listed after the
// index, fits a 100-column terminal, and every relative link in it and in the README names a
// file that exists.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "common/manual.h"
#include "common/markdown_text.h"

namespace fs = std::filesystem;
using santwin::manual::Page;

namespace {
const fs::path kSourceRoot = fs::path(SANTWIN_TEST_DATA_DIR).parent_path();
const fs::path kManualDir = kSourceRoot / "resources" / "manual";

std::string read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::set<std::string> topics_on_disk() {
    std::set<std::string> topics;
    for (const auto& entry : fs::directory_iterator(kManualDir))
        if (entry.path().extension() == ".md") topics.insert(entry.path().stem().string());
    return topics;
}
}  // namespace

TEST(ManualPages, EveryFileIsAPageIndexFirst) {
    // Each resources/manual/*.md is one embedded page with its file's topic; the index leads.
    const auto pages = santwin::manual::pages();
    std::set<std::string> embedded;
    for (const Page& p : pages) embedded.insert(p.topic);
    EXPECT_EQ(embedded, topics_on_disk());
    ASSERT_FALSE(pages.empty());
    EXPECT_EQ(pages.front().topic, "index");
}

TEST(ManualPages, PagesFollowTheIndexOrder) {
    // The index links getting-started before editor, and validation before speed.
    const auto pages = santwin::manual::pages();
    auto position = [&](const std::string& topic) {
        return std::find_if(pages.begin(), pages.end(), [&](const Page& p) { return p.topic == topic; }) - pages.begin();
    };
    EXPECT_LT(position("getting-started"), position("editor"));
    EXPECT_LT(position("validation"), position("speed"));
}

TEST(ManualPages, EachPageHasATitleAndFindsByTopic) {
    // A page's title is its first heading; find_page returns the same page, and nothing for a
    // topic that is not there.
    for (const Page& p : santwin::manual::pages()) {
        EXPECT_FALSE(p.title.empty()) << p.topic;
        EXPECT_NE(p.title, p.topic) << p.topic << " has no heading";
        const auto found = santwin::manual::find_page(p.topic);
        ASSERT_TRUE(found) << p.topic;
        EXPECT_EQ(found->markdown, p.markdown);
    }
    EXPECT_EQ(santwin::manual::find_page("engine")->title, "The engine");
    EXPECT_FALSE(santwin::manual::find_page("no-such-page"));
}

TEST(ManualPages, EveryPageFitsA100ColumnTerminal) {
    // Rendered for santwin-cli help, no line of any page (code included) passes 100 columns.
    for (const Page& p : santwin::manual::pages()) {
        std::istringstream lines(santwin::manual::markdown_to_text(p.markdown, 100));
        int number = 0;
        for (std::string line; std::getline(lines, line);) {
            ++number;
            EXPECT_LE(santwin::manual::display_width(line), 100u) << p.topic << " line " << number << ": " << line;
        }
    }
}

TEST(ManualPages, RelativeLinksNameFilesThatExist) {
    // Every [text](target) or ![alt](target) that is not a web address, in the README and the
    // manual, names a file relative to the page that links it (anchors ignored).
    static const std::regex link(R"(\]\(([^)\s]+)\))");
    std::vector<fs::path> documents{kSourceRoot / "README.md"};
    for (const auto& entry : fs::directory_iterator(kManualDir))
        if (entry.path().extension() == ".md") documents.push_back(entry.path());
    int checked = 0;
    for (const fs::path& document : documents) {
        const std::string text = read_file(document);
        for (std::sregex_iterator it(text.begin(), text.end(), link), end; it != end; ++it) {
            std::string target = (*it)[1].str();
            if (target.find("://") != std::string::npos || target.rfind("mailto:", 0) == 0) continue;
            target = target.substr(0, target.find('#'));
            if (target.empty()) continue;
            ++checked;
            EXPECT_TRUE(fs::exists(document.parent_path() / target))
                << document.filename() << " links " << target << ", which does not exist";
        }
    }
    EXPECT_GT(checked, 10);  // the README alone links the manual's pages and a screenshot
}
