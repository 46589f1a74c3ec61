// One project file changed by several programs: parallel load-add-save updates (santwin-cli
// run/simulate --save) all land, and a program that opened the file earlier (the GUI) saves
// without dropping the runs others kept in it meanwhile, while runs it deleted stay deleted.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "labs/labs.h"
#include "scenarios/saved_runs.h"
#include "store/project_file.h"
#include "store/project_lock.h"
#include "store/project_update.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {

const scenarios::RunRecord& sample_run() {
    static const scenarios::RunRecord run = scenarios::run_scenario("std-lu-1rg").runs.front();
    return run;
}

// simulate --save's change: run `name` joins the "simulate" runs, having run on the file's own
// topology (no configuration of its own).
void add_run(Project& p, const std::string& name, const std::string& created) {
    scenarios::RunRecord r = sample_run();
    r.name = name;
    r.project = nullptr;
    scenarios::add_kept_run(p, "simulate", r, {"note of " + name}, created);
}

std::vector<std::string> run_names(const Project& p) {
    std::vector<std::string> names;
    for (const RecordedRun& r : p.runs) names.push_back(r.name);
    std::sort(names.begin(), names.end());
    return names;
}

}  // namespace

// Six updates at once into one file (a large one, so each load and save takes a while): every
// run is kept, and no lock or temp file is left behind.
TEST(SharedFile, ParallelUpdatesAllLand) {
    ScratchDir dir;
    const std::string path = dir.file("shared.santwin");
    save_project(large_project(3000, "d"), path);
    sample_run();  // computed once, before the threads
    std::vector<std::thread> savers;
    for (int i = 0; i < 6; ++i)
        savers.emplace_back([&, i] {
            update_project(path, [] { return Project{}; },
                           [&](Project& p, bool existed) {
                               EXPECT_TRUE(existed);
                               add_run(p, "run " + std::to_string(i), "t" + std::to_string(i));
                           });
        });
    for (auto& t : savers) t.join();
    EXPECT_EQ(run_names(load_project(path)),
              (std::vector<std::string>{"run 0", "run 1", "run 2", "run 3", "run 4", "run 5"}));
    EXPECT_EQ(dir.listing(), std::vector<std::string>{"shared.santwin"});
}

// While one program holds the lock, another waits for it instead of reading the file.
TEST(SharedFile, LockMakesOthersWait) {
    ScratchDir dir;
    const std::string path = dir.file("held.santwin");
    save_project(labs::build_lab("000"), path);
    std::atomic<bool> updated{false};
    std::thread other;
    {
        ProjectLock held(path);
        other = std::thread([&] {
            update_project(path, [] { return Project{}; }, [&](Project& p, bool) { add_run(p, "late", "t"); });
            updated = true;
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(300));
        EXPECT_FALSE(updated) << "the update went ahead while the file was locked";
    }
    other.join();
    EXPECT_TRUE(updated);
    EXPECT_EQ(run_names(load_project(path)), std::vector<std::string>{"late"});
}

// The GUI opened the file with runs a and b, then deleted b and edited the lab; meanwhile the CLI
// kept "cli-run" in the file. The GUI's save keeps a and cli-run (on the topology it ran on),
// not b; a second save keeps cli-run too.
TEST(SharedFile, SaveKeepsRunsOthersAddedSinceOpening) {
    ScratchDir dir;
    const std::string path = dir.file("lab.santwin");
    Project original = labs::build_lab("000");
    add_run(original, "a", "t1");
    add_run(original, "b", "t2");
    save_project(original, path);

    Project gui = load_project(path);
    KnownRuns known = known_runs(gui);
    update_project(path, [] { return Project{}; }, [](Project& p, bool) { add_run(p, "cli-run", "t3"); });

    std::erase_if(gui.runs, [](const RecordedRun& r) { return r.name == "b"; });
    gui.title = "edited in the GUI";
    const Id renamed = gui.topology.entities().begin()->first;
    gui.topology.rename(renamed, gui.topology.at(renamed).name + " renamed");
    EXPECT_EQ(save_keeping_new_runs(gui, path, known), 1);

    const Project saved = load_project(path);
    EXPECT_EQ(saved.title, "edited in the GUI");
    EXPECT_EQ(run_names(saved), (std::vector<std::string>{"a", "cli-run"}));
    const auto cli = std::find_if(saved.runs.begin(), saved.runs.end(), [](const RecordedRun& r) { return r.name == "cli-run"; });
    EXPECT_TRUE(saved.run_topology(*cli) == original.topology) << "the CLI's run lost the topology it ran on";
    const auto notes = scenarios::kept_result(saved, "simulate").notes;
    EXPECT_NE(std::find(notes.begin(), notes.end(), "cli-run: note of cli-run"), notes.end()) << "the CLI run's notes were lost";

    known = known_runs(gui);  // as after that save: the GUI still holds a only
    EXPECT_EQ(save_keeping_new_runs(gui, path, known), 1);
    EXPECT_EQ(run_names(load_project(path)), (std::vector<std::string>{"a", "cli-run"}));
}

// The CLI ran "a" again under the same name (replacing it in the file): the GUI, which left its
// "a" alone, saves the newer one; a run the GUI made itself under a taken name stays its own.
TEST(SharedFile, NewerRunOfTheSameNameWinsOverAnUntouchedOne) {
    ScratchDir dir;
    const std::string path = dir.file("lab.santwin");
    Project original = labs::build_lab("000");
    add_run(original, "a", "t1");
    save_project(original, path);
    Project gui = load_project(path);
    const KnownRuns known = known_runs(gui);
    update_project(path, [] { return Project{}; }, [](Project& p, bool) {
        add_run(p, "a", "t2");
        add_run(p, "mine too", "t3");
    });
    add_run(gui, "mine too", "t4");
    save_keeping_new_runs(gui, path, known);
    const Project saved = load_project(path);
    ASSERT_EQ(run_names(saved), (std::vector<std::string>{"a", "mine too"}));
    for (const RecordedRun& r : saved.runs) EXPECT_EQ(r.created, r.name == "a" ? "t2" : "t4") << r.name;
}
