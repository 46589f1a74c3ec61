#pragma once
// A project is what a .santwin file holds: the lab topology, where its entities sit on the
// diagram, saved scenarios and (later) recorded runs.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "topology/topology.h"

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

struct Project {
    std::string title;
    std::string lab_id;  // built-in lab it started from, if any
    Topology topology;
    Layout layout;
    std::vector<SavedScenario> scenarios;
    bool operator==(const Project& o) const {
        return title == o.title && lab_id == o.lab_id && topology == o.topology &&
               layout == o.layout && scenarios == o.scenarios;
    }
};

}  // namespace santwin
