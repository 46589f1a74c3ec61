#include "workloads/io_profile.h"

#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "common/parameters.h"
#include "common/resources.h"

namespace santwin::workloads {

const std::map<std::string, IoProfile>& builtin_profiles() {
    static const std::map<std::string, IoProfile> profiles = [] {
        std::map<std::string, IoProfile> out;
        auto text = resources::find("workloads/profiles.json");
        if (!text) throw std::runtime_error("resources/workloads/profiles.json is missing from the build");
        auto doc = nlohmann::json::parse(*text);
        for (const auto& [name, p] : doc.at("profiles").items()) {
            IoProfile prof;
            prof.name = name;
            prof.label = p.value("label", name);
            prof.read_fraction = p.at("read_pct").get<double>() / 100.0;
            prof.random_fraction = p.at("random_pct").get<double>() / 100.0;
            prof.read_kb = p.at("read_kb").get<double>();
            prof.write_kb = p.at("write_kb").get<double>();
            prof.requirement_iops = p.value("requirement_iops", 0.0);
            prof.threads = p.value("threads", 8.0);
            prof.working_set = p.value("working_set_pct", 100.0) / 100.0;
            prof.source = p.value("source", "");
            out[name] = prof;
        }
        return out;
    }();
    return profiles;
}

const IoProfile& profile(const std::string& name) {
    const auto& all = builtin_profiles();
    params::note_use("workloads/profiles.json", "profiles/" + name);
    auto it = all.find(name);
    if (it != all.end()) return it->second;
    std::string known;
    for (const auto& [n, _] : all) known += (known.empty() ? "" : ", ") + n;
    throw std::invalid_argument("no workload profile '" + name + "' (known: " + known + ")");
}

IoProfile parse_profile(const std::string& name, const std::string& spec) {
    IoProfile p;
    p.name = name;
    p.label = name;
    std::stringstream ss(spec);
    std::string item;
    std::set<std::string> given;
    while (std::getline(ss, item, ',')) {
        const auto eq = item.find('=');
        if (eq == std::string::npos) throw std::invalid_argument("workload field '" + item + "' needs key=value");
        const std::string key = item.substr(0, eq);
        // "read=70,read=30" is a slip, not a choice: which one was meant is not ours to guess.
        if (!given.insert(key).second) throw std::invalid_argument("workload field '" + key + "' is given twice");
        double v = 0;
        try {
            v = std::stod(item.substr(eq + 1));
        } catch (const std::exception&) {
            throw std::invalid_argument("workload field '" + key + "' needs a number");
        }
        auto pct = [&](double x) {
            if (x < 0 || x > 100) throw std::invalid_argument("workload field '" + key + "' is a percentage (0-100)");
            return x / 100.0;
        };
        auto positive = [&](double x) {
            if (x <= 0) throw std::invalid_argument("workload field '" + key + "' must be positive");
            return x;
        };
        if (key == "read") p.read_fraction = pct(v);
        else if (key == "random") p.random_fraction = pct(v);
        else if (key == "kb") p.read_kb = p.write_kb = positive(v);
        else if (key == "read_kb") p.read_kb = positive(v);
        else if (key == "write_kb") p.write_kb = positive(v);
        else if (key == "iops") p.requirement_iops = v < 0 ? throw std::invalid_argument("iops must be >= 0") : v;
        else if (key == "threads") p.threads = positive(v);
        else if (key == "working_set") p.working_set = pct(v);
        else throw std::invalid_argument("unknown workload field '" + key +
                                         "' (use read, random, kb, read_kb, write_kb, iops, threads, working_set)");
    }
    return p;
}

bool is_custom_spec(const std::string& text) {
    return text.find('=') != std::string::npos;
}

IoProfile resolve_profile(const std::string& text) {
    if (!is_custom_spec(text)) return profile(text);
    IoProfile p = parse_profile("custom", text);
    p.label = "custom (" + text + ")";
    return p;
}

std::string profile_spec(const IoProfile& p) {
    auto num = [](double v) {
        std::ostringstream o;
        o << v;
        return o.str();
    };
    std::string out = "read=" + num(100 * p.read_fraction) + ",random=" + num(100 * p.random_fraction);
    out += p.read_kb == p.write_kb ? ",kb=" + num(p.read_kb) : ",read_kb=" + num(p.read_kb) + ",write_kb=" + num(p.write_kb);
    out += ",iops=" + num(p.requirement_iops) + ",threads=" + num(p.threads);
    if (p.working_set < 1) out += ",working_set=" + num(100 * p.working_set);
    return out;
}

}  // namespace santwin::workloads
