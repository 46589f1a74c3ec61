#pragma once
// Everything that puts I/O into a run is a job: a workload on a VM disk, or an operation
// (clone, Storage vMotion, zeroing, boot storm, backup ...). Each step the simulation asks every
// active job for its streams, solves them together — so jobs compete for the same resources —
// and tells each job what its streams achieved for the interval.
#include <limits>
#include <string>
#include <vector>

#include "devices/hardware_catalog.h"
#include "engine/flow/path_table.h"
#include "engine/flow/stream.h"
#include "engine/recorder.h"
#include "engine/rng.h"
#include "engine/system/storage_model.h"
#include "engine/vmware/vmfs_model.h"

namespace santwin::engine {

struct SimContext {
    const Topology& topology;
    const devices::HardwareCatalog& catalog;
    StorageModel& storage;
    VmfsModel& vmfs;
    PathTable& paths;
    Recorder& recorder;
    Rng& rng;
    double now = 0;
};

// What one stream achieved over the last interval.
struct StreamResult {
    double iops = 0;              // the stream's own I/O per second
    double read_iops = 0;
    double write_iops = 0;
    double response_s = 0;
    double read_response_s = 0;
    double write_response_s = 0;
    double array_iops = 0;        // front-end I/O the array saw for it (with zeroing, metadata)
    double mb_s = 0;
};

class Job {
public:
    static constexpr double kNever = std::numeric_limits<double>::infinity();

    virtual ~Job() = default;
    virtual std::string name() const = 0;
    // What events say the job is, in the topology's names (name() is the stream key: unique,
    // not necessarily readable).
    virtual std::string label(const Topology&) const { return name(); }
    // The entity the job acts on (a VM, VMDK, datastore ...), for events and metrics.
    virtual Id subject() const { return kNoId; }
    virtual void start(SimContext&) {}
    virtual std::vector<StreamSpec> streams(SimContext& ctx) = 0;
    // The interval [now, now + dt) ran with these results (one per stream, same order).
    virtual void advance(SimContext& ctx, const std::vector<StreamResult>& results, double dt) = 0;
    // Seconds until the job changes discretely (finishes, next phase) at these rates.
    virtual double time_to_event(const SimContext&, const std::vector<StreamResult>&) const { return kNever; }
    // True while its streams change continuously (zeroing warm-up): the run re-solves each tick.
    virtual bool continuous() const { return false; }
    virtual bool done() const = 0;
    virtual double progress() const { return 0; }

    double start_at = 0;        // simulated seconds
    double stop_at = kNever;
};

}  // namespace santwin::engine
