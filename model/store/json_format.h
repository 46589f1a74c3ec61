#pragma once
// The JSON export format, shared by its writer (json_export.cpp) and reader (json_import.cpp).
//
//   {"format": "santwin-project", "format_version": 1, "title": ..., "lab_id": ...,
//    "entities": [{"id", "kind", "name", "note"?, "parent"?, "attrs": {key: value}}],
//    "layout": {"positions": [{"id", "x", "y"}], "collapsed": [id, ...]},
//    "scenarios": [{"name", "definition": {...}} or {"name", "definition_json": "..."}]}
//
// Attribute values by shape: number, true/false, "text", {"ref": id}, {"refs": [id, ...]},
// ["text", ...] (a text list) and null (unset). Entities are sorted by id, attributes by key.
// A scenario whose stored text is canonical JSON is embedded as JSON (readable, diffable);
// any other text is kept verbatim as "definition_json" so it round-trips byte for byte.
namespace santwin::store::json_format {

inline constexpr const char* kFormat = "santwin-project";
inline constexpr int kVersion = 1;

}  // namespace santwin::store::json_format
