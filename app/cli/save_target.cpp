#include "save_target.h"

#include <unistd.h>

#include <cctype>
#include <filesystem>
#include <stdexcept>

#include "store/file_check.h"
#include "store/save_path.h"

namespace santwin::cli {

void check_save_target(const std::string& file) {
    if (file.empty()) return;
    std::string ext = std::filesystem::path(file).extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (ext == ".json")
        throw std::invalid_argument("--save keeps runs in a .santwin project, not in JSON (" + file +
                                    "); name a .santwin file (santwin-cli lab export <lab> p.santwin makes one)");
    // Only a .santwin name: the GUI and every command open a project by its extension, and "-"
    // (standard output) cannot hold a database.
    if (ext != ".santwin")
        throw std::invalid_argument("--save " + file + ": runs are kept in a project file named *.santwin, which SanTwin opens; "
                                    "give a name ending in .santwin (e.g. --save " +
                                    (file == "-" ? std::string("runs.santwin") : std::filesystem::path(file).replace_extension(".santwin").string()) + ")");
    const std::filesystem::path folder = std::filesystem::path(file).parent_path();
    if (!folder.empty() && !std::filesystem::is_directory(folder))
        throw std::invalid_argument("--save " + file + ": there is no folder " + folder.string() +
                                    " to keep the project in (nothing was run)");
    // The save writes a temp file and a lock file beside the project: the folder must take them.
    const std::string where = folder.empty() ? std::string(".") : folder.string();
    if (::access(where.c_str(), W_OK | X_OK) != 0)
        throw std::invalid_argument("--save " + file + ": the folder " + where +
                                    " is not writable, so the project could not be saved there (nothing was run); "
                                    "save into a folder you may write to");
    if (std::filesystem::is_directory(file))
        throw std::invalid_argument("--save " + file + " is a folder; name a .santwin file in it");
    if (std::filesystem::exists(file)) {
        store::check_writable(store::resolve_save_path(file));
        store::check_file_header(file);
    }
}

}  // namespace santwin::cli
