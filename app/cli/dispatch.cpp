#include <functional>
#include <map>

#include "commands.h"

namespace santwin::cli {

namespace {
void usage(std::ostream& out) {
    out << "usage: santwin-cli <command> [args]\n"
           "  version                  print the engine version\n";
}
}  // namespace

int dispatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    if (args.empty() || args[0] == "help" || args[0] == "--help" || args[0] == "-h") {
        usage(out);
        return args.empty() ? 2 : 0;
    }
    if (args[0] == "version") {
        out << "santwin " << SANTWIN_VERSION << "\n";
        return 0;
    }
    err << "santwin-cli: unknown command '" << args[0] << "' (try santwin-cli help)\n";
    return 2;
}

}  // namespace santwin::cli
