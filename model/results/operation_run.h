#pragma once
// An operation run to answer a question: how long its window is, how fast it moved data, how
// long each phase took, what latency every VM running beside it saw, and which resource held it
// back. The lab's VMs run their own workloads meanwhile (their workload attribute), as in the
// lab. What cannot run is refused before anything runs (std::invalid_argument), in the user's
// terms: which entity, what size, what to change.
#include <string>
#include <vector>

#include "advice/advice.h"
#include "engine/run_observer.h"
#include "project/project.h"
#include "results/run_answers.h"

namespace santwin::results {

struct OperationSpec {
    std::string op;             // bootstorm | clone | deploy | svmotion | backup
    Id subject = kNoId;         // clone / deploy / svmotion: the VM or template
    Id target = kNoId;          // copies, bootstorm: the datastore; backup: the VTL or tape library
    int count = -1;             // bootstorm: linked clones to boot (-1: all on the datastore)
    // backup
    std::string backup_type = "dp-snapshot";  // dp-snapshot | vcb-image | vcb-file
    std::vector<Id> vms;        // VMs to back up (empty: every VM with a disk)
    Id proxy = kNoId;           // VCB backups: the proxy (kNoId: the lab's first)
    int concurrency = 4;        // backups running at once (per proxy or per host)
    int multiplexing = 1;       // streams per drive
    double limit_s = 48 * 3600;  // give up after this much simulated time
};

struct PhaseTime {
    std::string name;
    double start_s = -1, end_s = -1;  // first start and last end over the operation's tasks
    double gb = 0;                    // useful data the phase moved
    int runs = 0;                     // tasks that went through it (one per VM backed up)
    double total_s = 0;               // their time in it, summed
};

struct OperationAnswer {
    std::string label;
    double start_s = 0, end_s = 0;  // the window
    bool finished = false;          // false: still running at limit_s
    bool cancelled = false;         // the observer cancelled the run: nothing below was measured
    double gb = 0;                  // useful data moved (copied, backed up)
    std::vector<PhaseTime> phases;
    LatencySummary beside;          // the VMs running their workloads beside it
    int vms_beside = 0;
    Bottleneck bottleneck;          // busiest resource over the window
    std::vector<advice::Advice> advice;  // the reports' advice on the job as planned
    std::vector<std::string> notes;
};

// Runs the operation on a copy of the project, followed by `observer`.
OperationAnswer run_operation(const Project& project, const OperationSpec& spec,
                              engine::RunObserver& observer = engine::unobserved());

}  // namespace santwin::results
