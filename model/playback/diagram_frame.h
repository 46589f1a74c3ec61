#pragma once
// What the diagram shows of a recorded run at one moment: each node's heat (the highest
// utilization among the entities it shows; its ports' only when the device itself records none)
// with the figure behind it, pools' and LUs' fill level,
// the flow on each cable edge (MB/s, read share, utilization of its bandwidth) and the nodes
// where an event just happened (to flash them). Plain C++ so it can be tested and benchmarked
// without a window; the GUI's playback controller recomputes it whenever the playhead moves.
// What a failure took out of service (a device, its cables) shows from the failure on.
#include <string>
#include <vector>

#include "diagram/diagram.h"
#include "engine/recorder.h"
#include "playback/outages.h"

namespace santwin::playback {

struct EdgeFlow {
    double mbps = 0;
    double read_share = 0.5;  // of the I/Os crossing it: reads (flow toward the hosts)
    double utilization = 0;   // of the edge's bandwidth, 0..1
    int links_down = 0;       // of the cables it stands for: out of service (a failure)
    bool down = false;        // every one of them
};

struct NodeState {
    double heat = -1;    // utilization 0..100 %, -1: nothing recorded for it
    double fill = -1;    // pools / LUs: used share 0..1, -1: not a container
    std::string heat_text;  // what the heat is: "cache write pending 100 %" (empty: no heat)
    double port_heat = -1;  // its busiest folded port's utilization when not its heat, else -1
    std::string figure;  // "drives busy 82 % · 1,240 IOPS" (empty when idle and unrecorded)
    bool flash = false;  // an event happened here within the flash window
    std::string flash_kind;
    bool failed = false;  // the device itself failed (no heat then: it is out of service)
    std::string failure;  // "failed at 0:20", "HBA0 failed at 0:20" (a part folded into the box)
};

class DiagramFrame {
  public:
    DiagramFrame(const diagram::Diagram& diagram, const Topology& topology,
                 const engine::Recorder& recording);

    // The state at simulated time t; events in (t - flash_window, t] flash their node.
    void update(double t, double flash_window);

    const std::vector<NodeState>& nodes() const { return nodes_; }
    const std::vector<EdgeFlow>& edges() const { return edges_; }
    // Edges carrying any traffic at the last update.
    int busy_edges() const { return busy_edges_; }

  private:
    struct HeatSource {
        int node;
        const engine::Series* series;
        std::string label;
        // A port folded into its device's box: it heats the box only when the device records
        // no load of its own (a controller is tinted by its processor, its ports are named).
        bool port = false;
    };
    struct RateSource {
        int node;
        const engine::Series* iops;
        const engine::Series* mbps;
    };
    struct FillSource {
        int node;
        const engine::Series* used;
        double capacity_gb;
    };
    struct LinkSource {
        int edge;
        const engine::Series* mbps;
        std::vector<const engine::Series*> reads, writes;  // its end ports' read / write IOPS
    };

    const engine::Recorder& recording_;
    const diagram::Diagram& diagram_;
    std::vector<HeatSource> heat_;
    std::vector<RateSource> rates_;
    std::vector<FillSource> fills_;
    std::vector<LinkSource> links_;
    std::vector<double> edge_capacity_mbps_;
    std::vector<int> event_node_;  // per recorded event: the node it happened on, or -1
    Outages outages_;
    std::vector<NodeState> nodes_;
    std::vector<EdgeFlow> edges_;
    int busy_edges_ = 0;
};

// "drives busy" for "busy_pct": the words a hover shows for a utilization metric.
std::string heat_label(const std::string& metric);

}  // namespace santwin::playback
