#include "bridge/diagram/mini_map.h"

#include <QPainter>
#include <algorithm>

MiniMap::MiniMap(QQuickItem* parent) : QQuickPaintedItem(parent) {
    setAntialiasing(false);
    connect(this, &MiniMap::colorsChanged, this, [this] { update(); });
    connect(this, &QQuickItem::widthChanged, this, [this] { update(); emit fitChanged(); });
    connect(this, &QQuickItem::heightChanged, this, [this] { update(); emit fitChanged(); });
}

void MiniMap::setModel(TopologyModel* model) {
    if (model_ == model) return;
    if (model_) disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    if (model_) {
        // Any change of the boxes (a project opened, an edit re-laid out) repaints the map.
        auto changed = [this] {
            update();
            emit fitChanged();
        };
        connect(model_, &QAbstractItemModel::modelReset, this, changed);
        connect(model_, &QAbstractItemModel::dataChanged, this, changed);
        connect(model_, &QAbstractItemModel::layoutChanged, this, changed);
        connect(model_, &TopologyModel::countChanged, this, changed);
    }
    emit modelChanged();
    update();
    emit fitChanged();
}

QRectF MiniMap::fitted() const {
    if (!model_) return {};
    const QRectF b = model_->bounds();
    const qreal m = 0.03 * std::max(b.width(), b.height());
    return b.adjusted(-m, -m, m, m);
}

qreal MiniMap::scale() const {
    const QRectF b = fitted();
    if (b.width() <= 0 || b.height() <= 0 || width() <= 0 || height() <= 0) return 0;
    return std::min(width() / b.width(), height() / b.height());
}

QPointF MiniMap::sceneToMap(qreal sx, qreal sy) const {
    const QRectF b = fitted();
    const qreal s = scale();
    // Centred in the item along the axis with room to spare.
    const qreal ox = (width() - b.width() * s) / 2, oy = (height() - b.height() * s) / 2;
    return {ox + (sx - b.left()) * s, oy + (sy - b.top()) * s};
}

QPointF MiniMap::mapToScene(qreal x, qreal y) const {
    const QRectF b = fitted();
    const qreal s = scale();
    if (s <= 0) return {};
    const qreal ox = (width() - b.width() * s) / 2, oy = (height() - b.height() * s) / 2;
    return {b.left() + (x - ox) / s, b.top() + (y - oy) / s};
}

void MiniMap::paint(QPainter* painter) {
    painter->fillRect(boundingRect(), background_);
    drawn_ = 0;
    const qreal s = scale();
    if (!model_ || s <= 0) {
        emit painted();
        return;
    }
    const int rows = model_->rowCount();
    // Frames first (outlines), then devices filled on top.
    for (int pass = 0; pass < 2; ++pass)
        for (int r = 0; r < rows; ++r) {
            const QModelIndex i = model_->index(r, 0);
            const bool frame = model_->data(i, TopologyModel::FrameRole).toBool();
            if (frame != (pass == 0)) continue;
            const QPointF tl = sceneToMap(model_->data(i, TopologyModel::XRole).toDouble(),
                                          model_->data(i, TopologyModel::YRole).toDouble());
            const QRectF box(tl, QSizeF(std::max(1.0, model_->data(i, TopologyModel::WidthRole).toDouble() * s),
                                        std::max(1.0, model_->data(i, TopologyModel::HeightRole).toDouble() * s)));
            const QColor c(colors_.value(model_->data(i, TopologyModel::CategoryRole).toString(), QStringLiteral("#7a8794"))
                               .toString());
            if (frame) {
                painter->setPen(QPen(frame_, 1));
                painter->setBrush(Qt::NoBrush);
                painter->drawRect(box);
            } else {
                painter->fillRect(box, c);
            }
            ++drawn_;
        }
    emit painted();
}
