#pragma once
// Every box of the diagram in one scene-graph item, so a lab of thousands of boxes pans and zooms
// without a QML item (and its bindings, texts and handlers) per box. The layer covers the canvas
// viewport unscaled and paints the boxes that intersect it in screen pixels, through the pan and
// zoom: text stays crisp at any zoom, and what is off screen costs nothing. Detail follows the
// zoom (node_painter.h): tiny boxes are plain rectangles, names appear when readable, summaries
// and port chips when close. Two layers make the stack: frames below the cables, cards above.
// Selection, dimming, hover and a drag in progress are properties the canvas binds.
#include <QtQml/qqmlregistration.h>
#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QVariantList>
#include <QVariantMap>
#include <set>
#include <vector>

#include "bridge/diagram/node_painter.h"
#include "bridge/diagram/topology_model.h"

class NodeLayer : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(TopologyModel* model READ model WRITE setModel NOTIFY modelChanged)
    // Frames (true) or device cards and groups (false).
    Q_PROPERTY(bool frames MEMBER frames_ NOTIFY viewChanged)
    // The canvas transform: screen = pan + scene × zoom.
    Q_PROPERTY(qreal zoom MEMBER zoom_ NOTIFY viewChanged)
    Q_PROPERTY(qreal panX MEMBER pan_x_ NOTIFY viewChanged)
    Q_PROPERTY(qreal panY MEMBER pan_y_ NOTIFY viewChanged)
    Q_PROPERTY(QVariantList selectedNodes READ selectedNodes WRITE setSelectedNodes NOTIFY stateChanged)
    // When not empty, the other boxes are dimmed (a zone's members standing out).
    Q_PROPERTY(QVariantList highlightNodes READ highlightNodes WRITE setHighlightNodes NOTIFY stateChanged)
    Q_PROPERTY(int hoveredNode MEMBER hovered_ NOTIFY stateChanged)
    // Port ids whose chips are drawn in the accent colour (a selected or pointed-at cable's ends).
    Q_PROPERTY(QVariantList litPorts READ litPorts WRITE setLitPorts NOTIFY stateChanged)
    // A drag of the selection in progress: selected boxes (and what they hold) drawn offset.
    Q_PROPERTY(bool dragging MEMBER dragging_ NOTIFY stateChanged)
    Q_PROPERTY(qreal dragDX MEMBER drag_dx_ NOTIFY stateChanged)
    Q_PROPERTY(qreal dragDY MEMBER drag_dy_ NOTIFY stateChanged)
    // Colours of the theme (qml/Style/Theme.qml).
    Q_PROPERTY(QVariantMap categoryColors MEMBER category_colors_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor baseColor MEMBER base_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor borderColor MEMBER border_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor textColor MEMBER text_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor mutedColor MEMBER muted_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor faintColor MEMBER faint_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor accentColor MEMBER accent_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor accentSoftColor MEMBER accent_soft_ NOTIFY colorsChanged)
    Q_PROPERTY(QColor chipColor MEMBER chip_ NOTIFY colorsChanged)
    Q_PROPERTY(QString fontFamily MEMBER font_family_ NOTIFY colorsChanged)
    // What the last paint drew (tests check the layer drew what the model holds).
    Q_PROPERTY(int drawnNodes READ drawnNodes NOTIFY painted)
    Q_PROPERTY(int drawnNames READ drawnNames NOTIFY painted)
  public:
    explicit NodeLayer(QQuickItem* parent = nullptr);

    void paint(QPainter* painter) override;

    TopologyModel* model() const { return model_; }
    void setModel(TopologyModel* model);
    QVariantList selectedNodes() const { return selected_list_; }
    void setSelectedNodes(const QVariantList& nodes);
    QVariantList highlightNodes() const { return highlight_list_; }
    void setHighlightNodes(const QVariantList& nodes);
    QVariantList litPorts() const { return lit_list_; }
    void setLitPorts(const QVariantList& ports);
    int drawnNodes() const { return drawn_; }
    int drawnNames() const { return named_; }

  signals:
    void modelChanged();
    void viewChanged();
    void stateChanged();
    void colorsChanged();
    void painted();

  private:
    // Whether node `i` or a frame holding it is selected (it moves with a drag).
    static bool moves_with_selection(const santwin::diagram::Diagram& d, const std::vector<char>& selected, int i);
    static std::vector<char> flags_of(const QVariantList& nodes, size_t count);

    QPointer<TopologyModel> model_;
    bool frames_ = false;
    qreal zoom_ = 1, pan_x_ = 0, pan_y_ = 0;
    QVariantList selected_list_, highlight_list_, lit_list_;
    std::set<santwin::Id> lit_ports_;
    int hovered_ = -1;
    bool dragging_ = false;
    qreal drag_dx_ = 0, drag_dy_ = 0;
    QVariantMap category_colors_;
    QColor base_{"#ffffff"}, border_{"#d5dbe1"}, text_{"#1f2933"}, muted_{"#5f6b7a"}, faint_{"#8a94a3"};
    QColor accent_{"#1565e8"}, accent_soft_{"#dce9fc"}, chip_{"#f1f3f5"};
    QString font_family_ = QStringLiteral("DejaVu Sans");
    TextCache texts_;
    int drawn_ = 0, named_ = 0;
};
