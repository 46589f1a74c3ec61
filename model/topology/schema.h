#pragma once
// The schema says, for every kind, which attributes it has (type, unit, range, choices,
// default), which kinds may contain it, and what it means. The editor's inspector, the file
// formats and validation are all driven from it, so a new attribute is declared once, here.
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "topology/kind.h"
#include "topology/value.h"

namespace santwin {

enum class AttrType { Number, Integer, Bool, Text, Choice, Ref, RefList, TextList };

struct AttrSpec {
    std::string key;
    AttrType type = AttrType::Number;
    std::string unit;                       // "GB", "Gb/s", "rpm", "" for none
    double min = -std::numeric_limits<double>::infinity();
    double max = std::numeric_limits<double>::infinity();
    std::vector<std::string> choices;       // for Choice
    std::vector<Kind> ref_kinds;            // for Ref / RefList: kinds it may point to
    Value default_value;
    std::string doc;
};

struct KindSpec {
    Kind kind;
    std::vector<Kind> parents;              // kinds that may contain it (empty: top level only)
    bool parent_required = false;
    std::vector<AttrSpec> attrs;
    std::string doc;

    const AttrSpec* attr(std::string_view key) const;
};

const KindSpec& kind_spec(Kind k);

// Checks `v` against `spec`; returns "" when it fits, else a message that names the fix.
std::string check_value(const AttrSpec& spec, const Value& v);

std::string_view attr_type_name(AttrType t);

namespace schema_detail {
// Each category registers its kinds; see schema_*.cpp.
void add_compute(std::vector<KindSpec>& out);
void add_fabric(std::vector<KindSpec>& out);
void add_storage(std::vector<KindSpec>& out);
void add_file(std::vector<KindSpec>& out);
void add_vmware(std::vector<KindSpec>& out);
void add_backup(std::vector<KindSpec>& out);
void add_connectivity(std::vector<KindSpec>& out);

// Small constructors that keep the tables readable.
AttrSpec num(std::string key, std::string unit, double min, double max, double def, std::string doc);
AttrSpec integer(std::string key, std::string unit, double min, double max, double def, std::string doc);
AttrSpec flag(std::string key, bool def, std::string doc);
AttrSpec text(std::string key, std::string def, std::string doc);
AttrSpec choice(std::string key, std::vector<std::string> choices, std::string def, std::string doc);
AttrSpec ref(std::string key, std::vector<Kind> kinds, std::string doc);
AttrSpec refs(std::string key, std::vector<Kind> kinds, std::string doc);
AttrSpec texts(std::string key, std::string doc);
}  // namespace schema_detail

}  // namespace santwin
