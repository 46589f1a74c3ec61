#pragma once
// simulate --fail ENTITY@TIME: failures injected into a run, and what the run says about them.
#include <ostream>
#include <string>
#include <vector>

#include "engine/recorder.h"
#include "engine/simulation.h"

namespace santwin::cli {

struct CliFailure {
    Id what = kNoId;
    double at_s = 0;
    std::string spec;  // as typed
};

// Parses each "ENTITY@TIME" (an entity name as lab show prints it, a time as --duration takes
// it, or 0). Throws std::invalid_argument naming the spec and the fix: an unknown or ambiguous
// name, something that cannot fail, a time past the run's end.
std::vector<CliFailure> parse_failures(const Topology& t, const std::vector<std::string>& specs, double duration_s);

// Adds the jobs that play each failure out (operations/failures.h).
void add_failures(engine::Simulation& sim, const Topology& t, const std::vector<CliFailure>& failures);

// One line: the latency of every VM's I/O over the whole run (mean, p95, p99), the answer to
// "does the lab hold its target" that the busiest-VM table does not give.
void write_all_vms_latency(std::ostream& out, const Topology& t, const engine::Recorder& rec, double duration_s);

// The failure events in time order and the latency all VMs saw between them, with the busiest
// resource of each stretch.
void write_failure_report(std::ostream& out, const Topology& t, const engine::Recorder& rec, double duration_s);

}  // namespace santwin::cli
