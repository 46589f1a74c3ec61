#pragma once
// A project is what a .santwin file holds: the lab topology, where its entities sit on the
// diagram, saved scenarios and recorded runs (so they can be charted and replayed without
// running them again).
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin::engine {
class Recorder;  // engine/recorder.h: what a run recorded
}

namespace santwin {

struct Point {
    double x = 0;
    double y = 0;
    bool operator==(const Point&) const = default;
};

struct Layout {
    std::map<Id, Point> positions;  // diagram position of an entity's node, in scene units
    std::set<Id> collapsed;         // chassis / arrays / fabrics drawn as one node
    bool operator==(const Layout&) const = default;
};

struct SavedScenario {
    std::string name;
    std::string definition_json;  // a scenario definition (see model/scenarios)
    bool operator==(const SavedScenario&) const = default;
};

// One simulation run kept in the project: what it recorded (series and events), the configuration
// it ran on, and where it came from.
struct RecordedRun {
    std::string name;                               // "warm-up thin", "vaai_on"
    std::string scenario;                           // SavedScenario::name that produced it; "" if none
    std::map<std::string, std::string> parameters;  // the scenario's parameters for this run
    std::string created;                            // ISO 8601 UTC
    std::map<std::string, Id> roles;                // entities the charts follow ("vm", "RG-000")
    // The topology it ran on when that differs from the project's own (a scenario's bench adds
    // VMs, carves LUs...); null: the project's topology. Files keep only the difference.
    std::shared_ptr<const Topology> configuration;
    std::shared_ptr<const engine::Recorder> recording;  // never null in a valid project
};

struct Project {
    std::string title;
    std::string lab_id;  // built-in lab it started from, if any
    Topology topology;
    Layout layout;
    std::vector<SavedScenario> scenarios;
    std::vector<RecordedRun> runs;

    // The topology `run` ran on (its configuration, or this project's topology).
    const Topology& run_topology(const RecordedRun& run) const {
        return run.configuration ? *run.configuration : topology;
    }
    // Same title, topology, layout, scenarios and runs, each run with the same recording.
    bool operator==(const Project& o) const;
};

}  // namespace santwin
