#include "workloads/guest_profile.h"

#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "common/parameters.h"
#include "common/resources.h"

namespace santwin::workloads {

const GuestProfile& guest(const std::string& name) {
    static const std::map<std::string, GuestProfile> guests = [] {
        std::map<std::string, GuestProfile> out;
        auto text = resources::find("workloads/guests.json");
        if (!text) throw std::runtime_error("resources/workloads/guests.json is missing from the build");
        const nlohmann::json doc = nlohmann::json::parse(*text);
        for (const auto& [key, g] : doc.at("guests").items()) {
            GuestProfile p;
            p.name = key;
            p.boot_read_mb = g.at("boot_read_mb").get<double>();
            p.boot_write_mb = g.at("boot_write_mb").get<double>();
            p.boot_ios = g.at("boot_ios").get<double>();
            p.boot_cpu_core_s = g.at("boot_cpu_core_s").get<double>();
            p.boot_outstanding = g.at("boot_outstanding").get<double>();
            p.poweron_locks = g.at("poweron_locks").get<double>();
            p.poweron_shared_locks = g.at("poweron_shared_locks").get<double>();
            p.random_fraction = g.at("random_pct").get<double>() / 100.0;
            out[key] = p;
        }
        return out;
    }();
    params::note_use("workloads/guests.json", "guests/" + name);
    auto it = guests.find(name);
    if (it != guests.end()) return it->second;
    std::string known;
    for (const auto& [n, _] : guests) known += (known.empty() ? "" : ", ") + n;
    throw std::invalid_argument("no guest profile '" + name + "' (known: " + known + ")");
}

}  // namespace santwin::workloads
