// The JSON export is stable (same project, same bytes), ordered for diffs, versioned, and a
// malformed or mistyped document is refused with a message saying where.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "store/json_io.h"
#include "store_test_support.h"

using namespace santwin;
using namespace santwin::store;
using namespace santwin::store_test;

namespace {

// The message project_from_json refuses `text` with ("" if it is accepted).
std::string refusal(const std::string& text) {
    try {
        project_from_json(text);
    } catch (const StoreError& e) {
        return e.what();
    }
    return "";
}

// A one-entity document with `attrs` spliced in, for attribute-level refusals.
std::string with_drive_attrs(const std::string& attrs) {
    return R"({"format": "santwin-project", "format_version": 1, "entities": [
        {"id": 7, "kind": "array", "name": "A"},
        {"id": 8, "kind": "drive", "name": "D0", "parent": 7, "attrs": )" +
           attrs + "}]}";
}

}  // namespace

// Exporting the same project twice gives identical bytes, and so does export -> import -> export.
TEST(Json, ExportIsStable) {
    Project p = rich_project();
    const std::string first = project_to_json(p);
    EXPECT_EQ(project_to_json(p), first);
    EXPECT_EQ(project_to_json(project_from_json(first)), first);
    // The same document with entities, attributes and positions listed backwards imports to
    // the same project and exports the same bytes: output order never depends on input order.
    auto doc = nlohmann::ordered_json::parse(first);
    auto reverse_array = [](nlohmann::ordered_json& a) {
        nlohmann::ordered_json r = nlohmann::ordered_json::array();
        for (auto it = a.rbegin(); it != a.rend(); ++it) r.push_back(*it);
        a = r;
    };
    reverse_array(doc["entities"]);
    reverse_array(doc["layout"]["positions"]);
    for (auto& e : doc["entities"]) {
        nlohmann::ordered_json attrs = nlohmann::ordered_json::object();
        auto items = e["attrs"].items();
        std::vector<std::pair<std::string, nlohmann::ordered_json>> kv;
        for (const auto& [k, v] : items) kv.emplace_back(k, v);
        for (auto it = kv.rbegin(); it != kv.rend(); ++it) attrs[it->first] = it->second;
        e["attrs"] = attrs;
    }
    const std::string shuffled = doc.dump(2);
    ASSERT_NE(shuffled, first);
    EXPECT_TRUE(project_from_json(shuffled) == p);
    EXPECT_EQ(project_to_json(project_from_json(shuffled)), first);
}

// The document carries its format and version first, lists entities by ascending id with
// attributes by key, uses two-space indent, and puts one entity per block.
TEST(Json, LayoutIsOrderedAndVersioned) {
    const std::string text = project_to_json(rich_project());
    EXPECT_EQ(text.rfind("{\n  \"format\": \"santwin-project\",\n  \"format_version\": 1,", 0), 0u)
        << text.substr(0, 80);
    auto doc = nlohmann::ordered_json::parse(text);
    Id last = 0;
    for (const auto& e : doc["entities"]) {
        EXPECT_GT(e["id"].get<Id>(), last);
        last = e["id"].get<Id>();
        std::string prev;
        for (const auto& [key, _] : e["attrs"].items()) {
            EXPECT_LT(prev, key);
            prev = key;
        }
    }
    // Canonical scenario JSON is embedded as JSON; a hand-formatted one is kept as text.
    EXPECT_EQ(doc["scenarios"][0]["definition"]["kind"], "boot_storm");
    EXPECT_TRUE(doc["scenarios"][1]["definition_json"].is_string());
    EXPECT_NE(text.find("\n        \"a\": {\n          \"ref\": "), std::string::npos);
    // Whole numbers read as whole numbers; other numbers keep every digit; -0.0 keeps its sign.
    EXPECT_NE(text.find("\"slots\": 16\n"), std::string::npos);
    EXPECT_NE(text.find("\"cpu_ghz\": 0.30000000000000004,"), std::string::npos);
    EXPECT_NE(text.find("\"cos_memory_mb\": -0.0,"), std::string::npos);
}

// Broken JSON is refused with the parser's line and column.
TEST(Json, RefusesMalformedJsonWithPosition) {
    std::string msg = refusal("{\n  \"format\": \"santwin-project\",\n  \"entities\": [}\n");
    EXPECT_NE(msg.find("not valid JSON"), std::string::npos) << msg;
    EXPECT_NE(msg.find("line 3"), std::string::npos) << msg;
    EXPECT_NE(refusal("").find("not valid JSON"), std::string::npos);
}

// Wrong types and unknown fields are refused naming the path in the document.
TEST(Json, RefusesWrongTypesNamingWhere) {
    std::string base = R"({"format": "santwin-project", "format_version": 1, "entities": [)";
    EXPECT_NE(refusal(base + R"({"id": 1, "kind": "array", "name": 5}]})")
                  .find("entities[0] (#1).name: expected a text, found number 5"),
              std::string::npos)
        << refusal(base + R"({"id": 1, "kind": "array", "name": 5}]})");
    EXPECT_NE(
        refusal(base + R"({"id": -1, "kind": "array", "name": "A"}]})").find("entities[0].id"),
        std::string::npos);
    EXPECT_NE(
        refusal(base + R"({"id": 1, "kind": "array", "nmae": "A"}]})").find("unknown field 'nmae'"),
        std::string::npos);
    EXPECT_EQ(refusal(base + R"(]})"), "");  // an empty lab is fine
    EXPECT_NE(refusal(R"({"format": "santwin-project", "format_version": 1, "entities": {}})")
                  .find("entities: expected an array, found object"),
              std::string::npos);
    EXPECT_NE(refusal(R"([1, 2])").find("document: expected an object"), std::string::npos);
    EXPECT_NE(refusal(R"({"format": "santwin-project", "format_version": 1})")
                  .find("missing field 'entities'"),
              std::string::npos);
    std::string layout = R"({"format": "santwin-project", "format_version": 1, "entities": [],
                             "layout": {"positions": [{"id": 3, "x": "left", "y": 0}]}})";
    EXPECT_NE(refusal(layout).find("layout.positions[0].x: expected a number"), std::string::npos)
        << refusal(layout);
}

// Attribute problems name the entity id and the attribute: unknown attribute, a value of the
// wrong shape, a value out of range, a choice that does not exist, and an unknown kind.
TEST(Json, RefusesInvalidEntitiesNamingIdAndAttribute) {
    std::string msg = refusal(with_drive_attrs(R"({"warp": 9})"));
    EXPECT_NE(msg.find("entity #8 (Drive 'D0'), attribute 'warp'"), std::string::npos) << msg;
    msg = refusal(with_drive_attrs(R"({"rpm": "fast"})"));
    EXPECT_NE(msg.find("entity #8 (Drive 'D0'), attribute 'rpm': rpm takes a number"),
              std::string::npos)
        << msg;
    msg = refusal(with_drive_attrs(R"({"rpm": 99999})"));
    EXPECT_NE(msg.find("#8"), std::string::npos) << msg;
    EXPECT_NE(msg.find("between 0 and 20000"), std::string::npos) << msg;
    msg = refusal(with_drive_attrs(R"({"type": "floppy"})"));
    EXPECT_NE(msg.find("attribute 'type': type must be one of"), std::string::npos) << msg;
    msg = refusal(with_drive_attrs(R"({"rpm": {"ref": 1, "extra": 2}})"));
    EXPECT_NE(msg.find("entities[1] (#8).attrs.rpm: expected a number, true/false"),
              std::string::npos)
        << msg;
    msg = refusal(R"({"format": "santwin-project", "format_version": 1, "entities": [
                    {"id": 3, "kind": "warp_drive", "name": "W"}]})");
    EXPECT_NE(msg.find("entity #3 ('W') has kind 'warp_drive'"), std::string::npos) << msg;
    msg = refusal(R"({"format": "santwin-project", "format_version": 1, "entities": [
                    {"id": 3, "kind": "drive", "name": "orphan", "parent": 44}]})");
    EXPECT_NE(msg.find("entity #3 (Drive 'orphan') is inside #44, which is not in the file"),
              std::string::npos)
        << msg;
    msg = refusal(R"({"format": "santwin-project", "format_version": 1, "entities": [
                    {"id": 3, "kind": "port", "name": "p", "parent": 4},
                    {"id": 4, "kind": "array", "name": "A"}]})");
    EXPECT_NE(msg.find("entity #3 (Port 'p'): a Storage array cannot contain a Port"),
              std::string::npos)
        << msg;
    msg = refusal(R"({"format": "santwin-project", "format_version": 1, "entities": [
                    {"id": 3, "kind": "array", "name": "A"},
                    {"id": 3, "kind": "array", "name": "B"}]})");
    EXPECT_NE(msg.find("#3 is used twice"), std::string::npos) << msg;
}

// A document from another program or a newer SanTwin is refused, saying which.
TEST(Json, RefusesForeignAndNewerFormats) {
    EXPECT_NE(refusal(R"({"format": "something-else", "format_version": 1, "entities": []})")
                  .find("not a SanTwin project export"),
              std::string::npos);
    std::string msg =
        refusal(R"({"format": "santwin-project", "format_version": 2, "entities": []})");
    EXPECT_NE(msg.find("newer SanTwin"), std::string::npos) << msg;
    EXPECT_NE(msg.find("update SanTwin"), std::string::npos) << msg;
}

// Importing a missing JSON file names the file.
TEST(Json, ImportOfMissingFileNamesIt) {
    ScratchDir dir;
    try {
        import_project(dir.file("gone.json"));
        FAIL() << "a missing file was imported";
    } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find("gone.json"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("no such file"), std::string::npos) << e.what();
    }
}

// A save into a folder that does not exist fails saying why, and claims no "previous file" that
// was never there (JSON and .santwin alike).
TEST(Json, FailedSaveOfANewFileMentionsNoPreviousFile) {
    ScratchDir dir;
    for (const std::string name : {"missing/new.json", "missing/new.santwin"}) {
        try {
            export_project(rich_project(), dir.file(name));
            ADD_FAILURE() << name << " was saved into a missing folder";
        } catch (const StoreError& e) {
            const std::string message = e.what();
            EXPECT_NE(message.find("cannot create a file in"), std::string::npos) << message;
            EXPECT_EQ(message.find("previous file"), std::string::npos) << message;
        }
    }
}
