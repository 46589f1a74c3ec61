#pragma once
// The topology as a diagram: the boxes and edges the GUI draws, CLI exports and the editor moves.
// A node stands for one device-level entity (a server, a switch, a controller, a pool, a RAID
// group...) or for a group of alike entities (the VMs of one host and tile). Parts too small to
// draw on their own are folded into the node that holds them: an ESX host into its server, ports
// into their device (as chips a cable is drawn from: an HBA's on its server, a switch's, a
// controller's), drives into their RAID or disk group's summary, LUs into their array. Frames
// (blade chassis, fabric, array, pool, VTL) are nodes drawn around their child nodes. Edges are device-level: the cables between two devices' ports aggregated
// into one edge with a count, plus "runs on" (VMs to their host) and "holds" (an array to its
// pools) edges. Tiers are the diagram's columns, left to right.
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <optional>
#include <vector>

#include "project/project.h"

namespace santwin::diagram {

enum class Tier { Vms, Hosts, Fabric, FrontEnd, BackEnd };
inline constexpr int kTierCount = 5;

// Centre x of a tier's column, in scene units (matches labs::tier_x for the kinds both place).
double tier_x(Tier tier);
std::string_view tier_name(Tier tier);  // "hosts"
// The column a new box of `kind` belongs in (a VM or template: the VMs' column); none for kinds
// drawn inside another box (ports, drives) or not drawn at all.
std::optional<Tier> kind_tier(Kind kind);

struct PortChip {
    Id port = kNoId;
    std::string label;  // "0A", "CL1-A"
    bool cabled = false;
    double x = 0, y = 0, width = 0;  // inside the node, from its top-left corner (auto_layout)
};

struct Node {
    Id key = kNoId;  // the entity it stands for (a group: its first member); its position is saved
                     // under it
    Kind kind = Kind::Server;
    std::string name;
    std::string role;     // what people call it here: "ESX host", "VCB proxy", "Virtual machines"
    std::string summary;  // one line of facts: "ESX 4.0 · 16 cores · 128 GB"
    Tier tier = Tier::Hosts;
    bool frame = false;           // drawn around its children
    bool group = false;           // stands for several entities (members)
    bool compact = false;  // one line, name and summary side by side: a big pool's members, or
                           // every RAID group when the diagram is tall (auto_layout)
    int parent = -1;              // index of the frame it sits in, or -1
    std::vector<int> children;    // frame: child node indexes, top to bottom
    std::vector<Id> members;      // group: the entities it stands for (key first)
    std::vector<PortChip> ports;  // front-end devices: their ports
    // Geometry, scene units: centre and size. Filled by auto_layout.
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;

    double left() const { return x - width / 2; }
    double top() const { return y - height / 2; }
    double right() const { return x + width / 2; }
    double bottom() const { return y + height / 2; }
};

enum class EdgeKind {
    Cable,   // one or more links between the two devices' ports
    RunsOn,  // VMs -> the server whose ESX host runs them
    Holds,   // an array / NAS / VTL -> its pools, RAID groups, file systems, enclosures
};
std::string_view edge_kind_name(EdgeKind kind);  // "cable"

struct Edge {
    int from = -1;  // node indexes; for cables the lower tier (left) end first
    int to = -1;
    EdgeKind kind = EdgeKind::Cable;
    std::string medium;     // cables: "fc", "ethernet", "sas"
    int count = 1;          // cables aggregated (runs on: VMs)
    double speed_gbps = 0;  // cables: the fastest negotiated rate of one of them
    double total_gbps = 0;  // cables: sum over the cables
    std::vector<Id> links;  // cables: the link entities
    std::string label;      // "2 × 8G FC", "10GbE"
};

struct Diagram {
    std::vector<Node> nodes;  // in entity id order (groups: by host)
    std::vector<Edge> edges;
    std::unordered_map<Id, int> node_of;  // every entity the diagram shows -> the node showing it

    // The node that shows `entity` (itself, its group, or the device it is folded into), or -1.
    int node_for(Id entity) const;
    int index_of_key(Id key) const;
};

// Kinds drawn as a frame around their parts (chassis, fabric, array, pool, VTL): the ones that
// can be collapsed into one box.
bool is_frame_kind(Kind k);
// A frame drawn as one box with its parts folded in (listed in Layout::collapsed).
inline bool is_collapsed_frame(const Node& n) { return is_frame_kind(n.kind) && !n.frame; }

// Builds nodes and edges (no geometry yet: see auto_layout). Frames listed in
// `layout.collapsed` are drawn as one box with their children folded in.
Diagram build_diagram(const Topology& t, const Layout& layout = {});

}  // namespace santwin::diagram
