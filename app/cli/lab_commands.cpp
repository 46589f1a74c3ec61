// santwin-cli labs / lab export / lab check / lab show (lab grow: lab_grow.cpp)
#include <filesystem>
#include <map>

#include "advice/advice.h"
#include "checks/validate.h"
#include "commands.h"
#include "diagram/position_range.h"
#include "editing/lab_settings.h"
#include "labs/labs.h"
#include "store/json_io.h"
#include "topology/datastore_line.h"

namespace santwin::cli {

namespace {
Project load(const std::string& path) {
    if (!std::filesystem::exists(path)) throw std::runtime_error("no such file: " + path);
    return store::import_project(path);
}

int lab_export(const Args& all, std::ostream& out, std::ostream& err) {
    const Args args = positionals(all, {});
    if (args.size() != 2) {
        err << "santwin-cli: usage: lab export <lab-id> <file.santwin|file.json> [--force]\n";
        return 2;
    }
    // A project file holds edits and kept runs: replacing it takes a deliberate --force.
    if (std::filesystem::exists(args[1]) && !has_flag(all, "--force")) {
        err << "santwin-cli: " << args[1]
            << " already exists; --force replaces it (its topology and any runs it keeps)\n";
        return 2;
    }
    Project p = labs::build_lab(args[0]);
    // A missing folder is made, as report and --export make theirs (after the lab id is known good).
    if (const auto folder = std::filesystem::path(args[1]).parent_path(); !folder.empty())
        std::filesystem::create_directories(folder);
    store::export_project(p, args[1]);
    out << "wrote " << p.lab_id << " (" << p.topology.size() << " entities) to " << args[1] << "\n";
    return 0;
}

// One piece of advice: the rule and finding, then the one-edit fix when there is one, and
// the report and section it comes from.
void print_advice(const advice::Advice& a, std::ostream& out) {
    out << "advice  " << a.rule << ": " << a.message;
    if (!a.entities.empty()) {
        out << " (ids in the file: ";
        for (size_t i = 0; i < a.entities.size(); ++i) out << (i ? ", " : "") << a.entities[i];
        out << ")";
    }
    out << "\n";
    if (a.fix) out << "        fix: " << a.fix->text << "\n";
    out << "        source: " << a.source << "\n";
}

int lab_check(const Args& all, std::ostream& out, std::ostream& err) {
    const Args args = positionals(all, {"--set"});
    if (args.size() != 1) {
        err << "santwin-cli: usage: lab check <file> [--set NAME.attribute=value ...]\n";
        return 2;
    }
    Project p = load(args[0]);
    // --set: check a variant of the lab (the file is not changed).
    std::vector<editing::LabSetting> settings;
    for (const std::string& spec : option_values(all, "--set")) settings.push_back(editing::parse_lab_setting(spec));
    for (const std::string& line : editing::apply_lab_settings(p, settings)) out << "set for this check: " << line << "\n";
    int errors = 0, warnings = 0;
    std::vector<Problem> problems = validate(p.topology);
    for (Problem& problem : diagram::check_layout(p)) problems.push_back(std::move(problem));
    for (const Problem& problem : problems) {
        const bool is_error = problem.severity == Severity::Error;
        (is_error ? errors : warnings)++;
        out << (is_error ? "error   " : "warning ") << problem.rule << ": " << problem.message;
        if (!problem.entities.empty()) {  // the "id" fields of a JSON export, to find them there
            out << " (ids in the file: ";
            for (size_t i = 0; i < problem.entities.size(); ++i) out << (i ? ", " : "") << problem.entities[i];
            out << ")";
        }
        out << "\n";
    }
    // Advice follows the reports' recommendations; it never fails the check.
    const std::vector<advice::Advice> advised = advice::advise(p.topology);
    for (const advice::Advice& a : advised) print_advice(a, out);
    out << errors << (errors == 1 ? " error, " : " errors, ") << warnings << (warnings == 1 ? " warning, " : " warnings, ")
        << advised.size() << " advice\n";
    return errors ? 1 : 0;
}

int lab_show(const Args& args, std::ostream& out, std::ostream& err) {
    if (args.size() != 1) {
        err << "santwin-cli: usage: lab show <file>\n";
        return 2;
    }
    const Project p = load(args[0]);
    const Topology& t = p.topology;
    out << (p.title.empty() ? args[0] : p.title) << "\n" << t.size() << " entities\n";
    std::map<Category, std::vector<std::pair<Kind, size_t>>> by_category;
    for (Kind k : all_kinds())
        if (size_t n = t.all_of(k).size()) by_category[kind_category(k)].emplace_back(k, n);
    for (const auto& [cat, kinds] : by_category) {
        out << "  " << category_name(cat) << ":";
        for (const auto& [k, n] : kinds) out << " " << n << " " << kind_name(k);
        out << "\n";
    }
    out << "datastores:\n";
    for (Id ds : t.all_of(Kind::Datastore)) out << "  " << datastore_line(t, ds) << "\n";
    return 0;
}
}  // namespace

int lab_grow(const Args& args, std::ostream& out, std::ostream& err);  // lab_grow.cpp

int cmd_labs(const Args&, std::ostream& out, std::ostream&) {
    for (const auto& lab : labs::builtin_labs()) out << lab.id << "\t" << lab.title << "\n";
    return 0;
}

int cmd_lab(const Args& args, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        err << "santwin-cli: usage: lab export|check|show|grow ...\n";
        return 2;
    }
    const Args rest(args.begin() + 1, args.end());
    if (args[0] == "export") return lab_export(rest, out, err);
    if (args[0] == "check") return lab_check(rest, out, err);
    if (args[0] == "show") return lab_show(rest, out, err);
    if (args[0] == "grow") return lab_grow(rest, out, err);
    err << "santwin-cli: unknown lab command '" << args[0] << "' (use export, check, show or grow)\n";
    return 2;
}

}  // namespace santwin::cli
