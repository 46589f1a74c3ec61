#include "checks/validate.h"

#include "checks/catalogue_rules.h"

namespace santwin {

std::vector<Problem> validate(const Topology& topology) {
    using namespace validation_detail;
    Context ctx(topology);
    check_refs(ctx);
    check_storage(ctx);
    check_lu_arrays(ctx);
    check_hardware(ctx);
    check_pools(ctx);
    check_fabric(ctx);
    check_vm_owners(ctx);
    check_workloads(ctx);
    check_vmware(ctx);
    check_masking(ctx);
    check_paths(ctx);
    check_names(ctx);
    return std::move(ctx.problems);
}

}  // namespace santwin
