#pragma once
// Every validation rule over a topology (the list and its rule ids: topology/validation.h), in
// one deterministic order: rule family by rule family, entities in ascending id order. What
// `lab check`, the Problems panel and a run's refusal to start all report.
#include <vector>

#include "topology/validation.h"

namespace santwin {

std::vector<Problem> validate(const Topology& topology);

}  // namespace santwin
