// Paths from hosts to backup devices (VTL nodes, tape drives, tape libraries): physical reach
// through switches and zoning, no LUN masking.
#include <gtest/gtest.h>

#include "labs/lab_builder.h"
#include "topology/paths.h"

using namespace santwin;

namespace {
// One fabric, one switch; a server with two HBA ports; a VTL node with two ports and one
// emulated drive; a tape library with one port and one drive. Zones: hba p0 with the node's
// port 0, hba p1 with the library. The node's port 1 is cabled but zoned with nobody.
struct DeviceSan {
    Topology t;
    labs::LabBuilder b{t};
    Id srv, esx, p0, p1, fabric, sw, vtl, node, n0, n1, drive, lib, lp, lib_drive;
    DeviceSan() {
        srv = b.add(Kind::Server, "blade");
        esx = b.add(Kind::EsxHost, "esx", srv, {{"version", std::string("3.5U4")}});
        Id hba = b.add(Kind::Hba, "hba", srv);
        p0 = b.fc_port(hba, "vmhba1", 4, 0);
        p1 = b.fc_port(hba, "vmhba2", 4, 1);
        fabric = b.add(Kind::Fabric, "F");
        sw = b.add(Kind::FcSwitch, "SW", fabric);
        b.switch_ports(sw, 8, 4);
        vtl = b.add(Kind::Vtl, "VLS");
        node = b.add(Kind::VtlNode, "VTL1", vtl);
        n0 = b.fc_port(node, "vls_p0", 2, 0);
        n1 = b.fc_port(node, "vls_p1", 2, 1);
        drive = b.add(Kind::TapeDrive, "VTL1 drive", node);
        lib = b.add(Kind::TapeLibrary, "EML");
        lp = b.fc_port(lib, "eml_p0", 2, 0);
        lib_drive = b.add(Kind::TapeDrive, "EML drive", lib);
        for (Id p : {p0, p1, n0, n1, lp}) b.link(p, b.free_port(sw));
        b.zone_set(fabric, "zs",
                   {b.zone(fabric, "esx_vtl", {p0, n0}), b.zone(fabric, "esx_eml", {p1, lp})});
    }
};
}  // namespace

// The host reaches the node only through its zone: p0 -> switch -> vls_p0; vls_p1 is cabled
// but unzoned, p1 is zoned elsewhere. One path, crossing two switch ports.
TEST(DevicePaths, ZoningDecidesWhichNodePortIsReached) {
    DeviceSan s;
    auto paths = paths_to_device(s.t, s.esx, s.node);
    ASSERT_EQ(paths.size(), 1u);
    EXPECT_EQ(paths[0].host, s.esx);
    EXPECT_EQ(paths[0].initiator_port, s.p0);
    EXPECT_EQ(paths[0].target_port, s.n0);
    EXPECT_EQ(paths[0].device, s.node);
    EXPECT_EQ(paths[0].switch_ports.size(), 2u);
}

// A drive without ports of its own is reached through its node's (or library's) ports.
TEST(DevicePaths, DriveIsReachedThroughItsNodeOrLibrary) {
    DeviceSan s;
    auto to_drive = paths_to_device(s.t, s.esx, s.drive);
    ASSERT_EQ(to_drive.size(), 1u);
    EXPECT_EQ(to_drive[0].target_port, s.n0);
    EXPECT_EQ(to_drive[0].device, s.node);
    auto to_lib_drive = paths_to_device(s.t, s.srv, s.lib_drive);
    ASSERT_EQ(to_lib_drive.size(), 1u);
    EXPECT_EQ(to_lib_drive[0].initiator_port, s.p1);
    EXPECT_EQ(to_lib_drive[0].target_port, s.lp);
}

// Removing the zone set's zone for the library leaves the host without a path to it; a fabric
// with no active zone set lets every port reach every device.
TEST(DevicePaths, NoZoneNoPathAndNoZoningAllPaths) {
    DeviceSan s;
    s.t.set(s.t.find_by_name(Kind::ZoneSet, "zs"), "zones",
            RefList{s.t.find_by_name(Kind::Zone, "esx_vtl")});
    EXPECT_TRUE(paths_to_device(s.t, s.esx, s.lib).empty());
    s.t.set(s.fabric, "active_zone_set", Ref{kNoId});
    auto all = paths_to_device(s.t, s.esx, s.node);
    EXPECT_EQ(all.size(), 4u);  // two initiator ports x two node ports
}

// Array paths are not device paths and vice versa: the device search ignores array ports.
TEST(DevicePaths, DirectAttachedDeviceNeedsNoFabric) {
    Topology t;
    labs::LabBuilder b(t);
    Id srv = b.add(Kind::Server, "media server");
    Id hba = b.add(Kind::Hba, "hba", srv);
    Id p = b.fc_port(hba, "p0", 4);
    Id lib = b.add(Kind::TapeLibrary, "MSL");
    Id lp = b.fc_port(lib, "msl_p0", 4);
    b.link(p, lp);
    auto paths = paths_to_device(t, srv, lib);
    ASSERT_EQ(paths.size(), 1u);
    EXPECT_TRUE(paths[0].switch_ports.empty());
    EXPECT_EQ(paths[0].target_port, lp);
}
