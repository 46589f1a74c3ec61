#include "store/project_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "store/project_file.h"
#include "store/save_path.h"

namespace santwin::store {

ProjectLock::ProjectLock(const std::string& project_path) : lock_path_(resolve_save_path(project_path) + ".lock") {
    for (;;) {
        fd_ = ::open(lock_path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (fd_ < 0)
            throw StoreError("cannot save '" + project_path + "': cannot make its lock file '" + lock_path_ + "' (" +
                             std::strerror(errno) + "). Check that the folder exists and is writable, or save elsewhere");
        int rc;
        do rc = ::flock(fd_, LOCK_EX);
        while (rc != 0 && errno == EINTR);
        if (rc != 0) {
            const int err = errno;
            ::close(fd_);
            throw StoreError("cannot save '" + project_path + "': cannot lock '" + lock_path_ + "' (" + std::strerror(err) + ")");
        }
        // The holder before us removes the sidecar on release: only a lock on the file that is
        // still at lock_path_ keeps others out.
        struct stat held {}, named {};
        if (::fstat(fd_, &held) == 0 && ::stat(lock_path_.c_str(), &named) == 0 && held.st_ino == named.st_ino &&
            held.st_dev == named.st_dev)
            return;
        ::close(fd_);
    }
}

ProjectLock::~ProjectLock() {
    ::unlink(lock_path_.c_str());  // while still held, so no one locks a file about to vanish
    ::close(fd_);
}

}  // namespace santwin::store
