#pragma once
// Best-practice advice: what the five lab reports recommend, checked against a lab. Advice is
// not an error — the lab runs as it is — but each item names the report and section it comes
// from, and where the fix is one edit (a path policy, a disk format, a flag) it carries that
// edit, so the CLI can print it and the GUI can offer it as an undoable action.
//
// The rules, their sources and the numbers they compare against are in
// resources/advice/rules.json; rule ids are stable ("advice.rr_on_asymmetric", ...).
// advise() runs the rules on the lab alone; advise_backup() those about a backup job's plan.
#include <optional>
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin::advice {

// One attribute edit that follows the advice.
struct Fix {
    Id entity = kNoId;
    std::string attribute;
    Value value;
    std::string text;  // "set 'RR-LU0'.policy to mru"
};

struct Advice {
    std::string rule;          // stable id, "advice.rr_on_asymmetric"
    std::vector<Id> entities;  // the entities it is about, most relevant first
    std::string message;       // what was found and what to do
    std::string source;        // report and section
    std::optional<Fix> fix;    // the one edit that follows it, when there is one
};

// Advice on the lab as it stands, in rule order, entities in ascending id order.
std::vector<Advice> advise(const Topology& t);

// A backup job as planned: the VMs it backs up at once and the streams it writes.
struct BackupPlan {
    std::vector<Id> vms;        // backed up concurrently
    int tape_drives = 0;        // drives (emulated or real) the streams are written to
    bool image_export = false;  // VCB image: disk exports through the proxies' holding tanks
};

// Advice on a backup job (multiplexing, streams per controller, snapshots per VMFS, spindles
// per stream) before it runs.
std::vector<Advice> advise_backup(const Topology& t, const BackupPlan& plan);

}  // namespace santwin::advice
