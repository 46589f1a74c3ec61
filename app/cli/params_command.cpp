// santwin-cli params: the parameter registry (every number the models read from resources/, its
// unit and source), the code and scenarios reading each one, and what each unsourced one controls.
#include <iomanip>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "commands.h"
#include "common/parameters.h"
#include "params_sensitivity.h"
#include "scenario_outcomes.h"
#include "scenarios/catalogue.h"
#include "text_table.h"

namespace santwin::cli {

namespace {
std::string number(double v) { return scenarios::format_metric(v); }

std::string joined(const std::vector<std::string>& items, const char* separator = ", ") {
    std::string out;
    for (const std::string& s : items) out += (out.empty() ? "" : separator) + s;
    return out;
}
}  // namespace

ParameterReaders find_readers(int jobs, std::ostream& progress) {
    std::vector<ScenarioTask> tasks;
    for (const auto& target : scenarios::Catalogue::builtin().scenarios()) tasks.push_back({target.id, {}});
    const auto outcomes = run_scenario_tasks(tasks, jobs, [&](int done, int total) {
        progress << "\rreading scenarios' lookups: " << done << "/" << total << std::flush;
    });
    progress << "\n";
    ParameterReaders readers;
    for (size_t i = 0; i < tasks.size(); ++i) {
        readers.baseline[tasks[i].id] = outcomes[i];
        for (const std::string& object : outcomes[i].used) readers.by_object[object].push_back(tasks[i].id);
    }
    return readers;
}

const std::vector<std::string>& ParameterReaders::of(const params::Parameter& p) const {
    static const std::vector<std::string> none;
    auto it = by_object.find(p.file + ":" + p.object);
    return it == by_object.end() ? none : it->second;
}

int cmd_params(const Args& args, std::ostream& out, std::ostream& err) {
    const bool json = has_flag(args, "--json");
    const int jobs = jobs_option(args);
    if (has_flag(args, "--sensitivity")) return sensitivity(args, jobs, out, err);
    if (!option(args, "--only").empty()) {
        err << "santwin-cli: params: --only applies with --sensitivity\n";
        return 2;
    }
    const bool unsourced_only = has_flag(args, "--unsourced");
    std::optional<ParameterReaders> readers;
    if (has_flag(args, "--readers")) readers = find_readers(jobs, err);
    nlohmann::json rows = nlohmann::json::array();
    int count = 0, unsourced = 0;
    std::ostringstream text;
    for (const params::Parameter& p : params::all_parameters()) {
        if (unsourced_only && !p.unsourced) continue;
        ++count;
        unsourced += p.unsourced;
        const std::vector<std::string> code = params::code_naming(p);
        if (json) {
            nlohmann::json row = {{"name", p.name()}, {"file", "resources/" + p.file}, {"value", p.value},
                                  {"unit", p.unit}, {"source", p.source}, {"unsourced", p.unsourced},
                                  {"code", code}};
            if (readers) row["scenarios"] = readers->of(p);
            rows.push_back(row);
            continue;
        }
        text << p.name() << " = " << number(p.value) << " " << p.unit << (p.unsourced ? "  [U]" : "") << "\n"
             << "    source: " << (p.source.empty() ? "(none)" : p.source) << "\n"
             << "    code:   " << (code.empty() ? "(no model code names it)" : joined(code)) << "\n";
        if (readers) {
            const auto& ids = readers->of(p);
            text << "    read by " << ids.size() << (ids.size() == 1 ? " scenario: " : " scenarios: ")
                 << (ids.empty() ? "-" : joined(ids)) << "\n";
        }
    }
    if (json) {
        out << nlohmann::json{{"parameters", rows}, {"count", count}, {"unsourced", unsourced}}.dump(1) << "\n";
        return 0;
    }
    out << text.str() << count << " parameters, " << unsourced << " unsourced ([U])\n";
    return 0;
}

}  // namespace santwin::cli
