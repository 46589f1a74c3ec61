#pragma once
// One program at a time changes a project file: each load-add-save (santwin-cli run/simulate
// --save, the GUI's Save) holds this lock from before it reads the file until the new one is in
// place, so parallel saves queue up instead of each writing over the others' runs.
//
// The lock is flock() on a sidecar "<file>.lock" beside the project (the project itself is
// replaced by rename, so a lock on it would be lost with the old inode). The sidecar is removed
// on release; a waiter that then finds it holds a removed sidecar tries again on a fresh one.
#include <string>

namespace santwin::store {

class ProjectLock {
public:
    // Waits until no other ProjectLock holds `project_path` (symbolic links followed). Throws
    // StoreError when the lock file cannot be made (a folder that is missing or not writable).
    explicit ProjectLock(const std::string& project_path);
    ~ProjectLock();
    ProjectLock(const ProjectLock&) = delete;
    ProjectLock& operator=(const ProjectLock&) = delete;

    const std::string& lock_path() const { return lock_path_; }

private:
    std::string lock_path_;
    int fd_ = -1;
};

}  // namespace santwin::store
