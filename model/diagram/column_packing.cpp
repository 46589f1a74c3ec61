#include "diagram/column_packing.h"

namespace santwin::diagram {

namespace {
struct Block {
    std::size_t first = 0;  // slot index of its first member
    std::size_t count = 0;
    double span = 0;  // height of members plus the gaps between them
    double wish_sum =
        0;  // sum over members of (desired top of the member - its offset in the block)
    double top() const { return wish_sum / static_cast<double>(count); }
};
}  // namespace

std::vector<double> pack_column(const std::vector<ColumnSlot>& slots, double gap) {
    std::vector<Block> blocks;
    for (std::size_t i = 0; i < slots.size(); ++i) {
        Block b{i, 1, slots[i].height, slots[i].desired_centre - slots[i].height / 2};
        // Merge with the block above while they collide; the merged block's top is the mean of
        // what each member wants, which minimises the squared displacement.
        while (!blocks.empty() && blocks.back().top() + blocks.back().span + gap > b.top()) {
            Block above = blocks.back();
            blocks.pop_back();
            const double shift =
                above.span + gap;  // b's members move down by this in the merged block
            above.wish_sum += b.wish_sum - shift * static_cast<double>(b.count);
            above.span += gap + b.span;
            above.count += b.count;
            b = above;
        }
        blocks.push_back(b);
    }
    std::vector<double> centres(slots.size());
    for (const Block& b : blocks) {
        double y = b.top();
        for (std::size_t i = b.first; i < b.first + b.count; ++i) {
            centres[i] = y + slots[i].height / 2;
            y += slots[i].height + gap;
        }
    }
    return centres;
}

}  // namespace santwin::diagram
