#include "scenarios/seed001_common.h"

namespace santwin::scenarios::seed001 {

std::string datastore(const std::string& storage, const std::string& role) {
    return (storage == "internal" ? "VSP-" : "EXT-") + role;
}

void set_vaai(Bench& bench, bool on) {
    for (Id h : bench.all(Kind::EsxHost)) bench.topology().set(h, "vaai", on);
}

bool run_operations(ScenarioRun& run, double limit_s) { return run.run_until_idle(run.sim().now() + limit_s); }

}  // namespace santwin::scenarios::seed001
