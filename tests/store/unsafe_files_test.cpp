// Files that would hurt on save or load: a save through a symbolic link writes the file it names
// (the link stays), a read-only file is refused and left as it was; a device or pipe is refused
// before it is read; JSON ids beyond what a .santwin holds and numbers beyond a double's range
// are refused naming where they are.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>

#include "labs/labs.h"
#include "store/json_io.h"
#include "store/project_file.h"
#include "store/project_update.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;
namespace fs = std::filesystem;

namespace {

template <typename F>
std::string refusal(F&& f) {
    try {
        f();
    } catch (const StoreError& e) {
        return e.what();
    }
    return "";
}

std::string one_drive(const std::string& id, const std::string& layout_x = "0") {
    return R"({"format": "santwin-project", "format_version": 1, "entities": [
        {"id": )" + id + R"(, "kind": "array", "name": "A"}],
        "layout": {"positions": [{"id": 1, "x": )" + layout_x + R"(, "y": 0}]}})";
}

}  // namespace

TEST(UnsafeFiles, SaveThroughALinkWritesTheFileItNames) {
    ScratchDir dir;
    fs::create_directory(dir.file("real"));
    const Project before = labs::build_lab("000");
    Project after = before;
    after.title = "changed";
    save_project(before, dir.file("real/p.santwin"));
    fs::create_symlink("real/p.santwin", dir.file("link.santwin"));
    save_project(after, dir.file("link.santwin"));
    EXPECT_TRUE(fs::is_symlink(dir.file("link.santwin"))) << "the link was replaced by a file";
    EXPECT_EQ(load_project(dir.file("real/p.santwin")).title, "changed");
    // Through the lock and the GUI's merging save too.
    after.title = "again";
    save_keeping_new_runs(after, dir.file("link.santwin"), known_runs(before));
    EXPECT_TRUE(fs::is_symlink(dir.file("link.santwin")));
    EXPECT_EQ(load_project(dir.file("real/p.santwin")).title, "again");
    EXPECT_EQ(dir.listing(), (std::vector<std::string>{"link.santwin", "real"}));
}

TEST(UnsafeFiles, SaveThroughADanglingLinkMakesTheFileItNames) {
    ScratchDir dir;
    fs::create_symlink("new.santwin", dir.file("link.santwin"));
    save_project(labs::build_lab("000"), dir.file("link.santwin"));
    EXPECT_TRUE(fs::is_symlink(dir.file("link.santwin")));
    EXPECT_TRUE(fs::is_regular_file(fs::symlink_status(dir.file("new.santwin"))));
}

TEST(UnsafeFiles, ReadOnlyFileIsRefusedAndKept) {
    ScratchDir dir;
    const std::string path = dir.file("ro.santwin");
    save_project(labs::build_lab("000"), path);
    ::chmod(path.c_str(), 0444);
    const std::string before = read_bytes(path);
    Project changed = labs::build_lab("000");
    changed.title = "changed";
    const std::string why = refusal([&] { save_project(changed, path); });
    EXPECT_NE(why.find("read-only"), std::string::npos) << why;
    EXPECT_NE(why.find("ro.santwin"), std::string::npos) << why;
    EXPECT_EQ(read_bytes(path), before);
    EXPECT_NE(refusal([&] { export_project(changed, dir.file("ro.santwin")); }).find("read-only"), std::string::npos);
    EXPECT_EQ(dir.listing(), std::vector<std::string>{"ro.santwin"});
}

TEST(UnsafeFiles, DeviceBehindAJsonNameIsRefused) {
    ScratchDir dir;
    fs::create_symlink("/dev/zero", dir.file("zero.json"));
    const std::string why = refusal([&] { import_project(dir.file("zero.json")); });
    EXPECT_NE(why.find("zero.json"), std::string::npos) << why;
    EXPECT_NE(why.find("not a regular file"), std::string::npos) << why;
}

TEST(UnsafeFiles, PipesAreRefusedWithoutWaiting) {
    ScratchDir dir;
    for (const std::string name : {"x.json", "x.santwin"}) {
        ASSERT_EQ(::mkfifo(dir.file(name).c_str(), 0600), 0);
        const std::string why = refusal([&] { import_project(dir.file(name)); });
        EXPECT_NE(why.find("not a regular file"), std::string::npos) << name << ": " << why;
        EXPECT_NE(refusal([&] { save_project(labs::build_lab("000"), dir.file(name)); }).find("not a regular file"),
                  std::string::npos)
            << name;
    }
}

TEST(UnsafeFiles, OversizedJsonIsRefusedBeforeReading) {
    ScratchDir dir;
    const std::string path = dir.file("big.json");
    { std::ofstream(path) << one_drive("1"); }
    fs::resize_file(path, 600ull * 1024 * 1024);  // sparse: takes no room on disk
    const std::string why = refusal([&] { import_project(path); });
    EXPECT_NE(why.find("600 MB"), std::string::npos) << why;
}

TEST(UnsafeFiles, EntityIdsBeyondWhatAProjectHoldsAreRefused) {
    EXPECT_EQ(refusal([] { project_from_json(one_drive("9223372036854775807")); }), "") << "INT64_MAX is a valid id";
    const std::string why = refusal([] { project_from_json(one_drive("9223372036854775808")); });
    EXPECT_NE(why.find("entities[0].id: entity id 9223372036854775808 is too large"), std::string::npos) << why;
    EXPECT_NE(refusal([] { project_from_json(one_drive("18446744073709551615")); }).find("too large"), std::string::npos);
    EXPECT_NE(refusal([] { project_from_json(one_drive("-1")); }).find("entities[0].id"), std::string::npos);
}

TEST(UnsafeFiles, NumberBeyondADoubleNamesItsField) {
    const std::string why = refusal([] { project_from_json(one_drive("1", "1e999")); });
    EXPECT_NE(why.find("layout.positions[0].x: a number is too large"), std::string::npos) << why;
    const std::string in_attr = refusal([] {
        project_from_json(R"({"format": "santwin-project", "format_version": 1, "entities": [
            {"id": 7, "kind": "array", "name": "A", "attrs": {"cache_gb": -1e999}}]})");
    });
    EXPECT_NE(in_attr.find("entities[0].attrs.cache_gb: a number is too large"), std::string::npos) << in_attr;
}
