#pragma once
// The five seed labs, built in: each modelled from its paper's test-environment section.
// Where a paper is silent, the builder chooses what the paper implies and says so in the
// entity's note.
#include <string>
#include <string_view>
#include <vector>

#include "project/project.h"

namespace santwin::labs {

struct LabInfo {
    std::string id;     // "000-ams2100-hdp"
    std::string title;  // one line for people
    std::string seed;   // seed paper file, e.g. "000_6e1396d2257a1fc6.txt"
};

const std::vector<LabInfo>& builtin_labs();

// Accepts a full id or its three-digit prefix ("004"). Throws std::invalid_argument listing the
// known ids when `id` matches none.
Project build_lab(std::string_view id);

// `pods` copies of lab 002's pod (compute, storage, VMware inventory: 500 VMs each) in one
// project, for measuring speed at scale.
Project scaled_lab_002(int pods);

}  // namespace santwin::labs
