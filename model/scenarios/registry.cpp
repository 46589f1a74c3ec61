#include <stdexcept>

#include "scenarios/builtin.h"
#include "scenarios/scenario.h"

namespace santwin::scenarios {

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

ScenarioResult run_scenario(const std::string& id) {
    const Scenario* s = find_scenario(id);
    if (!s) {
        std::string known;
        for (const auto& x : registry()) known += (known.empty() ? "" : ", ") + x.info.id;
        throw std::invalid_argument("no scenario '" + id + "' (known: " + known + ")");
    }
    ScenarioResult r = s->run();
    r.id = id;
    return r;
}

}  // namespace santwin::scenarios
