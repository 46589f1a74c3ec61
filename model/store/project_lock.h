#pragma once
// One program at a time changes a project file: each load-add-save (santwin-cli run/simulate
// --save, the GUI's Save) holds this lock from before it reads the file until the new one is in
// place, so parallel saves queue up instead of each writing over the others' runs.
//
// The lock is flock() on a sidecar "<file>.lock" beside the project (the project itself is
// replaced by rename, so a lock on it would be lost with the old inode). The sidecar is removed
// on release; a waiter that then finds it holds a removed sidecar tries again on a fresh one.
//
// A save that finds the lock held says so once (through the wait notice) and gives up after
// kLockWait: a lock is only ever held by a live program (the kernel drops it when its holder
// dies, even by kill -9), so a longer wait means that program is stuck, not that it crashed.
#include <chrono>
#include <functional>
#include <string>

namespace santwin::store {

// How long a save waits for another program's save of the same file. A save of the largest
// project SanTwin reads takes seconds; a minute is generous.  [U] chosen, not sourced.
constexpr std::chrono::seconds kLockWait{60};

// Said once when a save has to wait for the lock (the CLI prints it on standard error, which is
// also the default). Returns the notice it replaces.
using LockWaitNotice = std::function<void(const std::string& message)>;
LockWaitNotice set_lock_wait_notice(LockWaitNotice notice);

class ProjectLock {
public:
    // Waits until no other ProjectLock holds `project_path` (symbolic links followed), at most
    // `give_up_after`. Throws StoreError when the lock file cannot be made (a folder that is
    // missing or not writable) or the wait ran out.
    explicit ProjectLock(const std::string& project_path,
                         std::chrono::milliseconds give_up_after = kLockWait);
    ~ProjectLock();
    ProjectLock(const ProjectLock&) = delete;
    ProjectLock& operator=(const ProjectLock&) = delete;

    const std::string& lock_path() const { return lock_path_; }

private:
    std::string lock_path_;
    int fd_ = -1;
};

}  // namespace santwin::store
