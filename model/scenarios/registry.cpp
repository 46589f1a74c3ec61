#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <utility>
#include <vector>

#include "engine/solver.h"
#include "scenarios/builtin.h"
#include "scenarios/scenario.h"

namespace santwin::scenarios {

// What a parameter value sets: a number ("n:2" for "2" and "2.0"), an on/off flag ("f:1" for
// "on", "yes", "true", and "1" where the parameter is not a number), else the text itself.
std::string setting_key(const std::string& v, bool numeric) {
    if (!numeric) {
        if (v == "on" || v == "true" || v == "yes" || v == "1") return "f:1";
        if (v == "off" || v == "false" || v == "no" || v == "0") return "f:0";
    }
    try {
        std::size_t used = 0;
        const double x = std::stod(v, &used);
        if (used == v.size()) {
            std::ostringstream out;
            out << "n:" << x;
            return out.str();
        }
    } catch (const std::exception&) {
    }
    return "t:" + v;
}


const std::vector<Scenario>& registry() {
    static const std::vector<Scenario> all = [] {
        std::vector<Scenario> out;
        for (auto* group : {&scenarios_000, &scenarios_001, &scenarios_002, &scenarios_003, &scenarios_004})
            for (auto& s : (*group)()) out.push_back(std::move(s));
        // Catalogue order, so listings follow the papers.
        std::vector<Scenario> ordered;
        for (const auto& target : Catalogue::builtin().scenarios())
            for (auto& s : out)
                if (s.info.id == target.id) ordered.push_back(s);
        for (auto& s : out)
            if (!Catalogue::builtin().find(s.info.id)) ordered.push_back(s);
        return ordered;
    }();
    return all;
}

const Scenario* find_scenario(const std::string& id) {
    for (const auto& s : registry())
        if (s.info.id == id) return &s;
    return nullptr;
}

namespace {
// Levenshtein distance: single-character insertions, deletions and substitutions.
std::size_t edit_distance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}
}  // namespace

std::string unknown_scenario(const std::string& id) {
    if (find_scenario(id)) return {};
    // The nearest ids first: a typo reads "did you mean", not a list of 34.
    std::vector<std::pair<std::size_t, std::string>> by_distance;
    for (const auto& x : registry()) by_distance.emplace_back(edit_distance(id, x.info.id), x.info.id);
    std::sort(by_distance.begin(), by_distance.end());
    std::string message = "no scenario '" + id + "'";
    if (!by_distance.empty() && by_distance.front().first <= std::max<std::size_t>(2, id.size() / 3))
        message += ": did you mean '" + by_distance.front().second + "'?";
    return message + " (santwin-cli list shows all " + std::to_string(registry().size()) + ")";
}

ScenarioResult run_scenario(const std::string& id, const ScenarioParams& params, engine::RunObserver& observer) {
    const Scenario* s = find_scenario(id);
    if (!s) throw std::invalid_argument(unknown_scenario(id));
    for (const auto& [name, value] : params.values()) {
        bool known = false;
        for (const auto& p : s->parameters) known = known || p.name == name;
        if (!known) {
            std::string list;
            for (const auto& p : s->parameters) list += (list.empty() ? "" : ", ") + p.name;
            throw std::invalid_argument("scenario '" + id + "' has no parameter '" + name + "'" +
                                        (list.empty() ? " (it takes none)" : " (it takes: " + list + ")"));
        }
    }
    const engine::SolverStats before = engine::solver_stats();
    ScenarioResult r = s->run(ScenarioContext{params, observer});
    r.id = id;
    if (r.cancelled) return r;
    for (const auto& [name, value] : params.values())
        for (const auto& p : s->parameters)
            if (p.name == name) {
                const bool numeric = setting_key(p.default_value, true).front() == 'n';
                if (setting_key(value, numeric) != setting_key(p.default_value, numeric)) r.what_if[name] = value;
            }
    if (!r.what_if.empty()) {
        std::string set;
        for (const auto& [name, value] : r.what_if) {
            const auto p = std::find_if(s->parameters.begin(), s->parameters.end(), [&n = name](const auto& q) { return q.name == n; });
            set += (set.empty() ? "" : ", ") + name + "=" + value + " (the paper: " + p->default_value + ")";
        }
        r.notes.insert(r.notes.begin(), "What-if: " + set + ". The published figures are for the paper's setup, so no "
                                        "metric is judged against them; the notes below describe the paper's setup.");
    }
    const engine::SolverStats& after = engine::solver_stats();
    if (const std::size_t stuck = after.unconverged - before.unconverged; stuck > 0)
        r.notes.push_back("Solver: " + std::to_string(stuck) + " of " + std::to_string(after.solves - before.solves) +
                          " flow solutions stopped at the iteration limit without converging (the damped iteration "
                          "swung or crept instead of settling); their figures are the last iterate's and can move "
                          "when the model changes.");
    return r;
}

std::string ScenarioParams::text(const std::string& name, const std::string& fallback) const {
    auto it = values_.find(name);
    return it == values_.end() ? fallback : it->second;
}

double ScenarioParams::number(const std::string& name, double fallback) const {
    auto it = values_.find(name);
    if (it == values_.end()) return fallback;
    try {
        size_t used = 0;
        const double v = std::stod(it->second, &used);
        if (used == it->second.size()) return v;
    } catch (const std::exception&) {
    }
    throw std::invalid_argument("parameter '" + name + "' needs a number (got '" + it->second + "')");
}

bool ScenarioParams::flag(const std::string& name, bool fallback) const {
    auto it = values_.find(name);
    if (it == values_.end()) return fallback;
    const std::string& v = it->second;
    if (v == "on" || v == "true" || v == "1" || v == "yes") return true;
    if (v == "off" || v == "false" || v == "0" || v == "no") return false;
    throw std::invalid_argument("parameter '" + name + "' is on or off (got '" + v + "')");
}

}  // namespace santwin::scenarios
