#include "scenarios/sweep.h"

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>
#include <utility>

namespace santwin::scenarios {

std::vector<std::string> split_values(const std::string& list) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= list.size()) {
        const std::size_t comma = std::min(list.find(',', start), list.size());
        std::string item = list.substr(start, comma - start);
        const auto first = item.find_first_not_of(" \t");
        const auto last = item.find_last_not_of(" \t");
        if (first != std::string::npos) out.push_back(item.substr(first, last - first + 1));
        start = comma + 1;
    }
    return out;
}


const ScenarioParameter& check_sweep(const SweepRequest& r) {
    const Scenario* s = find_scenario(r.scenario);
    if (!s) throw std::invalid_argument(unknown_scenario(r.scenario));
    std::string known;
    for (const auto& p : s->parameters) known += (known.empty() ? "" : ", ") + p.name;
    const auto it = std::find_if(s->parameters.begin(), s->parameters.end(),
                                 [&](const ScenarioParameter& p) { return p.name == r.parameter; });
    if (it == s->parameters.end())
        throw std::invalid_argument("scenario '" + r.scenario + "' has no parameter '" + r.parameter + "'" +
                                    (known.empty() ? " (it takes none)" : " (it takes: " + known + ")"));
    for (const auto& [name, value] : r.held) {
        if (name == r.parameter) throw std::invalid_argument("'" + name + "' is swept and cannot also be held");
        if (std::none_of(s->parameters.begin(), s->parameters.end(), [&, &name = name](const auto& p) { return p.name == name; }))
            throw std::invalid_argument("scenario '" + r.scenario + "' has no parameter '" + name + "' (it takes: " + known + ")");
    }
    if (r.values.size() < 2)
        throw std::invalid_argument("a sweep needs at least two values of '" + r.parameter + "', e.g. " + r.parameter +
                                    "=" + it->default_value + ",...");
    // The same setting written two ways ("2" and "2.0", "on" and "yes") would run twice.
    std::map<std::string, std::string> seen;  // setting -> the value that first named it
    const bool numeric_default = !it->default_value.empty() && setting_key(it->default_value, true).front() == 'n';
    for (const auto& v : r.values) {
        const auto [first, fresh] = seen.emplace(setting_key(v, numeric_default), v);
        if (fresh) continue;
        throw std::invalid_argument(first->second == v
                                        ? "value '" + v + "' of '" + r.parameter + "' is given twice"
                                        : "values '" + first->second + "' and '" + v + "' of '" + r.parameter +
                                              "' are the same setting");
    }
    return *it;
}

namespace {
class StopAtOnce : public engine::RunObserver {
  public:
    bool step(double, double, const engine::Recorder&, const Topology&) override { return false; }
};
}  // namespace

void check_sweep_values(const SweepRequest& r) {
    check_sweep(r);
    StopAtOnce stop;
    for (const std::string& value : r.values) {
        auto params = r.held;
        params[r.parameter] = value;
        try {
            // Cancelled at its first step: it got as far as simulating, so the value is accepted.
            run_scenario(r.scenario, ScenarioParams(params), stop);
        } catch (const std::exception& e) {
            throw std::invalid_argument(r.parameter + "=" + value + ": " + e.what());
        }
    }
}

std::vector<SweepPoint> run_sweep(const SweepRequest& r, const SweepProgress& progress, engine::RunObserver& observer) {
    check_sweep(r);
    std::vector<SweepPoint> points;
    for (const std::string& v : r.values) {
        auto params = r.held;
        params[r.parameter] = v;
        ScenarioResult result = run_scenario(r.scenario, ScenarioParams(params), observer);
        if (result.cancelled) break;  // cancelled inside this point: keep the finished ones
        points.push_back({v, std::move(result)});
        if (progress && !progress(points.size(), r.values.size())) break;
    }
    return points;
}

}  // namespace santwin::scenarios
