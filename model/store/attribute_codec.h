#pragma once
// How an attribute Value sits in the `attributes` table: a `type` text naming the alternative
// and an untyped `value` column. Numbers are bound as REAL (bit-exact: the column has no
// affinity), bools as 0/1, refs as integers, lists as JSON arrays in a text; an unset value
// (std::monostate) is NULL.
#include <string_view>

#include "store/sqlite_db.h"
#include "topology/value.h"

namespace santwin::store {

// "none", "number", "bool", "text", "ref", "ref_list" or "text_list".
std::string_view stored_type(const Value& v);

// Binds the value column of `v` at parameter `index`.
void bind_value(Stmt& s, int index, const Value& v);

// Decodes the stored type (text column `type_col`) and value (column `value_col`) of the
// current row. Throws StoreError saying what does not fit (the caller names the attribute).
Value read_value(const Stmt& s, int type_col, int value_col);

}  // namespace santwin::store
