// PlaybackController's answers about one diagram box at the playhead: heat, fill, figure, flash,
// failure, and the A/B difference with the compared run; all of them for every box, once a
// frame, in the model HeatOverlay draws (boxes).
#include <limits>

#include "bridge/diagram/topology_model.h"
#include "bridge/playback/playback_controller.h"
#include "bridge/project/project_controller.h"
#include "bridge/qt_text.h"
#include "playback/ab_delta.h"

using namespace santwin;

namespace {
// Node `index` of `frame`, or null when there is no frame or no such node.
const playback::NodeState* node_of(const playback::DiagramFrame* frame, int index) {
    if (!frame || index < 0 || index >= static_cast<int>(frame->nodes().size())) return nullptr;
    return &frame->nodes()[static_cast<std::size_t>(index)];
}
}  // namespace

double PlaybackController::nodeHeat(int index) const {
    const auto* n = node_of(frame_.get(), index);
    return n ? n->heat : -1;
}

double PlaybackController::nodeFill(int index) const {
    const auto* n = node_of(frame_.get(), index);
    return n ? n->fill : -1;
}

QString PlaybackController::nodeFigure(int index) const {
    const auto* n = node_of(frame_.get(), index);
    return n ? qs(n->figure) : QString();
}

QString PlaybackController::nodeHeatText(int index) const {
    const auto* n = node_of(frame_.get(), index);
    return n ? qs(n->heat_text) : QString();
}

double PlaybackController::nodePortHeat(int index) const {
    const auto* n = node_of(frame_.get(), index);
    return n ? n->port_heat : -1;
}

bool PlaybackController::nodeFlash(int index) const {
    const auto* n = node_of(frame_.get(), index);
    return n && n->flash;
}

bool PlaybackController::nodeFailed(int index) const {
    const auto* n = node_of(frame_.get(), index);
    return n && n->failed;
}

QString PlaybackController::nodeFailure(int index) const {
    const auto* n = node_of(frame_.get(), index);
    return n ? qs(n->failure) : QString();
}

double PlaybackController::nodeDelta(int index) const {
    const auto* a = node_of(frame_.get(), index);
    const auto* b = node_of(compare_frame_.get(), index);
    if (!a || !b) return std::numeric_limits<double>::quiet_NaN();
    return playback::ab_delta(a->heat, b->heat, clock_.time(), compare_end_);
}

QString PlaybackController::nodeDeltaLabel(int index) const {
    return qs(playback::ab_delta_label(nodeDelta(index)));
}

void PlaybackController::updateBoxes() {
    std::vector<BoxState> states;
    const TopologyModel* nodes = project_->nodes();
    if (frame_) {
        const int rows = nodes->rowCount();
        states.resize(static_cast<std::size_t>(rows));
        const bool ab = comparing();
        for (int i = 0; i < rows; ++i) {
            // A frame (an array, a library) names its load in words; a device its busiest port.
            const bool frame = nodes->data(nodes->index(i), TopologyModel::FrameRole).toBool();
            BoxState& s = states[static_cast<std::size_t>(i)];
            s.heat = nodeHeat(i);
            s.fill = nodeFill(i);
            s.port_heat = frame ? -1 : nodePortHeat(i);
            s.heat_text = frame ? nodeHeatText(i) : QString();
            s.flash = nodeFlash(i);
            s.figure = nodeFigure(i);
            s.failed = nodeFailed(i);
            s.failure = nodeFailure(i);
            if (ab) {
                s.delta = nodeDelta(i);
                s.delta_label = nodeDeltaLabel(i);
            }
        }
    }
    boxes_.setStates(std::move(states));
}
