#include "bridge/diagram/topology_model.h"

#include <QVariantMap>

#include "bridge/qt_text.h"
#include "diagram/auto_layout.h"
#include "diagram/view_fit.h"

using namespace santwin;

TopologyModel::TopologyModel(QObject* parent) : QAbstractListModel(parent) {}

void TopologyModel::setDiagram(const diagram::Diagram* diagram) {
    beginResetModel();
    diagram_ = diagram;
    endResetModel();
    emit countChanged();
}

int TopologyModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !diagram_) return 0;
    return static_cast<int>(diagram_->nodes.size());
}

QVariant TopologyModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const diagram::Node& n = diagram_->nodes[static_cast<std::size_t>(index.row())];
    switch (role) {
        case Qt::DisplayRole:
        case NameRole:
            return qs(n.name);
        case KeyRole:
            return static_cast<qint64>(n.key);
        case KindRole:
            return qs(kind_name(n.kind));
        case KindLabelRole:
            return qs(kind_label(n.kind));
        case RoleRole:
            return qs(n.role);
        case SummaryRole:
            return qs(n.summary);
        case CategoryRole:
            return qs(category_name(kind_category(n.kind)));
        case TierRole:
            return qs(diagram::tier_name(n.tier));
        case XRole:
            return n.left();
        case YRole:
            return n.top();
        case WidthRole:
            return n.width;
        case HeightRole:
            return n.height;
        case FrameRole:
            return n.frame;
        case GroupRole:
            return n.group;
        case CompactRole:
            return n.compact;
        case ParentIndexRole:
            return n.parent;
        case MemberCountRole:
            return static_cast<int>(n.group ? n.members.size() : 1);
        case PortsRole: {
            QVariantList ports;
            for (const diagram::PortChip& p : n.ports)
                ports.append(QVariantMap{{"port", static_cast<qint64>(p.port)},
                                         {"label", qs(p.label)},
                                         {"cabled", p.cabled},
                                         {"x", p.x},
                                         {"y", p.y},
                                         {"width", p.width}});
            return ports;
        }
        case CollapsedRole:
            return diagram::is_collapsed_frame(n);
        default:
            return {};
    }
}

QHash<int, QByteArray> TopologyModel::roleNames() const {
    return {{KeyRole, "key"},
            {KindRole, "kind"},
            {KindLabelRole, "kindLabel"},
            {RoleRole, "role"},
            {NameRole, "name"},
            {SummaryRole, "summary"},
            {CategoryRole, "category"},
            {TierRole, "tier"},
            {XRole, "nodeX"},
            {YRole, "nodeY"},
            {WidthRole, "nodeWidth"},
            {HeightRole, "nodeHeight"},
            {FrameRole, "frame"},
            {GroupRole, "group"},
            {CompactRole, "compact"},
            {ParentIndexRole, "parentIndex"},
            {MemberCountRole, "memberCount"},
            {PortsRole, "ports"},
            {CollapsedRole, "collapsed"}};
}

QRectF TopologyModel::bounds() const {
    if (!diagram_ || diagram_->nodes.empty()) return {};
    const diagram::Bounds b = diagram::diagram_bounds(*diagram_);
    return QRectF(b.left, b.top, b.right - b.left, b.bottom - b.top);
}

int TopologyModel::indexForEntity(qint64 entityId) const {
    return diagram_ ? diagram_->node_for(static_cast<Id>(entityId)) : -1;
}

qint64 TopologyModel::keyAt(int row) const {
    if (!diagram_ || row < 0 || row >= rowCount()) return 0;
    return static_cast<qint64>(diagram_->nodes[static_cast<std::size_t>(row)].key);
}

QVariantList TopologyModel::membersAt(int row) const {
    QVariantList out;
    if (!diagram_ || row < 0 || row >= rowCount()) return out;
    const auto& node = diagram_->nodes[static_cast<std::size_t>(row)];
    if (node.group)
        for (santwin::Id id : node.members) out.push_back(static_cast<qint64>(id));
    return out;
}

QVariantMap TopologyModel::fitView(qreal width, qreal height, qreal margin, qreal maxZoom,
                                  const QVariantList& overlays) const {
    if (!diagram_) return {};
    diagram::FitRequest request;
    request.view_width = width;
    request.view_height = height;
    request.margin = margin;
    request.max_zoom = maxZoom;
    for (const QVariant& v : overlays) {
        const QRectF r = v.toRectF();
        if (r.width() > 0 && r.height() > 0)
            request.overlays.push_back({r.x(), r.y(), r.width(), r.height()});
    }
    const diagram::ViewFit f = diagram::fit_view(*diagram_, request);
    return {{"zoom", f.zoom}, {"panX", f.pan_x}, {"panY", f.pan_y}, {"clear", f.clear}};
}

int TopologyModel::nodeAt(qreal x, qreal y) const {
    if (!diagram_) return -1;
    int best = -1;
    double best_area = 0;
    for (std::size_t i = 0; i < diagram_->nodes.size(); ++i) {
        const diagram::Node& n = diagram_->nodes[i];
        if (x < n.left() || x > n.right() || y < n.top() || y > n.bottom()) continue;
        // Devices win over frames; among frames the innermost (smallest) wins.
        const double area = n.frame ? n.width * n.height : 0;
        if (best < 0 || area < best_area) {
            best = static_cast<int>(i);
            best_area = area;
        }
    }
    return best;
}
