#pragma once
// A backup job set up in the GUI's small editor and run on the open project as a recording, so it
// plays back like a scenario: VCB image backups (snapshot, export to the proxy's holding tank,
// write to tape), VCB file backups (mount, read the files, write to tape) or Data Protector
// snapshots from the ESX console straight to tape, for chosen VMs, through a chosen proxy to the
// drives of a chosen VTL or tape library, so many at once, so many VMs multiplexed per drive.
#include <string>
#include <vector>

#include "project/project.h"
#include "scenarios/scenario.h"

namespace santwin::scenarios {

struct BackupJobSpec {
    std::string type = "vcb-image";  // "vcb-image", "vcb-file" or "dp-snapshot"
    std::vector<Id> vms;
    Id proxy = kNoId;    // a VcbProxy (the VCB types)
    Id library = kNoId;  // a Vtl, VtlNode or TapeLibrary: its tape drives take the streams
    int concurrency = 4;   // backups running at once (per proxy for VCB, per ESX host for DP)
    int multiplexing = 1;  // VMs written to one drive at the same time
};

// What the editor offers to choose from in `project`.
struct BackupChoices {
    std::vector<Id> vms, proxies, libraries;
};
BackupChoices backup_choices(const Project& project);

// The tape drives of a library (a VTL's through its nodes), in id order.
std::vector<Id> library_drives(const Topology& t, Id library);

// Runs the job on a copy of the project until every backup is done (at most `limit_s`), followed
// by `observer`; one run named after the job (a cancelled result when the observer cancelled it).
// Throws std::invalid_argument naming what is missing or wrong.
scenarios::ScenarioResult run_backup(const Project& project, const BackupJobSpec& spec,
                                     engine::RunObserver& observer = engine::unobserved(), double limit_s = 24 * 3600);

}  // namespace santwin::scenarios
