#include "workloads/io_profile.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "common/input_limits.h"
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

namespace {

// Bounds of a hand-written workload. An I/O larger than 32 MB never leaves a guest whole: ESXi
// passes guest I/Os of at most 32 MB (VMware vSphere blog, "PVSCSI and Large IO's", 2014-03).
constexpr double kMaxIoKb = 32 * 1024;
// An IOPS requirement beyond 10 million is beyond any array of the labs' era by three orders of
// magnitude; a larger one is a slip.  [U] chosen, not sourced.
constexpr double kMaxIops = 1e7;
// Outstanding I/Os of one workload: ten thousand exceeds any guest's queues.  [U] chosen.
constexpr double kMaxThreads = 10000;

// The number after "key=": all of it, finite. std::stod would take "12abc" as 12 and "nan" as NaN.
double field_number(const std::string& key, const std::string& text) {
    std::size_t used = 0;
    double v = 0;
    try {
        v = std::stod(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (text.empty() || used != text.size() || !std::isfinite(v))
        throw std::invalid_argument("workload field '" + key + "' needs a finite number (got '" + limits::shown(text, 40) + "')");
    return v;
}

}  // namespace

IoProfile parse_profile(const std::string& name, const std::string& spec) {
    IoProfile p;
    p.name = name;
    p.label = name;
    std::stringstream ss(spec);
    std::string item;
    std::set<std::string> given;
    while (std::getline(ss, item, ',')) {
        const auto eq = item.find('=');
        if (eq == std::string::npos) throw std::invalid_argument("workload field '" + limits::shown(item, 40) + "' needs key=value");
        const std::string key = limits::shown(item.substr(0, eq), 40);
        // "read=70,read=30" is a slip, not a choice: which one was meant is not ours to guess.
        if (!given.insert(key).second) throw std::invalid_argument("workload field '" + key + "' is given twice");
        const double v = field_number(key, item.substr(eq + 1));
        auto at_most = [&](double x, double most, const std::string& unit) {
            if (x > most)
                throw std::invalid_argument("workload field '" + key + "' is at most " + std::to_string(static_cast<long long>(most)) +
                                            unit + " (got " + item.substr(eq + 1, 40) + ")");
            return x;
        };
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
        else if (key == "kb") p.read_kb = p.write_kb = at_most(positive(v), kMaxIoKb, " KB (32 MB, the largest I/O ESXi passes)");
        else if (key == "read_kb") p.read_kb = at_most(positive(v), kMaxIoKb, " KB (32 MB, the largest I/O ESXi passes)");
        else if (key == "write_kb") p.write_kb = at_most(positive(v), kMaxIoKb, " KB (32 MB, the largest I/O ESXi passes)");
        else if (key == "iops") p.requirement_iops = v < 0 ? throw std::invalid_argument("iops must be >= 0") : at_most(v, kMaxIops, "");
        else if (key == "threads") p.threads = at_most(positive(v), kMaxThreads, "");
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
