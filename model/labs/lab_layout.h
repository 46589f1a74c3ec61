#pragma once
// Initial diagram positions for the built-in labs: one column per tier (x fixed by the tier),
// entities stacked 60 units apart in the order they are placed. The GUI's auto-layout can
// rearrange later; this only has to be sensible when a lab first opens.
#include <map>
#include <vector>

#include "project/project.h"

namespace santwin::labs {

enum class Tier {
    Vmware,    // x = -400: clusters, datastores
    Hosts,     // x = 0: chassis, servers, ESX hosts, proxies
    Fabrics,   // x = 400: fabrics, FC and Ethernet switches
    FrontEnd,  // x = 800: arrays, controllers, NAS heads
    Pools,     // x = 1200: pools, RAID groups, disk groups, LUs
    Drives,    // x = 1600: drives
    Backup,    // x = 2000: VTLs, tape libraries, backup servers
};

double tier_x(Tier tier);

class TierLayout {
  public:
    static constexpr double kSpacing = 60;  // scene units between entities of one tier

    explicit TierLayout(Layout& layout) : layout_(layout) {}

    // Puts `id` below the last entity placed in `tier`.
    void place(Tier tier, Id id);
    void place(Tier tier, const std::vector<Id>& ids);

  private:
    Layout& layout_;
    std::map<Tier, double> next_y_;
};

}  // namespace santwin::labs
