// Saves leave nothing behind and never wait silently or forever: a killed writer's temp file is
// removed by the next save (a live writer's never is), and a save that finds the project locked
// says so once and gives up after its wait with a message naming the lock.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <vector>

#include "store/atomic_file.h"
#include "store/project_file.h"
#include "store/project_lock.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {

int count_temps(const ScratchDir& dir) {
    int n = 0;
    for (const auto& name : dir.listing()) n += name.size() > 4 && name.substr(name.size() - 4) == ".tmp";
    return n;
}

// A child that starts two replacements of `target` (two saves at once, as two windows might) and
// is killed (SIGKILL) before either finishes.
void die_mid_replace(const std::string& target) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        AtomicReplace first(target);
        AtomicReplace second(target);  // leaves `first` alone: its writer is alive
        ::raise(SIGKILL);
        ::_exit(0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    ASSERT_TRUE(WIFSIGNALED(status)) << "the child was meant to die mid-save";
}

}  // namespace

// A program killed in the middle of two saves leaves two temp files; the next save removes both
// and leaves only the project.
TEST(SaveLitter, NextSaveRemovesKilledWritersTempFiles) {
    ScratchDir dir;
    const std::string target = dir.file("lab.santwin");
    save_project(large_project(10, "a"), target);
    die_mid_replace(target);
    EXPECT_EQ(count_temps(dir), 2);
    save_project(large_project(10, "b"), target);
    EXPECT_EQ(dir.listing(), std::vector<std::string>{"lab.santwin"});
}

// A temp file a live writer holds is not litter: cleaning beside it removes nothing, and the
// writer still commits. A file merely named like a temp of another target is left alone.
TEST(SaveLitter, LiveWritersTempFileIsKept) {
    ScratchDir dir;
    const std::string target = dir.file("lab.santwin");
    write_bytes(dir.file("other.santwin.abcdefgh.tmp"), "someone else's");
    AtomicReplace live(target);
    EXPECT_EQ(remove_dead_temps(target), 0);
    EXPECT_TRUE(std::filesystem::exists(live.temp_path()));
    write_bytes(live.temp_path(), "new content");
    live.commit();
    EXPECT_EQ(read_bytes(target), "new content");
    EXPECT_EQ(dir.listing(), (std::vector<std::string>{"lab.santwin", "other.santwin.abcdefgh.tmp"}));
}

// With the lock held elsewhere, a save with a 300 ms wait tells once that it waits, then gives
// up with a message naming the file and its lock; once the holder is gone the save goes through
// and the lock file is removed.
TEST(SaveLitter, LockedSaveSaysItWaitsAndGivesUp) {
    ScratchDir dir;
    const std::string target = dir.file("lab.santwin");
    std::vector<std::string> notices;
    const LockWaitNotice before = set_lock_wait_notice([&](const std::string& m) { notices.push_back(m); });
    {
        ProjectLock holder(target);
        try {
            ProjectLock waiter(target, std::chrono::milliseconds(300));
            ADD_FAILURE() << "took a lock another holds";
        } catch (const StoreError& e) {
            const std::string why = e.what();
            EXPECT_NE(why.find("cannot save '" + target + "'"), std::string::npos) << why;
            EXPECT_NE(why.find("still holds its lock '" + target + ".lock'"), std::string::npos) << why;
            EXPECT_NE(why.find("300 ms"), std::string::npos) << why;
        }
    }
    set_lock_wait_notice(before);
    ASSERT_EQ(notices.size(), 1u);
    EXPECT_NE(notices[0].find("waiting for another program to finish saving"), std::string::npos) << notices[0];
    {
        ProjectLock free_now(target, std::chrono::milliseconds(300));
    }
    EXPECT_TRUE(dir.listing().empty());
}
