#include "import/array_reader.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

#include "devices/hardware_catalog.h"
#include "import/csv_table.h"
#include "topology/wwpn.h"

namespace santwin::import {

namespace {
constexpr const char* kMarker = "santwin-array";

template <class Map>
std::string model_key(const Map& models, const std::string& model, const char* what) {
    const std::string wanted = lower(trim(model));
    std::string known;
    for (const auto& [key, params] : models) {
        if (lower(key) == wanted || lower(params.label) == wanted) return key;
        known += (known.empty() ? "" : ", ") + key + " (" + params.label + ")";
    }
    throw std::invalid_argument(std::string("unknown ") + what + " model '" + model + "'; the catalogue knows: " + known);
}

std::vector<std::string> list_of(const std::string& cell) {
    std::vector<std::string> out;
    std::istringstream in(cell);
    for (std::string item; std::getline(in, item, ';');)
        if (!trim(item).empty()) out.push_back(trim(item));
    return out;
}

std::string raid_level(const std::string& text, const std::string& file, int line) {
    std::string l;
    for (char c : lower(text))
        if (c != ' ' && c != '-' && c != '+' && c != '_') l += c;
    if (l == "raid10" || l == "raid1+0") return "raid10";
    static const std::set<std::string> levels = {"raid0", "raid1", "raid10", "raid5", "raid6"};
    if (!levels.count(l))
        throw ImportError(file, line, "RAID level '" + text + "' is none of raid0, raid1, raid10, raid5, raid6");
    return l;
}

struct Fields {
    const CsvRow& row;
    const std::string& file;
    std::string kind() const { return lower(row.cells[0]); }
    std::string at(std::size_t i) const { return i < row.cells.size() ? row.cells[i] : ""; }
    std::string need(std::size_t i, const char* what) const {
        if (at(i).empty())
            throw ImportError(file, row.line, kind() + " record without its " + what + " (field " + std::to_string(i + 1) + ")");
        return at(i);
    }
    // A number within [low, high] (the schema's range for what it becomes); "" gives `fallback`.
    double number(std::size_t i, const char* what, double fallback, double low = 0, double high = 1e7) const {
        const std::string text = at(i);
        if (text.empty()) return fallback;
        char* end = nullptr;
        const double v = std::strtod(text.c_str(), &end);
        if (end == text.c_str() || *end != '\0' || !(v >= low && v <= high)) {
            std::ostringstream range;
            range << low << " to " << high;
            throw ImportError(file, row.line, std::string(what) + " '" + text + "' is not a number from " + range.str());
        }
        return v;
    }
    std::string wwpn(std::size_t i) const {
        const std::string w = need(i, "WWPN");
        if (!looks_like_wwpn(w)) throw ImportError(file, row.line, "'" + w + "' is not a WWPN (16 hex digits)");
        return w;
    }
    SourceRef where() const { return {file, row.line}; }
};

std::string catalogue_key(bool array, const Fields& f, std::size_t i) {
    try {
        const auto& cat = devices::HardwareCatalog::builtin();
        return array ? model_key(cat.arrays(), f.need(i, "model"), "array")
                     : model_key(cat.disks(), f.need(i, "drive model"), "drive");
    } catch (const std::invalid_argument& e) {
        throw ImportError(f.file, f.row.line, e.what());
    }
}

void record(const Fields& f, Estate& e) {
    const std::string kind = f.kind();
    if (kind == "array") {
        ArrayRecord a;
        a.name = f.need(1, "name");
        a.model_key = catalogue_key(true, f, 2);
        a.microcode = f.at(3);
        a.at = f.where();
        e.arrays.push_back(a);
        return;
    }
    if (e.arrays.empty()) throw ImportError(f.file, f.row.line, "a " + kind + " record before any array record");
    ArrayRecord& a = e.arrays.back();
    if (kind == "controller") {
        a.controllers.push_back({f.need(1, "name"), int(f.number(2, "index", double(a.controllers.size()), 0, 16)),
                                 f.number(3, "cache GB", 0, 0, 4096), f.where()});
    } else if (kind == "port") {
        a.ports.push_back({f.need(1, "controller"), f.need(2, "name"), f.wwpn(3), f.number(4, "speed Gb/s", 4, 1, 32), f.where()});
    } else if (kind == "disk_group") {
        const int drives = int(f.number(2, "drive count", 0, 1, 10000));
        if (drives < 1) throw ImportError(f.file, f.row.line, "a disk group needs a drive count of 1 or more");
        std::string protection = lower(f.at(4).empty() ? "single" : f.at(4));
        if (protection != "none" && protection != "single" && protection != "double")
            throw ImportError(f.file, f.row.line, "protection '" + f.at(4) + "' is none of none, single, double");
        a.disk_groups.push_back({f.need(1, "name"), catalogue_key(false, f, 3), protection, drives, f.where()});
    } else if (kind == "raid_group") {
        const int data = int(f.number(3, "data drives", 0, 1, 64)), parity = int(f.number(4, "parity drives", 0, 0, 64));
        if (data < 1) throw ImportError(f.file, f.row.line, "a RAID group needs 1 or more data drives");
        a.raid_groups.push_back({f.need(1, "name"), raid_level(f.need(2, "RAID level"), f.file, f.row.line),
                                 catalogue_key(false, f, 5), data, parity, f.where()});
    } else if (kind == "pool") {
        std::string type = lower(f.at(2).empty() ? "hdp" : f.at(2));
        if (type != "hdp" && type != "hdt")
            throw ImportError(f.file, f.row.line, "pool type '" + f.at(2) + "' is neither hdp nor hdt");
        a.pools.push_back({f.need(1, "name"), type, list_of(f.need(3, "members")), f.where()});
    } else if (kind == "lu") {
        ArrayRecord::Lu lu;
        lu.name = f.need(1, "name");
        lu.number = int(f.number(2, "LU number", double(a.lus.size()), 0, 65535));
        lu.capacity_gb = f.number(3, "capacity GB", 0, 0, 1e7);
        if (lu.capacity_gb <= 0) throw ImportError(f.file, f.row.line, "LU '" + lu.name + "' needs a capacity above 0 GB");
        lu.backing = f.need(4, "backing (RAID group, pool or disk group)");
        lu.owner = f.at(5);
        lu.naa = lower(f.at(6));
        lu.vraid = lower(f.at(7));
        lu.at = f.where();
        a.lus.push_back(lu);
    } else if (kind == "host_group") {
        a.host_groups.push_back({f.need(1, "name"), f.at(2), list_of(f.at(3)), list_of(f.at(4)), f.where()});
        for (const auto& w : a.host_groups.back().initiators)
            if (!looks_like_wwpn(w)) throw ImportError(f.file, f.row.line, "initiator '" + w + "' is not a WWPN");
    } else if (kind == "lun") {
        a.luns.push_back({f.need(1, "host group"), f.need(2, "LU"), int(f.number(3, "LUN id", 0, 0, 16383)), f.where()});
    } else {
        throw ImportError(f.file, f.row.line, "unknown record '" + f.row.cells[0] +
                                                  "' (known: array, controller, port, disk_group, raid_group, pool, "
                                                  "lu, host_group, lun)");
    }
}

// The text without comment lines (kept blank, so line numbers stay right).
std::string without_comments(const std::string& text) {
    std::istringstream in(text);
    std::string out, line;
    while (std::getline(in, line)) out += (trim(line).rfind('#', 0) == 0 ? "" : line) + "\n";
    return out;
}
}  // namespace

std::string array_model_key(const std::string& model) {
    return model_key(devices::HardwareCatalog::builtin().arrays(), model, "array");
}
std::string drive_model_key(const std::string& model) {
    return model_key(devices::HardwareCatalog::builtin().disks(), model, "drive");
}

bool looks_like_array_csv(const std::string& text) {
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        const std::string t = trim(line);
        if (t.empty() || t[0] == '#') continue;
        return lower(t).rfind(kMarker, 0) == 0;
    }
    return false;
}

void read_array_csv(const std::string& text, const std::string& file, Estate& e) {
    const auto rows = parse_csv(without_comments(text), file, ',');
    const std::size_t before = e.arrays.size();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (i == 0) {
            if (rows[0].cells.size() < 2 || trim(rows[0].cells[1]) != "1")
                throw ImportError(file, rows[0].line, "array CSV version '" + (rows[0].cells.size() > 1 ? rows[0].cells[1] : "") +
                                                          "' is not one this build reads (1)");
            continue;
        }
        record(Fields{rows[i], file}, e);
    }
    if (e.arrays.size() == before) throw ImportError(file, 0, "an array CSV without any array record");
    e.inputs.push_back("array CSV (" + std::to_string(e.arrays.size() - before) + " arrays): " + file);
}

}  // namespace santwin::import
