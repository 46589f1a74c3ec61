#include "common/manual.h"

#include <algorithm>
#include <regex>

#include "common/markdown_text.h"
#include "common/resources.h"

namespace santwin::manual {

namespace {
constexpr std::string_view kFolder = "manual/";
constexpr std::string_view kExtension = ".md";
constexpr std::string_view kIndex = "index";

std::string title_of(std::string_view markdown, const std::string& topic) {
    static const std::regex heading(R"(^#{1,6} +(.+?) *$)", std::regex::multiline);
    std::match_results<std::string_view::const_iterator> m;
    if (std::regex_search(markdown.begin(), markdown.end(), m, heading)) return inline_text(m[1].str());
    return topic;
}

// The topics the index links ("(editor.md)"), in the order it links them.
std::vector<std::string> linked_topics(std::string_view index) {
    static const std::regex link(R"(\]\(([A-Za-z0-9_-]+)\.md\))");
    std::vector<std::string> topics;
    for (std::regex_iterator<std::string_view::const_iterator> it(index.begin(), index.end(), link), end; it != end; ++it)
        if (std::find(topics.begin(), topics.end(), (*it)[1].str()) == topics.end()) topics.push_back((*it)[1].str());
    return topics;
}
}  // namespace

std::vector<Page> pages() {
    std::vector<Page> all;
    for (const resources::Entry& e : resources::under(kFolder)) {
        std::string_view name = e.path.substr(kFolder.size());
        if (name.size() <= kExtension.size() || name.substr(name.size() - kExtension.size()) != kExtension) continue;
        if (name.find('/') != std::string_view::npos) continue;  // pages live directly in manual/
        std::string topic(name.substr(0, name.size() - kExtension.size()));
        std::string title = title_of(e.content, topic);
        all.push_back({std::move(topic), std::move(title), e.content});
    }
    // Index first, then what it links in its order, then the rest by file name (resources::under
    // sorts by path, and stable_sort keeps that order among equals).
    std::vector<std::string> order{std::string(kIndex)};
    for (const Page& p : all)
        if (p.topic == kIndex) {
            const auto linked = linked_topics(p.markdown);
            order.insert(order.end(), linked.begin(), linked.end());
        }
    auto rank = [&](const Page& p) {
        const auto it = std::find(order.begin(), order.end(), p.topic);
        return it == order.end() ? order.size() : static_cast<std::size_t>(it - order.begin());
    };
    std::stable_sort(all.begin(), all.end(), [&](const Page& a, const Page& b) { return rank(a) < rank(b); });
    return all;
}

std::optional<Page> find_page(std::string_view topic) {
    for (Page& p : pages())
        if (p.topic == topic) return std::move(p);
    return std::nullopt;
}

}  // namespace santwin::manual
