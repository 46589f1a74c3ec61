// Run recordings edited or damaged outside SanTwin: times that are not finite or go backwards,
// and run lengths that are not finite numbers of a sane size, are refused on load with the
// damaged-file message naming the run (the GUI would otherwise play negative times).
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <cmath>
#include <string>

#include "labs/labs.h"
#include "scenarios/saved_runs.h"
#include "store/project_file.h"
#include "store/run_tables.h"
#include "store/sqlite_db.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {

// Lab 000 with the runs of std-lu-1rg saved in `path`, then `sql` run on the file.
void save_then_damage(const std::string& path, const std::string& sql) {
    Project p = labs::build_lab("000");
    scenarios::keep_runs(p, scenarios::run_scenario("std-lu-1rg"), {}, "2026-11-22T09:00:00Z");
    save_project(p, path);
    Db db(path, SQLITE_OPEN_READWRITE);
    db.exec(sql);
}

// The message load_project gives for `path`; "" when it loads.
std::string refusal(const std::string& path) {
    try {
        load_project(path);
    } catch (const StoreError& e) {
        return e.what();
    }
    return "";
}

void expect_refused_naming_the_run(const std::string& sql, const std::string& detail) {
    ScratchDir dir;
    const std::string path = dir.file("runs.santwin");
    save_then_damage(path, sql);
    const std::string why = refusal(path);
    EXPECT_NE(why.find("'1 RG'"), std::string::npos) << sql << ": " << why;
    EXPECT_NE(why.find(detail), std::string::npos) << sql << ": " << why;
    EXPECT_NE(why.find("backup"), std::string::npos) << sql << ": " << why;
}

std::string packed_hex(const std::vector<double>& values) {
    static const char digits[] = "0123456789ABCDEF";
    std::string hex;
    for (unsigned char c : pack_doubles(values)) {
        hex += digits[c >> 4];
        hex += digits[c & 15];
    }
    return "X'" + hex + "'";
}

}  // namespace

TEST(DamagedRuns, TimesGoingBackwardsAreRefused) {
    expect_refused_naming_the_run("UPDATE run_series SET points = 3, t = " + packed_hex({0, 10, 5}) + ", v = " +
                                      packed_hex({1, 2, 3}) + " WHERE metric = 'iops'",
                                  "backwards");
}

TEST(DamagedRuns, TimesThatAreNotNumbersAreRefused) {
    expect_refused_naming_the_run("UPDATE run_series SET points = 2, t = " + packed_hex({0, std::nan("")}) + ", v = " +
                                      packed_hex({1, 2}) + " WHERE metric = 'iops'",
                                  "not a time in the run");
}

TEST(DamagedRuns, NegativeTimesAreRefused) {
    expect_refused_naming_the_run("UPDATE run_series SET points = 2, t = " + packed_hex({-5, 1}) + ", v = " +
                                      packed_hex({1, 2}) + " WHERE metric = 'iops'",
                                  "not a time in the run");
}

TEST(DamagedRuns, RandomTimesAreRefused) {
    // The review's damage: random bytes in place of every series' times (about half of random
    // doubles are negative or not numbers, so one of the many series is refused).
    ScratchDir dir;
    const std::string path = dir.file("runs.santwin");
    save_then_damage(path, "UPDATE run_series SET t = randomblob(length(t)) WHERE run_id = 1");
    EXPECT_NE(refusal(path).find("'1 RG'"), std::string::npos) << refusal(path);
}

TEST(DamagedRuns, HugeRunLengthIsRefused) {
    expect_refused_naming_the_run("UPDATE runs SET end_s = 1e300", "not a run length");
}

TEST(DamagedRuns, RunLengthThatIsTextIsRefused) {
    expect_refused_naming_the_run("UPDATE runs SET end_s = 'abc'", "ends at 'abc'");
}

TEST(DamagedRuns, NegativeRunLengthIsRefused) {
    expect_refused_naming_the_run("UPDATE runs SET end_s = -1", "not a run length");
}

TEST(DamagedRuns, EventAtAnImpossibleTimeIsRefused) {
    expect_refused_naming_the_run("UPDATE run_events SET t = -3 WHERE seq = 1", "event at time");
}
