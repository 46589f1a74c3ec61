#pragma once
// The diagram in miniature for finding one's way in a large lab: every box as a small rectangle
// in its category colour (frames outlined), fitted into the item, with the part of the scene the
// canvas shows drawn as a rectangle. Painted once per diagram change, not per pan: the viewport
// rectangle is a separate QML item placed with sceneToMap(). Clicking or dragging on it pans the
// canvas there (mapToScene()).
#include <QtQml/qqmlregistration.h>
#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QVariantMap>

#include "bridge/diagram/topology_model.h"

class MiniMap : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TopologyModel* model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(QVariantMap categoryColors MEMBER colors_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor frameColor MEMBER frame_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor backgroundColor MEMBER background_ NOTIFY colorsChanged)
    // Boxes drawn in the last paint.
    Q_PROPERTY(int drawnBoxes READ drawnBoxes NOTIFY painted)
  public:
    explicit MiniMap(QQuickItem* parent = nullptr);

    void paint(QPainter* painter) override;

    TopologyModel* model() const { return model_; }
    void setModel(TopologyModel* model);
    int drawnBoxes() const { return drawn_; }

    // Scene point <-> item point, under the current fit.
    Q_INVOKABLE QPointF sceneToMap(qreal sx, qreal sy) const;
    Q_INVOKABLE QPointF mapToScene(qreal x, qreal y) const;
    // How many item pixels one scene unit is.
    Q_INVOKABLE qreal scale() const;

  signals:
    void modelChanged();
    void colorsChanged();
    void painted();
    void fitChanged();

  private:
    QRectF fitted() const;  // the scene bounds with a margin

    QPointer<TopologyModel> model_;
    QVariantMap colors_;
    QColor frame_ = QColor("#9aa5b1");
    QColor background_ = QColor("#ffffff");
    int drawn_ = 0;
};
