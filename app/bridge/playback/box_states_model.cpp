#include "bridge/playback/box_states_model.h"

#include <cmath>

#include "bridge/diagram/topology_model.h"

namespace {
const BoxState kNothing{};

// Equal, taking two NaNs (no comparison in either) as the same.
bool same(double a, double b) {
    return a == b || (std::isnan(a) && std::isnan(b));
}

// The TopologyModel role a passed-on role reads.
int topology_role(int role) {
    switch (role) {
        case BoxStatesModel::NameRole: return TopologyModel::NameRole;
        case BoxStatesModel::XRole: return TopologyModel::XRole;
        case BoxStatesModel::YRole: return TopologyModel::YRole;
        case BoxStatesModel::WidthRole: return TopologyModel::WidthRole;
        case BoxStatesModel::HeightRole: return TopologyModel::HeightRole;
        case BoxStatesModel::FrameRole: return TopologyModel::FrameRole;
        default: return -1;
    }
}
}  // namespace

bool BoxState::operator==(const BoxState& o) const {
    return same(heat, o.heat) && same(fill, o.fill) && same(port_heat, o.port_heat) && same(delta, o.delta) &&
           flash == o.flash && failed == o.failed && figure == o.figure && heat_text == o.heat_text &&
           delta_label == o.delta_label && failure == o.failure;
}

BoxStatesModel::BoxStatesModel(QObject* parent) : QAbstractListModel(parent) {}

void BoxStatesModel::setNodes(const TopologyModel* nodes) {
    beginResetModel();
    if (nodes_) disconnect(nodes_, nullptr, this, nullptr);
    nodes_ = nodes;
    states_.clear();
    if (nodes_) {
        // The diagram was laid out again: other boxes, whose states the next frame brings.
        connect(nodes_, &QAbstractItemModel::modelAboutToBeReset, this, [this] { beginResetModel(); });
        connect(nodes_, &QAbstractItemModel::modelReset, this, [this] {
            states_.clear();
            endResetModel();
        });
        connect(nodes_, &QAbstractItemModel::dataChanged, this,
                [this](const QModelIndex& from, const QModelIndex& to) {
                    emit dataChanged(index(from.row()), index(to.row()),
                                     {NameRole, XRole, YRole, WidthRole, HeightRole, FrameRole});
                });
    }
    endResetModel();
}

void BoxStatesModel::setStates(std::vector<BoxState> states) {
    const int rows = rowCount();
    states.resize(static_cast<std::size_t>(rows));
    states_.resize(static_cast<std::size_t>(rows));
    // Signal runs of changed rows, so a frame where nothing moved signals nothing.
    int first = -1;
    for (int r = 0; r <= rows; ++r) {
        const bool changed = r < rows && states[static_cast<std::size_t>(r)] != states_[static_cast<std::size_t>(r)];
        if (changed && first < 0) first = r;
        if (!changed && first >= 0) {
            for (int c = first; c < r; ++c) states_[static_cast<std::size_t>(c)] = std::move(states[static_cast<std::size_t>(c)]);
            emit dataChanged(index(first), index(r - 1),
                             {HeatRole, FillRole, PortHeatRole, DeltaRole, FlashRole, FailedRole, FigureRole, HeatTextRole,
                              DeltaLabelRole, FailureRole});
            first = -1;
        }
    }
}

const BoxState& BoxStatesModel::stateAt(int row) const {
    return row >= 0 && row < static_cast<int>(states_.size()) ? states_[static_cast<std::size_t>(row)] : kNothing;
}

int BoxStatesModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !nodes_ ? 0 : nodes_->rowCount();
}

QVariant BoxStatesModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    if (const int passed = topology_role(role); passed >= 0) return nodes_->data(nodes_->index(index.row()), passed);
    const BoxState& s = stateAt(index.row());
    switch (role) {
        case HeatRole: return s.heat;
        case FillRole: return s.fill;
        case PortHeatRole: return s.port_heat;
        case DeltaRole: return s.delta;
        case FlashRole: return s.flash;
        case FailedRole: return s.failed;
        case FigureRole: return s.figure;
        case HeatTextRole: return s.heat_text;
        case DeltaLabelRole: return s.delta_label;
        case FailureRole: return s.failure;
        default: return {};
    }
}

QHash<int, QByteArray> BoxStatesModel::roleNames() const {
    return {{NameRole, "name"},         {XRole, "nodeX"},           {YRole, "nodeY"},
            {WidthRole, "nodeWidth"},   {HeightRole, "nodeHeight"}, {FrameRole, "frame"},
            {HeatRole, "heat"},         {FillRole, "fill"},         {PortHeatRole, "portHeat"},
            {DeltaRole, "delta"},       {FlashRole, "flash"},       {FailedRole, "failed"},
            {FigureRole, "figure"},     {HeatTextRole, "heatText"}, {DeltaLabelRole, "deltaLabel"},
            {FailureRole, "failure"}};
}
