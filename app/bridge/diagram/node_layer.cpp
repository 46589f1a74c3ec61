#include "bridge/diagram/node_layer.h"

#include <QPainter>

#include "topology/kind.h"

using santwin::diagram::Diagram;
using santwin::diagram::Node;

NodeLayer::NodeLayer(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setAntialiasing(true);
    // Anything that changes what is drawn repaints (one paint per frame at most: update() coalesces).
    for (auto signal : {&NodeLayer::viewChanged, &NodeLayer::stateChanged, &NodeLayer::colorsChanged})
        connect(this, signal, this, [this] { update(); });
    connect(this, &QQuickItem::widthChanged, this, [this] { update(); });
    connect(this, &QQuickItem::heightChanged, this, [this] { update(); });
}

void NodeLayer::setModel(TopologyModel* model) {
    if (model_ == model) return;
    if (model_) disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    if (model_) {
        auto changed = [this] {
            texts_.clear();  // rows now stand for other boxes
            update();
        };
        connect(model_, &QAbstractItemModel::modelReset, this, changed);
        connect(model_, &QAbstractItemModel::dataChanged, this, changed);
        connect(model_, &QAbstractItemModel::layoutChanged, this, changed);
    }
    emit modelChanged();
    update();
}

void NodeLayer::setSelectedNodes(const QVariantList& nodes) {
    if (nodes == selected_list_) return;
    selected_list_ = nodes;
    emit stateChanged();
}

void NodeLayer::setHighlightNodes(const QVariantList& nodes) {
    if (nodes == highlight_list_) return;
    highlight_list_ = nodes;
    emit stateChanged();
}

void NodeLayer::setLitPorts(const QVariantList& ports) {
    if (ports == lit_list_) return;
    lit_list_ = ports;
    lit_ports_.clear();
    for (const QVariant& v : ports) lit_ports_.insert(static_cast<santwin::Id>(v.toLongLong()));
    emit stateChanged();
}

std::vector<char> NodeLayer::flags_of(const QVariantList& nodes, size_t count) {
    std::vector<char> out(count, 0);
    for (const QVariant& v : nodes)
        if (int i = v.toInt(); i >= 0 && static_cast<size_t>(i) < count) out[static_cast<size_t>(i)] = 1;
    return out;
}

void NodeLayer::paint(QPainter* painter) {
    drawn_ = named_ = 0;
    const Diagram* d = model_ ? model_->diagram() : nullptr;
    // A hidden layer is still asked to paint when it changes; there is nothing to see.
    if (!d || zoom_ <= 0 || !isVisible()) {
        emit painted();
        return;
    }
    const size_t count = d->nodes.size();
    const std::vector<char> selected = flags_of(selected_list_, count);
    const std::vector<char> highlighted = flags_of(highlight_list_, count);
    const bool dimming = !highlight_list_.isEmpty();
    const NodeStyle style{base_, border_, text_, muted_, faint_, accent_, accent_soft_, chip_};
    NodePainter paint(*painter, style, font_family_, texts_, zoom_, pan_x_, pan_y_);
    const QRectF view = boundingRect();
    // Category colours looked up once per paint, not per box.
    std::vector<QColor> colours;
    for (int c = 0; c <= static_cast<int>(santwin::Category::Connectivity); ++c) {
        const std::string_view sv = santwin::category_name(static_cast<santwin::Category>(c));
        const QString name = QString::fromUtf8(sv.data(), static_cast<qsizetype>(sv.size()));
        colours.push_back(category_colors_.value(name, QColor("#7a8794")).value<QColor>());
    }
    // Nodes are in parent-before-child order within frames; frames nest (an array holds pools),
    // so outer frames are painted first by painting frames in order of depth.
    std::vector<int> order;
    order.reserve(count);
    for (size_t i = 0; i < count; ++i)
        if (d->nodes[i].frame == frames_) order.push_back(static_cast<int>(i));
    if (frames_) {
        auto depth = [&](int i) {
            int k = 0;
            for (int up = d->nodes[static_cast<size_t>(i)].parent; up >= 0; up = d->nodes[static_cast<size_t>(up)].parent) ++k;
            return k;
        };
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return depth(a) < depth(b); });
    }
    for (int i : order) {
        const Node& n = d->nodes[static_cast<size_t>(i)];
        const bool moving = dragging_ && moves_with_selection(*d, selected, i);
        const double dx = moving ? drag_dx_ : 0, dy = moving ? drag_dy_ : 0;
        // Off screen: nothing to do (the margin covers a group's stack and a folder's outline).
        if (!paint.to_screen(n.left() + dx - 6, n.top() + dy - 6, n.width + 12, n.height + 12).intersects(view))
            continue;
        NodeState state;
        state.selected = selected[static_cast<size_t>(i)];
        state.hovered = hovered_ == i;
        state.dimmed = dimming && !highlighted[static_cast<size_t>(i)];
        state.collapsed = santwin::diagram::is_collapsed_frame(n);
        state.moving = moving;
        state.lit_ports = &lit_ports_;
        const QColor& colour = colours[static_cast<size_t>(santwin::kind_category(n.kind))];
        named_ += paint.paint(i, n, state, colour, dx, dy);
        ++drawn_;
    }
    emit painted();
}

bool NodeLayer::moves_with_selection(const Diagram& d, const std::vector<char>& selected, int i) {
    for (int at = i; at >= 0; at = d.nodes[static_cast<size_t>(at)].parent)
        if (selected[static_cast<size_t>(at)]) return true;
    return false;
}
