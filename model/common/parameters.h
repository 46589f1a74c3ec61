#pragma once
// The parameter registry: every number a model reads from resources/ (hardware, guest and
// workload profiles, the papers' sizing method), with its unit and its source, found by reading
// the files themselves. A number's source is the `<key>_source` note beside it (or the object's
// `source` note); a source marked "[U" is unsourced, and the note says why.
#include <optional>
#include <string>
#include <vector>

namespace santwin::params {

struct Parameter {
    std::string file;    // relative to resources/, e.g. "hardware/arrays.json"
    std::string object;  // the object holding it, e.g. "arrays/hp-eva8100"
    std::string key;     // e.g. "mp_us_per_io"
    double value = 0;
    std::string unit;    // `<key>_unit` when given, else read from the key's suffix
    std::string source;  // empty when there is none (tests refuse that)
    bool unsourced = false;  // the source is marked [U]

    // "arrays/hp-eva8100/mp_us_per_io": unique over the registry.
    std::string name() const { return object + "/" + key; }
};

// The files the registry reads (relative to resources/).
std::vector<std::string> parameter_files();

// Every parameter of every registry file, in file order and then document order.
std::vector<Parameter> all_parameters();

// The parameter called `name` (Parameter::name()), or nothing.
std::optional<Parameter> find_parameter(const std::string& name);

// The model sources that name p's key (or the field its loader reads it into), e.g.
// "model/engine/flow/controller.cpp": found at build time (resources/cmake/param_code_index.cmake).
std::vector<std::string> code_naming(const Parameter& p);

// The unit a key's suffix implies ("_ms" ms, "_mb_s" MB/s, "_pct" %, ...); "count" otherwise.
std::string unit_from_key(const std::string& key);

// The text of p.file with p's value replaced by `value`, for a run that tries another value
// (resources::set_override). Throws when the file or the parameter cannot be found.
std::string file_with_value(const Parameter& p, double value);

// Which registry objects a run looks up (a drive model, an array model, a guest profile): a
// parameter belongs to the runs that look up its object. Off unless started (a lookup then
// costs one flag test).
void start_use_log();
// Records a lookup of `object` of `file` (the names of Parameter::file and Parameter::object).
void note_use(const std::string& file, const std::string& object);
// The objects looked up since start_use_log, as "file:object", sorted.
std::vector<std::string> used_objects();

}  // namespace santwin::params
