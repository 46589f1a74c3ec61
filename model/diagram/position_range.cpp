#include "diagram/position_range.h"

#include <cmath>
#include <sstream>

namespace santwin::diagram {

namespace {
constexpr std::size_t kListedOneByOne = 3;  // more far-out positions: one warning for all

bool usable(double v) {
    return std::isfinite(v) && std::fabs(v) <= kMaxSavedCoordinate;
}

std::string coordinate(double v) {
    std::ostringstream out;
    out.precision(12);
    out << v;  // 1000000, 1e+12, -1e+300, 40.5
    return out.str();
}
}  // namespace

bool usable_position(const Point& p) {
    return usable(p.x) && usable(p.y);
}

std::vector<Problem> check_layout(const Project& project) {
    const Topology& t = project.topology;
    std::vector<Id> far;
    for (const auto& [id, at] : project.layout.positions)
        if (!usable_position(at) && t.contains(id)) far.push_back(id);
    const std::string limit = "±" + coordinate(kMaxSavedCoordinate);
    std::vector<Problem> out;
    if (far.size() <= kListedOneByOne) {
        for (Id id : far) {
            const Point& at = project.layout.positions.at(id);
            out.push_back({Severity::Warning, "layout.position_out_of_range", {id},
                           "The diagram position of " + t.describe(id) + " (x " + coordinate(at.x) + ", y " +
                               coordinate(at.y) + ") lies beyond " + limit +
                               ", so the box is placed automatically: drag it, or lay it out by tier, to save a "
                               "position in range"});
        }
        return out;
    }
    // A file with many far-out positions gets one line, not a screenful of alike ones.
    std::string names;
    for (std::size_t i = 0; i < kListedOneByOne; ++i) names += (i ? ", " : "") + t.describe(far[i]);
    out.push_back({Severity::Warning, "layout.position_out_of_range", far,
                   "The diagram positions of " + std::to_string(far.size()) + " entities (" + names + " and " +
                       std::to_string(far.size() - kListedOneByOne) + " more) lie beyond " + limit +
                       ", so their boxes are placed automatically: drag them, or lay everything out by tier, "
                       "to save positions in range"});
    return out;
}

}  // namespace santwin::diagram
