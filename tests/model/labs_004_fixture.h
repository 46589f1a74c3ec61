#pragma once
// Fixture of the lab 004 tests: the lab is built once per test suite.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "labs/labs.h"
#include "labs_test_util.h"

namespace santwin::labtest {

class Lab004 : public ::testing::Test {
  protected:
    static void SetUpTestSuite() { project_ = new Project(labs::build_lab("004-eva8100-vcb")); }
    static void TearDownTestSuite() {
        delete project_;
        project_ = nullptr;
    }
    const Topology& t() const { return project_->topology; }
    Id eva() const { return named(t(), Kind::Array, "EVA8100"); }
    Id vdisk(const std::string& n) const { return named(t(), Kind::LogicalUnit, n); }
    Id port(const std::string& n) const { return named(t(), Kind::Port, n); }
    inline static Project* project_ = nullptr;
};

// The text's port roles: backup traffic on controller A ports 1-2 and B ports 3-4, production
// on A 3-4 and B 1-2.
inline const std::set<std::string> kBackupPorts = {"evaA_p1", "evaA_p2", "evaB_p3", "evaB_p4"};
inline const std::set<std::string> kProductionPorts = {"evaA_p3", "evaA_p4", "evaB_p1", "evaB_p2"};

}  // namespace santwin::labtest
