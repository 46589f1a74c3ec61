#pragma once
#include <ostream>
#include <string>
#include <vector>

namespace santwin::cli {

// Runs the command named by args[0]; returns the process exit code.
int dispatch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace santwin::cli
