// santwin-cli import OUT INPUT... [--force]: a project from an estate's exports (RVTools CSV
// tabs, Brocade FOS output, SanTwin array CSVs), with the import report and the lab's problems.
#include <filesystem>

#include "commands.h"
#include "import/import_error.h"
#include "import/import_estate.h"
#include "store/json_io.h"

namespace santwin::cli {

int cmd_import(const Args& args, std::ostream& out, std::ostream& err) {
    const Args files = positionals(args, {});
    if (files.size() < 2) {
        err << "santwin-cli: usage: import <out.santwin|out.json> <export file or folder>... [--force]\n";
        return 2;
    }
    const std::string& target = files[0];
    const std::string ext = std::filesystem::path(target).extension().string();
    if (ext != ".santwin" && ext != ".json") {
        err << "santwin-cli: import: " << target << " is neither .santwin nor .json (the project to write comes first)\n";
        return 2;
    }
    if (std::filesystem::exists(target) && !has_flag(args, "--force")) {
        err << "santwin-cli: " << target << " already exists; --force replaces it (its lab and any runs it keeps)\n";
        return 2;
    }
    import::ImportResult result;
    try {
        result = import::import_estate(Args(files.begin() + 1, files.end()));
    } catch (const import::ImportError& e) {
        err << "santwin-cli: import refused, nothing written: " << e.what() << "\n";
        return 2;
    }
    import::print_report(result.report, out, 40);
    int errors = 0, warnings = 0;
    for (const Problem& p : result.problems) (p.severity == Severity::Error ? errors : warnings)++;
    out << "problems: " << errors << (errors == 1 ? " error, " : " errors, ") << warnings
        << (warnings == 1 ? " warning" : " warnings") << (result.problems.empty() ? "\n" : ":\n");
    for (const Problem& p : result.problems)
        out << "  " << (p.severity == Severity::Error ? "error   " : "warning ") << p.rule << ": " << p.message << "\n";
    if (const auto folder = std::filesystem::path(target).parent_path(); !folder.empty())
        std::filesystem::create_directories(folder);
    store::export_project(result.project, target);
    out << "wrote " << target << " (" << result.project.topology.size() << " entities): " << result.project.title << "\n";
    return 0;
}

}  // namespace santwin::cli
