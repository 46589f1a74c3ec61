#pragma once
// Recorded runs in the v3 tables (see migrations.cpp): the run row, its series as packed doubles,
// its events, and its configuration as a difference from the project's lab.
#include "project/project.h"
#include "store/sqlite_db.h"

namespace santwin::store {

// Writes project.runs. Throws StoreError naming the run (a run without a recording, or naming a
// scenario the project does not have).
void write_runs(Db& db, const Project& project);

// Reads the runs into project.runs; project.topology and project.scenarios must be read first.
void read_runs(Db& db, Project& project);

// `values` as little-endian IEEE 754 doubles, and back (throws StoreError when the size is not
// `count` doubles).
std::string pack_doubles(const std::vector<double>& values);
std::vector<double> unpack_doubles(const std::string& bytes, std::size_t count, const std::string& what);

}  // namespace santwin::store
