#include "store/project_update.h"

#include <algorithm>
#include <filesystem>

#include "store/project_file.h"
#include "store/project_lock.h"

namespace santwin::store {

namespace {

std::tuple<std::string, std::string, std::string> run_key(const RecordedRun& r) {
    return {r.scenario, r.name, r.created};
}

const SavedScenario* scenario_named(const Project& p, const std::string& name) {
    for (const SavedScenario& s : p.scenarios)
        if (s.name == name) return &s;
    return nullptr;
}

// The scenario `name` as `on_disk` has it, unless this program changed its own copy since.
void adopt_scenario(Project& project, const Project& on_disk, const std::string& name, const KnownRuns& known) {
    const SavedScenario* theirs = scenario_named(on_disk, name);
    if (name.empty() || !theirs) return;
    auto mine = std::find_if(project.scenarios.begin(), project.scenarios.end(), [&](const SavedScenario& s) { return s.name == name; });
    if (mine == project.scenarios.end()) {
        project.scenarios.push_back(*theirs);
        return;
    }
    auto seen = known.scenarios.find(name);
    if (seen != known.scenarios.end() && seen->second == mine->definition_json) mine->definition_json = theirs->definition_json;
}

}  // namespace

void update_project(const std::string& path, const std::function<Project()>& fresh,
                    const std::function<void(Project&, bool)>& change) {
    ProjectLock lock(path);
    const bool existed = std::filesystem::exists(path);
    Project project = existed ? load_project(path) : fresh();
    change(project, existed);
    save_project(project, path);
}

KnownRuns known_runs(const Project& project) {
    KnownRuns known;
    for (const RecordedRun& r : project.runs) known.runs.insert(run_key(r));
    for (const SavedScenario& s : project.scenarios) known.scenarios[s.name] = s.definition_json;
    return known;
}

int adopt_new_runs(Project& project, const Project& on_disk, const KnownRuns& known) {
    int adopted = 0;
    for (const RecordedRun& theirs : on_disk.runs) {
        if (known.runs.count(run_key(theirs))) continue;
        auto same_key = [&](const RecordedRun& r) { return run_key(r) == run_key(theirs); };
        if (std::any_of(project.runs.begin(), project.runs.end(), same_key)) continue;
        RecordedRun run = theirs;
        // A run without its own configuration ran on the file's topology, which this program
        // may have edited since: it keeps the one it ran on.
        if (!run.configuration && !(on_disk.topology == project.topology))
            run.configuration = std::make_shared<const Topology>(on_disk.topology);
        auto same_name = std::find_if(project.runs.begin(), project.runs.end(), [&](const RecordedRun& r) {
            return r.scenario == theirs.scenario && r.name == theirs.name;
        });
        if (same_name == project.runs.end()) {
            project.runs.push_back(std::move(run));
        } else if (known.runs.count(run_key(*same_name))) {
            *same_name = std::move(run);  // a newer run under the name of one this program left alone
        } else {
            continue;  // both made a run of this name since: this program's own wins
        }
        adopt_scenario(project, on_disk, theirs.scenario, known);
        ++adopted;
    }
    return adopted;
}

int save_keeping_new_runs(const Project& project, const std::string& path, const KnownRuns& known) {
    ProjectLock lock(path);
    Project merged = project;
    int adopted = 0;
    if (std::filesystem::exists(path)) {
        try {
            adopted = adopt_new_runs(merged, load_project(path), known);
        } catch (const StoreError&) {
            // Not a project this build reads any more (damaged, replaced): nothing to keep from it.
        }
    }
    save_project(merged, path);
    return adopted;
}

void save_locked(const Project& project, const std::string& path) {
    ProjectLock lock(path);
    save_project(project, path);
}

}  // namespace santwin::store
