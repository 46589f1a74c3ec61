#include "fuzz_support.h"

#include <unistd.h>

#include <filesystem>

#include "checks/validate.h"
#include "diagram/position_range.h"
#include "import/import_error.h"
#include "import/import_estate.h"

namespace santwin::fuzz {

void check_accepted(const Project& project) {
    validate(project.topology);
    diagram::check_layout(project);
    for (const RecordedRun& run : project.runs) validate(project.run_topology(run));
}

void import_one(const std::uint8_t* data, std::size_t size, const std::string& file) {
    try {
        const import::ImportResult r =
            import::import_texts({{file, std::string(reinterpret_cast<const char*>(data), size)}});
        check_accepted(r.project);
    } catch (const import::ImportError&) {
    }
}

std::string scratch_file(const std::string& extension) {
    return (std::filesystem::temp_directory_path() / ("santwin-fuzz-" + std::to_string(::getpid()) + extension)).string();
}

}  // namespace santwin::fuzz
