#include "store/save_path.h"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

#include "store/project_file.h"

namespace santwin::store {

namespace fs = std::filesystem;

std::string resolve_save_path(const std::string& path) {
    fs::path current = path;
    // Linux gives up after 40 links; so do we, rather than loop forever on a cycle.
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code ec;
        if (!fs::is_symlink(current, ec)) return current.string();
        fs::path next = fs::read_symlink(current, ec);
        if (ec) throw StoreError("cannot save '" + path + "': cannot read the link " + current.string() + " (" + ec.message() + ")");
        current = next.is_absolute() ? next : current.parent_path() / next;
    }
    throw StoreError("cannot save '" + path + "': it is a symbolic link that leads round in a loop; save under another name");
}

void check_writable(const std::string& path) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) return;  // a new file
    if (S_ISDIR(st.st_mode)) throw StoreError("cannot save '" + path + "': it is a folder; name a file in it");
    if (!S_ISREG(st.st_mode))
        throw StoreError("cannot save '" + path + "': it is not a regular file (a device, pipe or socket); save under another name");
    // The permission bits count even for root, who may write anything: a file made read-only
    // was made so on purpose.
    if ((st.st_mode & 0222) == 0 || ::access(path.c_str(), W_OK) != 0)
        throw StoreError("cannot save '" + path +
                         "': the file is read-only (you may not write to it). Save under another name, or make it writable "
                         "(chmod u+w) and save again; the file is unchanged");
}

}  // namespace santwin::store
