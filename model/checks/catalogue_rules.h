#pragma once
// The rule families that check a topology against the catalogues a run reads: the hardware
// models (resources/hardware/) and the workload profiles (resources/workloads/). They sit above
// the topology, with the engine and the workloads, and share topology's rule context.
#include "topology/validation_context.h"

namespace santwin::validation_detail {

void check_hardware(Context& ctx);   // hardware.unknown_model, hardware.rpm_mismatch
void check_workloads(Context& ctx);  // vm.bad_workload

}  // namespace santwin::validation_detail
