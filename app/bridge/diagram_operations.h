#pragma once
// Operations started from the diagram on the open project: what a box offers (Storage vMotion or
// clone of a VM to another datastore, dedupe of a NAS file system, failing a controller, switch,
// HBA or port) and running one
// as a recorded run (model/operations over a ScenarioRun), so it plays back like a scenario.
#include <string>
#include <vector>

#include "project/project.h"
#include "scenarios/scenario.h"

namespace santwin::gui_ops {

struct Target {
    Id id = kNoId;
    std::string name;
};

struct Offer {
    std::string op;     // "svmotion", "clone", "dedupe", "fail"
    std::string label;  // "Storage vMotion to…"
    Id subject = kNoId;
    std::vector<Target> targets;  // destinations (datastores) or things to fail
};

// What `entity` (a diagram box's key) offers in its context menu.
std::vector<Offer> offers(const Project& project, Id entity);

// Runs `op` on a copy of the project until the operation is done (at most `limit_s` simulated
// seconds); the result has one run named after the operation. Throws std::invalid_argument
// naming what is wrong with subject or target.
scenarios::ScenarioResult run_operation(const Project& project, const std::string& op, Id subject,
                                        Id target, double limit_s = 4 * 3600);

}  // namespace santwin::gui_ops
