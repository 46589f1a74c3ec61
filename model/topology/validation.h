#pragma once
// Topology validation: a list of problems, each naming the entities involved and the fix.
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin {

enum class Severity { Error, Warning };

struct Problem {
    Severity severity = Severity::Error;
    std::string rule;          // stable id, e.g. "pool.mixed_raid", "zone.member_unmatched"
    std::vector<Id> entities;  // the culprits, most relevant first
    std::string message;       // names the fix
};

std::vector<Problem> validate(const Topology& topology);

}  // namespace santwin
