#include "bridge/startup_checks.h"

#include <stdexcept>

#include "scenarios/scenario.h"

using namespace santwin;

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
        scenarios::check_sweep_values(request);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}
