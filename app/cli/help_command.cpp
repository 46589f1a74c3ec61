// santwin-cli help [TOPIC]: without a topic, the usage of every command and the manual's pages;
// with one, that page of the manual (resources/manual/TOPIC.md) as text wrapped for a terminal,
// or a command's usage when TOPIC names a command.
#include "commands.h"
#include "common/manual.h"
#include "common/markdown_text.h"
#include "text_table.h"

namespace santwin::cli {

namespace {
constexpr std::size_t kTerminalColumns = 100;

std::string topic_list() {
    std::string list;
    for (const manual::Page& page : manual::pages()) list += (list.empty() ? "" : ", ") + page.topic;
    return list;
}
}  // namespace

int cmd_help(const Args& args, std::ostream& out, std::ostream& err) {
    if (args.size() > 1) {
        err << "santwin-cli: help takes one topic (got '" << args[0] << "' and '" << args[1]
            << "'); topics: " << topic_list() << "\n";
        return 2;
    }
    if (args.empty()) {
        print_usage(out);
        out << "\nmanual pages (santwin-cli help TOPIC prints one):\n";
        TextTable table({"topic", "title"});
        for (const manual::Page& page : manual::pages()) table.add_row({page.topic, page.title});
        table.print(out, "  ");
        return 0;
    }
    if (const auto page = manual::find_page(args[0])) {
        out << manual::markdown_to_text(page->markdown, kTerminalColumns);
        return 0;
    }
    if (print_command_usage(args[0], out)) return 0;
    err << "santwin-cli: help: no manual topic '" << args[0] << "'; topics: " << topic_list()
        << " (or a command name)\n";
    return 2;
}

}  // namespace santwin::cli
