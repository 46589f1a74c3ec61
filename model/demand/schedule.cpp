#include "demand/schedule.h"

#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "common/resources.h"

namespace santwin::demand {

namespace {
constexpr double kDay = 86400;

const std::map<std::string, Schedule>& builtins() {
    static const std::map<std::string, Schedule> table = [] {
        std::map<std::string, Schedule> out;
        const auto file = resources::find("workloads/schedules.json");
        if (!file) throw std::logic_error("resources/workloads/schedules.json is not compiled in");
        const auto doc = nlohmann::json::parse(*file);
        for (const auto& [name, s] : doc.at("schedules").items()) {
            Schedule sch{name, {}, true};
            for (const auto& p : s.at("points")) sch.points.emplace_back(time_of_day(p.at(0)), p.at(1).get<double>());
            out.emplace(name, sch);
        }
        return out;
    }();
    return table;
}

double linear(const std::vector<std::pair<double, double>>& pts, double x) {
    if (x <= pts.front().first) return pts.front().second;
    for (std::size_t i = 1; i < pts.size(); ++i)
        if (x <= pts[i].first) {
            const auto& [x0, y0] = pts[i - 1];
            const auto& [x1, y1] = pts[i];
            return x1 == x0 ? y1 : y0 + (y1 - y0) * (x - x0) / (x1 - x0);
        }
    return pts.back().second;
}
}  // namespace

double time_of_day(const std::string& text) {
    const auto colon = text.find(':');
    try {
        if (colon == std::string::npos) throw std::invalid_argument("");
        std::size_t used = 0;
        const int h = std::stoi(text.substr(0, colon), &used);
        const int m = std::stoi(text.substr(colon + 1), &used);
        if (h < 0 || h > 24 || m < 0 || m > 59 || used != text.size() - colon - 1) throw std::invalid_argument("");
        return h * 3600.0 + m * 60.0;
    } catch (const std::exception&) {
        throw std::invalid_argument("'" + text + "' is not a time of day (HH:MM)");
    }
}

double Schedule::at(double t_s, double start_of_day_s) const {
    if (points.empty()) return 1.0;
    double x = t_s + start_of_day_s;
    if (!wraps) return linear(points, std::fmod(x, kDay));
    x = std::fmod(x, kDay);
    // Wrap: the segment from the last point to the first one of the next day.
    std::vector<std::pair<double, double>> pts = points;
    pts.insert(pts.begin(), {points.back().first - kDay, points.back().second});
    pts.emplace_back(points.front().first + kDay, points.front().second);
    return linear(pts, x);
}

std::vector<std::string> builtin_schedule_names() {
    std::vector<std::string> names;
    for (const auto& [name, s] : builtins()) names.push_back(name);
    return names;
}

Schedule schedule(const std::string& spec) {
    if (auto it = builtins().find(spec); it != builtins().end()) return it->second;
    if (spec.rfind("ramp:", 0) == 0) {
        const auto at = spec.find('@');
        const std::string levels = spec.substr(5, at == std::string::npos ? std::string::npos : at - 5);
        const auto dash = levels.find('-');
        const std::string times = at == std::string::npos ? "" : spec.substr(at + 1);
        const auto tdash = times.find('-');
        if (dash == std::string::npos || tdash == std::string::npos)
            throw std::invalid_argument("ramp '" + spec + "': write ramp:FROM-TO@HH:MM-HH:MM, e.g. ramp:0.2-1@07:00-09:00");
        char* end = nullptr;
        const double from = std::strtod(levels.substr(0, dash).c_str(), &end);
        const double to = std::strtod(levels.substr(dash + 1).c_str(), &end);
        if (from < 0 || to < 0) throw std::invalid_argument("ramp '" + spec + "': multipliers are 0 or more");
        const double t0 = time_of_day(times.substr(0, tdash)), t1 = time_of_day(times.substr(tdash + 1));
        if (t1 <= t0) throw std::invalid_argument("ramp '" + spec + "': its end must come after its start");
        return {spec, {{t0, from}, {t1, to}}, false};
    }
    std::string known;
    for (const auto& n : builtin_schedule_names()) known += (known.empty() ? "" : ", ") + n;
    throw std::invalid_argument("no schedule '" + spec + "' (known: " + known + "; or ramp:FROM-TO@HH:MM-HH:MM)");
}

}  // namespace santwin::demand
