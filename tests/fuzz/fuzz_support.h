#pragma once
// Shared by the libFuzzer targets: what a fuzzed loader may do with bad input is refuse it with
// an exception; anything else (a crash, a leak, a hang, undefined behaviour) is a finding.
#include <cstddef>
#include <cstdint>
#include <string>

#include "project/project.h"

namespace santwin::fuzz {

// Runs the lab checks on a project a loader accepted, as `lab check` and the GUI do next: an
// accepted file must be checkable without crashing.
void check_accepted(const Project& project);

// An estate-import input of any bytes, alone, as santwin-cli import reads a file named `file`:
// import_texts must refuse it with an ImportError; a lab it builds must pass the lab checks.
void import_one(const std::uint8_t* data, std::size_t size, const std::string& file);

// A file name private to this process for loaders that read from a path.
std::string scratch_file(const std::string& extension);

}  // namespace santwin::fuzz
