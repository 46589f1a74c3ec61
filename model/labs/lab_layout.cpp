#include "labs/lab_layout.h"

namespace santwin::labs {

double tier_x(Tier tier) {
    switch (tier) {
        case Tier::Vmware:
            return -400;
        case Tier::Hosts:
            return 0;
        case Tier::Fabrics:
            return 400;
        case Tier::FrontEnd:
            return 800;
        case Tier::Pools:
            return 1200;
        case Tier::Drives:
            return 1600;
        case Tier::Backup:
            return 2000;
    }
    return 0;
}

void TierLayout::place(Tier tier, Id id) {
    double& y = next_y_[tier];
    layout_.positions[id] = Point{tier_x(tier), y};
    y += kSpacing;
}

void TierLayout::place(Tier tier, const std::vector<Id>& ids) {
    for (Id id : ids) place(tier, id);
}

}  // namespace santwin::labs
