// A controller's box tells the cache it has: a new AMS 2100 controller from the palette, its
// cache_gb left unset, has its array model's 2 GB per controller (the inspector's figure), not 0.
#include <gtest/gtest.h>

#include <string>

#include "diagram/node_summary.h"
#include "topology/topology.h"

namespace santwin {
namespace {
std::string controller_summary(const std::string& hardware, double cache_gb) {
    Topology t;
    const Id array = t.add(Kind::Array, "AMS");
    t.set(array, "hardware", std::string(hardware));
    const Id ctl = t.add(Kind::Controller, "CTL0", array);
    if (cache_gb > 0) t.set(ctl, "cache_gb", cache_gb);
    diagram::Node node;
    node.key = ctl;
    node.kind = Kind::Controller;
    return diagram::node_summary(t, node);
}
}  // namespace

TEST(ControllerSummary, UnsetCacheIsTheArrayModels) {
    EXPECT_EQ(controller_summary("hitachi-ams2100", 0).rfind("2 GB cache", 0), 0u)
        << controller_summary("hitachi-ams2100", 0);
    // Set on the controller, its own figure wins.
    EXPECT_EQ(controller_summary("hitachi-ams2100", 4).rfind("4 GB cache", 0), 0u);
    // An array model the catalogue lacks and nothing set: no made-up figure.
    EXPECT_EQ(controller_summary("no-such-array", 0).find("cache"), std::string::npos)
        << controller_summary("no-such-array", 0);
}

}  // namespace santwin
