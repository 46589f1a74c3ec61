#include "scenarios/scenario_notes.h"

#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "common/resources.h"

namespace santwin::scenarios {

namespace {
constexpr const char* kFile = "resources/validation/notes.json";

using Notes = std::map<std::string, std::map<std::string, std::string>>;  // scenario -> key -> text

const Notes& notes() {
    static const Notes all = [] {
        auto text = resources::find("validation/notes.json");
        if (!text) throw std::runtime_error(std::string(kFile) + " is missing from the build");
        const auto j = nlohmann::json::parse(*text, nullptr, false);
        if (j.is_discarded() || !j.is_object()) throw std::runtime_error(std::string(kFile) + " is not a JSON object");
        Notes out;
        for (const auto& [scenario, keys] : j.items()) {
            if (scenario.rfind("_", 0) == 0) continue;  // "_about": what the file is
            if (!keys.is_object()) throw std::runtime_error(std::string(kFile) + ": '" + scenario + "' is not an object of notes");
            for (const auto& [key, note] : keys.items()) {
                // A long note may be a list of lines, joined with spaces.
                std::string joined;
                if (note.is_string()) joined = note.get<std::string>();
                else if (note.is_array())
                    for (const auto& line : note) {
                        if (!line.is_string()) throw std::runtime_error(std::string(kFile) + ": " + scenario + "." + key + " holds a line that is not text");
                        joined += (joined.empty() ? "" : " ") + line.get<std::string>();
                    }
                else throw std::runtime_error(std::string(kFile) + ": " + scenario + "." + key + " is neither text nor a list of lines");
                out[scenario][key] = joined;
            }
        }
        return out;
    }();
    return all;
}

std::string figure(const MetricValue& v, int digits) {
    if (const bool* b = std::get_if<bool>(&v)) return *b ? "yes" : "no";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, std::get<double>(v));
    return buf;
}
}  // namespace

std::string scenario_note(const std::string& scenario, const std::string& key, const Metrics& metrics) {
    const std::string where = std::string(kFile) + ": " + scenario + "." + key;
    auto s = notes().find(scenario);
    if (s == notes().end() || !s->second.count(key)) throw std::runtime_error(where + ": no such note");
    const std::string& text = s->second.at(key);
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '{') {
            out += text[i];
            continue;
        }
        const size_t close = text.find('}', i);
        if (close == std::string::npos) throw std::runtime_error(where + ": a '{' at character " + std::to_string(i) + " is not closed");
        std::string name = text.substr(i + 1, close - i - 1);
        int digits = 0;
        if (const size_t bar = name.find('|'); bar != std::string::npos) {
            const std::string d = name.substr(bar + 1);
            if (d.size() != 1 || d[0] < '0' || d[0] > '9')
                throw std::runtime_error(where + ": '{" + name + "}' gives digits as one figure 0-9 after '|'");
            digits = d[0] - '0';
            name = name.substr(0, bar);
        }
        auto m = metrics.find(name);
        if (m == metrics.end()) throw std::runtime_error(where + ": the run has no metric '" + name + "' to quote");
        out += figure(m->second, digits);
        i = close;
    }
    return out;
}

}  // namespace santwin::scenarios
