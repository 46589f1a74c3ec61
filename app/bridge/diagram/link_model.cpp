#include "bridge/diagram/link_model.h"

#include <QFont>
#include <QFontMetricsF>
#include <algorithm>
#include <cmath>

#include "bridge/qt_text.h"

using namespace santwin;

namespace {

// Below this zoom only the selection's cables are labelled: the rest of an overview is lines.
constexpr double kAllLabelsZoom = 0.35;
constexpr int kHitSegments = 24;  // a route's segments for edgeAt

double segment_distance(diagram::Vec2 p, diagram::Vec2 a, diagram::Vec2 b) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double len2 = dx * dx + dy * dy;
    const double t = len2 > 0 ? std::clamp(((p.x - a.x) * dx + (p.y - a.y) * dy) / len2, 0.0, 1.0) : 0;
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

}  // namespace

LinkModel::LinkModel(QObject* parent) : QAbstractListModel(parent) {}

void LinkModel::setDiagram(const diagram::Diagram* diagram) {
    beginResetModel();
    diagram_ = diagram;
    routes_ = diagram ? diagram::route_edges(*diagram) : std::vector<diagram::Route>{};
    polylines_.clear();
    for (const diagram::Route& r : routes_) {
        auto& line = polylines_.emplace_back();
        for (int k = 0; k <= kHitSegments; ++k) line.push_back(r.at(static_cast<double>(k) / kHitSegments));
    }
    spots_.clear();
    endResetModel();
    layoutLabels(label_zoom_, first_node_);
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
        case LabelWidthRole:
            return row < widths_.size() ? widths_[row] : 0.0;
        default:
            return {};
    }
}

QHash<int, QByteArray> LinkModel::roleNames() const {
    return {{FromIndexRole, "fromIndex"},  {ToIndexRole, "toIndex"}, {FromKeyRole, "fromKey"},
            {ToKeyRole, "toKey"},          {KindRole, "kind"},       {MediumRole, "medium"},
            {CountRole, "cables"},         {SpeedRole, "speed"},     {TotalRole, "total"},
            {LabelRole, "label"},          {LabelXRole, "labelX"},   {LabelYRole, "labelY"},
            {LabelShownRole, "labelShown"}, {LabelWidthRole, "labelWidth"}};
}

void LinkModel::setFontFamily(const QString& family) {
    if (font_family_ == family) return;
    font_family_ = family;
    layoutLabels(label_zoom_, first_node_);
}

void LinkModel::layoutLabels(qreal zoom, int firstNode) {
    if (zoom <= 0) return;
    label_zoom_ = zoom;
    first_node_ = firstNode;
    // 10 px on screen at zoom 1, at most 13 px zoomed in, and 9 px zoomed out, where a label
    // then spans more of the scene and fewer find room. Whole scene units: QML's font.pixelSize.
    const double screen_px = std::clamp(10.0 * zoom, 9.0, 13.0);
    label_size_ = std::max(1.0, std::round(screen_px / zoom));
    QFont font(font_family_);
    font.setPixelSize(static_cast<int>(label_size_));
    const QFontMetricsF metrics(font);
    label_height_ = metrics.height() + 0.3 * label_size_;
    widths_.assign(diagram_ ? diagram_->edges.size() : 0, 0.0);
    for (std::size_t i = 0; i < widths_.size(); ++i)
        if (!diagram_->edges[i].label.empty())
            widths_[i] = metrics.horizontalAdvance(qs(diagram_->edges[i].label)) + 0.8 * label_size_;
    if (diagram_) {
        diagram::LabelRequest request;
        request.widths = widths_;
        request.height = label_height_;
        request.gap = 3 / zoom;        // 3 px either side: 6 px between two labels
        request.clearance = 6 / zoom;  // and 6 px from a box
        request.repeat = 4 * label_height_;
        request.first_node = firstNode;
        request.first_only = zoom < kAllLabelsZoom;
        const auto previous = std::move(spots_);
        request.previous = &previous;
        spots_ = diagram::place_labels(*diagram_, routes_, request);
    } else {
        spots_.clear();
    }
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1),
                         {LabelXRole, LabelYRole, LabelShownRole, LabelWidthRole});
    emit labelsChanged();
}

int LinkModel::edgeAt(qreal x, qreal y, qreal tolerance) const {
    int best = -1;
    double best_distance = tolerance;
    const diagram::Vec2 p{x, y};
    for (std::size_t i = 0; i < polylines_.size(); ++i) {
        const diagram::Route& r = routes_[i];
        // Cheap rejection: a Bézier stays inside the box of its control points.
        const double l = std::min({r.start.x, r.control1.x, r.control2.x, r.end.x}) - tolerance;
        const double rt = std::max({r.start.x, r.control1.x, r.control2.x, r.end.x}) + tolerance;
        const double t = std::min({r.start.y, r.control1.y, r.control2.y, r.end.y}) - tolerance;
        const double b = std::max({r.start.y, r.control1.y, r.control2.y, r.end.y}) + tolerance;
        if (x < l || x > rt || y < t || y > b) continue;
        const auto& line = polylines_[i];
        for (std::size_t k = 0; k + 1 < line.size(); ++k) {
            const double dist = segment_distance(p, line[k], line[k + 1]);
            if (dist <= best_distance) {
                best_distance = dist;
                best = static_cast<int>(i);
            }
        }
    }
    return best;
}

QString LinkModel::edgeHint(int row) const {
    if (!diagram_ || row < 0 || row >= rowCount()) return {};
    const diagram::Edge& e = diagram_->edges[static_cast<std::size_t>(row)];
    const QString what = e.label.empty() ? qs(diagram::edge_kind_name(e.kind)).replace('_', ' ') : qs(e.label);
    return QStringLiteral("%1: %2 – %3")
        .arg(what, qs(diagram_->nodes[static_cast<std::size_t>(e.from)].name),
             qs(diagram_->nodes[static_cast<std::size_t>(e.to)].name));
}
