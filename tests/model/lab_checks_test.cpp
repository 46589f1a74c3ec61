// The test-side reachability oracle (lab_checks.h) itself: on lab 000 it must lose routes when
// a zone, a host-group mapping or a cable goes away, and report the fault.
#include <gtest/gtest.h>

#include "lab_checks.h"
#include "labs/labs.h"

using namespace santwin;
using namespace labcheck;

// Lab 000 gives ESX-1 four routes to STD-000. Dropping fabric A's zone for ESX-1 leaves the two
// fabric-B routes; removing the host group's mapping of the LU leaves none and the VM disks on
// it are reported.
TEST(LabChecks, RoutesFollowZoningAndMasking) {
    Project p = labs::build_lab("000");
    Topology& t = p.topology;
    const Id esx1 = named(t, Kind::EsxHost, "ESX-1");
    const Id lu = named(t, Kind::LogicalUnit, "STD-000");
    ASSERT_EQ(host_routes(t, esx1, lu), 4);

    const Id zs = t.at(named(t, Kind::Fabric, "Fabric-A")).ref("active_zone_set");
    RefList zones = t.at(zs).refs("zones");
    zones.erase(zones.begin());  // ESX-1's zone (hosts are zoned in order)
    t.set(zs, "zones", zones);
    EXPECT_EQ(host_routes(t, esx1, lu), 2);

    for (Id m : t.all_of(Kind::LunMapping))
        if (t.at(m).ref("lu") == lu) t.remove(m);
    EXPECT_EQ(host_routes(t, esx1, lu), 0);
    EXPECT_FALSE(wiring_faults(t).empty());
}

// An uncabled target port removes its routes.
TEST(LabChecks, RoutesNeedCables) {
    Project p = labs::build_lab("000");
    Topology& t = p.topology;
    const Id esx1 = named(t, Kind::EsxHost, "ESX-1");
    const Id lu = named(t, Kind::LogicalUnit, "DP-000");
    for (Id l : t.all_of(Kind::Link))
        if (t.at(t.at(l).ref("a")).name == "0A" || t.at(t.at(l).ref("b")).name == "0A") t.remove(l);
    EXPECT_EQ(host_routes(t, esx1, lu), 3);
}
