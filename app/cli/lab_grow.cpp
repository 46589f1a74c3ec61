// santwin-cli lab grow FILE --copy NAME --count N: N copies of an entity (a VM, an ESX host with
// its VMs, a RAID group with its LUs...), made as the editor's Duplicate makes one, saved back.
#include <algorithm>
#include <filesystem>
#include <sstream>

#include "commands.h"
#include "editing/edits.h"
#include "store/json_io.h"
#include "store/project_update.h"
#include "topology/kind.h"

namespace santwin::cli {

namespace {
bool is_json(const std::string& path) { return std::filesystem::path(path).extension() == ".json"; }

// The entity `wanted` names: "#12" is an id, anything else a name that must be unique in the lab
// (ports and controllers share names across devices: those are named by id).
Id find_entity(const Topology& t, const std::string& wanted, const std::string& file) {
    if (wanted.size() > 1 && wanted[0] == '#') {
        const std::string digits = wanted.substr(1);
        const bool numeric = digits.size() <= 18 && std::all_of(digits.begin(), digits.end(), ::isdigit);
        if (numeric && t.contains(static_cast<Id>(std::stoll(digits)))) return static_cast<Id>(std::stoll(digits));
        throw std::runtime_error(file + ": no entity with id " + wanted);
    }
    std::vector<Id> matches;
    for (Kind k : all_kinds())
        for (Id id : t.all_of(k))
            if (t.at(id).name == wanted) matches.push_back(id);
    if (matches.empty()) throw std::runtime_error(file + ": no entity is named '" + wanted + "'");
    if (matches.size() > 1) {
        std::ostringstream list;
        for (size_t i = 0; i < matches.size() && i < 8; ++i)
            list << (i ? ", " : "") << kind_label(t.at(matches[i]).kind) << " #" << matches[i];
        if (matches.size() > 8) list << ", ...";
        throw std::runtime_error(file + ": " + std::to_string(matches.size()) + " entities are named '" + wanted +
                                 "' (" + list.str() + "): name one by id, e.g. --copy #" +
                                 std::to_string(matches[0]));
    }
    return matches[0];
}

// Adds the copies to `p`; returns the line that says what was made.
std::string grow(Project& p, const std::string& wanted, int count, const std::string& file) {
    const Id original = find_entity(p.topology, wanted, file);
    editing::EditSession session(p);
    const std::vector<Id> copies = editing::duplicate_copies(session, {original}, count, Point{24, 24});
    const Topology& t = p.topology;
    std::ostringstream line;
    line << "added " << copies.size() << (copies.size() == 1 ? " copy" : " copies") << " of "
         << kind_label(t.at(original).kind) << " '" << t.at(original).name << "'";
    if (!copies.empty()) {
        line << ": " << t.at(copies.front()).name;
        if (copies.size() > 1) line << " ... " << t.at(copies.back()).name;
    }
    line << " (" << t.size() << " entities)";
    return line.str();
}
}  // namespace

int lab_grow(const Args& all, std::ostream& out, std::ostream& err) {
    const Args args = positionals(all, {"--copy", "--count"});
    const std::string wanted = option(all, "--copy");
    if (args.size() != 1 || wanted.empty()) {
        err << "santwin-cli: usage: lab grow <file.santwin|file.json> --copy <name|#id> [--count N]\n";
        return 2;
    }
    const std::string& file = args[0];
    const int count = static_cast<int>(number_option(all, "--count", 1, 1, editing::kMaxCopies));
    if (!std::filesystem::exists(file)) {
        err << "santwin-cli: no such file: " << file << "\n";
        return 2;
    }
    std::string said;
    if (is_json(file)) {
        Project p = store::import_project(file);
        said = grow(p, wanted, count, file);
        store::export_project(p, file);
    } else {
        // Under the file's lock, keeping the runs other programs save into it meanwhile.
        store::update_project(file, [&]() -> Project { throw std::runtime_error("no such file: " + file); },
                              [&](Project& p, bool) { said = grow(p, wanted, count, file); });
    }
    out << said << " -> " << file << "\n";
    return 0;
}

}  // namespace santwin::cli
