// The three ways a crafted file used to crash SanTwin (segmentation faults found by fuzzing the
// loaders), each rebuilt here from a small generated reproducer: JSON nested 100,000 levels
// deep in an export and in a saved scenario's definition, and a .santwin list attribute holding
// a deeply nested array. Each must now be refused with a message, never crash.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <string>

#include "common/input_limits.h"
#include "store/json_io.h"
#include "store/project_file.h"
#include "store/sqlite_db.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {

constexpr int kHostileDepth = 100000;  // what the probe used: far past any stack

std::string nested_arrays(int depth) {
    return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']');
}

std::string import_refusal(const std::string& text) {
    try {
        project_from_json(text);
    } catch (const StoreError& e) {
        return e.what();
    }
    return "";
}

std::string load_refusal(const std::string& path) {
    try {
        load_project(path);
    } catch (const StoreError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

// An export whose title is 100,000 nested arrays, with keys after it (the callback parser used
// to copy the deep value by recursion): refused as too deep, naming the limit.
TEST(DeepNesting, JsonImportRefusesDeepValueBeforeKeys) {
    const std::string text = R"({"format":"santwin-project","format_version":1,"title":)" +
                             nested_arrays(kHostileDepth) + R"(,"entities":[]})";
    const std::string why = import_refusal(text);
    EXPECT_NE(why.find("deeper than " + std::to_string(limits::kMaxJsonDepth)), std::string::npos) << why;
}

// A saved scenario whose definition nests 100,000 levels (its text used to be re-printed by
// recursion): refused. One nested just past the limit is refused the same way; one at the limit
// is a legal document and only its content is judged.
TEST(DeepNesting, JsonImportRefusesDeepScenarioDefinition) {
    auto doc = [](const std::string& definition) {
        return R"({"format":"santwin-project","format_version":1,"entities":[],"scenarios":[{"name":"s","definition":)" +
               definition + "}]}";
    };
    EXPECT_NE(import_refusal(doc(nested_arrays(kHostileDepth))).find("deeper than"), std::string::npos);
    // The document adds 3 levels (root, scenarios, the scenario) above the definition.
    const int room = limits::kMaxJsonDepth - 3;
    EXPECT_NE(import_refusal(doc(nested_arrays(room + 1))).find("deeper than"), std::string::npos);
    const std::string at_limit = import_refusal(doc(nested_arrays(room)));
    EXPECT_EQ(at_limit.find("deeper than"), std::string::npos) << at_limit;
    EXPECT_NE(at_limit.find("not a JSON object"), std::string::npos) << at_limit;
}

// A .santwin file whose text_list attribute holds 100,000 nested arrays: refused as a damaged
// list naming the entity and attribute; a 10 MB stored list is quoted in at most a few dozen bytes.
TEST(DeepNesting, ProjectListAttributeRefusesNestedAndQuotesBriefly) {
    ScratchDir dir;
    const std::string path = dir.file("lists.santwin");
    save_project(rich_project(), path);
    {
        Db db(path, SQLITE_OPEN_READWRITE);
        Stmt s(db, "UPDATE attributes SET value = ? WHERE type = 'text_list'");
        s.bind(1, std::string_view(nested_arrays(kHostileDepth))).run();
    }
    const std::string deep = load_refusal(path);
    EXPECT_NE(deep.find("nested list"), std::string::npos) << deep.substr(0, 400);
    EXPECT_NE(deep.find("attribute '"), std::string::npos) << deep.substr(0, 400);
    EXPECT_LT(deep.size(), 1000u);

    const std::string big(10 * 1000 * 1000, 'x');
    {
        Db db(path, SQLITE_OPEN_READWRITE);
        Stmt s(db, "UPDATE attributes SET value = ? WHERE type = 'text_list'");
        s.bind(1, std::string_view(big)).run();
    }
    const std::string huge = load_refusal(path);
    EXPECT_NE(huge.find("not a JSON array"), std::string::npos) << huge.substr(0, 400);
    EXPECT_NE(huge.find("10000000 bytes in all"), std::string::npos) << huge.substr(0, 400);
    EXPECT_LT(huge.size(), 1000u);
}

// A .santwin saved scenario with a 100,000-level definition, one that is not JSON and one that
// is JSON but not an object: each refused on load, naming the scenario.
TEST(DeepNesting, ProjectScenarioDefinitionsAreChecked) {
    ScratchDir dir;
    const std::string path = dir.file("scenarios.santwin");
    auto with_definition = [&](const std::string& definition) {
        save_project(rich_project(), path);
        Db db(path, SQLITE_OPEN_READWRITE);
        Stmt s(db, "UPDATE scenarios SET definition_json = ? WHERE id = 1");
        s.bind(1, std::string_view(definition)).run();
    };
    with_definition(nested_arrays(kHostileDepth));
    EXPECT_NE(load_refusal(path).find("deeper than"), std::string::npos);
    with_definition("not json at all");
    EXPECT_NE(load_refusal(path).find("scenario 'boot storm' has a definition that is not JSON"), std::string::npos)
        << load_refusal(path);
    with_definition("[1, 2]");
    EXPECT_NE(load_refusal(path).find("not a JSON object"), std::string::npos) << load_refusal(path);
}
