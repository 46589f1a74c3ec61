#pragma once
// Whole devices for the palette: an array with its controllers, front-end ports and a tray of
// drives, a VTL node with its emulated drives, a blade chassis full of servers with HBAs, an FC
// switch with its ports. Each is added in one edit session (so one undo step), named uniquely,
// FC ports given fresh WWPNs, the device placed where it was dropped.
#include <string>
#include <vector>

#include "editing/edit_session.h"

namespace santwin::editing {

struct DeviceTemplate {
    std::string id;        // "ams2100"
    std::string label;     // "Hitachi AMS 2100"
    std::string category;  // palette group: "storage", "fabric", "compute", "backup"
    std::string doc;       // what it contains, for the palette's tooltip
};

const std::vector<DeviceTemplate>& device_templates();

// Adds template `id` at `at`. `drop_target` is the entity under the drop, used by templates
// that live inside something (an FC switch goes into a fabric; without one a new fabric is
// made for it). Returns the device's root; throws EditError for an unknown template.
Id add_device(EditSession& s, const std::string& id, Point at, Id drop_target = kNoId);

// A bare FC or Ethernet switch, HBA or NIC made from the palette gets ports to cable (a switch
// 24, an adapter 2, at its speed; FC ports with fresh WWPNs). Other kinds: nothing.
void add_default_ports(EditSession& s, Id device);

}  // namespace santwin::editing
