#pragma once
// Changing a project file that other programs may change too. Every load-add-save holds a
// ProjectLock, so two santwin-cli runs saving into one file both keep their runs; and a program
// that opened the file earlier (the GUI) saves without dropping the runs others kept in it since.
#include <functional>
#include <map>
#include <set>
#include <string>
#include <tuple>

#include "project/project.h"

namespace santwin::store {

// Loads `path` (or takes `fresh()` when there is no such file), lets `change` add to it and saves
// it, all under the file's ProjectLock. `change` learns whether the file existed.
void update_project(const std::string& path, const std::function<Project()>& fresh,
                    const std::function<void(Project& project, bool existed)>& change);

// What a program saw of a file's kept runs and saved scenarios when it opened (or last saved) it.
struct KnownRuns {
    std::set<std::tuple<std::string, std::string, std::string>> runs;  // scenario, name, created
    std::map<std::string, std::string> scenarios;                      // name -> definition_json
};
KnownRuns known_runs(const Project& project);

// Adds to `project` the runs `on_disk` holds that were not `known` (kept there by another program
// since), with the saved scenarios they belong to. A run the program deleted was known, so stays
// deleted; a newer run on disk replaces an unchanged known one of the same scenario and name.
// Returns how many runs were added or replaced.
int adopt_new_runs(Project& project, const Project& on_disk, const KnownRuns& known);

// Saves `project` to `path` under its ProjectLock, first adopting (adopt_new_runs) the runs
// others kept in the file since `known` was taken; a file that cannot be read is replaced as
// before. Returns the number of runs adopted.
int save_keeping_new_runs(const Project& project, const std::string& path, const KnownRuns& known);

// save_project under the file's ProjectLock (a Save As onto another file: it is replaced whole).
void save_locked(const Project& project, const std::string& path);

}  // namespace santwin::store
