#pragma once
// A simulation's recording written out for other tools: one JSON document, or CSV files (a file
// per metric, a column per entity). Values are the mean over each resolution step, so the steps
// of a series average to its mean whatever the resolution.
#include <filesystem>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "engine/recorder.h"
#include "topology/topology.h"

namespace santwin::cli {

// A name for each entity `rec` recorded that tells apart entities sharing one: prefixed with its
// ancestors' ("ESX-1/LOM 10GbE/vmnic0") where the name is shared, a cable named by its ends'.
std::map<Id, std::string> entity_labels(const Topology& t, const engine::Recorder& rec);

// The recording of `file`'s run as JSON on `out`: every series with its mean over time (a
// latency also over its I/Os: "mean_per_io") and its mean over each resolution step, and the
// events; `settings` are the --set changes the run made to the file's lab.
void write_json(const std::string& file, const Topology& t, const engine::Recorder& rec, double duration, double resolution,
                std::ostream& out, const std::vector<std::string>& settings = {});

// The recording as CSV files in `dir` (created if missing); says what it wrote on `log`, and
// names CSV files an earlier run left there.
void write_csv(const std::filesystem::path& dir, const Topology& t, const engine::Recorder& rec, double duration,
               double resolution, std::ostream& log);

// The first `rows` of `vms` (IOPS, id; busiest first) as a table of their means over [from, to):
// IOPS, MB/s and latencies over their I/Os ("-" for a direction a VM never used).
void write_vm_means(std::ostream& out, const engine::Recorder& rec, const std::map<Id, std::string>& labels,
                    const std::vector<std::pair<double, Id>>& vms, double from, double to, std::size_t rows);

// A readable summary on `out`: each VM's means (the busiest twenty), the busiest resources and
// the events by kind; first, the --set changes the run made to the file's lab.
void write_summary(const std::string& file, const Topology& t, const engine::Recorder& rec, double duration,
                   std::ostream& out, const std::vector<std::string>& settings = {});

}  // namespace santwin::cli
