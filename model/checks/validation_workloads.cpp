// vm.bad_workload: a VM's workload names no profile a run could start.
#include <stdexcept>

#include "checks/catalogue_rules.h"
#include "workloads/io_profile.h"

namespace santwin::validation_detail {

// A VM's workload must name a profile a run can start: a built-in one or key=value fields.
void check_workloads(Context& ctx) {
    for (Id vm : ctx.t.all_of(Kind::Vm)) {
        const std::string text = ctx.t.at(vm).text("workload");
        if (text.empty()) continue;
        try {
            workloads::resolve_profile(text);
        } catch (const std::invalid_argument& why) {
            ctx.error("vm.bad_workload", {vm}, ctx.describe(vm) + ": " + why.what());
        }
    }
}

}  // namespace santwin::validation_detail
