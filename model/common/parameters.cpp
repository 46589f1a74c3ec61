#include "common/parameters.h"

#include <atomic>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>

#include "common/resources.h"

namespace santwin::params {

namespace {
using json = nlohmann::ordered_json;

bool ends_with(const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// The file as built in (not its override, and without marking it read: the registry keeps
// nothing, so a later override still takes effect for the models).
json read(const std::string& file) {
    const resources::Entry* entry = nullptr;
    for (const resources::Entry& e : resources::all())
        if (e.path == file) entry = &e;
    if (!entry) throw std::runtime_error("resources/" + file + " is missing from the build");
    try {
        return json::parse(entry->content);
    } catch (const json::exception& e) {
        throw std::runtime_error("resources/" + file + ": not valid JSON (" + e.what() + ")");
    }
}

// Every number in `obj` (and the objects below it) is a parameter, flags (true/false) and text
// are not. `object` is the path of obj below the document, "" at the top.
void collect(const std::string& file, const std::string& object, const json& obj, std::vector<Parameter>& out) {
    for (const auto& [key, value] : obj.items()) {
        if (value.is_object()) {
            collect(file, object.empty() ? key : object + "/" + key, value, out);
            continue;
        }
        if (!value.is_number()) continue;
        Parameter p;
        p.file = file;
        p.object = object;
        p.key = key;
        p.value = value.get<double>();
        const auto unit = obj.find(key + "_unit");
        p.unit = unit != obj.end() && unit->is_string() ? unit->get<std::string>() : unit_from_key(key);
        auto source = obj.find(key + "_source");
        if (source == obj.end()) source = obj.find("source");  // one note for the whole object
        if (source != obj.end() && source->is_string()) p.source = source->get<std::string>();
        // A drive's speed and size are what its model is: named by the model key itself.
        if (p.source.empty() && (key == "rpm" || key == "capacity_gb") && file == "hardware/disks.json")
            p.source = "the drive model's designation (" + object.substr(object.find('/') + 1) + ")";
        p.unsourced = p.source.find("[U") != std::string::npos;
        out.push_back(std::move(p));
    }
}
}  // namespace

std::vector<std::string> parameter_files() {
    std::vector<std::string> files;
    for (const auto& e : resources::under("hardware/"))
        if (ends_with(std::string(e.path), ".json")) files.emplace_back(e.path);
    files.emplace_back("workloads/guests.json");
    files.emplace_back("workloads/profiles.json");
    files.emplace_back("validation/sizing.json");
    return files;
}

std::vector<Parameter> all_parameters() {
    std::vector<Parameter> out;
    for (const std::string& file : parameter_files()) collect(file, "", read(file), out);
    return out;
}

std::optional<Parameter> find_parameter(const std::string& name) {
    for (Parameter& p : all_parameters())
        if (p.name() == name) return std::move(p);
    return std::nullopt;
}

std::string unit_from_key(const std::string& key) {
    // Longest suffixes first: "_ms_per_mb" before "_mb", "_mb_s" before "_s".
    static const std::vector<std::pair<std::string, std::string>> suffixes = {
        {"_us_per_io", "us per I/O"},     {"_us_per_op", "us per op"},
        {"_us_per_metadata_op", "us per op"}, {"_us_per_block", "us per block"},
        {"_us_per_write_mb", "us per MB"}, {"_us_per_mb", "us per MB"},
        {"_ms_per_mb", "ms per MB"},       {"_ios_per_block", "I/Os per block"},
        {"_blocks_per_s", "blocks/s"},     {"_tb_per_h", "TB/h"},
        {"_mb_s", "MB/s"},                 {"_gbps", "Gbit/s"},
        {"_gb_per_controller", "GB"},      {"_core_s", "core-seconds"},
        {"_pct_per_stream", "% per stream"}, {"_pct_of_data", "% of data"},
        {"_ms", "ms"},                     {"_s", "s"},
        {"_kb", "KB"},                     {"_mb", "MB"},
        {"_gb", "GB"},                     {"_pct", "%"},
        {"_iops", "IOPS"},                 {"_share", "fraction"},
        {"_factor", "factor"},             {"_ratio", "ratio"},
        {"_hit", "fraction"},              {"_exponent", "exponent"},
        {"_alpha", "factor"},              {"_cap", "factor"},
        {"_load", "fraction"},             {"_available", "flag (0/1)"},
        {"_allocates", "flag (0/1)"},      {"_unallocated", "flag (0/1)"},
        {"_duplex", "flag (0/1)"},         {"_balancing", "flag (0/1)"},
        {"_satp", "flag (0/1)"},           {"_tier", "flag (0/1)"}};
    if (key == "rpm") return "rpm";
    if (key == "ats_releases_shared_locks") return "flag (0/1)";
    for (const auto& [tail, unit] : suffixes)
        if (ends_with(key, tail)) return unit;
    return "count";
}

std::string file_with_value(const Parameter& p, double value) {
    json doc = read(p.file);
    json* obj = &doc;
    if (!p.object.empty()) obj = &doc[json::json_pointer("/" + p.object)];
    if (!obj->is_object() || !obj->contains(p.key) || !obj->at(p.key).is_number())
        throw std::runtime_error("resources/" + p.file + ": no number " + p.name());
    (*obj)[p.key] = value;
    return doc.dump(1);
}

namespace {
struct UseLog {
    std::atomic<bool> on{false};
    std::mutex mutex;
    std::set<std::string> objects;
};
UseLog& use_log() {
    static UseLog log;
    return log;
}
}  // namespace

void start_use_log() {
    UseLog& log = use_log();
    std::lock_guard lock(log.mutex);
    log.objects.clear();
    log.on = true;
}

void note_use(const std::string& file, const std::string& object) {
    UseLog& log = use_log();
    if (!log.on.load(std::memory_order_relaxed)) return;
    std::lock_guard lock(log.mutex);
    log.objects.insert(file + ":" + object);
}

std::vector<std::string> used_objects() {
    UseLog& log = use_log();
    std::lock_guard lock(log.mutex);
    return {log.objects.begin(), log.objects.end()};
}

}  // namespace santwin::params
