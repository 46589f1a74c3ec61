#include "engine/vmware/guest_layout.h"

#include <algorithm>

namespace santwin::engine {

std::vector<std::pair<double, double>> ntfs_footprint(double size_gb, double used_gb, double block_gb) {
    std::vector<std::pair<double, double>> out;
    if (used_gb <= 0 || size_gb <= 0) return out;
    const double body = std::min(used_gb, size_gb - block_gb);
    if (body > 0) out.emplace_back(0.0, body);
    out.emplace_back(size_gb - block_gb, size_gb);  // backup boot sector
    return out;
}

}  // namespace santwin::engine
