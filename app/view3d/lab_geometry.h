#pragma once
// The physical lab as boxes in a room, in metres: a row of 42U racks with the equipment the
// topology holds — FC and Ethernet switches, blade chassis with their blades, rack servers, NAS
// heads, storage arrays as a controller enclosure under drive shelves (continuing into the next
// rack when full), VTL nodes and disk enclosures, tape libraries — and every drive in its bay.
// RAID groups and disk groups get an outline around their drives in each shelf.
//
// The topology has no rack positions; this is a plausible cabinet layout, not a floor plan:
// equipment is stacked in list order, arrays get racks of their own, shelves hold 15 drives
// (14 on HP EVA enclosures). Plain C++: the VTK scene (lab_view3d.cpp) only draws these boxes.
#include <string>
#include <vector>

#include "topology/topology.h"

namespace santwin::view3d {

enum class Part { RackFrame, Floor, Chassis, Blade, Switch, Server, Controller, Shelf, Drive, NasHead, VtlNode, TapeLibrary, TapeDrive };

struct Box {
    Part part = Part::Chassis;
    Id entity = kNoId;          // what it shows (kNoId for frames and shelves)
    double x = 0, y = 0, z = 0;  // centre; y up, +z towards the viewer (rack fronts)
    double w = 0, h = 0, d = 0;  // extent along x, y, z
};

struct Outline {
    Id group = kNoId;  // RAID group or disk group
    std::string label;
    Box bounds;
    int index = 0;     // colour index: groups in id order
};

struct Label {
    std::string text;
    double x = 0, y = 0, z = 0;
    bool major = false;  // rack names; minor: devices
};

struct LabGeometry {
    std::vector<Box> boxes;
    std::vector<Outline> outlines;
    std::vector<Label> labels;
    double min[3] = {0, 0, 0}, max[3] = {0, 0, 0};  // bounds of the equipment (what the camera frames)
    int racks = 0;
};

inline constexpr double kUnit = 0.04445;  // one rack unit, m

LabGeometry build_geometry(const Topology& t);

// The group (RAID group or disk group) each drive belongs to.
std::map<Id, Id> drive_groups(const Topology& t);

}  // namespace santwin::view3d
