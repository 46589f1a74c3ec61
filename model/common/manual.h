#pragma once
// The user manual: the Markdown pages of resources/manual/, compiled into the library like the
// other resources, so santwin-cli help and the application's Help show the same text wherever
// the programs run. A page's topic is its file name without ".md"; its title is its first
// heading. Pages come in the order the index page links them, the index first; pages the index
// does not link follow in file-name order, so a new page is never hidden.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace santwin::manual {

struct Page {
    std::string topic;          // "engine" for manual/engine.md
    std::string title;          // the page's first heading, "The engine"
    std::string_view markdown;  // the page as written
};

// Every page of the manual, index first.
std::vector<Page> pages();

// The page whose topic is `topic`, or nothing.
std::optional<Page> find_page(std::string_view topic);

}  // namespace santwin::manual
