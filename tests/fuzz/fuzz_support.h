#pragma once
// Shared by the libFuzzer targets: what a fuzzed loader may do with bad input is refuse it with
// an exception; anything else (a crash, a leak, a hang, undefined behaviour) is a finding.
#include <string>

#include "project/project.h"

namespace santwin::fuzz {

// Runs the lab checks on a project a loader accepted, as `lab check` and the GUI do next: an
// accepted file must be checkable without crashing.
void check_accepted(const Project& project);

// A file name private to this process for loaders that read from a path.
std::string scratch_file(const std::string& extension);

}  // namespace santwin::fuzz
