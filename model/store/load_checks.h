#pragma once
// Checks both file formats (.santwin and the JSON export) make on what they load, so a hostile or
// damaged file is refused with a message naming the place and the reason, before anything
// downstream (charts, playback, the GUI) meets a value it cannot handle or a size that would take
// minutes. Each limit is far above anything SanTwin writes; the manual page files.md lists them.
#include <cstddef>
#include <cstdint>
#include <string>

#include "store/sqlite_db.h"

namespace santwin::store {

namespace load_limits {
// Names (entities, scenarios, runs) and attribute keys, in bytes. The labs' longest name is a
// few dozen bytes; checks compare names pairwise, so a 10 MB name took half a minute.  [U]
constexpr std::size_t kMaxNameBytes = 1024;
// Notes, text attributes, event details and each text of a list, in bytes.  [U]
constexpr std::size_t kMaxTextBytes = 64 * 1024;
// Column `col` of the current row as a text of at most `limit` bytes. NULL, a number or a blob
// there (a file edited by hand: the schema says NOT NULL TEXT) is refused naming `what`.
std::string text_column(const Stmt& s, int col, const std::string& what, std::size_t limit);

// Column `col` as a whole number; anything else is refused naming `what`.
std::int64_t int_column(const Stmt& s, int col, const std::string& what);

// A saved scenario's definition, in bytes (the built-in ones are under 2 KB).  [U]
constexpr std::size_t kMaxDefinitionBytes = 1024 * 1024;
// Entities in a project: the largest lab test builds 20,000; 50 times that.  [U]
constexpr std::size_t kMaxEntities = 1'000'000;
// Recorded runs kept in one project (a sweep keeps one per point: tens).  [U]
constexpr std::size_t kMaxRuns = 10'000;
// Points of one recorded series (change points: a year-long steady run keeps a handful), and
// events of one run. 10 million points is 160 MB of times and values.  [U]
constexpr std::size_t kMaxSeriesPoints = 10'000'000;
constexpr std::size_t kMaxEvents = 10'000'000;
}  // namespace load_limits

// Throws StoreError "<where> is <N> bytes long, more than the <limit> ..." when `text` is longer
// than `limit` bytes.
void check_length(const std::string& text, std::size_t limit, const std::string& where);

// Throws StoreError when `count` `what` exceed `limit` ("the file holds 2000000 entities, more
// than the 1000000 SanTwin reads").
void check_count(std::size_t count, std::size_t limit, const std::string& what);

// Column `col` of the current row as a text of at most `limit` bytes. NULL, a number or a blob
// there (a file edited by hand: the schema says NOT NULL TEXT) is refused naming `what`.
std::string text_column(const Stmt& s, int col, const std::string& what, std::size_t limit);

// Column `col` as a whole number; anything else is refused naming `what`.
std::int64_t int_column(const Stmt& s, int col, const std::string& what);

// A saved scenario's definition must be a JSON object no deeper than limits::kMaxJsonDepth.
// Throws StoreError "<where>: scenario '<name>' ...".
void check_scenario_definition(const std::string& name, const std::string& text, const std::string& where);

}  // namespace santwin::store
