#pragma once
// One column of boxes, in a fixed order, each wanting its centre at some y: where to put them so
// they keep their order, never overlap (`gap` apart at least) and sit as close to where they
// want as possible (least squares). Boxes that would collide are merged into a block centred on
// its members' wishes, merging again while blocks collide (pool-adjacent violators).
#include <vector>

namespace santwin::diagram {

struct ColumnSlot {
    double desired_centre = 0;  // scene units
    double height = 0;
};

// The centre y of each slot, in the same order.
std::vector<double> pack_column(const std::vector<ColumnSlot>& slots, double gap);

}  // namespace santwin::diagram
