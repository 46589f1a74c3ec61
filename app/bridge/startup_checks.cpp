#include "bridge/startup_checks.h"

#include <stdexcept>

#include "engine/run_watch.h"
#include "scenarios/scenario.h"

using namespace santwin;

namespace {
// Stops a scenario at its first simulated step: by then it has checked its parameters.
class StopAtOnce : public engine::RunWatch {
  public:
    bool keep_running(double, double) override { return false; }
};
}  // namespace

std::string unknown_scenario(const std::string& id) {
    if (scenarios::find_scenario(id)) return {};
    // run_scenario refuses an unknown id before running anything, naming the nearest one.
    try {
        scenarios::run_scenario(id);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "no scenario '" + id + "'";
}

std::string sweep_refusal(const scenarios::SweepRequest& request) {
    if (std::string why = unknown_scenario(request.scenario); !why.empty()) return why;
    try {
        scenarios::check_sweep(request);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    StopAtOnce stop;
    engine::ScopedRunWatch scope(stop);
    for (const std::string& value : request.values) {
        auto params = request.held;
        params[request.parameter] = value;
        try {
            scenarios::run_scenario(request.scenario, scenarios::ScenarioParams(params));
        } catch (const engine::RunCancelled&) {
            // Got as far as simulating: the value is accepted.
        } catch (const std::exception& e) {
            return request.parameter + "=" + value + ": " + e.what();
        }
    }
    return {};
}
