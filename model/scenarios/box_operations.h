#pragma once
// Operations started from a diagram box on the open project (the GUI's context menu, plain C++
// here so tests run them without Qt): what a box offers and running one as a recorded run
// (model/operations over a ScenarioRun), so it plays back like a scenario —
// Storage vMotion / clone of a VM, deploy from a template, power on, boot storm of linked clones,
// an eagerzeroedthick disk on a datastore, dedupe of a NAS file system, failing a controller,
// switch, HBA or port, disabling a link (a path) — and the settings a box offers as undoable edits (VAAI on/off, a VM's
// workload profile, for every selected VM at once).
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "project/project.h"
#include "scenarios/scenario.h"

namespace santwin::scenarios {

struct Target {
    Target(Id id_ = kNoId, std::string name_ = {}, std::string value_ = {}, bool current_ = false, bool custom_ = false)
        : id(id_), name(std::move(name_)), value(std::move(value_)), current(current_), custom(custom_) {}

    Id id = kNoId;
    std::string name;
    std::string value;     // edits: the attribute text this choice sets
    bool current = false;  // edits: what is set now
    bool custom = false;   // edits: the user writes the value (a custom workload profile) starting from `value`
    double ask_max = 0;    // the most the offer's ask takes for this target (0: the ask's own max)
};

// A number the user gives before the operation runs (a disk size, how many clones).
struct Ask {
    std::string label;  // "Size of the new disk"
    std::string unit;   // "GB"
    double value = 0, min = 0, max = 0;
};

struct Offer {
    Offer() = default;
    Offer(std::string op_, std::string label_, Id subject_, std::vector<Target> targets_)
        : op(std::move(op_)), label(std::move(label_)), subject(subject_), targets(std::move(targets_)) {}

    // "svmotion", "clone", "deploy", "poweron", "bootstorm", "ezt", "dedupe", "fail", "unplug";
    // "edit" (a setting) and "backupjob" (opens the backup job editor) are not run here.
    std::string op;
    std::string label;  // "Storage vMotion to"
    Id subject = kNoId;
    std::vector<Target> targets;  // destinations (datastores), things to fail, or an edit's choices
    std::string edit_key;         // op "edit": the attribute set to the chosen target's value...
    std::vector<Id> edit_ids;     // ...on these entities, as one undo step
    bool has_ask = false;
    Ask ask;
};

// The ESX hosts a box stands for: itself, a cluster's members, the hosts a server runs.
std::set<Id> hosts_of(const Topology& t, Id entity);

// What `entity` (a diagram box's key) offers in its context menu; `selection` is what is selected
// (an edit offered on a selected VM applies to every selected VM). `group`: the entities the box
// stands for when it is a group ("8 VMs"): its workload edit covers all of them, and power-on
// offers each.
std::vector<Offer> offers(const Project& project, Id entity, const std::vector<Id>& selection = {},
                          const std::vector<Id>& group = {});

// Runs `op` on a copy of the project until the operation is done (at most `limit_s` simulated
// seconds), followed by `observer`; the result has one run named after the operation (a cancelled
// result when the observer cancelled it). `amount` is the answer to the offer's Ask (GB, clones).
// Throws std::invalid_argument naming what is wrong.
scenarios::ScenarioResult run_operation(const Project& project, const std::string& op, Id subject, Id target,
                                        double amount = 0, engine::RunObserver& observer = engine::unobserved(),
                                        double limit_s = 4 * 3600);

}  // namespace santwin::scenarios
