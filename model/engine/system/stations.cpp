#include "engine/system/stations.h"

namespace santwin::engine {

int StationRegistry::get_or_add(Id entity, const std::string& role, const Station& make) {
    auto key = std::make_pair(entity, role);
    auto it = index_.find(key);
    if (it != index_.end()) return it->second;
    const int idx = static_cast<int>(stations_.size());
    stations_.push_back(make);
    owners_.push_back(key);
    index_.emplace(key, idx);
    return idx;
}

int StationRegistry::find(Id entity, const std::string& role) const {
    auto it = index_.find(std::make_pair(entity, role));
    return it == index_.end() ? -1 : it->second;
}

}  // namespace santwin::engine
