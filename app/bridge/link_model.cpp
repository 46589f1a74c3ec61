#include "bridge/link_model.h"

#include <algorithm>

#include "bridge/qt_text.h"

using namespace santwin;

LinkModel::LinkModel(QObject* parent) : QAbstractListModel(parent) {}

void LinkModel::setDiagram(const diagram::Diagram* diagram) {
    beginResetModel();
    diagram_ = diagram;
    routes_ = diagram ? diagram::route_edges(*diagram) : std::vector<diagram::Route>{};
    spots_.clear();
    endResetModel();
    layoutLabels(label_zoom_);
    emit countChanged();
    emit geometryChanged();
}

int LinkModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !diagram_) return 0;
    return static_cast<int>(diagram_->edges.size());
}

QVariant LinkModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    const diagram::Edge& e = diagram_->edges[row];
    switch (role) {
        case Qt::DisplayRole:
        case LabelRole:
            return qs(e.label);
        case FromIndexRole:
            return e.from;
        case ToIndexRole:
            return e.to;
        case FromKeyRole:
            return static_cast<qint64>(diagram_->nodes[static_cast<std::size_t>(e.from)].key);
        case ToKeyRole:
            return static_cast<qint64>(diagram_->nodes[static_cast<std::size_t>(e.to)].key);
        case KindRole:
            return qs(diagram::edge_kind_name(e.kind));
        case MediumRole:
            return qs(e.medium);
        case CountRole:
            return e.count;
        case SpeedRole:
            return e.speed_gbps;
        case TotalRole:
            return e.total_gbps;
        case LabelXRole:
            return row < spots_.size() && spots_[row].shown ? spots_[row].centre.x
                                                            : routes_[row].label.x;
        case LabelYRole:
            return row < spots_.size() && spots_[row].shown ? spots_[row].centre.y
                                                            : routes_[row].label.y;
        case LabelShownRole:
            return row < spots_.size() && spots_[row].shown;
        default:
            return {};
    }
}

QHash<int, QByteArray> LinkModel::roleNames() const {
    return {{FromIndexRole, "fromIndex"},  {ToIndexRole, "toIndex"}, {FromKeyRole, "fromKey"},
            {ToKeyRole, "toKey"},          {KindRole, "kind"},       {MediumRole, "medium"},
            {CountRole, "cables"},         {SpeedRole, "speed"},     {TotalRole, "total"},
            {LabelRole, "label"},          {LabelXRole, "labelX"},   {LabelYRole, "labelY"},
            {LabelShownRole, "labelShown"}};
}

void LinkModel::layoutLabels(qreal zoom) {
    if (zoom <= 0) return;
    label_zoom_ = zoom;
    // About 9 px on screen, never below 10 scene units nor above 18.
    label_size_ = std::clamp(9.0 / zoom, 10.0, 18.0);
    if (diagram_)
        spots_ = diagram::place_labels(*diagram_, routes_, label_size_ * 0.62, label_size_ * 1.4);
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {LabelXRole, LabelYRole, LabelShownRole});
    emit labelsChanged();
}
