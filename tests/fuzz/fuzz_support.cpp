#include "fuzz_support.h"

#include <unistd.h>

#include <filesystem>

#include "checks/validate.h"
#include "diagram/position_range.h"

namespace santwin::fuzz {

void check_accepted(const Project& project) {
    validate(project.topology);
    diagram::check_layout(project);
    for (const RecordedRun& run : project.runs) validate(project.run_topology(run));
}

std::string scratch_file(const std::string& extension) {
    return (std::filesystem::temp_directory_path() / ("santwin-fuzz-" + std::to_string(::getpid()) + extension)).string();
}

}  // namespace santwin::fuzz
