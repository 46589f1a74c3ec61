// Writing the JSON export (format in json_format.h) and choosing a format by file extension.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "common/input_limits.h"
#include "store/atomic_file.h"
#include "store/file_check.h"
#include "store/json_format.h"
#include "store/json_io.h"

namespace santwin::store {

namespace {

using ojson = nlohmann::ordered_json;

// Far beyond any lab (the largest built-in one exports to a few MB), and small enough to read
// into memory twice over (the text, then the parsed document) on any machine that runs SanTwin.
constexpr std::uint64_t kLargestJson = 512ull * 1024 * 1024;

// Whole numbers print without ".0" (16, not 16.0) when that is exact: below 2^53 and not -0.0.
// They read back as the same double, so this is only for people reading the file.
ojson number_json(double d) {
    constexpr double kExact = 9007199254740992.0;  // 2^53
    if (std::trunc(d) == d && std::fabs(d) < kExact && !(d == 0 && std::signbit(d)))
        return static_cast<std::int64_t>(d);
    return d;
}

ojson value_json(const Value& v) {
    struct Visitor {
        ojson operator()(std::monostate) const { return nullptr; }
        ojson operator()(double d) const { return number_json(d); }
        ojson operator()(bool b) const { return b; }
        ojson operator()(const std::string& s) const { return s; }
        ojson operator()(const Ref& r) const { return ojson{{"ref", r.id}}; }
        ojson operator()(const RefList& l) const {
            ojson ids = ojson::array();
            for (Id id : l) ids.push_back(id);
            return ojson{{"refs", std::move(ids)}};
        }
        ojson operator()(const TextList& l) const {
            ojson texts = ojson::array();
            for (const auto& t : l) texts.push_back(t);
            return texts;
        }
    };
    return std::visit(Visitor{}, v);
}

ojson entity_json(const Entity& e) {
    ojson j;
    j["id"] = e.id;
    j["kind"] = kind_name(e.kind);
    j["name"] = e.name;
    if (!e.note.empty()) j["note"] = e.note;
    if (e.parent != kNoId) j["parent"] = e.parent;
    ojson attrs = ojson::object();
    for (const auto& [key, v] : e.attrs) attrs[key] = value_json(v);  // std::map: sorted by key
    j["attrs"] = std::move(attrs);
    return j;
}

ojson scenario_json(const SavedScenario& s) {
    ojson j;
    j["name"] = s.name;
    // Too deep to re-print safely: kept as its text (loading refuses such files anyway).
    ojson parsed = limits::json_nesting_problem(s.definition_json).empty()
                       ? ojson::parse(s.definition_json, nullptr, /*allow_exceptions=*/false)
                       : ojson(ojson::value_t::discarded);
    if (!parsed.is_discarded() && parsed.dump() == s.definition_json)
        j["definition"] = std::move(parsed);
    else
        j["definition_json"] = s.definition_json;
    return j;
}

std::string lower_extension(const std::string& path) {
    std::string ext = std::filesystem::path(path).extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    return ext;
}

[[noreturn]] void unknown_extension(const std::string& path) {
    throw StoreError("cannot tell the format of '" + path +
                     "' from its extension; use .santwin "
                     "(project file) or .json (JSON export)");
}

}  // namespace

std::string project_to_json(const Project& project) {
    ojson root;
    root["format"] = json_format::kFormat;
    root["format_version"] = json_format::kVersion;
    root["title"] = project.title;
    root["lab_id"] = project.lab_id;
    ojson entities = ojson::array();
    for (const auto& [id, e] : project.topology.entities()) entities.push_back(entity_json(e));
    root["entities"] = std::move(entities);
    ojson positions = ojson::array();
    for (const auto& [id, p] : project.layout.positions)
        positions.push_back(ojson{{"id", id}, {"x", number_json(p.x)}, {"y", number_json(p.y)}});
    ojson collapsed = ojson::array();
    for (Id id : project.layout.collapsed) collapsed.push_back(id);
    root["layout"] =
        ojson{{"positions", std::move(positions)}, {"collapsed", std::move(collapsed)}};
    ojson scenarios = ojson::array();
    for (const auto& s : project.scenarios) scenarios.push_back(scenario_json(s));
    root["scenarios"] = std::move(scenarios);
    try {
        return root.dump(2) + "\n";
    } catch (const nlohmann::json::type_error& e) {
        throw StoreError("cannot write JSON: a name, note or text is not valid UTF-8; retype it (" +
                         std::string(e.what()) + ")");
    }
}

void export_project(const Project& project, const std::string& path) {
    const std::string ext = lower_extension(path);
    if (ext == ".santwin") return save_project(project, path);
    if (ext != ".json") unknown_extension(path);
    write_file_atomically(path, project_to_json(project));  // its messages say whether a file was kept
}

Project import_project(const std::string& path) {
    const std::string ext = lower_extension(path);
    if (ext == ".santwin") return load_project(path);
    if (ext != ".json") unknown_extension(path);
    check_readable_size(path, kLargestJson, "a JSON export");
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (!std::filesystem::exists(path))
            throw StoreError("cannot open '" + path +
                             "': there is no such file. Check the name and folder.");
        throw StoreError("cannot open '" + path +
                         "': it is not readable. Check that you may read it.");
    }
    std::ostringstream text;
    text << in.rdbuf();
    try {
        return project_from_json(text.str());
    } catch (const StoreError& e) {
        throw StoreError("cannot import '" + path + "': " + e.what());
    }
}

}  // namespace santwin::store
