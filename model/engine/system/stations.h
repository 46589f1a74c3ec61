#pragma once
// The solver stations of a compiled lab, named by the entity they model and a role:
// ("drives", RAID group), ("mp", controller), ("rx"/"tx", port), ("write_path", controller) ...
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/solver.h"
#include "topology/value.h"

namespace santwin::engine {

class StationRegistry {
public:
    // Index of the station for (entity, role), creating it with `make` the first time.
    int get_or_add(Id entity, const std::string& role, const Station& make);
    // Index or -1.
    int find(Id entity, const std::string& role) const;

    const std::vector<Station>& stations() const { return stations_; }
    const std::pair<Id, std::string>& owner(int station) const { return owners_[station]; }
    std::size_t size() const { return stations_.size(); }

private:
    std::vector<Station> stations_;
    std::vector<std::pair<Id, std::string>> owners_;
    std::map<std::pair<Id, std::string>, int> index_;
};

}  // namespace santwin::engine
