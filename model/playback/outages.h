#pragma once
// What a recorded run's failures have taken out of service at a moment: the boxes that failed
// (a switch, a controller) and the cables that are down (pulled, or with a failed port at
// either end). A "failure" event holds from its time to the end of the run: the engine records
// no repair. DiagramFrame applies it to the node and edge states it shows.
#include <string>
#include <utility>
#include <vector>

#include "diagram/diagram.h"
#include "engine/recorder.h"

namespace santwin::playback {

struct NodeState;
struct EdgeFlow;

class Outages {
  public:
    Outages(const diagram::Diagram& diagram, const Topology& topology, const engine::Recorder& recording);

    // Marks what is out of service at simulated time t in `nodes` and `edges` (indexed as the
    // diagram's nodes and edges).
    void apply(double t, std::vector<NodeState>& nodes, std::vector<EdgeFlow>& edges) const;

  private:
    struct Outage {
        double t = 0;
        int node = -1;           // the box showing what failed, or -1
        bool whole_box = false;  // the box is the failed device itself, not a part folded into it
        std::string what;        // "SW-A", "HBA0"
        std::vector<std::pair<int, Id>> links;  // (edge index, link) taken down
    };
    std::vector<Outage> outages_;  // in time order
    std::vector<int> edge_links_;  // per edge: how many cables it stands for
};

// "0:20", "1:02:03": simulated time as the playback bar writes it (whole seconds).
std::string clock_text(double t);

}  // namespace santwin::playback
