// Crash consistency of the load-add-save cycle every `--save` makes: a child process adds runs
// to one project one save at a time and reports each finished save on a pipe; it is SIGKILLed at
// random moments (seeded, so a failure repeats) for a bounded number of rounds. After each kill
// the project must load (integrity), hold every run whose save was reported finished, and lie
// beside at most the killed save's temp file; after a last ordinary save, nothing but the project
// is left: no temp file, no lock file.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <random>
#include <set>
#include <thread>

#include "engine/recorder.h"
#include "store/project_file.h"
#include "store/project_update.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {

RecordedRun small_run(const Project& p, const std::string& name) {
    auto rec = std::make_shared<engine::Recorder>();
    rec->set_end(60);
    rec->restore({p.topology.entities().begin()->first, "iops"}, engine::Series{{0, 30}, {100, 120}});
    RecordedRun r;
    r.name = name;
    r.created = "2026-12-07T00:00:00Z";
    r.recording = std::move(rec);
    return r;
}

// Adds runs "<round>-0", "<round>-1", ... to `path` for ever, writing each name and a newline to
// `report` once its save is done.
[[noreturn]] void add_runs_for_ever(const std::string& path, int round, int report) {
    try {
        for (int k = 0;; ++k) {
            const std::string name = std::to_string(round) + "-" + std::to_string(k);
            update_project(path, [] { return large_project(500, "base"); },
                           [&](Project& p, bool) { p.runs.push_back(small_run(p, name)); });
            const std::string line = name + "\n";
            if (::write(report, line.data(), line.size()) != static_cast<ssize_t>(line.size())) ::_exit(3);
        }
    } catch (...) {
        ::_exit(2);  // the parent sees an exit, not a kill, and fails
    }
}

std::vector<std::string> read_lines(int fd) {
    std::string text;
    char buf[4096];
    for (ssize_t n; (n = ::read(fd, buf, sizeof buf)) > 0;) text.append(buf, static_cast<std::size_t>(n));
    std::vector<std::string> lines;
    for (std::size_t at = 0, nl; (nl = text.find('\n', at)) != std::string::npos; at = nl + 1)
        lines.push_back(text.substr(at, nl - at));
    return lines;
}

}  // namespace

TEST(CrashConsistency, KilledRunSavesKeepEveryFinishedSaveAndLeaveNoLitter) {
    ScratchDir dir;
    const std::string target = dir.file("runs.santwin");
    // One load-add-save cycle's time (on the existing file), so the kills spread over the first
    // few saves of each child.
    update_project(target, [] { return large_project(500, "base"); }, [](Project& p, bool) { p.runs.push_back(small_run(p, "first")); });
    const auto t0 = std::chrono::steady_clock::now();
    update_project(target, [] { return large_project(500, "base"); }, [](Project& p, bool) { p.runs.push_back(small_run(p, "second")); });
    const auto cycle = std::chrono::steady_clock::now() - t0;

    constexpr int kRounds = 16;
    std::mt19937 rng(29);  // fixed seed: the same kill points every run
    std::set<std::string> finished{"first", "second"};
    int kills_mid_save = 0;
    for (int round = 0; round < kRounds; ++round) {
        SCOPED_TRACE("round " + std::to_string(round));
        int pipe_fds[2];
        ASSERT_EQ(::pipe(pipe_fds), 0);
        const pid_t pid = ::fork();
        ASSERT_GE(pid, 0);
        if (pid == 0) {
            ::close(pipe_fds[0]);
            add_runs_for_ever(target, round, pipe_fds[1]);
        }
        ::close(pipe_fds[1]);
        std::this_thread::sleep_for(cycle * std::uniform_real_distribution<double>(0.0, 4.0)(rng));
        ASSERT_EQ(::kill(pid, SIGKILL), 0);
        int status = 0;
        ASSERT_EQ(::waitpid(pid, &status, 0), pid);
        ASSERT_TRUE(WIFSIGNALED(status)) << "the saving child stopped on its own (exit " << WEXITSTATUS(status) << ")";
        for (const std::string& name : read_lines(pipe_fds[0])) finished.insert(name);
        ::close(pipe_fds[0]);

        const Project now = load_project(target);  // throws, failing the test, when damaged
        std::set<std::string> kept;
        for (const RecordedRun& r : now.runs) kept.insert(r.name);
        for (const std::string& name : finished) EXPECT_TRUE(kept.count(name)) << "finished save of run " << name << " is lost";
        int temps = 0;
        for (const std::string& name : dir.listing()) temps += name.size() > 4 && name.substr(name.size() - 4) == ".tmp";
        EXPECT_LE(temps, 1) << "temp files of earlier killed saves were not removed";
        kills_mid_save += temps;
    }
    std::cout << "[          ] " << kRounds << " kills, " << finished.size() << " finished saves kept, " << kills_mid_save
              << " kills left a temp file\n";
    EXPECT_GT(kills_mid_save, 0) << "no kill landed mid-save: the test tested nothing";

    save_locked(load_project(target), target);
    EXPECT_EQ(dir.listing(), std::vector<std::string>{"runs.santwin"});
}
