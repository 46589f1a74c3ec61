#include "store/project_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <thread>

#include "store/project_file.h"
#include "store/save_path.h"

namespace santwin::store {

namespace {

LockWaitNotice& wait_notice() {
    static LockWaitNotice notice = [](const std::string& message) { std::cerr << message << "\n"; };
    return notice;
}

// How often a waiting save looks at the lock again: short next to any save, long enough to cost
// no CPU.
constexpr std::chrono::milliseconds kRetryEvery{50};

std::string wait_text(std::chrono::milliseconds wait) {
    return wait.count() % 1000 == 0 ? std::to_string(wait.count() / 1000) + " s" : std::to_string(wait.count()) + " ms";
}

}  // namespace

LockWaitNotice set_lock_wait_notice(LockWaitNotice notice) {
    LockWaitNotice before = std::move(wait_notice());
    wait_notice() = std::move(notice);
    return before;
}

ProjectLock::ProjectLock(const std::string& project_path, std::chrono::milliseconds give_up_after)
    : lock_path_(resolve_save_path(project_path) + ".lock") {
    const auto start = std::chrono::steady_clock::now();
    bool told = false;
    for (;;) {
        fd_ = ::open(lock_path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (fd_ < 0)
            throw StoreError("cannot save '" + project_path + "': cannot make its lock file '" + lock_path_ + "' (" +
                             std::strerror(errno) + "). Check that the folder exists and is writable, or save elsewhere");
        int rc;
        do rc = ::flock(fd_, LOCK_EX | LOCK_NB);
        while (rc != 0 && errno == EINTR);
        if (rc != 0) {
            const int err = errno;
            ::close(fd_);
            fd_ = -1;
            if (err != EWOULDBLOCK)
                throw StoreError("cannot save '" + project_path + "': cannot lock '" + lock_path_ + "' (" + std::strerror(err) + ")");
            const auto waited = std::chrono::steady_clock::now() - start;
            if (waited >= give_up_after)
                throw StoreError("cannot save '" + project_path + "': another program has been saving it for " + wait_text(give_up_after) +
                                 " and still holds its lock '" + lock_path_ +
                                 "'. Let that program finish (or close it), then save again; the file is unchanged");
            if (!told && wait_notice())
                wait_notice()("waiting for another program to finish saving '" + project_path + "' (it holds '" +
                              lock_path_ + "'; giving up after " + wait_text(give_up_after) + ")");
            told = true;
            std::this_thread::sleep_for(kRetryEvery);
            continue;
        }
        // The holder before us removes the sidecar on release: only a lock on the file that is
        // still at lock_path_ keeps others out.
        struct stat held {}, named {};
        if (::fstat(fd_, &held) == 0 && ::stat(lock_path_.c_str(), &named) == 0 && held.st_ino == named.st_ino &&
            held.st_dev == named.st_dev)
            return;
        ::close(fd_);
        fd_ = -1;
    }
}

ProjectLock::~ProjectLock() {
    ::unlink(lock_path_.c_str());  // while still held, so no one locks a file about to vanish
    ::close(fd_);
}

}  // namespace santwin::store
