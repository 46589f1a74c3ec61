// Saving and loading keep a project exactly: every kind, every Value alternative (doubles bit
// for bit), layout, collapsed nodes and scenarios, through .santwin and through JSON.
#include <gtest/gtest.h>

#include <cstring>
#include <set>

#include "store/json_io.h"
#include "store/project_file.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {

std::uint64_t bits(double d) {
    std::uint64_t b;
    std::memcpy(&b, &d, sizeof b);
    return b;
}

// operator== on doubles treats -0.0 and 0.0 as equal; this compares every number's bits.
void expect_bit_exact(const Project& want, const Project& got) {
    for (const auto& [id, e] : want.topology.entities()) {
        const Entity* g = got.topology.find(id);
        ASSERT_NE(g, nullptr) << "#" << id;
        for (const auto& [key, v] : e.attrs) {
            if (auto* d = std::get_if<double>(&v)) {
                auto* gd = std::get_if<double>(&g->attr(key));
                ASSERT_NE(gd, nullptr) << "#" << id << " " << key;
                EXPECT_EQ(bits(*d), bits(*gd)) << "#" << id << " " << key;
            }
        }
    }
    for (const auto& [id, p] : want.layout.positions) {
        EXPECT_EQ(bits(p.x), bits(got.layout.positions.at(id).x)) << "layout #" << id;
        EXPECT_EQ(bits(p.y), bits(got.layout.positions.at(id).y)) << "layout #" << id;
    }
}

}  // namespace

// The rich project really covers what the round-trip tests claim: every kind, every Value
// alternative, an unset value, a child with a smaller id than its parent, layout and scenarios.
TEST(RoundTrip, RichProjectCoversEveryKindAndValueAlternative) {
    Project p = rich_project();
    for (Kind k : all_kinds()) EXPECT_FALSE(p.topology.all_of(k).empty()) << kind_name(k);
    std::set<std::size_t> alternatives;
    for (const auto& [id, e] : p.topology.entities())
        for (const auto& [key, v] : e.attrs) alternatives.insert(v.index());
    EXPECT_EQ(alternatives.size(), std::variant_size_v<Value>);
    EXPECT_LT(p.topology.at(900).id, p.topology.next_id());
    EXPECT_EQ(p.topology.at(5).parent, 900u);
    EXPECT_FALSE(p.layout.positions.empty());
    EXPECT_FALSE(p.layout.collapsed.empty());
    EXPECT_EQ(p.scenarios.size(), 2u);
}

// Save the rich project as .santwin, load it: equal, numbers bit-exact, metadata recorded.
TEST(RoundTrip, SantwinFileKeepsEverything) {
    ScratchDir dir;
    Project p = rich_project();
    save_project(p, dir.file("rich.santwin"));
    Project back = load_project(dir.file("rich.santwin"));
    EXPECT_TRUE(back == p);
    EXPECT_EQ(back.title, p.title);
    EXPECT_EQ(back.topology.at(p.topology.find_by_name(Kind::Link, "nic <-> gbe")).note.size(),
              26u);
    expect_bit_exact(p, back);

    ProjectFileInfo info = inspect_project_file(dir.file("rich.santwin"));
    EXPECT_EQ(info.schema_version, current_schema_version());
    EXPECT_EQ(info.written_by, std::string("SanTwin ") + SANTWIN_VERSION);
    EXPECT_EQ(info.title, p.title);
}

// Export the rich project to JSON text and parse it back: equal, numbers bit-exact.
TEST(RoundTrip, JsonKeepsEverything) {
    Project p = rich_project();
    Project back = project_from_json(project_to_json(p));
    EXPECT_TRUE(back == p);
    expect_bit_exact(p, back);
}

// export_project / import_project choose the format from the extension (any case), both ways.
TEST(RoundTrip, ExportImportPickFormatByExtension) {
    ScratchDir dir;
    Project p = rich_project();
    export_project(p, dir.file("a.json"));
    export_project(p, dir.file("b.SANTWIN"));
    EXPECT_EQ(read_bytes(dir.file("a.json")).front(), '{');
    EXPECT_EQ(read_bytes(dir.file("b.SANTWIN")).substr(0, 15), "SQLite format 3");
    EXPECT_TRUE(import_project(dir.file("a.json")) == p);
    EXPECT_TRUE(import_project(dir.file("b.SANTWIN")) == p);
    try {
        export_project(p, dir.file("c.txt"));
        FAIL() << "a .txt export was accepted";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find(".santwin"), std::string::npos) << e.what();
    }
}

// An empty project (no entities, no layout, no scenarios) survives both formats.
TEST(RoundTrip, EmptyProject) {
    ScratchDir dir;
    Project empty;
    save_project(empty, dir.file("empty.santwin"));
    EXPECT_TRUE(load_project(dir.file("empty.santwin")) == empty);
    EXPECT_TRUE(project_from_json(project_to_json(empty)) == empty);
}

// Saving over an existing project replaces it, keeps its permissions, and leaves no temp file.
TEST(RoundTrip, SaveOverExistingReplacesItAndLeavesNoTempFiles) {
    ScratchDir dir;
    const std::string path = dir.file("lab.santwin");
    Project first = large_project(50, "first");
    Project second = rich_project();
    save_project(first, path);
    std::filesystem::permissions(path, std::filesystem::perms::owner_read |
                                           std::filesystem::perms::owner_write |
                                           std::filesystem::perms::group_read);
    save_project(second, path);
    EXPECT_TRUE(load_project(path) == second);
    EXPECT_EQ(std::filesystem::status(path).permissions() & std::filesystem::perms::all,
              std::filesystem::perms::owner_read | std::filesystem::perms::owner_write |
                  std::filesystem::perms::group_read);
    export_project(second, dir.file("lab.json"));
    export_project(first, dir.file("lab.json"));
    EXPECT_TRUE(import_project(dir.file("lab.json")) == first);
    EXPECT_EQ(dir.listing(), (std::vector<std::string>{"lab.json", "lab.santwin"}));
}

// A save that fails (a non-finite layout position) leaves the previous file and no temp file.
TEST(RoundTrip, FailedSaveLeavesPreviousFile) {
    ScratchDir dir;
    const std::string path = dir.file("lab.santwin");
    Project good = rich_project();
    save_project(good, path);
    const std::string before = read_bytes(path);
    Project bad = good;
    bad.layout.positions[1] = {std::numeric_limits<double>::quiet_NaN(), 0};
    try {
        save_project(bad, path);
        FAIL() << "a NaN position was saved";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("#1"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("unchanged"), std::string::npos) << e.what();
    }
    EXPECT_EQ(read_bytes(path), before);
    EXPECT_EQ(dir.listing(), std::vector<std::string>{"lab.santwin"});
}

// Saving into a folder that does not exist says so, naming the folder.
TEST(RoundTrip, SaveIntoMissingFolderNamesIt) {
    ScratchDir dir;
    const std::string path = dir.file("no-such-folder/lab.santwin");
    try {
        save_project(rich_project(), path);
        FAIL() << "saved into a missing folder";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("no-such-folder"), std::string::npos) << e.what();
    }
}
