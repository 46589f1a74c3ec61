#pragma once
// Where a guest's data lies inside its virtual disk. A freshly installed Windows (NTFS) volume
// fills the disk from its start, and NTFS keeps a copy of its boot sector in the last sector of
// the volume, so a disk with `used_gb` of data touches [0, used) plus the final block.
#include <utility>
#include <vector>

namespace santwin::engine {

// Extents (from_gb, to_gb) holding data, for a disk of `size_gb` with `used_gb` used, in
// blocks of `block_gb`.
std::vector<std::pair<double, double>> ntfs_footprint(double size_gb, double used_gb, double block_gb);

}  // namespace santwin::engine
