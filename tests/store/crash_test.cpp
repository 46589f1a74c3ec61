// Killing SanTwin in the middle of a save never costs the user the file: a child process saves
// a 20k-entity project over the target again and again, alternating two versions, and is
// SIGKILLed at many different moments; after each kill the target must load and equal one of
// the two versions. Stale temp files from the killed saves are the only debris allowed.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "store/project_file.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {

// Forks a child that saves `b` then `a` over `path` forever; returns its pid.
pid_t start_saving_loop(const Project& a, const Project& b, const std::string& path) {
    pid_t pid = ::fork();
    if (pid == 0) {
        try {
            for (;;) {
                save_project(b, path);
                save_project(a, path);
            }
        } catch (...) {
            ::_exit(2);  // the parent sees an exit instead of a kill and fails the test
        }
    }
    return pid;
}

}  // namespace

TEST(Crash, KilledMidSaveLeavesOldOrNewProject) {
    ScratchDir dir;
    const std::string target = dir.file("lab.santwin");
    const Project a = large_project(20000, "A");
    const Project b = large_project(20000, "B");
    save_project(a, target);

    // Time one save so the kills spread over the first two or three saves of the child.
    auto t0 = std::chrono::steady_clock::now();
    save_project(b, dir.file("timing.santwin"));
    const auto save_time = std::chrono::steady_clock::now() - t0;
    std::filesystem::remove(dir.file("timing.santwin"));

    constexpr int kKills = 14;
    int equal_a = 0, equal_b = 0, killed_mid_save = 0;
    for (int k = 0; k < kKills; ++k) {
        SCOPED_TRACE("kill " + std::to_string(k));
        pid_t pid = start_saving_loop(a, b, target);
        ASSERT_GT(pid, 0) << "fork failed";
        std::this_thread::sleep_for(save_time * k / 5);
        ASSERT_EQ(::kill(pid, SIGKILL), 0);
        int status = 0;
        ASSERT_EQ(::waitpid(pid, &status, 0), pid);
        ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL)
            << "the saving child failed on its own";

        Project loaded = load_project(target);  // throws (failing the test) if the file is corrupt
        const bool is_a = loaded == a, is_b = loaded == b;
        EXPECT_TRUE(is_a || is_b) << "the target holds neither version";
        equal_a += is_a;
        equal_b += is_b;

        // A save killed before its rename leaves its temp file; remove it as a user would.
        for (const auto& name : dir.listing()) {
            if (name == "lab.santwin") continue;
            EXPECT_EQ(name.rfind("lab.santwin.", 0), 0u) << name;
            EXPECT_EQ(name.substr(name.size() - 4), ".tmp") << name;
            std::filesystem::remove(dir.file(name));
            ++killed_mid_save;
        }
    }
    std::cout << "[          ] kills: " << kKills << ", target was A " << equal_a << "x, B "
              << equal_b << "x; " << killed_mid_save << " kills interrupted a save in progress\n";
    EXPECT_EQ(equal_a + equal_b, kKills);
    EXPECT_GT(killed_mid_save, 0) << "no kill landed during a save: the test did not test anything";

    // After all that, an ordinary save still works and leaves only the target.
    save_project(b, target);
    EXPECT_TRUE(load_project(target) == b);
    EXPECT_EQ(dir.listing(), std::vector<std::string>{"lab.santwin"});
}
